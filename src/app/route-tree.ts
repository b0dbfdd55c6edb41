import { paths } from '../../content/routes.ts'
import { familyPaths } from '../../content/families.build-time.ts'
import { family, page } from './lazy-routes.tsx'
import { rootRoute } from './root-route.tsx'

/**
 * Every route of the site. A single page is its path and its route module
 * (`src/routes/<name>.route.tsx`); a family is its entries' paths (content/families.build-time.ts) and
 * one route module for all of them. Adding an entry to a family's content adds its route here.
 */
export const routeTree = rootRoute.addChildren([
  page(paths.home, 'home'),
  page(paths.suites, 'suites'),
  ...family(familyPaths.suite, 'suite'),
  page(paths.packages, 'packages'),
  ...family(familyPaths.package, 'package'),
  ...family(familyPaths.offerListing, 'offer-listing'),
  ...family(familyPaths.offer, 'offer'),
  page(paths.experiences, 'experiences'),
  ...family(familyPaths.experience, 'experience'),
  page(paths.dining, 'dining'),
  page(paths.spa, 'spa'),
  page(paths.conference, 'conference'),
  page(paths.wedding, 'wedding'),
  page(paths.corporate, 'corporate'),
  page(paths.about, 'about'),
  page(paths.contact, 'contact'),
  page(paths.blog, 'blog'),
  ...family(familyPaths.article, 'article'),
  ...family(familyPaths.policy, 'policy'),
  ...family(familyPaths.brochure, 'brochure'),
  page(paths.landing, 'landing'),
  page(paths.landingTariff, 'tariff'),
])
