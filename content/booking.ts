/**
 * Booking-engine links (spec section 7). The engine itself is outside the site; these are the
 * links into it. The default target opens the engine's search; a package's target preselects the
 * package and its minimum stay (content/packages.ts) so a guest cannot book a package below its
 * minimum nights.
 *
 * The engine's origin is a deploy-time value (`BOOKING_ENGINE_URL`, validated in content/env.ts)
 * and is always passed in, so this module never reads the environment.
 */
export interface BookingTarget {
  /** The engine's identifier of a package; absent for the default target. */
  readonly packageId?: string
  /** The shortest stay the engine should accept for this target. */
  readonly minNights?: number
}

/**
 * The booking-engine URL for a target: the engine origin from the deploy configuration, plus
 * `package` and `nights` query parameters for a package target. No target is the engine's own
 * search (every offer books there).
 */
export function bookingUrl(bookingEngineUrl: string, target: BookingTarget = {}): string {
  const url = new URL(bookingEngineUrl)
  if (target.packageId !== undefined) url.searchParams.set('package', target.packageId)
  if (target.minNights !== undefined) url.searchParams.set('nights', String(target.minNights))
  return url.toString()
}
