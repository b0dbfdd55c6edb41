import type { PagePath } from '../routes.ts'
import { suites } from '../suites.ts'
import { checkInOut, guestRules, paymentAndCancellation } from '../policies.ts'
import type { PageSeo } from './landing.ts'

/**
 * The landing page's tariff (spec 2.7): suite categories built from the suites' own content, and
 * the policies quoted from theirs. Rates are never written here: they live in the booking engine,
 * which the tariff links to (DECISIONS.md, "Prices and rates ... are not invented").
 *
 * Evaluated at build time for the browser (scripts/build/build-time-modules.ts): the tariff page
 * carries these strings in its own chunk, not the suites' and the policies' content modules,
 * which were two more requests on its first load (docs/decisions/0005).
 */

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

/** Suite categories from the largest down. */
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
