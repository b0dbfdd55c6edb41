/** Where the choice is kept: the tab's session storage, so it lasts until the tab closes. */
export const bookingChoiceKey = 'trillium.booking-choice'

/**
 * Whether this tab holds a booking choice (booking-choice.store.ts), read without the store:
 * the page asks it before loading any booking bar's code, since a bar that has a choice to
 * show must show it at once rather than the prerendered defaults.
 */
export function hasBookingChoice(): boolean {
  try {
    return sessionStorage.getItem(bookingChoiceKey) !== null
  } catch {
    // No storage (a private mode that refuses it): no choice was kept either.
    return false
  }
}
