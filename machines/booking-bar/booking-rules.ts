/** The booking bar's rules as plain functions: the machine's guards and its start use them. */

/** Party limits of spec sections 5 and 9. */
export const guestLimits = {
  adults: { min: 1, max: 5, initial: 2 },
  children: { min: 0, max: 2, initial: 0 },
} as const

/**
 * What a visitor chose earlier (kept for the session outside the machine): each part is only a
 * proposal, taken when the machine's rules accept it.
 */
export interface BookingChoice {
  readonly checkIn?: string | undefined
  readonly checkOut?: string | undefined
  readonly adults?: number | undefined
  readonly children?: number | undefined
}

/** The parts of the bar's state the rules read and write. */
export interface BookingState {
  readonly today: string
  readonly minNights: number
  readonly checkIn: string | undefined
  readonly checkOut: string | undefined
  readonly adults: number
  readonly children: number
}

/** Whole days from `a` to `b` (ISO dates, compared in UTC so no time zone shifts a day). */
export function nightsBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

const isIsoDate = (d: string | undefined): d is string =>
  d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`))

type Limits = (typeof guestLimits)[keyof typeof guestLimits]

/** A count within its limits, or `fallback` for anything else (a stored value is not trusted). */
const countWithin = (limits: Limits, value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? value
    : fallback

/** Check-in today or later and check-out at least `minNights` after it. */
export function isBookable(
  today: string,
  minNights: number,
  range: { checkIn?: string | undefined; checkOut?: string | undefined },
): range is { checkIn: string; checkOut: string } {
  return (
    isIsoDate(range.checkIn) &&
    isIsoDate(range.checkOut) &&
    range.checkIn >= today &&
    nightsBetween(range.checkIn, range.checkOut) >= minNights
  )
}

/** The parts of an earlier choice the rules accept, over `current` (the defaults at start). */
export function accept<C extends BookingState>(current: C, choice: BookingChoice): C {
  const range = isBookable(current.today, current.minNights, choice)
    ? { checkIn: choice.checkIn, checkOut: choice.checkOut }
    : {}
  return {
    ...current,
    ...range,
    adults: countWithin(guestLimits.adults, choice.adults, current.adults),
    children: countWithin(guestLimits.children, choice.children, current.children),
  }
}
