/** A moment of the visit that a view hands to the site's count (src/app/count). */
export interface CountMoment {
  readonly kind: 'enquiry'
}

/**
 * Where views leave their moments for the count: an array until the count's code has loaded
 * (it loads when the browser is first idle), which the count then reads and replaces with an
 * object whose `push` counts at once. So a moment is never lost to the order the two chunks
 * arrive in, and neither imports the other (the analytics `dataLayer` pattern).
 */
export interface CountQueue {
  push(moment: CountMoment): unknown
}

declare global {
  interface Window {
    __countQueue?: CountQueue
  }
}

/**
 * Tells the count that an enquiry was sent from this page (the form's machine reached its sent
 * state). The server files its kind from the page, as the desk files the enquiry itself
 * (enquiryKindOf), so the form carries none of that function's tables.
 */
export function announceEnquirySent(): void {
  ;(window.__countQueue ??= []).push({ kind: 'enquiry' })
}
