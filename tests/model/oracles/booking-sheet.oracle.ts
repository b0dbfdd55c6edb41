import type { Oracle, Seen } from '../../../machines/testing/oracle.ts'

/*
 * The booking sheet, from DECISIONS ("Navigation and booking"): Book Now is on every page at
 * every width and opens the booking sheet (dates, adults, children, then the booking engine)
 * where the visitor is. It is a modal dialog (WAI-ARIA): focus moves into it, its close
 * button, the backdrop and Escape close it and focus goes back to the Book Now that opened
 * it; a navigation closes it, as it closes the side menu (spec 4: "closes on route change").
 * `via` says which control the visitor used; the machine hears the same CLOSE from both.
 */
type BookingSheetState = 'closed' | 'open'

/** A dialog holding the keyboard focus (on itself or on a control inside it). */
const focusInside: Seen = {
  selector: '[role="dialog"]:focus-within',
  attribute: 'role',
  value: 'dialog',
}
const bookNowFocused: Seen = { role: 'link', name: 'Book Now', is: 'focused' }

export const bookingSheetOracle: Oracle<BookingSheetState> = {
  name: 'booking sheet',
  states: {
    closed: {
      value: 'closed',
      sees: [
        { role: 'dialog', name: 'Book your stay', is: 'absent' },
        { role: 'link', name: 'Book Now', is: 'shown' },
      ],
    },
    open: {
      value: 'open',
      sees: [
        { role: 'dialog', name: 'Book your stay', is: 'shown' },
        { role: 'heading', name: 'Book your stay', is: 'shown' },
        { role: 'button', name: 'Close booking', is: 'shown' },
        { role: 'link', name: 'Check Availability', is: 'shown' },
        focusInside,
      ],
    },
  },
  scenarios: [{ name: 'a visitor on any page', initial: 'closed' }],
  rows: [
    { from: 'closed', event: { type: 'OPEN' }, to: 'open' },
    {
      from: 'open',
      event: { type: 'CLOSE', via: 'close button' },
      to: 'closed',
      also: [bookNowFocused],
    },
    {
      from: 'open',
      event: { type: 'CLOSE', via: 'backdrop' },
      to: 'closed',
      also: [bookNowFocused],
    },
    { from: 'open', event: { type: 'ESCAPE' }, to: 'closed', also: [bookNowFocused] },
    { from: 'open', event: { type: 'ROUTE_CHANGED' }, to: 'closed' },
  ],
  events: [
    { type: 'OPEN' },
    { type: 'CLOSE', via: 'close button' },
    { type: 'CLOSE', via: 'backdrop' },
    { type: 'ESCAPE' },
    { type: 'ROUTE_CHANGED' },
  ],
}
