import { site } from './site.ts'

const slug = site.slug

/**
 * The paths of the site's own pages, defined once: the pages a family builds from its entries
 * (a suite, an experience, an offer, a package, an article) carry their path in their entry.
 * Brand routes derive from the slug, and `as const` keeps each path a literal type, so the route
 * tree and `<Link to>` are checked by the compiler against the same strings.
 */
export const paths = {
  home: '/',
  suites: '/suites',
  packages: '/package',
  experiences: '/experience',
  dining: '/dining',
  spa: '/spa',
  conference: '/conference',
  wedding: '/wedding',
  offers: '/offers',
  specialOffers: '/specialoffers',
  about: '/about',
  contact: '/contact',
  corporate: '/corporate',
  policy: `/${slug}policy`,
  privacy: '/privacy',
  terms: '/terms',
  accessibility: '/accessibility',
  blog: '/blog',
  brochure: `/${slug}brochure`,
  landing: '/enchantingchikmagalur',
  landingBrochure: '/enchantingchikmagalur/brochure',
  landingTariff: '/enchantingchikmagalur/tarrif',
} as const

/** The path of a page defined by its content entry (a suite, an experience, an offer...). */
export type PagePath = `/${string}`

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
