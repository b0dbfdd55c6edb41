import { site } from './site.ts'

const slug = site.slug

/**
 * Every path of the specification's route table, defined once. Brand routes derive from the
 * slug, and `as const` keeps each path a literal type, so the virtual route config, `<Link to>`
 * and the sitemap are all checked by the compiler against the same strings.
 */
export const paths = {
  home: '/',
  suites: '/suites',
  familySuite: '/familysuite',
  mountainSuite: '/mountainsuite',
  gardenSuite: '/gardensuite',
  oakSuite: '/oaksuite',
  coffeeSuite: '/coffeesuite',
  packages: '/package',
  honeymoon: '/honeymoon',
  romantic: '/romantic',
  wellness: '/wellness',
  wildlife: '/wildlife',
  stayLonger: '/stay_longer',
  experiences: '/experience',
  trekking: '/trekking',
  natureWalk: '/naturewalk',
  cycling: '/cycling',
  culinaryDelights: '/malnads-culinary-delights',
  spaTreatment: `/${slug}s-signature-wellness-spa-treatment`,
  plantationBreakfast: '/breakfast-at-the-arabica-coffee-plantation',
  gazeboDinner: '/romantic-dinner-at-the-valley-view-gazebo',
  coffeeCupping: '/coffee-cupping-session',
  bonfire: `/bonfire-evenings-at-${slug}`,
  photographer: '/photos-for-memories-personal-photographer',
  dining: '/dining',
  spa: '/spa',
  conference: '/conference',
  wedding: '/wedding',
  offers: '/offers',
  specialOffers: '/specialoffers',
  earlyBird: '/earlybird',
  offer1: '/offer1',
  offer2: '/offer2',
  offer3: '/offer3',
  creditLuxury: '/creditluxury',
  stayMore: '/staymore',
  about: '/about',
  contact: '/contact',
  corporate: '/corporate',
  policy: `/${slug}policy`,
  privacy: '/privacy',
  terms: '/terms',
  blog: '/blog',
  brochure: `/${slug}brochure`,
  landing: '/enchantingchikmagalur',
  landingBrochure: '/enchantingchikmagalur/brochure',
  landingTariff: '/enchantingchikmagalur/tarrif',
} as const

export type RouteKey = keyof typeof paths
export type RoutePath = (typeof paths)[RouteKey]

/** Routes that show no header, footer or floating offers widget (spec 2.2). */
export const chromelessPaths: readonly RoutePath[] = [
  paths.brochure,
  paths.landing,
  paths.landingBrochure,
  paths.landingTariff,
]

/** The path of a blog article's page: its id is a URL-safe slug (content/blog/blog.test.ts). */
export function blogArticlePath<const Id extends string>(id: Id): `/blog/articlepage/${Id}` {
  return `/blog/articlepage/${id}`
}
