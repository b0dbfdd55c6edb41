import { paths, type RoutePath } from '../../../content/routes.ts'

export interface NavItem {
  readonly label: string
  readonly to: RoutePath
}

/** The header's navigation, in the order a guest plans a stay. */
export const primaryNav: readonly NavItem[] = [
  { label: 'Suites', to: paths.suites },
  { label: 'Dining', to: paths.dining },
  { label: 'Spa', to: paths.spa },
  { label: 'Experiences', to: paths.experiences },
  { label: 'Packages', to: paths.packages },
  { label: 'Offers', to: paths.offers },
  { label: 'Weddings', to: paths.wedding },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
]

/** The footer's two rows of links. */
export const footerNav: readonly (readonly NavItem[])[] = [
  [
    { label: 'Suites', to: paths.suites },
    { label: 'Dining', to: paths.dining },
    { label: 'Spa', to: paths.spa },
    { label: 'Experiences', to: paths.experiences },
    { label: 'Packages', to: paths.packages },
    { label: 'Offers', to: paths.offers },
    { label: 'Conferences', to: paths.conference },
    { label: 'Weddings', to: paths.wedding },
    { label: 'Corporate', to: paths.corporate },
  ],
  [
    { label: 'About', to: paths.about },
    { label: 'Blog', to: paths.blog },
    { label: 'Brochure', to: paths.brochure },
    { label: 'Contact', to: paths.contact },
    { label: 'Resort policy', to: paths.policy },
    { label: 'Privacy', to: paths.privacy },
    { label: 'Terms', to: paths.terms },
  ],
]
