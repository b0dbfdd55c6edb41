import { experiences } from '../experiences.ts'
import { offerListings, offers } from '../offers.ts'
import { packages } from '../packages.ts'
import { paths } from '../routes.ts'
import { suites } from '../suites.ts'

/**
 * What an enquiry is about, as the desk files it: read from the page the guest wrote from. A
 * family's pages and its overview are that family's kind; weddings, conferences and corporate
 * stays are events; Contact, Home and every page of no family are general.
 */
export const enquiryKinds = ['general', 'suite', 'experience', 'package', 'offer', 'event'] as const
export type EnquiryKind = (typeof enquiryKinds)[number]

/** The kinds as staff read them (the inbox's column and filter). */
export const enquiryKindLabels: Readonly<Record<EnquiryKind, string>> = {
  general: 'General',
  suite: 'Suite',
  experience: 'Experience',
  package: 'Package',
  offer: 'Offer',
  event: 'Wedding or event',
}

const byPath = new Map<string, EnquiryKind>([
  [paths.suites, 'suite'],
  ...suites.map((suite) => [suite.path, 'suite'] as const),
  [paths.experiences, 'experience'],
  ...Object.values(experiences).map((experience) => [experience.path, 'experience'] as const),
  [paths.packages, 'package'],
  ...Object.values(packages).map((pkg) => [pkg.path, 'package'] as const),
  [paths.offers, 'offer'],
  [paths.specialOffers, 'offer'],
  ...Object.values(offers).map((offer) => [offer.path, 'offer'] as const),
  ...Object.values(offerListings).map((listing) => [listing.path, 'offer'] as const),
  [paths.wedding, 'event'],
  [paths.conference, 'event'],
  [paths.corporate, 'event'],
])

/**
 * The kind of an enquiry sent from `page` (a path of this site as the enquiry stored it, or
 * none): its query, fragment and a trailing slash do not change it (the server redirects
 * `/suites/` to `/suites`).
 */
export function enquiryKindOf(page: string | null | undefined): EnquiryKind {
  if (page === null || page === undefined) return 'general'
  const path = (page.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1')
  return byPath.get(path) ?? 'general'
}
