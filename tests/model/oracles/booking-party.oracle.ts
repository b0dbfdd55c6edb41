import type { Oracle, Seen, TableRow, TableState } from '../../../machines/testing/oracle.ts'

/*
 * The booking bar's party, from the specification: "Booking bar: adults 1 to 5 (default 2);
 * children 0 to 2 (default 0)" (5, 9), with a Check Availability link into the booking engine
 * that carries them (2.3, 7). Each count has a stepper whose fewer and more buttons are
 * disabled exactly at its limits; an earlier choice of the session is taken through the same
 * limits (issue 16). Every party from 1 to 5 adults and 0 to 2 children is a state.
 */

/** The booking engine the tables' bars link to. */
export const bookingEngine = 'https://booking.example/trillium'

const adults = { min: 1, max: 5, first: 2 }
const children = { min: 0, max: 2, first: 0 }

const label = (a: number, c: number) => `${a} adults, ${c} children`
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const stepper = (name: string, enabled: boolean): Seen => ({
  role: 'button',
  name,
  is: enabled ? 'enabled' : 'disabled',
})

/** A party the session kept: within the limits, so a bar takes it. */
const kept = { adults: 4, children: 1 }

const states: Record<string, TableState> = {}
const rows: TableRow[] = []
for (let a = adults.min; a <= adults.max; a++) {
  for (let c = children.min; c <= children.max; c++) {
    states[label(a, c)] = {
      value: {},
      context: { adults: a, children: c },
      sees: [
        { label: counted(a, 'adult', 'adults') },
        { label: counted(c, 'child', 'children') },
        { text: `(${adults.min}-${adults.max})` },
        { text: `(${children.min}-${children.max})` },
        stepper('Fewer adults', a > adults.min),
        stepper('More adults', a < adults.max),
        stepper('Fewer children', c > children.min),
        stepper('More children', c < children.max),
        {
          selector: 'a[href^="https://booking.example/"]',
          attribute: 'href',
          value: `${bookingEngine}?adults=${a}&children=${c}`,
        },
      ],
    }
    const from = label(a, c)
    if (a < adults.max) rows.push({ from, event: { type: 'ADD_ADULT' }, to: label(a + 1, c) })
    if (a > adults.min) rows.push({ from, event: { type: 'REMOVE_ADULT' }, to: label(a - 1, c) })
    if (c < children.max) rows.push({ from, event: { type: 'ADD_CHILD' }, to: label(a, c + 1) })
    if (c > children.min) rows.push({ from, event: { type: 'REMOVE_CHILD' }, to: label(a, c - 1) })
    if (a !== kept.adults || c !== kept.children)
      rows.push({
        from,
        event: { type: 'RESTORE', party: kept },
        to: label(kept.adults, kept.children),
      })
  }
}

export const bookingPartyOracle: Oracle = {
  name: 'booking party',
  states,
  rows,
  scenarios: [
    { name: 'a first visit', input: {}, initial: label(adults.first, children.first) },
    { name: 'the session’s party', input: { party: kept }, initial: label(4, 1) },
    {
      name: 'a stored party out of the limits',
      input: { party: { adults: 6, children: 3 } },
      initial: label(adults.first, children.first),
    },
  ],
  events: [
    { type: 'ADD_ADULT' },
    { type: 'REMOVE_ADULT' },
    { type: 'ADD_CHILD' },
    { type: 'REMOVE_CHILD' },
    { type: 'RESTORE', party: kept },
    // just outside the limits, and not a whole number: ignored
    { type: 'RESTORE', party: { adults: 6, children: 3 } },
    { type: 'RESTORE', party: { adults: 0, children: -1 } },
    { type: 'RESTORE', party: { adults: 2.5 } },
  ],
}
