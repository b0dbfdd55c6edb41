import type { BookNowControl } from '../../../content/count.schema.ts'

/**
 * The attribute that makes a link a Book Now: a click on it opens the booking sheet. Its value
 * names the control it sits in, which the site's count reports (src/app/count).
 */
export const bookNowAttribute = 'data-book-now'

/** The places a Book Now sits in, as its attribute names them. */
export type BookNowPlace = Extract<BookNowControl, 'header' | 'phone-bar' | 'side-menu'>

type Listener = (opener: HTMLElement) => void

let listener: Listener | undefined
let pending: HTMLElement | undefined

/**
 * A Book Now click, handed from the page (which listens from hydration on, without the state
 * machine runtime) to the booking sheet (whose code and machine load on the first click). A
 * click that arrives before the sheet is ready is kept and given to it once it listens.
 */
export const bookingSheetIntent = {
  request(opener: HTMLElement): void {
    if (listener) listener(opener)
    else pending = opener
  },
  /** The sheet listens while it is mounted; a waiting click is delivered at once. */
  listen(next: Listener): () => void {
    listener = next
    const waiting = pending
    pending = undefined
    if (waiting) next(waiting)
    return () => {
      if (listener === next) listener = undefined
    }
  },
}
