import type {
  Oracle,
  Seen,
  TableRow,
  TableScenario,
  TableState,
} from '../../../machines/testing/oracle.ts'
import { bookingEngine } from './booking-party.oracle.ts'

/*
 * The booking bar's stay dates, from the specification: a date range with "the calendar
 * disables past dates" (2.3, 5), and a Check Availability link into the booking engine with
 * package-specific links "each with a package id and a minimum night count of 2 ... and
 * stay_longer (minimum 3 nights)" (7). So: check-in today or later, check-out at least one
 * night after it, or the package's minimum; the link carries the dates, the party (2 adults,
 * no children here; the party has its own table) and the package. Today is the visitor's own
 * date, given to the bar: when the day moves past the chosen check-in, the dates go. An
 * earlier choice of the session is taken through the same rules (issue 16).
 *
 * On 21 November 2026 the visitor picks a stay from the 22nd of one, two or three nights,
 * clears it, finds it is the 23rd (or the 21st again), or another bar of the page changes the
 * session's dates.
 */

const today = '2026-11-21'
const later = '2026-11-23'
const checkIn = '2026-11-22'
/** The stays of this table: from 22 November, one, two or three nights. */
const checkOuts: Record<number, string> = { 1: '2026-11-23', 2: '2026-11-24', 3: '2026-11-25' }

/** The pages of this table: the home bar, and two packages with their minimum stays. */
const pages = [
  { name: 'home', minNights: 1, packageId: undefined },
  { name: 'romantic', minNights: 2, packageId: 'romantic' },
  { name: 'stay_longer', minNights: 3, packageId: 'stay_longer' },
] as const
type Page = (typeof pages)[number]

function href(page: Page, nights: number | undefined): string {
  const dates = nights === undefined ? '' : `checkin=${checkIn}&checkout=${checkOuts[nights]}&`
  const target =
    page.packageId === undefined ? '' : `&package=${page.packageId}&nights=${page.minNights}`
  return `${bookingEngine}?${dates}adults=2&children=0${target}`
}

const startDay = '[role="spinbutton"][aria-label^="day, Start Date"]'
const endDay = '[role="spinbutton"][aria-label^="day, End Date"]'

function sees(page: Page, nights: number | undefined): Seen[] {
  return [
    { role: 'button', name: 'Clear dates', is: nights === undefined ? 'absent' : 'enabled' },
    // the date field's days, as a screen reader reads them ("Empty" before a stay is chosen)
    { selector: startDay, attribute: 'aria-valuetext', value: nights ? '22' : 'Empty' },
    {
      selector: endDay,
      attribute: 'aria-valuetext',
      value: nights ? String(22 + nights) : 'Empty',
    },
    {
      selector: 'a[href^="https://booking.example/"]',
      attribute: 'href',
      value: href(page, nights),
    },
  ]
}

const none = (page: Page) => `${page.name}: no dates`
const stay = (page: Page, nights: number) => `${page.name}: ${nights} night${nights > 1 ? 's' : ''}`
const dayLater = (page: Page) => `${page.name}: no dates, on the 23rd`

/** A stay the session kept: three nights from the 22nd, bookable on every page. */
const kept = { checkIn, checkOut: checkOuts[3] }

const states: Record<string, TableState> = {}
const rows: TableRow[] = []
for (const page of pages) {
  const facts = (day: string, nights: number | undefined) => ({
    today: day,
    minNights: page.minNights,
    checkIn: nights === undefined ? undefined : checkIn,
    checkOut: nights === undefined ? undefined : checkOuts[nights],
  })
  states[none(page)] = {
    value: 'undated',
    context: facts(today, undefined),
    sees: sees(page, undefined),
  }
  states[dayLater(page)] = {
    value: 'undated',
    context: facts(later, undefined),
    sees: sees(page, undefined),
  }
  const stays = [1, 2, 3].filter((nights) => nights >= page.minNights)
  for (const nights of stays)
    states[stay(page, nights)] = {
      value: 'dated',
      context: facts(today, nights),
      sees: sees(page, nights),
    }

  // on the 21st: any stay from the 22nd that is long enough, but not the one already chosen
  for (const from of [undefined, ...stays]) {
    const here = from === undefined ? none(page) : stay(page, from)
    for (const nights of stays)
      if (nights !== from)
        rows.push({
          from: here,
          event: { type: 'SET_RANGE', checkIn, checkOut: checkOuts[nights]! },
          to: stay(page, nights),
        })
    // the 23rd: a stay from the 22nd is in the past
    rows.push({ from: here, event: { type: 'SET_TODAY', today: later }, to: dayLater(page) })
    if (from !== 3)
      rows.push({ from: here, event: { type: 'RESTORE', choice: kept }, to: stay(page, 3) })
    if (from !== undefined) {
      rows.push({ from: here, event: { type: 'CLEAR_DATES' }, to: none(page) })
      rows.push({ from: here, event: { type: 'RESTORE', choice: {} }, to: none(page) })
    }
  }
  rows.push({ from: dayLater(page), event: { type: 'SET_TODAY', today }, to: none(page) })
}

const scenarios: TableScenario[] = pages.map((page) => ({
  name: page.packageId === undefined ? 'the home page' : `the ${page.name} package`,
  input: { today, ...(page.packageId === undefined ? {} : { minNights: page.minNights }) },
  initial: none(page),
}))

export const bookingBarOracle: Oracle = {
  name: 'booking bar',
  states,
  rows,
  scenarios: [
    scenarios[0]!,
    ...scenarios.slice(1),
    { name: 'the session’s stay', input: { today, choice: kept }, initial: stay(pages[0], 3) },
    {
      name: 'a stored stay now past',
      input: { today, choice: { checkIn: '2026-11-19', checkOut: '2026-11-22' } },
      initial: none(pages[0]),
    },
  ],
  events: [
    ...[1, 2, 3].map((nights) => ({ type: 'SET_RANGE', checkIn, checkOut: checkOuts[nights] })),
    // check-in yesterday, no night at all, check-out before check-in: refused
    { type: 'SET_RANGE', checkIn: '2026-11-20', checkOut: '2026-11-23' },
    { type: 'SET_RANGE', checkIn: '2026-11-24', checkOut: '2026-11-24' },
    { type: 'SET_RANGE', checkIn: '2026-11-25', checkOut: '2026-11-22' },
    { type: 'CLEAR_DATES' },
    { type: 'SET_TODAY', today },
    { type: 'SET_TODAY', today: later },
    { type: 'RESTORE', choice: kept },
    { type: 'RESTORE', choice: {} },
    { type: 'RESTORE', choice: { checkIn: '2026-11-19', checkOut: '2026-11-22' } },
  ],
}

/** Which page a scenario of this table is, for a view test to show the bar as that page does. */
export const bookingBarPage = (
  scenario: TableScenario,
): { packageId?: string; minNights?: number } => {
  const page = pages.find((p) => scenario.name === `the ${p.name} package`)
  return page?.packageId === undefined
    ? {}
    : { packageId: page.packageId, minNights: page.minNights }
}
