import {
  availabilityLimits,
  type BookNowControl,
  type CountEvent,
} from '../../../content/count.schema.ts'
import { bookNowAttribute } from '../../components/booking-sheet/booking-sheet-intent.ts'

/** An event of the count before the count stamps it with the page's path. */
export type UnplacedEvent = CountEvent extends infer E
  ? E extends CountEvent
    ? Omit<E, 'path'>
    : never
  : never

const dayMs = 24 * 60 * 60 * 1000

/** A `YYYY-MM-DD` date as a whole number of days (such dates parse as UTC); NaN for none. */
const dayNumberOf = (date: string | null) => Date.parse(date ?? '') / dayMs

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max

/**
 * The stay a Check Availability link asks the booking engine for, as figures only: its nights
 * (check-out minus check-in), its party (adults and children) and the days from the visitor's
 * own today to arrival. The parameters are booking-href.ts's. Undefined when the link has no
 * dates, or a figure falls outside the server's plausible ranges (content/count.schema.ts).
 */
export function stayOf(
  query: URLSearchParams,
  today: Date,
): { nights: number; party: number; leadDays: number } | undefined {
  const checkIn = dayNumberOf(query.get('checkin'))
  const nights = dayNumberOf(query.get('checkout')) - checkIn
  const party = Number(query.get('adults')) + Number(query.get('children'))
  const leadDays =
    checkIn - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / dayMs
  return within(nights, 1, availabilityLimits.nights) &&
    within(party, 1, availabilityLimits.party) &&
    within(leadDays, 0, availabilityLimits.leadDays)
    ? { nights, party, leadDays }
    : undefined
}

/**
 * The events of a followed link into the booking engine: the hand-off, with the control it
 * began at, and the stay when the link carries dates. Inside the booking sheet the control is
 * the Book Now that opened it (the sheet names its place) or `sheet`; a Book Now followed as a
 * plain link names its own place; any other link to the engine sits on the page (`page`).
 */
export function handoffEvents(link: HTMLAnchorElement, today: Date): UnplacedEvent[] {
  // The attributes hold a place (BookNowPlace) or nothing, as the site's components write
  // them: the sheet's `data-booking-sheet` (booking-sheet.tsx), a Book Now's `data-book-now`.
  const sheet = link.closest('[data-booking-sheet]')
  const control = (
    sheet
      ? sheet.getAttribute('data-booking-sheet') || 'sheet'
      : link.getAttribute(bookNowAttribute) || 'page'
  ) as BookNowControl
  const stay = stayOf(new URL(link.href).searchParams, today)
  return [
    { kind: 'book-now', control },
    ...(stay ? [{ kind: 'availability' as const, ...stay }] : []),
  ]
}
