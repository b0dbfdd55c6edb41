/**
 * A tap on the hamburger that arrives before the menu's island has hydrated is remembered
 * here (the header, hydrated with the page, listens for it) and handed to the menu machine as
 * TOGGLE once the island is ready, so a quick first tap on a phone is never lost.
 */
let ready = false
let pending = false

export const menuIntent = {
  /** Called by the header for a hamburger tap; remembered only while the island is not ready. */
  request(): void {
    if (!ready) pending = true
  },
  /** Called once by the hydrated menu; answers whether a tap is waiting to open it. */
  ready(): boolean {
    ready = true
    const waiting = pending
    pending = false
    return waiting
  },
}
