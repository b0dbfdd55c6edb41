/**
 * The two ways a visitor dismisses an overlay (the menu, the lightbox, the promo modal): its
 * close button or the overlay (`CLOSE`), or the Escape key (`ESCAPE`).
 */
export type DismissEvent = { type: 'CLOSE' } | { type: 'ESCAPE' }

/** The transitions that take an overlay to `target` on either dismissal. */
export function dismissTo<const Target extends string>(target: Target) {
  return { CLOSE: { target }, ESCAPE: { target } } as const
}
