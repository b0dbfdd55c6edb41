import type { MediaKey } from '../media/index.ts'
import { chatHref, site } from '../site.ts'
import { paths, type PagePath, type RoutePath } from '../routes.ts'
import { suites } from '../suites.ts'
import { checkInOut, guestRules, paymentAndCancellation } from '../policies.ts'

/**
 * The Enchanting Chikmagalur landing page (a link-in-bio page for social profiles and QR codes)
 * and its tariff page. Rates are never written here: they live in the booking engine, which the
 * tariff links to (DECISIONS.md, "Prices and rates ... are not invented").
 */

export interface PageSeo {
  readonly title: string
  readonly description: string
}

export type LandingButton =
  | { readonly label: string; readonly to: RoutePath; readonly note: string }
  | {
      readonly label: string
      readonly href: string
      readonly note: string
      readonly external: true
    }

export type SocialIcon =
  'facebook' | 'instagram' | 'maps' | 'reviews' | 'youtube' | 'whatsapp' | 'linkedin'

export interface SocialLink {
  readonly icon: SocialIcon
  readonly label: string
  readonly href: string
}

export interface LandingContent {
  readonly seo: PageSeo
  readonly eyebrow: string
  readonly tagline: string
  readonly intro: string
  readonly media: MediaKey
  readonly buttons: readonly LandingButton[]
  readonly social: readonly SocialLink[]
  readonly badge: {
    readonly label: string
    readonly reviewCount: number
    readonly rank: number
    readonly rankOf: number
    readonly place: string
    readonly href: string
  }
}

export const landing = {
  seo: {
    title: 'Enchanting Chikmagalur, 5400 Feet High',
    description:
      'Trillium Resort & Spa, 5400 feet high in Chikmagalur: open the e-brochure, the tariff, the gallery and every way to reach our reservations team.',
  },
  eyebrow: 'Enchanting Chikmagalur',
  tagline: '5400 feet high',
  intro:
    'A boutique resort on a 38-acre coffee estate in the Western Ghats, where the clouds come to the balcony and the evenings end by the fire.',
  media: 'landing.hero',
  buttons: [
    {
      label: 'E Brochure',
      to: paths.landingBrochure,
      note: '18 pages on the estate and the hills',
    },
    { label: 'Website', to: paths.home, note: 'Suites, dining, spa and offers' },
    { label: 'Tariff', to: paths.landingTariff, note: 'Suites, inclusions and policies' },
    {
      label: 'Gallery',
      href: site.social.gallery,
      note: 'Photographs of the resort',
      external: true,
    },
  ],
  social: [
    { icon: 'facebook', label: 'Trillium on Facebook', href: site.social.facebook },
    { icon: 'instagram', label: 'Trillium on Instagram', href: site.social.instagram },
    { icon: 'maps', label: 'Find Trillium on the map', href: site.social.maps },
    { icon: 'reviews', label: 'Guest reviews of Trillium', href: site.social.reviews },
    { icon: 'youtube', label: 'Trillium on YouTube', href: site.social.youtube },
    { icon: 'whatsapp', label: 'Chat with reservations on WhatsApp', href: chatHref },
    { icon: 'linkedin', label: 'Trillium on LinkedIn', href: site.social.linkedin },
  ],
  badge: {
    label: `Traveller awards ${site.reviewSummary.awardYears.join(', ')}`,
    reviewCount: site.reviewSummary.reviewCount,
    rank: site.reviewSummary.rank,
    rankOf: site.reviewSummary.rankOf,
    place: 'hotels in Chikmagalur',
    href: site.social.reviews,
  },
} as const satisfies LandingContent

export interface SuiteCategory {
  readonly name: string
  readonly sizeSqFt: number
  readonly bedrooms: number
  /** Guests the suite sleeps as booked; extra beds are a folding cot or mattress (spec 5). */
  readonly occupancy: string
  readonly features: readonly string[]
  readonly link: PagePath
}

export interface TariffContent {
  readonly seo: PageSeo
  readonly title: string
  readonly intro: string
  readonly categories: readonly SuiteCategory[]
  readonly everySuite: readonly string[]
  readonly inclusions: readonly string[]
  readonly policies: readonly string[]
  readonly ratesNote: string
}

const everySuite = [
  'King-size bed',
  'In-suite Jacuzzi',
  'Private balcony',
  'Smart TV',
  'Wi-Fi',
  'Minibar',
  'Room service',
  'Bath amenities',
] as const

/** Suite categories from the largest down, built from the suites' own content. */
export const tariff = {
  seo: {
    title: 'Tariff: Suites, Occupancy and Inclusions',
    description:
      'Suite categories at Trillium Resort & Spa with sizes, occupancy, inclusions and stay policies. Current rates for your dates are on our booking engine.',
  },
  title: 'Tariff',
  intro:
    'Five suite categories, each with its own Jacuzzi and private balcony. Rates follow the season and the length of your stay, so we quote them live: choose your dates on our booking engine to see every rate and package available.',
  categories: [...suites]
    .sort((a, b) => b.sizeSqFt - a.sizeSqFt)
    .map((suite) => ({
      name: suite.title,
      sizeSqFt: suite.sizeSqFt,
      bedrooms: suite.bedrooms,
      occupancy: suite.occupancy,
      features: suite.tariffHighlights,
      link: suite.path,
    })),
  everySuite,
  inclusions: [
    'Your suite and everything in it: king-size bed, in-suite Jacuzzi, private balcony, smart TV, Wi-Fi, minibar, room service and bath amenities',
    'The daily coffee cupping session at the estate, 4:00 to 5:30 PM',
    'Walks through the 38-acre coffee plantation',
    'Meal plans and package inclusions are listed with each rate on the booking engine',
  ],
  policies: [
    checkInOut.checkIn,
    checkInOut.checkOut,
    checkInOut.lateEarly,
    checkInOut.earlyArrival,
    paymentAndCancellation.payment,
    paymentAndCancellation.freeCancellation,
    paymentAndCancellation.lateCancellation,
    guestRules.age,
    guestRules.photoId,
    guestRules.extraBeds,
    'Rates can change without notice until a booking is confirmed.',
  ],
  ratesNote:
    'Rates change with the season, the day of the week and your length of stay, so we do not print them. The booking engine shows the live rate for every suite on your dates, with any offer that applies.',
} as const satisfies TariffContent
