/**
 * A new suite, experience, offer, package and article, written as an editor would write them
 * (docs/content.md): each is one entry in its family's content module, plus its
 * pictures in the media catalogue. The chain test inserts them into a copy of the site.
 */
export interface Insertion {
  /** The file, relative to the project. */
  readonly file: string
  /** The text the entry goes before: the end of the family's list. */
  readonly before: string
  readonly text: string
}

const picture = (key: string, alt: string, scene: string, width = 1200, height = 900) =>
  `  '${key}': { alt: '${alt}', width: ${width}, height: ${height}, scene: '${scene}' },\n`

const grid = (slug: string, name: string) =>
  [1, 2, 3, 4, 5, 6]
    .map((n) => picture(`suites.${slug}.grid${n}`, `The ${name}, view ${n}`, 'bed', 900, 675))
    .join('')

/** What the test expects of each new page. */
export const newPages = {
  suite: { path: '/cedarsuite', name: 'Cedar Suite', type: 'HotelRoom', listing: '/suites' },
  experience: {
    path: '/stargazing',
    name: 'Stargazing on the Ridge',
    type: 'Service',
    listing: '/experience',
  },
  offer: { path: '/monsoonmagic', name: 'Monsoon Magic', type: 'Offer', listing: '/offers' },
  package: { path: '/coffeetrail', name: 'The Coffee Trail', type: 'Offer', listing: '/package' },
  article: {
    path: '/blog/articlepage/first-light-on-the-ridge',
    name: 'First Light on the Ridge',
    type: 'BlogPosting',
    listing: '/blog',
  },
} as const

export const insertions: readonly Insertion[] = [
  {
    file: 'content/suites.ts',
    before: '] as const satisfies readonly Suite[]',
    text: `  {
    id: 'suites6',
    slug: 'cedar',
    title: 'Cedar Suite',
    path: '/cedarsuite',
    sizeSqFt: 1000,
    bedrooms: 1,
    summary: '1000 sq ft panelled in cedar, with a window seat over the valley.',
    description: [
      'The Cedar Suite smells faintly of the wood it is built from, and its deep window seat is the best place on the estate to watch the evening mist come up the valley.',
    ],
    occupancy: 'Two adults',
    amenities: ['Jacuzzi', 'Private Balcony', 'King Size Bed', 'Wi-Fi'],
    features: ['1000 sq ft in warm cedar', 'Window seat over the valley', 'Jacuzzi'],
    tariffHighlights: ['Window seat over the valley'],
    lead: 'suites.cedar.lead',
    grid: grid('cedar'),
    seo: {
      title: 'Cedar Suite, 1000 sq ft over the valley',
      description:
        'A 1000 sq ft suite panelled in cedar, with a window seat over the valley, a Jacuzzi and a private balcony at Trillium in Chikmagalur.',
    },
  },
`,
  },
  {
    file: 'content/media/suites.ts',
    before: '} as const satisfies MediaTable',
    text:
      picture('suites.cedar.lead', 'The Cedar Suite at Trillium', 'bed', 1600, 1000) +
      grid('cedar', 'Cedar Suite'),
  },
  {
    file: 'content/experiences.ts',
    before: '} as const satisfies Readonly<Record<string, Experience>>',
    text: `  stargazing: {
    id: 'stargazing',
    path: '/stargazing',
    name: 'Stargazing on the Ridge',
    summary: 'The night sky from 5400 feet, far from any city light.',
    seo: {
      title: 'Stargazing in Chikmagalur',
      description:
        'An evening of stargazing from the ridge above our coffee estate in Chikmagalur, at 5400 feet and far from any city light, with a guide and a flask.',
    },
    image: 'experiences.stargazing',
    description: [
      'On a clear winter night the sky above the estate is crowded with stars. We walk up to the ridge after dinner with blankets, a flask of coffee and someone who knows the constellations.',
    ],
    facts: [{ label: 'Best season', value: 'November to March' }],
    note: ['Stargazing depends on a clear sky; we will tell you by the afternoon.'],
  },
`,
  },
  {
    file: 'content/media/experiences.ts',
    before: '} as const satisfies MediaTable',
    text: picture('experiences.stargazing', 'The night sky over the ridge', 'night'),
  },
  {
    file: 'content/offers.ts',
    before: '} as const satisfies Readonly<Record<string, Offer>>',
    text: `  monsoonMagic: {
    id: 'monsoonMagic',
    path: '/monsoonmagic',
    name: 'Monsoon Magic',
    headline: 'A third night free in the rains',
    summary: 'Stay two nights in the monsoon and the third is ours.',
    seo: {
      title: 'Monsoon Magic: A Third Night Free',
      description:
        'Stay two nights at our coffee-estate resort in Chikmagalur during the monsoon and the third night is on us, when the hills are at their greenest.',
    },
    image: 'offers.monsoon-magic',
    intro: ['The rains turn the estate a green you have to see to believe.'],
    inclusions: ['A third night free after two paid nights'],
    terms: ['Valid only on bookings made through our official website.'],
    listedOn: ['offers'],
    validity: { season: 'all year' },
  },
`,
  },
  {
    file: 'content/media/offers.ts',
    before: '} as const satisfies MediaTable',
    text: picture('offers.monsoon-magic', 'Rain over the coffee rows', 'mist'),
  },
  {
    file: 'content/packages.ts',
    before: '} as const satisfies Readonly<Record<string, StayPackage>>',
    text: `  coffeeTrail: {
    id: 'coffeeTrail',
    path: '/coffeetrail',
    name: 'The Coffee Trail',
    tagline: 'Two days in the life of a coffee estate',
    cardPoints: ['Minimum stay of 2 nights', 'A guided plantation walk', 'A cupping session'],
    seo: {
      title: 'Coffee Trail Package in Chikmagalur',
      description:
        'Two nights on a working coffee estate in Chikmagalur: a guided plantation walk, a cupping session and breakfast among the Arabica rows.',
    },
    gallery: ['packages.coffee-trail-walk', 'packages.coffee-trail-cup', 'packages.coffee-trail-rows'],
    intro: ['Follow the coffee from the bush to the cup in two unhurried days.'],
    minNights: 2,
    validity: { season: 'all year' },
    inclusions: ['A guided plantation walk', 'The afternoon cupping session'],
    terms: ['Minimum stay of 2 nights.'],
    listed: true,
    bookingId: 'coffee',
  },
`,
  },
  {
    file: 'content/media/packages.ts',
    before: '} as const satisfies MediaTable',
    text:
      picture(
        'packages.coffee-trail-walk',
        'A guided walk through the coffee rows',
        'plantation-walk',
      ) +
      picture('packages.coffee-trail-cup', 'Cups laid out for a cupping session', 'cupping') +
      picture('packages.coffee-trail-rows', 'Coffee rows under silver oaks', 'coffee-rows'),
  },
  {
    file: 'content/blog/articles.ts',
    before: '] as const satisfies readonly BlogArticle[]',
    text: `  article({
    id: 'first-light-on-the-ridge',
    title: 'First Light on the Ridge',
    content: 'Why the best hour at 5400 feet is the one before breakfast.',
    image: 'blog.first-light',
    seo: {
      title: 'First Light on the Ridge in Chikmagalur',
      description:
        'Why the hour before breakfast is the best at 5400 feet: mist in the valley, birds in the shade trees and the first cup of estate coffee.',
    },
    datePublished: '2026-01-05',
    author: 'The Trillium team',
    readingMinutes: 3,
    body: [{ type: 'paragraph', content: 'The mist is still in the valley when the birds begin.' }],
  }),
`,
  },
  {
    file: 'content/media/blog.ts',
    before: '} as const satisfies MediaTable',
    text: picture('blog.first-light', 'Mist in the valley at first light', 'sunrise'),
  },
]
