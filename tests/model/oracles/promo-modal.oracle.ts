import type { Oracle, Seen, TableEvent, TableRow } from '../../../machines/testing/oracle.ts'

/*
 * The promotional modal, from the specification (4, 9): "only on viewports narrower than
 * 728 px. Opens on the first visit, once per day. A shown flag and an expiry set to the end of
 * the current day are kept in local storage; if the current time is past the expiry, all local
 * storage is cleared. Closing via overlay, close mark or the image hides it. Clicking the image
 * also goes to /specialoffers. A click inside the content does not close it."
 * Decisions kept (machines/promo-modal, docs/performance.md): on a phone it opens at the
 * visitor's first scroll, not over a page they have not seen (ENGAGE); the visit and the first
 * scroll carry what the page read then (the time, the stored flag and expiry), so a promo shown
 * meanwhile in another tab counts; the offer's own button closes it as the close mark does,
 * then leads to the offer; Escape closes it and focus goes back to what had it (WAI-ARIA
 * dialog).
 * What it writes (clearing on every visit past the expiry, the flag and the end-of-day expiry
 * when it opens, never a clearing then) is not on screen: the machine's and the view's tests
 * check it beside this table.
 */
type PromoState = 'idle' | 'waiting' | 'inactive' | 'open' | 'closed'

/** 21 November 2026, 10:00 on the visitor's clock. */
export const promoNow = new Date(2026, 10, 21, 10, 0, 0, 0).getTime()
const endOfToday = new Date(2026, 10, 21, 23, 59, 59, 999).getTime()
const endOfYesterday = new Date(2026, 10, 20, 23, 59, 59, 999).getTime()

/** What local storage can hold when the visitor arrives: the flag and the expiry, as text. */
export const promoRecords = {
  'nothing stored': { shown: null, expiry: null },
  'shown earlier today': { shown: 'true', expiry: String(endOfToday) },
  'shown yesterday': { shown: 'true', expiry: String(endOfYesterday) },
  'expiring this very millisecond': { shown: 'true', expiry: String(promoNow) },
  'expired a millisecond ago': { shown: 'true', expiry: String(promoNow - 1) },
  'a flag without an expiry': { shown: 'true', expiry: null },
  'an expiry without the flag': { shown: null, expiry: String(endOfToday) },
} as const satisfies Record<string, { shown: string | null; expiry: string | null }>
type RecordName = keyof typeof promoRecords

/** Shown today, so no visit opens it again: the flag is set and its expiry is not past. */
const shownToday: readonly RecordName[] = ['shown earlier today', 'expiring this very millisecond']
const widths = [390, 727, 728, 1440] as const

const visit = (record: RecordName, viewportWidth: number): TableEvent => ({
  type: 'VISIT',
  viewportWidth,
  now: promoNow,
  ...promoRecords[record],
})
const engage = (record: RecordName): TableEvent => ({
  type: 'ENGAGE',
  now: promoNow,
  ...promoRecords[record],
})

const absent: Seen = { role: 'dialog', name: 'Special offers', is: 'absent' }
const focusBack: Seen = { role: 'link', name: 'Skip to content', is: 'focused' }

const records = Object.keys(promoRecords) as RecordName[]
const rows: TableRow<PromoState>[] = [
  ...records.flatMap((record) =>
    widths.map((width): TableRow<PromoState> => ({
      from: 'idle',
      event: visit(record, width),
      to: width < 728 && !shownToday.includes(record) ? 'waiting' : 'inactive',
    })),
  ),
  // what is stored at the first scroll: another tab may have shown it while this page waited
  ...records.map((record): TableRow<PromoState> => ({
    from: 'waiting',
    event: engage(record),
    to: shownToday.includes(record) ? 'inactive' : 'open',
  })),
  { from: 'open', event: { type: 'CLOSE', via: 'close mark' }, to: 'closed', also: [focusBack] },
  { from: 'open', event: { type: 'CLOSE', via: 'overlay' }, to: 'closed', also: [focusBack] },
  {
    from: 'open',
    event: { type: 'CLOSE', via: 'offer button' },
    to: 'closed',
    also: [{ role: 'heading', name: 'Early Bird', is: 'shown' }],
  },
  { from: 'open', event: { type: 'ESCAPE' }, to: 'closed', also: [focusBack] },
  {
    from: 'open',
    event: { type: 'IMAGE_CLICK' },
    to: 'closed',
    also: [{ role: 'heading', name: 'Special Offers', is: 'shown' }],
  },
]

export const promoModalOracle: Oracle<PromoState> = {
  name: 'promo modal',
  states: {
    idle: { value: 'idle', sees: [absent] },
    waiting: { value: 'waiting', sees: [absent] },
    inactive: { value: 'inactive', sees: [absent] },
    open: {
      value: 'open',
      sees: [
        { role: 'dialog', name: 'Special offers', is: 'shown' },
        { role: 'button', name: 'Close', is: 'focused' },
        { role: 'link', name: "See this season's special offers", is: 'shown' },
        { selector: 'a[href="/specialoffers"]', attribute: 'href', value: '/specialoffers' },
        { role: 'heading', name: 'Early Bird', is: 'shown' },
        { role: 'link', name: 'See the Early Bird offer', is: 'shown' },
      ],
    },
    closed: { value: 'closed', sees: [absent] },
  },
  scenarios: [{ name: 'a visitor', initial: 'idle' }],
  rows,
  events: [
    ...records.flatMap((record) => widths.map((width) => visit(record, width))),
    ...records.map(engage),
    { type: 'CLOSE', via: 'close mark' },
    { type: 'CLOSE', via: 'overlay' },
    { type: 'CLOSE', via: 'offer button' },
    { type: 'ESCAPE' },
    { type: 'IMAGE_CLICK' },
  ],
}
