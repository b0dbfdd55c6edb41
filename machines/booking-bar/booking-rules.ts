/** The stay's rules as plain functions: the booking bar machine's guards and its start use them. */

/** Stay dates proposed by the visitor or an earlier choice (`YYYY-MM-DD`, either may be absent). */
export interface StayChoice {
  readonly checkIn?: string | undefined
  readonly checkOut?: string | undefined
}

/** Whole days from `a` to `b` (ISO dates, compared in UTC so no time zone shifts a day). */
export function nightsBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/**
 * A `YYYY-MM-DD` day of the calendar: the day it names written back the same way, so neither
 * 30 February (which `Date` reads as 2 March) nor `2026-3-2` nor a time passes.
 */
function isIsoDate(d: string | undefined): d is string {
  if (d === undefined) return false
  const time = Date.parse(`${d}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d
}

/** Check-in today or later (past days are disabled) and check-out at least `minNights` after it. */
export function isBookable(
  today: string,
  minNights: number,
  range: StayChoice,
): range is { checkIn: string; checkOut: string } {
  return (
    isIsoDate(range.checkIn) &&
    isIsoDate(range.checkOut) &&
    range.checkIn >= today &&
    nightsBetween(range.checkIn, range.checkOut) >= minNights
  )
}
