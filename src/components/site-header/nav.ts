import { paths, type RoutePath } from '../../../content/routes.ts'

export interface NavItem {
  readonly label: string
  readonly to: RoutePath
}

const link = (label: string, to: RoutePath): NavItem => ({ label, to })
const suites = link('Suites', paths.suites)
const dining = link('Dining', paths.dining)
const spa = link('Spa', paths.spa)
const experiences = link('Experiences', paths.experiences)
const packages = link('Packages', paths.packages)
const offers = link('Offers', paths.offers)
const weddings = link('Weddings', paths.wedding)
const about = link('About', paths.about)
const contact = link('Contact', paths.contact)

/** The header's navigation, in the order a guest plans a stay. */
export const primaryNav: readonly NavItem[] = [
  suites,
  dining,
  spa,
  experiences,
  packages,
  offers,
  weddings,
  about,
  contact,
]

/** The footer's two rows of links. */
export const footerNav: readonly (readonly NavItem[])[] = [
  [
    suites,
    dining,
    spa,
    experiences,
    packages,
    offers,
    link('Conferences', paths.conference),
    weddings,
    link('Corporate', paths.corporate),
  ],
  [
    about,
    link('Blog', paths.blog),
    link('Brochure', paths.brochure),
    contact,
    link('Resort policy', paths.policy),
    link('Privacy', paths.privacy),
    link('Terms', paths.terms),
  ],
]
