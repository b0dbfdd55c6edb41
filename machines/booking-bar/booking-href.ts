/** What the booking engine needs to open on the visitor's search. */
export interface BookingQuery {
  /** ISO date `YYYY-MM-DD`; absent until the visitor picks dates. */
  readonly checkIn?: string
  readonly checkOut?: string
  readonly adults: number
  readonly children: number
  /** The engine's package identifier (content/booking.ts) for package pages. */
  readonly packageId?: string
  /** The package's minimum stay, passed on so the engine enforces it too. */
  readonly minNights?: number
}

/**
 * Builds the Check Availability link into the external booking engine: the engine's origin
 * (deploy configuration) with `checkin`, `checkout`, `adults`, `children`, and for packages the
 * `package` and `nights` parameters that `bookingUrl` in content/booking.ts also uses. Dates
 * are left out until both are chosen, so the engine opens on its own calendar instead of a
 * half-filled search.
 */
export function bookingEngineHref(base: string, query: BookingQuery): string {
  const url = new URL(base)
  if (query.checkIn !== undefined && query.checkOut !== undefined) {
    url.searchParams.set('checkin', query.checkIn)
    url.searchParams.set('checkout', query.checkOut)
  }
  url.searchParams.set('adults', String(query.adults))
  url.searchParams.set('children', String(query.children))
  if (query.packageId !== undefined) url.searchParams.set('package', query.packageId)
  if (query.minNights !== undefined) url.searchParams.set('nights', String(query.minNights))
  return url.toString()
}
