/**
 * Booking-engine targets (spec section 7). The engine itself is outside the site; these are the
 * links into it. The default target opens the engine's search; package targets preselect the
 * package and its minimum stay so a guest cannot book a package below its minimum nights.
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
 * Targets by slug: the four package slugs of the spec with a package id and a two-night minimum,
 * Stay Longer with three nights, and `default` for every link that names no package.
 * The package ids are the engine-side identifiers; change them here if the engine renames them.
 */
export const bookingTargets = {
  default: {},
  romantic: { packageId: 'romantic', minNights: 2 },
  wildlife: { packageId: 'wildlife', minNights: 2 },
  coffee: { packageId: 'coffee', minNights: 2 },
  wellness: { packageId: 'wellness', minNights: 2 },
  stay_longer: { packageId: 'stay_longer', minNights: 3 },
} as const satisfies Readonly<Record<string, BookingTarget>>

export type BookingSlug = keyof typeof bookingTargets

/** True when `slug` names a package target (used to read a route or query slug safely). */
export function isBookingSlug(slug: string): slug is BookingSlug {
  return Object.hasOwn(bookingTargets, slug)
}

/**
 * The booking-engine URL for a slug: the engine origin from the deploy configuration, plus
 * `package` and `nights` query parameters for package targets. An unknown or missing slug gives
 * the default target rather than a broken link, because a guest who clicks Book should always
 * land in the engine.
 */
export function bookingUrl(bookingEngineUrl: string, slug?: string): string {
  const target: BookingTarget =
    slug !== undefined && isBookingSlug(slug) ? bookingTargets[slug] : bookingTargets.default
  const url = new URL(bookingEngineUrl)
  if (target.packageId !== undefined) url.searchParams.set('package', target.packageId)
  if (target.minNights !== undefined) url.searchParams.set('nights', String(target.minNights))
  return url.toString()
}
