// Length: the offers and their listings, one entry each (a family: one entry makes a page).
import type { Dated, YearlyRange } from './calendar.ts'
import type { offersMedia } from './media/offers.ts'
import { paths, type PagePath, type RoutePath } from './routes.ts'
import { site } from './site.ts'

// The calendar's types and formatting, re-exported where the offers have always offered them.
export { formatDate, toIsoDate, type DateRange, type IsoDate, type Validity } from './calendar.ts'

/** Search-engine title (the brand is appended by the head builder) and meta description. */
export interface PageSeo {
  readonly title: string
  readonly description: string
}

type OffersMediaKey = keyof typeof offersMedia

/** One row of the Early Bird discount table. */
export interface DiscountTier {
  /** When the booking is made, in words. */
  readonly advance: string
  readonly minDaysAhead: number
  readonly maxDaysAhead?: number
  readonly percent: number
}

/** The offers listings: `/offers` and `/specialoffers`. */
export type OfferListingId = 'offers' | 'specialOffers'

/** An offer page's content (spec 3: validity date, inclusions list, terms list). */
export interface Offer extends Dated {
  readonly id: string
  /** The offer's page. */
  readonly path: PagePath
  readonly name: string
  /** The saving in a phrase, shown as the page's lead and on cards. */
  readonly headline: string
  /** One line for cards. */
  readonly summary: string
  readonly seo: PageSeo
  readonly image: OffersMediaKey
  readonly intro: readonly string[]
  readonly discountTable?: readonly DiscountTier[]
  /** The shortest stay the offer applies to; the booking sheet starts with it. */
  readonly minNights?: number
  readonly inclusions: readonly string[]
  readonly terms: readonly string[]
  /** The listings that show the offer's card, in the order of this module's entries. */
  readonly listedOn: readonly OfferListingId[]
  /** The card's title on a listing where it is not the offer's name. */
  readonly cardTitles?: Partial<Record<OfferListingId, string>>
}

/** Terms every direct-booking offer shares (spec 2.5 and 9). */
const websiteOnly = 'Valid only on bookings made through our official website.'
const noClubbing = 'Offers cannot be clubbed with any other offer or promotion.'
const noCash = 'The offer cannot be exchanged for cash.'
const nonModifiable =
  'Bookings made under this offer cannot be modified and cannot be combined with new offers.'

/** The resort's peak week: stays over Christmas and the New Year are outside the discounts. */
const peakWeek: YearlyRange = { from: '12-23', until: '01-01' }

/**
 * Every offer page, keyed by id. Figures are the spec's; nothing here is a rate. The spec's
 * dates (2023 to 2026) are past seasons of offers the resort runs every year (DECISIONS), so
 * each runs a yearly season, chosen so that on every day at least two offers are bookable on
 * each listing and in the widget (content/offer-calendar.test.ts walks the year):
 * Early Bird all year; Credit Luxury after the New Year to the end of March; Stay More from
 * April to the spec's 10 December; Extended Bliss from the monsoon to the spec's 22 December;
 * Weekend Indulgence on monsoon weekends (July and August, the spec's); the Festive Offer from
 * Dussehra and Diwali through Christmas to Sankranti.
 */
export const offers = {
  festive: {
    id: 'festive',
    path: '/offer3',
    name: 'Festive Offer',
    headline: '20% off direct bookings',
    summary: 'Celebrate the season with 20% off when you book direct.',
    validity: { season: { from: '10-01', until: '01-15' } },
    seo: {
      title: 'Festive Offer: 20% Off Direct Bookings',
      description:
        'Celebrate the festive season in the hills: 20% off suites booked on our website, with breakfast, a garland welcome and coffee plantation walks.',
    },
    image: 'offers.festive',
    intro: [
      'The festive season is a fine time to be in the hills. The monsoon has washed the estate clean, the ridges stand sharp against the sky, and the evenings are cool enough for a shawl.',
      'Book directly on our website and take 20% off your stay, with a garland welcome at the door, games for every age, and guided walks through the forest and the coffee rows.',
    ],
    inclusions: [
      'A suite with breakfast',
      'A welcome drink on arrival',
      'A traditional garland welcome',
      'Indoor and outdoor games',
      'Nature walks and coffee plantation walks',
    ],
    terms: [websiteOnly, noClubbing, noCash, nonModifiable],
    listedOn: ['offers', 'specialOffers'],
  },
  earlyBird: {
    id: 'earlyBird',
    path: '/earlybird',
    name: 'Early Bird',
    headline: 'Up to 25% off when you book ahead',
    summary: 'Plan your stay early and save up to 25% on your suite.',
    seo: {
      title: 'Early Bird Offer: Up to 25% Off',
      description:
        'Book your Chikmagalur suite 14 to 30 days ahead and save 20%, or 31 days or more ahead and save 25%, on our coffee estate at 5400 ft.',
    },
    image: 'offers.early-bird',
    intro: [
      'The mist over the Western Ghats keeps its own calendar, and the guests who plan around it are rewarded. Reserve your suite at least fourteen days before you arrive and we take 20% off; reserve thirty-one days or more ahead and the saving rises to 25%.',
      'Early Bird has no closing date. Choose the season you love, whether it is clear winter mornings over the coffee rows or the deep green of the monsoon, and book it directly with us.',
    ],
    discountTable: [
      { advance: '14 to 30 days before arrival', minDaysAhead: 14, maxDaysAhead: 30, percent: 20 },
      { advance: '31 days or more before arrival', minDaysAhead: 31, percent: 25 },
    ],
    inclusions: [],
    validity: { season: 'all year', blackouts: [peakWeek] },
    terms: [websiteOnly, noClubbing, noCash, nonModifiable],
    listedOn: ['offers', 'specialOffers'],
  },
  extendedBliss: {
    id: 'extendedBliss',
    path: '/offer1',
    name: 'Extended Bliss',
    headline: '50% off your second night',
    summary: 'Book one night and save 50% on the second.',
    minNights: 2,
    validity: { season: { from: '06-01', until: '12-22' }, blackouts: [peakWeek] },
    seo: {
      title: 'Extended Bliss: 50% Off the Second Night',
      description:
        'Stay two nights or more at our coffee-estate resort in Chikmagalur and pay half the rate for your second night. Booked directly on our website.',
    },
    image: 'offers.extended-bliss',
    intro: [
      'One night in the hills is never quite enough. The first evening goes to arriving: the drive up through the ghats, the first cup of estate coffee, the quiet after dark. Extended Bliss gives you the second day at half the rate.',
      'Use it slowly. Walk the coffee rows while the mist is still low, take a long lunch, and spend the afternoon on your balcony watching the light move across the valley.',
    ],
    inclusions: [
      '50% off the room rate of your second night',
      'A suite with a private balcony and Jacuzzi',
      'The coffee cupping session with our estate team, 4:00 to 5:30 PM',
    ],
    terms: ['Minimum stay of 2 nights.', websiteOnly, noClubbing, noCash],
    listedOn: ['offers', 'specialOffers'],
    cardTitles: { specialOffers: '50% Off on additional nights!' },
  },
  weekendIndulgence: {
    id: 'weekendIndulgence',
    path: '/offer2',
    name: 'Weekend Indulgence',
    headline: 'Rs. 1000 resort credit for each Friday and Saturday',
    summary: 'A resort credit for every Friday and Saturday of a monsoon weekend.',
    validity: { season: { from: '07-01', until: '08-31' } },
    seo: {
      title: 'Weekend Indulgence: Monsoon Resort Credit',
      description:
        'A Rs. 1000 resort credit for each Friday and Saturday night, up to Rs. 2000 a stay, for monsoon weekends at our Chikmagalur coffee estate.',
    },
    image: 'offers.weekend-indulgence',
    intro: [
      'July and August are the heart of the monsoon in Chikmagalur: waterfalls in full voice, the estate a deep and shining green, and mist that lingers all day among the shade trees.',
      'Weekend Indulgence makes those weekends richer with a resort credit of Rs. 1000 for each Friday and Saturday night of your stay, Rs. 2000 across a full weekend, to spend as you please while the rain plays on the roof.',
    ],
    inclusions: [
      'Resort credit of Rs. 1000 for each Friday and Saturday night, up to Rs. 2000 per stay',
      'A suite with a private balcony and Jacuzzi',
      'The coffee cupping session with our estate team, 4:00 to 5:30 PM',
    ],
    terms: [
      'The credit applies to Friday and Saturday nights only.',
      'The credit cannot be exchanged for cash.',
      websiteOnly,
      noClubbing,
    ],
    listedOn: ['offers'],
  },
  creditLuxury: {
    id: 'creditLuxury',
    path: '/creditluxury',
    name: 'Credit Luxury Getaway',
    headline: 'A resort credit on stays of two nights or more',
    summary: 'Stay two nights or more and enjoy a resort credit during your stay.',
    minNights: 2,
    validity: { season: { from: '01-02', until: '03-31' } },
    seo: {
      title: 'Credit Luxury Getaway: Resort Credit Offer',
      description:
        'Stay two nights or more at our Chikmagalur coffee-estate resort and enjoy a resort credit to spend during your stay. Book directly on our website.',
    },
    image: 'offers.credit-luxury',
    intro: [
      'Some stays ask for a little more: a second bottle at dinner, an extra hour at the spa, one more cup at the coffee shop while the valley fills with cloud.',
      'The Credit Luxury Getaway adds a resort credit to every stay of two nights or more, confirmed with your booking, so the small indulgences of a hill holiday are already taken care of.',
    ],
    inclusions: [
      'A resort credit for your stay, confirmed with your booking',
      'A suite with a private balcony and Jacuzzi',
      'The coffee cupping session with our estate team, 4:00 to 5:30 PM',
    ],
    terms: [
      'Minimum stay of 2 nights.',
      'The credit cannot be exchanged for cash.',
      websiteOnly,
      noClubbing,
    ],
    listedOn: ['offers', 'specialOffers'],
  },
  stayMore: {
    id: 'stayMore',
    path: '/staymore',
    name: 'Stay More, Save More',
    headline: 'The longer you stay, the more you save',
    summary: 'Savings on your room rate that grow with every night you add.',
    validity: { season: { from: '04-01', until: '12-10' }, blackouts: [peakWeek] },
    seo: {
      title: 'Stay More, Save More: Longer Stays',
      description:
        'Slow down on a 38-acre coffee estate in Chikmagalur: savings on your suite grow with the length of your stay when you book on our website.',
    },
    image: 'offers.stay-more',
    intro: [
      'The hills reward the unhurried. On the third morning you stop checking the time; by the fourth you know which bend of the plantation path the birds favour and how the mist will lift.',
      'Stay More, Save More makes the longer stay the better value: the more nights you book, the larger the saving on your suite, shown for your dates in our booking engine.',
    ],
    inclusions: [
      'Savings on the room rate that grow with the length of your stay',
      'A suite with a private balcony and Jacuzzi',
      'The coffee cupping session with our estate team, 4:00 to 5:30 PM',
    ],
    terms: [websiteOnly, noClubbing, noCash],
    listedOn: ['offers', 'specialOffers'],
  },
} as const satisfies Readonly<Record<string, Offer>>

export type OfferId = keyof typeof offers

/** A listing page of offer cards: the offers whose `listedOn` names it. */
export interface OfferListing {
  readonly id: OfferListingId
  readonly path: RoutePath
  readonly title: string
  readonly eyebrow: string
  readonly intro: string
  readonly seo: PageSeo
  readonly banner: OffersMediaKey
}

/**
 * The two listing pages of spec 2.5: /offers and /specialoffers. Each shows the offers bookable
 * on the day (content/offer-calendar.ts), at least two on every day of the year.
 */
export const offerListings = {
  offers: {
    id: 'offers',
    path: paths.offers,
    title: 'Offers',
    eyebrow: 'Book direct, stay longer',
    intro:
      'Our offers are made for guests who book with us directly: a reward for planning ahead, for lingering a second night, and for the seasons when the estate is at its most beautiful.',
    seo: {
      title: 'Offers on Luxury Suites in Chikmagalur',
      description: `Direct-booking offers at ${site.name}, a boutique coffee-estate resort at 5400 ft in Chikmagalur: Early Bird savings, Extended Bliss and festive stays.`,
    },
    banner: 'offers.banner',
  },
  specialOffers: {
    id: 'specialOffers',
    path: paths.specialOffers,
    title: 'Special Offers',
    eyebrow: 'Limited time',
    intro:
      'Ways to make more of the hills: reserve early and save up to 25%, or take the offer of the season, from a half-price second night to a resort credit.',
    seo: {
      title: 'Special Offers: Early Bird and the Season',
      description:
        'Save up to 25% when you book early, or take the offer of the season, from a half-price second night to a resort credit, at our coffee estate in Chikmagalur.',
    },
    banner: 'offers.special-banner',
  },
} as const satisfies Readonly<Record<string, OfferListing>>

/** An offer as this module has it: its path is a literal, so `<Link to>` can check it. */
export type OfferEntry = (typeof offers)[OfferId]

/**
 * The cards a listing can show: its offers, in order, each with its title there. Which of them
 * it shows on a day is the calendar's (content/offer-calendar.ts).
 */
export function listingCards(
  listing: OfferListingId,
): readonly { readonly offer: OfferEntry; readonly title: string }[] {
  return Object.values(offers).flatMap((offer) => {
    const listed: readonly OfferListingId[] = offer.listedOn
    const titles: Offer['cardTitles'] = 'cardTitles' in offer ? offer.cardTitles : undefined
    return listed.includes(listing) ? [{ offer, title: titles?.[listing] ?? offer.name }] : []
  })
}
