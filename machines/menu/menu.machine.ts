import { setup, type SnapshotFrom } from 'xstate'
import { dismissTo, type DismissEvent } from '../dismiss.ts'

/** Events of the mobile side menu. */
export type MenuEvent = { type: 'OPEN' | 'TOGGLE' | 'ROUTE_CHANGED' } | DismissEvent

/**
 * The mobile side menu of the header (viewports under 768 px): `closed` until the hamburger
 * sends `OPEN` (or `TOGGLE`), then `open` until the overlay or the close button sends `CLOSE`,
 * the visitor presses Escape (`ESCAPE`), or the router reports a navigation (`ROUTE_CHANGED`),
 * so a tapped link never leaves the menu covering the new page. Focus handling (into the menu
 * on open, back to the hamburger on close) belongs to the view, which reacts to the state.
 */
export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open' }, TOGGLE: { target: 'open' } } },
    open: {
      on: {
        ...dismissTo('closed'),
        TOGGLE: { target: 'closed' },
        ROUTE_CHANGED: { target: 'closed' },
      },
    },
  },
})

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>

/** Whether the side menu is showing. */
export const selectIsOpen = (snapshot: MenuSnapshot): boolean => snapshot.matches('open')
