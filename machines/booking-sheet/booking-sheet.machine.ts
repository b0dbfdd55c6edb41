import { setup, type SnapshotFrom } from 'xstate'
import { dismissTo, type DismissEvent } from '../dismiss.ts'

/** Events of the booking sheet. */
export type BookingSheetEvent = { type: 'OPEN' | 'ROUTE_CHANGED' } | DismissEvent

/**
 * The booking sheet that every Book Now opens where the visitor is (the header, the side menu,
 * the phone's bottom bar): `closed` until a Book Now sends `OPEN`, then `open` until its close
 * button or backdrop sends `CLOSE`, the visitor presses Escape (`ESCAPE`), or the router
 * reports a navigation (`ROUTE_CHANGED`). The dates and party inside belong to the booking-bar
 * machine; moving focus in and back to the opener is the view's job.
 */
export const bookingSheetMachine = setup({
  types: {
    events: {} as BookingSheetEvent,
  },
}).createMachine({
  id: 'bookingSheet',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open' } } },
    open: { on: { ...dismissTo('closed'), ROUTE_CHANGED: { target: 'closed' } } },
  },
})

export type BookingSheetSnapshot = SnapshotFrom<typeof bookingSheetMachine>

/** Whether the sheet is showing. */
export const selectIsOpen = (snapshot: BookingSheetSnapshot): boolean => snapshot.matches('open')
