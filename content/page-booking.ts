import type { BookingTarget } from './booking.ts'
import { isBookable, type IsoDate } from './calendar.ts'
import { offers } from './offers.ts'
import { packageBookingTarget, packages } from './packages.ts'

/** What the booking sheet books from a page: the package or offer's name and engine target. */
export interface PageBooking extends BookingTarget {
  readonly name: string
}

/**
 * The booking target of the page at `path` on the visitor's date: a package page books its
 * package with its minimum stay, an offer page its minimum stay, while the package or offer is
 * bookable; every other page (and one out of season or ended) books the engine's own search.
 */
export function pageBooking(path: string, today: IsoDate): PageBooking | undefined {
  const entry = [...Object.values(packages), ...Object.values(offers)].find((e) => e.path === path)
  if (entry === undefined || !isBookable(entry, today)) return undefined
  const target: BookingTarget =
    'gallery' in entry
      ? { minNights: entry.minNights, ...packageBookingTarget(entry) }
      : 'minNights' in entry
        ? { minNights: entry.minNights }
        : {}
  return { name: entry.name, ...target }
}
