import { index, rootRoute, route } from '@tanstack/virtual-file-routes'
import { paths } from '../../content/routes.ts'

/**
 * The route tree, built from the typed route table: a route joins here, with its file in
 * src/routes/, when its page is built. The router plugin generates src/app/route-tree.gen.ts
 * from this list and keeps each file's `createFileRoute('<path>')` literal in sync.
 */
export const routes = rootRoute('root.tsx', [
  index('home.tsx'),
  route(paths.suites, 'suites.tsx'),
  route(paths.familySuite, 'suite-family.tsx'),
  route(paths.mountainSuite, 'suite-mountain.tsx'),
  route(paths.gardenSuite, 'suite-garden.tsx'),
  route(paths.oakSuite, 'suite-oak.tsx'),
  route(paths.coffeeSuite, 'suite-coffee.tsx'),
  route(paths.packages, 'packages.tsx'),
  route(paths.honeymoon, 'package-honeymoon.tsx'),
  route(paths.romantic, 'package-romantic.tsx'),
  route(paths.wellness, 'package-wellness.tsx'),
  route(paths.wildlife, 'package-wildlife.tsx'),
  route(paths.stayLonger, 'package-stay-longer.tsx'),
  route(paths.offers, 'offers.tsx'),
  route(paths.specialOffers, 'special-offers.tsx'),
  route(paths.earlyBird, 'offer-early-bird.tsx'),
  route(paths.offer1, 'offer-extended-bliss.tsx'),
  route(paths.offer2, 'offer-weekend-indulgence.tsx'),
  route(paths.offer3, 'offer-festive.tsx'),
  route(paths.creditLuxury, 'offer-credit-luxury.tsx'),
  route(paths.stayMore, 'offer-stay-more.tsx'),
  route(paths.experiences, 'experiences.tsx'),
  route(paths.trekking, 'experience-hiking.tsx'),
  route(paths.natureWalk, 'experience-plantation-walk.tsx'),
  route(paths.cycling, 'experience-bird-watching.tsx'),
  route(paths.culinaryDelights, 'experience-culinary.tsx'),
  route(paths.spaTreatment, 'experience-spa-treatment.tsx'),
  route(paths.plantationBreakfast, 'experience-plantation-breakfast.tsx'),
  route(paths.gazeboDinner, 'experience-gazebo-dinner.tsx'),
  route(paths.coffeeCupping, 'experience-coffee-cupping.tsx'),
  route(paths.bonfire, 'experience-bonfire.tsx'),
  route(paths.photographer, 'experience-photographer.tsx'),
  route(paths.dining, 'dining.tsx'),
  route(paths.spa, 'spa.tsx'),
  route(paths.conference, 'conference.tsx'),
  route(paths.wedding, 'wedding.tsx'),
  route(paths.corporate, 'corporate.tsx'),
])
