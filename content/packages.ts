// Length: the packages, one entry each (a family: one entry makes a page).
import type { BookingTarget } from './booking.ts'
import type { packagesMedia } from './media/packages.ts'
import type { Dated, YearlyRange } from './calendar.ts'
import type { PageSeo } from './offers.ts'
import { paths, type PagePath } from './routes.ts'
import { site } from './site.ts'
import type { BannerPage } from './pages/banner-page.ts'

type PackagesMediaKey = keyof typeof packagesMedia

/**
 * A stay package (spec 3: gallery images, intro text, inclusions list, terms list; the card
 * has an image, a title, a link and a short list). Validity is data, like an offer's, so a
 * package out of season is never presented as bookable.
 */
export interface StayPackage extends Dated {
  readonly id: string
  /** The package's page. */
  readonly path: PagePath
  readonly name: string
  /** One line under the title. */
  readonly tagline: string
  /** The short list on the listing card. */
  readonly cardPoints: readonly string[]
  readonly seo: PageSeo
  /** Gallery pictures; the first is also the card image. */
  readonly gallery: readonly [PackagesMediaKey, ...PackagesMediaKey[]]
  readonly intro: readonly string[]
  readonly minNights: number
  readonly inclusions: readonly string[]
  readonly terms: readonly string[]
  /** Whether the /package listing shows the package's card. */
  readonly listed: boolean
  /**
   * The booking engine's identifier of the package (spec 7): Book opens the engine on it, with
   * `minNights`. Without one, Book opens the engine's own search.
   */
  readonly bookingId?: string
}

/** The festive blackout of the season packages (spec 9: 23 December to 1 January), every year. */
const festiveBlackout: YearlyRange = { from: '12-23', until: '01-01' }

/**
 * Terms the Romantic, Wellness and Wildlife packages share (spec 9). The dates of their season
 * and blackout are shown from their validity, so no term carries a year.
 */
const seasonTerms = [
  'Available only on bookings made through our official website.',
  'Subject to availability.',
  'Not available for group bookings.',
] as const

/** Every package page, keyed by id. Figures and dates are the spec's; nothing here is a rate. */
export const packages = {
  romantic: {
    id: 'romantic',
    path: '/romantic',
    name: 'The Misty Embrace',
    tagline: 'A romantic escape for two among the clouds',
    cardPoints: ['Minimum stay of 2 nights', '30-minute couples massage', 'Suite with Jacuzzi'],
    seo: {
      title: 'The Misty Embrace: Romantic Getaway',
      description:
        'A romantic package for two at our coffee-estate resort in Chikmagalur: a suite with Jacuzzi, breakfast and a 30-minute couples massage.',
    },
    gallery: ['packages.romantic-gazebo', 'packages.romantic-bath', 'packages.romantic-massage'],
    intro: [
      'At 5400 feet the clouds come to you. They drift through the shade trees in the morning, settle in the valley by evening, and leave the two of you with the feeling that the rest of the world is a long way off.',
      'The Misty Embrace is our stay for couples: a suite with a private balcony and a Jacuzzi, slow breakfasts, and a couples massage to ease you into the quiet of the estate.',
    ],
    minNights: 2,
    validity: { season: 'all year', blackouts: [festiveBlackout] },
    inclusions: [
      'A suite with a private balcony and Jacuzzi',
      'Breakfast every morning',
      'A 30-minute couples massage at the spa',
      'The coffee cupping session with our estate team, 4:00 to 5:30 PM',
    ],
    terms: ['Minimum stay of 2 nights.', ...seasonTerms],
    listed: true,
    bookingId: 'romantic',
  },
  wellness: {
    id: 'wellness',
    path: '/wellness',
    name: 'Wellness Serenity',
    tagline: 'Unhurried days of spa, mist and mountain air',
    cardPoints: ['Minimum stay of 2 nights', 'One-hour couple spa', '20% off food and soft drinks'],
    seo: {
      title: 'Wellness Serenity: Spa Retreat Package',
      description:
        'A wellness retreat on a Chikmagalur coffee estate: a one-hour couple spa session, 20% off food and soft drinks and cool mountain air at 5400 ft.',
    },
    gallery: ['packages.wellness-spa', 'packages.wellness-massage', 'packages.wellness-mist'],
    intro: [
      'Wellness here begins with the air: cool, clean and carrying the scent of the forest. Days move at the pace of the mist, and at night the only sound is the crickets.',
      'Wellness Serenity pairs that stillness with an hour together at our spa and lighter dining bills, so the only decision left is whether to walk the plantation before breakfast or after.',
    ],
    minNights: 2,
    validity: { season: 'all year', blackouts: [festiveBlackout] },
    inclusions: [
      'A suite with a private balcony and Jacuzzi',
      'Breakfast every morning',
      'A one-hour couple spa session',
      '20% off food and soft drinks throughout your stay',
    ],
    terms: ['Minimum stay of 2 nights.', ...seasonTerms],
    listed: true,
    bookingId: 'wellness',
  },
  wildlife: {
    id: 'wildlife',
    path: '/wildlife',
    name: 'Wildlife Safari Expedition',
    tagline: 'The forests and birds of the Western Ghats',
    cardPoints: [
      'Minimum stay of 2 nights',
      '20% off food and soft drinks',
      'Bird watching and hikes planned for you',
    ],
    seo: {
      title: 'Wildlife Safari Expedition Package',
      description:
        'Explore the forests of the Western Ghats from a coffee-estate base in Chikmagalur, with 20% off food and soft drinks and outings planned for you.',
    },
    gallery: ['packages.wildlife-birds', 'packages.wildlife-trek', 'packages.wildlife-hills'],
    intro: [
      'The Western Ghats are one of the richest forests on earth, and the estate sits right in them. Shade trees above the coffee are alive with birds at first light, and the ridges around Chikmagalur are laced with trails.',
      'The Wildlife Safari Expedition is a stay for the curious: our team plans your bird-watching mornings, plantation walks and hikes around the weather, and you come back each evening to a warm suite and a lighter dining bill.',
    ],
    minNights: 2,
    // The forest outings follow the parks' safari season; the monsoon closes them.
    validity: { season: { from: '10-01', until: '05-31' }, blackouts: [festiveBlackout] },
    inclusions: [
      'A suite with a private balcony and Jacuzzi',
      'Breakfast every morning',
      '20% off food and soft drinks throughout your stay',
      'Bird-watching mornings, plantation walks and hikes planned by our team',
    ],
    terms: ['Minimum stay of 2 nights.', ...seasonTerms],
    listed: true,
    bookingId: 'wildlife',
  },
  stayLonger: {
    id: 'stayLonger',
    path: '/stay_longer',
    name: 'Stay Longer',
    tagline: 'Up to 20% off every night beyond the third',
    cardPoints: [
      'Minimum stay of 3 nights',
      'Up to 20% off beyond 3 nights',
      '20% off food and soft drinks',
    ],
    seo: {
      title: 'Stay Longer: Up to 20% Off Extra Nights',
      description:
        'Stay three nights or more on our Chikmagalur coffee estate and save up to 20% on every night beyond the third, with 20% off food and soft drinks.',
    },
    gallery: [
      'packages.stay-longer-bed',
      'packages.stay-longer-living',
      'packages.stay-longer-coffee',
    ],
    intro: [
      'A long stay in the hills changes its rhythm. The first days are for exploring; after that the estate becomes yours: a favourite chair on the balcony, a usual table at breakfast, a path through the coffee you walk without thinking.',
      'Stay Longer makes the slower holiday the better value, with up to 20% off every night beyond the third and 20% off food and soft drinks throughout.',
    ],
    minNights: 3,
    validity: { season: 'all year', blackouts: [festiveBlackout] },
    inclusions: [
      'Up to 20% off every night beyond the third',
      '20% off food and soft drinks throughout your stay',
      'A suite with a private balcony and Jacuzzi',
      'Breakfast every morning',
    ],
    terms: ['Minimum stay of 3 nights.', ...seasonTerms],
    listed: false,
    bookingId: 'stay_longer',
  },
  honeymoon: {
    id: 'honeymoon',
    path: '/honeymoon',
    name: 'Honeymoon',
    tagline: 'The first days of forever, above the clouds',
    cardPoints: [
      'Minimum stay of 3 nights',
      'Suite with Jacuzzi and balcony',
      'Breakfast every morning',
    ],
    seo: {
      title: 'Honeymoon Package in Chikmagalur',
      description:
        'A honeymoon of three nights or more at a boutique coffee-estate resort at 5400 ft in Chikmagalur: a suite with Jacuzzi, balcony and breakfast.',
    },
    gallery: [
      'packages.honeymoon-balcony',
      'packages.honeymoon-dinner',
      'packages.honeymoon-sunrise',
    ],
    intro: [
      'Begin married life somewhere the world goes quiet. Wake to mist at the balcony door, spend the days wandering a 38-acre coffee estate, and end them under a sky so clear the stars seem close enough to touch.',
      'Our honeymoon stay was three nights or more in a suite with a private balcony and Jacuzzi, with breakfast each morning and every experience of the estate a request away.',
    ],
    minNights: 3,
    // A one-off of 2023, not repeated: its page stays, says it has ended and is not indexed.
    validity: { window: { from: '2023-01-01', until: '2023-12-31' } },
    inclusions: [
      'Three nights or more in a suite with a private balcony and Jacuzzi',
      'Breakfast every morning',
      'The coffee cupping session with our estate team, 4:00 to 5:30 PM',
    ],
    terms: [
      'Minimum stay of 3 nights.',
      'Available only on bookings made through our official website.',
      'Subject to availability.',
    ],
    listed: false,
  },
} as const satisfies Readonly<Record<string, StayPackage>>

export type PackageId = keyof typeof packages

/** A package as this module has it: its path is a literal, so `<Link to>` can check it. */
export type PackageEntry = (typeof packages)[PackageId]

/** The booking-engine target of a package: its id and minimum stay, or the engine's search. */
export function packageBookingTarget(pkg: StayPackage): BookingTarget {
  return pkg.bookingId === undefined ? {} : { packageId: pkg.bookingId, minNights: pkg.minNights }
}

/** The /package listing (spec 2.5): the cards of the packages marked `listed`, in a row. */
export const packageListing = {
  path: paths.packages,
  title: 'Packages',
  eyebrow: 'Stays with a story',
  intro:
    'Every package is a way of spending a few days on a working coffee estate high in the Western Ghats: as a couple, for the body and mind, or out in the forest with binoculars.',
  seo: {
    title: 'Resort Packages in Chikmagalur',
    description: `Romantic, wellness and wildlife stay packages at ${site.name}, a boutique luxury resort on a 38-acre coffee plantation at 5400 ft in Chikmagalur.`,
  },
  banner: 'packages.banner',
} as const satisfies BannerPage<PackagesMediaKey, string>
