import type { MediaKey } from '../media/index.ts'
import { paths, type RoutePath } from '../routes.ts'
import { site } from '../site.ts'

export interface Venue {
  readonly name: string
  readonly line: string
  readonly media: MediaKey
  readonly to: RoutePath
}

export interface Review {
  readonly title: string
  readonly content: string
  readonly guest: string
}

/**
 * The home page's copy. The three guest reviews are representative of what guests write on
 * the review site; replace them with verbatim reviews (with permission) before launch.
 */
export const home = {
  seo: {
    title: site.displayName,
    description:
      'A boutique luxury resort and spa on a 38-acre coffee plantation at 5400 feet in Chikmagalur: five suites with Jacuzzis, valley views and slow mornings in the mist.',
  },
  hero: {
    eyebrow: 'Chikmagalur · Western Ghats',
    title: 'Wake up above the clouds',
    lede: 'A boutique resort and spa on a 38-acre coffee plantation, 5400 feet up in the hills of Karnataka.',
    videoLabel:
      'A slow drift over misty blue hills and coffee-clad slopes around the resort at dawn',
  },
  intro: {
    eyebrow: 'Welcome to Trillium',
    title: 'Quiet luxury on a coffee estate',
    body: [
      'Trillium sits high in the Western Ghats, where mist drifts through the shade trees each morning and the air smells of coffee blossom and rain. Our 38-acre plantation wraps around a handful of suites, a spa, and a terrace that looks straight out across the valley.',
      'Come for the views; stay for the slow rhythm of the hills: a walk through the coffee rows before breakfast, a massage in the afternoon, and an evening by the bonfire under more stars than you remember.',
    ],
  },
  suites: {
    eyebrow: 'Exceptional suites',
    title: 'Five suites, each with a Jacuzzi and a balcony',
    body: 'From the 900 sq ft Oak Suite for two to the 2200 sq ft Family Suite with two bedrooms, every suite opens onto the hills and is made for unhurried days.',
    cta: 'Explore the suites',
    to: paths.suites,
  },
  elevation: {
    figure: '5400',
    caption: 'Feet above sea level',
    body: 'High enough for cool mornings all year, clear starry nights and clouds that pass below the balcony.',
  },
  serene: {
    words: ['Serene', 'Enchanting haven'],
    body: 'Thirty-eight acres of Arabica and shade trees, birdsong at dawn, and nothing on the horizon but the hills.',
  },
  culinary: {
    eyebrow: 'A culinary journey',
    title: 'Three places to dine, one valley view',
    label: 'Places to dine',
    linkLabel: 'Discover our dining',
    venues: [
      {
        name: 'The Bar',
        line: 'Evening cocktails and single malts by the fire, with small plates from the kitchen.',
        media: 'home.venue-bar',
        to: paths.dining,
      },
      {
        name: 'The Valley-View Coffee Shop',
        line: 'Estate-grown coffee, fresh bakes and the widest view on the property.',
        media: 'home.venue-cafe',
        to: paths.dining,
      },
      {
        name: 'The Multi-Cuisine Restaurant',
        line: 'Malnad specialities beside Indian, Asian and Continental favourites, cooked to order.',
        media: 'home.venue-restaurant',
        to: paths.dining,
      },
    ],
  },
  reviews: {
    eyebrow: 'Guest reviews',
    title: 'What our guests remember',
    label: 'Guest reviews',
    items: [
      {
        title: 'A morning we will never forget',
        content:
          'We opened the balcony doors to clouds sitting below us in the valley. The Jacuzzi, the coffee walk and the bonfire dinner made our anniversary perfect.',
        guest: 'Ananya and Rohit, Bengaluru',
      },
      {
        title: 'Perfect for the whole family',
        content:
          'The Family Suite gave the children their own room and us our own balcony. The staff remembered everyone by name by the second day.',
        guest: 'The Menon family, Kochi',
      },
      {
        title: 'The quietest luxury',
        content:
          'No noise but birds and rain. The spa was superb, the food generous and local, and the coffee grown a few steps from our suite.',
        guest: 'Sarah L., London',
      },
    ] satisfies readonly Review[],
    linkLabel: 'Read more reviews on Tripadvisor',
  },
  awards: {
    eyebrow: 'Recognition',
    title: 'Loved by travellers',
    reviewsLabel: 'Traveller reviews',
    rank: `#${site.reviewSummary.rank} of ${site.reviewSummary.rankOf} hotels in Chikmagalur`,
    awards: site.reviewSummary.awardYears.map((year) => `Travellers' Choice ${year}`),
  },
} as const
