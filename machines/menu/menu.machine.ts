import { setup, type SnapshotFrom } from 'xstate'
import { dismissTo, type DismissEvent } from '../dismiss.ts'

/** The side menu exists only on viewports narrower than this (spec 2.2, DECISIONS). */
export const menuMaxWidth = 768

/** Events of the mobile side menu; `RESIZE` carries the window's new width. */
export type MenuEvent =
  { type: 'TOGGLE' | 'ROUTE_CHANGED' } | { type: 'RESIZE'; viewportWidth: number } | DismissEvent

/**
 * The mobile side menu of the header (viewports under 768 px): `closed` until the hamburger
 * sends `TOGGLE` (also sent once at hydration when the visitor opened the menu before the
 * scripts ran), then `open` (the panel covers the hamburger) until the overlay or the close
 * button (`CLOSE`), Escape (`ESCAPE`), a navigation (`ROUTE_CHANGED`, so a tapped link never
 * leaves the menu covering the new page), or a window widened to 768 px or more (`RESIZE`,
 * where the header shows its links and the hamburger is gone). Focus handling belongs to the
 * view, which reacts to the state.
 */
export const menuMachine = setup({
  types: {
    events: {} as MenuEvent,
  },
  guards: {
    isWide: (_, viewportWidth: number) => viewportWidth >= menuMaxWidth,
  },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
    closed: { on: { TOGGLE: { target: 'open' } } },
    open: {
      on: {
        ...dismissTo('closed'),
        ROUTE_CHANGED: { target: 'closed' },
        RESIZE: {
          guard: { type: 'isWide', params: ({ event }) => event.viewportWidth },
          target: 'closed',
        },
      },
    },
  },
})

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>

/** Whether the side menu is showing. */
export const selectIsOpen = (snapshot: MenuSnapshot): boolean => snapshot.matches('open')
