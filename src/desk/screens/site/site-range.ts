import { parseDate, today, type CalendarDate } from '@internationalized/date'
import type { DayRange } from '../../../../content/desk/insights-api.ts'
import { resortTimeZone } from '../../ui/format.ts'
import type { SiteSearch } from './site-search.ts'

/** Today on the resort's calendar (Asia/Kolkata), whatever the browser's own zone. */
export const resortToday = (): CalendarDate => today(resortTimeZone)

/** A quick choice of range: the last `days` days, or the last 12 months, ending today. */
export interface QuickRange {
  readonly label: string
  readonly range: (end: CalendarDate) => DayRange
}

const lastDays =
  (days: number) =>
  (end: CalendarDate): DayRange => ({
    from: end.subtract({ days: days - 1 }).toString(),
    to: end.toString(),
  })

export const quickRanges: readonly QuickRange[] = [
  { label: 'Last 7 days', range: lastDays(7) },
  { label: 'Last 28 days', range: lastDays(28) },
  { label: 'Last 90 days', range: lastDays(90) },
  {
    label: 'Last 12 months',
    range: (end) => ({
      from: end.subtract({ years: 1 }).add({ days: 1 }).toString(),
      to: end.toString(),
    }),
  },
]

/** The range a manager sees first: the last 28 days, today included. */
export const defaultRange = (end: CalendarDate = resortToday()): DayRange => lastDays(28)(end)

/** The range shown: the address's, else the default one. */
export const rangeOf = (search: SiteSearch, end: CalendarDate = resortToday()): DayRange =>
  search.from !== undefined && search.to !== undefined
    ? { from: search.from, to: search.to }
    : defaultRange(end)

/** The number of days in a range, both ends counted. */
export const daysIn = (range: DayRange): number =>
  parseDate(range.to).compare(parseDate(range.from)) + 1

/** The range as part of a file name: `2026-11-01_2026-11-28`. */
export const rangeSlug = (range: DayRange): string => `${range.from}_${range.to}`
