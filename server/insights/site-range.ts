import { isIsoDate, isoDateIn, resortTimeZone } from '../../content/calendar.ts'
import { maxRangeDays, type DayRange } from '../../content/desk/insights-api.ts'

/*
 * The resort's days as the Site page's reports count them: text `YYYY-MM-DD` in Asia/Kolkata,
 * stepped through as UTC calendar dates (a date has no time zone once it is a day's name), and
 * the range rules of content/desk/insights-api.ts.
 */

const dayMs = 24 * 60 * 60 * 1000

const epochDayOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) / dayMs
const dayOfEpochDay = (epochDay: number): string =>
  new Date(epochDay * dayMs).toISOString().slice(0, 10)

/** The resort's day (Asia/Kolkata) of an instant. */
export function resortDay(now: number): string {
  return isoDateIn(resortTimeZone, new Date(now))
}

/** The day `n` days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  return dayOfEpochDay(epochDayOf(day) + n)
}

/** How many days a range holds, both ends included. */
export function daysIn(range: DayRange): number {
  return epochDayOf(range.to) - epochDayOf(range.from) + 1
}

/** Every day of a range, in order. */
export function eachDay(range: DayRange): string[] {
  const first = epochDayOf(range.from)
  return Array.from({ length: daysIn(range) }, (_, i) => dayOfEpochDay(first + i))
}

/** The range of the same length that ends the day before `range` begins. */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) }
}

/**
 * Reads `from` and `to` from a query string and checks them against the contract's rules:
 * real dates written YYYY-MM-DD, `from` not after `to`, `to` not after the resort's `today`,
 * at most 762 days (25 months, `maxRangeDays`). Answers the range, or the 400's message.
 */
export function readRange(
  query: Record<string, string | undefined>,
  today: string,
): { range: DayRange } | { message: string } {
  const { from, to } = query
  if (from === undefined || !isIsoDate(from))
    return { message: 'from must be a date written YYYY-MM-DD' }
  if (to === undefined || !isIsoDate(to)) return { message: 'to must be a date written YYYY-MM-DD' }
  if (from > to) return { message: 'from must not be after to' }
  if (to > today) return { message: `to must not be after today (${today}, the resort’s day)` }
  const range = { from, to }
  if (daysIn(range) > maxRangeDays)
    return { message: `A range can span at most ${maxRangeDays} days (25 months)` }
  return { range }
}
