import { articles } from './blog/index.ts'
import { brochurePages } from './documents.ts'
import { experiences } from './experiences.ts'
import { offerListings, offers } from './offers.ts'
import { packages } from './packages.ts'
import { policyDocuments } from './policies.ts'
import { paths } from './routes.ts'
import { suites } from './suites.ts'

/**
 * The paths of every family's pages, one per content entry: the route tree builds a family's
 * routes from these. Evaluated at build time for the browser (scripts/build/build-time-modules.ts),
 * so the entry chunk carries these strings and none of the content they are read from; the
 * compiler reads the same expressions, so each path is a literal type and `<Link to>` is checked.
 */
export const familyPaths = {
  suite: suites.map((suite) => suite.path),
  experience: Object.values(experiences).map((experience) => experience.path),
  offer: Object.values(offers).map((offer) => offer.path),
  offerListing: Object.values(offerListings).map((listing) => listing.path),
  package: Object.values(packages).map((pkg) => pkg.path),
  article: articles.map((article) => article.path),
  policy: policyDocuments.map((document) => document.path),
  brochure: Object.values(brochurePages).map((page) => page.path),
}

/** Every page of the site: the route table's own paths and every family entry's. */
export const sitePaths: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(familyPaths).flat(),
]
