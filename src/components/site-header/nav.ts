import { paths, type RoutePath } from '../../../content/routes.ts'

export interface NavItem {
  readonly label: string
  readonly to: RoutePath
}

const link = (label: string, to: RoutePath): NavItem => ({ label, to })
const weddings = link('Weddings', paths.wedding)
const about = link('About', paths.about)
const contact = link('Contact', paths.contact)

/** What a guest plans a stay by, in that order: the header and the footer both start with it. */
const stay = [
  link('Suites', paths.suites),
  link('Dining', paths.dining),
  link('Spa', paths.spa),
  link('Experiences', paths.experiences),
  link('Packages', paths.packages),
  link('Offers', paths.offers),
]

/** The header's navigation, in the order a guest plans a stay. */
export const primaryNav: readonly NavItem[] = [...stay, weddings, about, contact]

/** The footer's two rows of links. */
export const footerNav: readonly (readonly NavItem[])[] = [
  [...stay, link('Conferences', paths.conference), weddings, link('Corporate', paths.corporate)],
  [
    about,
    link('Blog', paths.blog),
    link('Brochure', paths.brochure),
    contact,
    link('Resort policy', paths.policy),
    link('Privacy', paths.privacy),
    link('Terms', paths.terms),
    link('Accessibility', paths.accessibility),
  ],
]
