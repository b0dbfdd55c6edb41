import { countBoundaries } from './inventory/count.ts'
import { deskBoundaries } from './inventory/desk.ts'
import { enquiryBoundaries } from './inventory/enquiries.ts'
import { factBoundaries } from './inventory/facts.ts'
import { notPromises } from './inventory/not-promises.ts'
import { offerBoundaries } from './inventory/offers.ts'
import { configurationBoundaries } from './inventory/configuration.ts'
import { httpBoundaries } from './inventory/http.ts'
import { listingBoundaries } from './inventory/listings.ts'
import { serviceBoundaries } from './inventory/services.ts'
import { siteReportBoundaries } from './inventory/site-report.ts'
import { stylesheetBoundaries } from './inventory/stylesheets.ts'
import type { Boundary } from './inventory/types.ts'
import { viewportBoundaries } from './inventory/viewports.ts'
import { vitalRatingBoundaries } from './inventory/vital-ratings.ts'
import { visitorBoundaries } from './inventory/visitor.ts'

export type { Boundary, CodeSite, NotAPromise } from './inventory/types.ts'
export { notPromises }

/**
 * Every number the specification, DECISIONS.md and the docs promise, with where it lives in the
 * code and the tests that pin it on both sides (issue 36). `inventory.test.ts` checks that every
 * number the code names in content/, machines/ and server/ is here or in `notPromises`, and
 * `npm run test:boundaries-mutation` changes each one in the code and runs its tests.
 */
export const inventory: readonly Boundary[] = [
  ...visitorBoundaries,
  ...viewportBoundaries,
  ...stylesheetBoundaries,
  ...enquiryBoundaries,
  ...configurationBoundaries,
  ...httpBoundaries,
  ...serviceBoundaries,
  ...offerBoundaries,
  ...factBoundaries,
  ...listingBoundaries,
  ...deskBoundaries,
  ...countBoundaries,
  ...siteReportBoundaries,
  ...vitalRatingBoundaries,
]
