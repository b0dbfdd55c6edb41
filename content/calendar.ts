/** A calendar date as `YYYY-MM-DD`: compared as text, it orders like the dates it names. */
export type IsoDate = `${number}-${number}-${number}`

/** A day of any year as `MM-DD` (never `02-29`, so every year has it). */
export type MonthDay = `${number}-${number}`

/** An inclusive range of dates. */
export interface DateRange {
  readonly from: IsoDate
  readonly until: IsoDate
}

/** An inclusive range of days that comes back every year; it wraps the new year when `from > until`. */
export interface YearlyRange {
  readonly from: MonthDay
  readonly until: MonthDay
}

/**
 * When an offer or package runs (DECISIONS: offers carry their validity as data). A resort runs
 * the same offers every year, so most run a yearly `season` (or `'all year'`); a one-off runs a
 * fixed `window`. `blackouts` are yearly stay dates the offer does not cover (23 December to 1
 * January): they are shown with the offer and sent to the booking engine's rules, but the offer
 * stays bookable for its other dates, so it does not leave the listings for them.
 */
export type Validity =
  | { readonly season: YearlyRange | 'all year'; readonly blackouts?: readonly YearlyRange[] }
  | { readonly window: DateRange; readonly blackouts?: readonly YearlyRange[] }

/** Anything that carries a validity: an offer, a package, a promo's offer. */
export interface Dated {
  readonly validity: Validity
}

/**
 * An offer's state on a day: `valid` (bookable; `endsOn` is the last day of the current season,
 * absent when it never ends), `returning` (a yearly offer between seasons), `upcoming` (a one-off
 * that has not opened) or `ended` (a one-off that is over for good).
 */
export type DayStatus =
  | { readonly kind: 'valid'; readonly endsOn?: IsoDate }
  | { readonly kind: 'returning'; readonly returnsOn: IsoDate }
  | { readonly kind: 'upcoming'; readonly opensOn: IsoDate }
  | { readonly kind: 'ended'; readonly endedOn: IsoDate }

const dayMs = 24 * 60 * 60 * 1000

function toUtc(day: IsoDate): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number)
  return Date.UTC(year, month - 1, date)
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10) as IsoDate
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(day) + days * dayMs)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs)
}

const yearOf = (day: IsoDate) => Number(day.slice(0, 4))
const monthDayOf = (day: IsoDate) => day.slice(5) as MonthDay
const on = (year: number, monthDay: MonthDay): IsoDate => `${year}-${monthDay}`

/**
 * The dates of the yearly range that contains `day`, or else of its next occurrence: the
 * current season while it runs, the coming one between seasons.
 */
export function seasonAround(range: YearlyRange, day: IsoDate): DateRange {
  const year = yearOf(day)
  const md = monthDayOf(day)
  if (range.from <= range.until) {
    const y = md > range.until ? year + 1 : year
    return { from: on(y, range.from), until: on(y, range.until) }
  }
  // A range across the new year: this winter's, or the one starting this year.
  if (md <= range.until) return { from: on(year - 1, range.from), until: on(year, range.until) }
  return { from: on(year, range.from), until: on(year + 1, range.until) }
}

/**
 * What an offer or package is on `day` (pure: the page, the listings, the widget, the server and
 * the tests all decide the same way, each with its own "today").
 */
export function dayStatus(validity: Validity, day: IsoDate): DayStatus {
  if ('window' in validity) {
    if (day < validity.window.from) return { kind: 'upcoming', opensOn: validity.window.from }
    if (day > validity.window.until) return { kind: 'ended', endedOn: validity.window.until }
    return { kind: 'valid', endsOn: validity.window.until }
  }
  if (validity.season === 'all year') return { kind: 'valid' }
  const season = seasonAround(validity.season, day)
  return day >= season.from
    ? { kind: 'valid', endsOn: season.until }
    : { kind: 'returning', returnsOn: season.from }
}

/** Whether the offer can be booked on `day` (the only state the listings and the widget show). */
export function isBookable(dated: Dated, day: IsoDate): boolean {
  return dayStatus(dated.validity, day).kind === 'valid'
}

/** The dates of the current (or, between seasons, the coming) season; none for an all-year offer. */
export function currentSeason(validity: Validity, day: IsoDate): DateRange | undefined {
  if ('window' in validity) return validity.window
  if (validity.season === 'all year') return undefined
  return seasonAround(validity.season, day)
}

/** Whether `day` is one of the offer's blackout stay dates. */
export function isBlackout(validity: Validity, day: IsoDate): boolean {
  return (validity.blackouts ?? []).some((range) => {
    const around = seasonAround(range, day)
    return day >= around.from && day <= around.until
  })
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** A day of the year as the resort writes it, "23 December". */
export function formatMonthDay(monthDay: MonthDay): string {
  const [month = 1, date = 1] = monthDay.split('-').map(Number)
  return `${date} ${monthNames[month - 1] ?? ''}`
}

/**
 * A date as the resort writes it, "22 December 2025". Formatted by hand rather than with
 * `Intl` so the prerendered HTML and the hydrated page can never disagree on the text.
 */
export function formatDate(iso: IsoDate): string {
  return `${formatMonthDay(monthDayOf(iso))} ${yearOf(iso)}`
}

/** The local calendar day of a Date as an ISO date. */
export function toIsoDate(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` as IsoDate
}

/** The resort's time zone: an offer's days are the resort's days (the server and the editors' report). */
export const resortTimeZone = 'Asia/Kolkata'

/** The calendar day of an instant in a time zone (the resort's, on the server). */
export function isoDateIn(timeZone: string, instant: Date): IsoDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant) as IsoDate
}

/** Whether a text is a real calendar date as `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(text: string): text is IsoDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && fromUtc(toUtc(text as IsoDate)) === text
}

/** The season in words, independent of today: "Every year from 1 October to 15 January". */
export function seasonText(validity: Validity): string {
  if ('window' in validity)
    return `From ${formatDate(validity.window.from)} to ${formatDate(validity.window.until)}`
  if (validity.season === 'all year') return 'Open all year, with no end date'
  return `Every year from ${formatMonthDay(validity.season.from)} to ${formatMonthDay(validity.season.until)}`
}

/** The blackout stay dates in words, or undefined when there are none. */
export function blackoutText(validity: Validity): string | undefined {
  const ranges = validity.blackouts ?? []
  if (ranges.length === 0) return undefined
  const each = ranges.map((r) => `from ${formatMonthDay(r.from)} to ${formatMonthDay(r.until)}`)
  return `Not valid for stays ${each.join(' or ')}.`
}

/** How many days ahead a valid offer's end counts as "ends on" rather than "valid until". */
export const endingSoonDays = 30

/**
 * The short status line of an offer on a day: "Ends on 15 January 2027", "Valid until 22
 * December 2026", "No end date", "Returns on 1 October 2027", "Opens on ..." or "Ended on ...".
 */
export function statusText(status: DayStatus, day: IsoDate): string {
  switch (status.kind) {
    case 'valid':
      if (status.endsOn === undefined) return 'No end date'
      return daysBetween(day, status.endsOn) <= endingSoonDays
        ? `Ends on ${formatDate(status.endsOn)}`
        : `Valid until ${formatDate(status.endsOn)}`
    case 'returning':
      return `Returns on ${formatDate(status.returnsOn)}`
    case 'upcoming':
      return `Opens on ${formatDate(status.opensOn)}`
    case 'ended':
      return `Ended on ${formatDate(status.endedOn)}`
  }
}
