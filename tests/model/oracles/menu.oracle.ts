import { type Oracle, type Seen } from '../../../machines/testing/oracle.ts'

/*
 * The side menu, from the specification: "Mobile menu: open/closed toggled by hamburger,
 * overlay or close button; closes on route change" (4). The open panel covers the hamburger,
 * so its close button (where the hamburger was) and the overlay close it. The hamburger exists
 * only under 768 px (2.2, DECISIONS), so a window widened to 768 px or more closes the menu;
 * Escape closes it (WAI-ARIA dialog). Opening moves focus to the close button; closing it by
 * hand returns focus to the hamburger.
 */
type MenuState = 'closed' | 'open'

const hamburgerFocused: Seen = { label: 'Open menu', is: 'focused' }

export const menuOracle: Oracle<MenuState> = {
  name: 'menu',
  states: {
    closed: {
      value: 'closed',
      sees: [{ role: 'dialog', name: 'Menu', is: 'absent' }],
    },
    open: {
      value: 'open',
      sees: [
        { role: 'dialog', name: 'Menu', is: 'shown' },
        { role: 'button', name: 'Close menu', is: 'focused' },
      ],
    },
  },
  scenarios: [{ name: 'a phone', initial: 'closed' }],
  rows: [
    { from: 'closed', event: { type: 'TOGGLE' }, to: 'open' },
    { from: 'open', event: { type: 'CLOSE' }, to: 'closed', also: [hamburgerFocused] },
    { from: 'open', event: { type: 'ESCAPE' }, to: 'closed', also: [hamburgerFocused] },
    { from: 'open', event: { type: 'ROUTE_CHANGED' }, to: 'closed' },
    { from: 'open', event: { type: 'RESIZE', viewportWidth: 768 }, to: 'closed' },
    { from: 'open', event: { type: 'RESIZE', viewportWidth: 1280 }, to: 'closed' },
  ],
  events: [
    { type: 'TOGGLE' },
    { type: 'CLOSE' },
    { type: 'ESCAPE' },
    { type: 'ROUTE_CHANGED' },
    { type: 'RESIZE', viewportWidth: 375 },
    { type: 'RESIZE', viewportWidth: 767 },
    { type: 'RESIZE', viewportWidth: 768 },
    { type: 'RESIZE', viewportWidth: 1280 },
  ],
}
