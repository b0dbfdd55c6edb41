// Length: the five suites, one entry each (a family: one entry makes a page).
import type { MediaKey } from './media/index.ts'
import { paths, type PagePath } from './routes.ts'

export const amenities = [
  'Jacuzzi',
  'Living Room',
  'Private Balcony',
  'Room Service',
  'Smart TV',
  'King Size Bed',
  'Wi-Fi',
] as const

export type Amenity = (typeof amenities)[number]

export interface Suite {
  /** The specification's suite id: suites1, suites2 and so on. */
  readonly id: `suites${number}`
  /** Names the suite's pictures in the media catalogue: `suites.<slug>.lead`, `.grid1` to `.grid6`. */
  readonly slug: string
  readonly title: string
  /** The suite's page. */
  readonly path: PagePath
  readonly sizeSqFt: number
  readonly bedrooms: number
  /** One line for cards. */
  readonly summary: string
  /** The detail page's description, a paragraph per entry. */
  readonly description: readonly string[]
  readonly occupancy: string
  readonly amenities: readonly Amenity[]
  readonly features: readonly string[]
  /** What sets the suite apart, on the tariff page. */
  readonly tariffHighlights: readonly string[]
  readonly lead: MediaKey
  readonly grid: readonly [MediaKey, MediaKey, MediaKey, MediaKey, MediaKey, MediaKey]
  readonly seo: { readonly title: string; readonly description: string }
}

const grid = <const Slug extends string>(slug: Slug) =>
  [
    `suites.${slug}.grid1`,
    `suites.${slug}.grid2`,
    `suites.${slug}.grid3`,
    `suites.${slug}.grid4`,
    `suites.${slug}.grid5`,
    `suites.${slug}.grid6`,
  ] as const

/**
 * The five suites, largest view first. Sizes are the specification's; every suite has a
 * Jacuzzi and a private balcony. Rates are not stated here: they live in the booking engine.
 */
export const suites = [
  {
    id: 'suites1',
    slug: 'mountain',
    title: 'Mountain Suite',
    path: '/mountainsuite',
    sizeSqFt: 1400,
    bedrooms: 1,
    summary:
      '1400 sq ft facing the ridges, with a Jacuzzi by the window and a balcony over the valley.',
    description: [
      'The Mountain Suite is built around the view. Wide glass runs the length of the room, so the ridges of the Western Ghats are the first thing you see when you wake and the last thing to fade at dusk.',
      'A king bed faces the hills, the living room invites a slow afternoon with a book and a pot of estate coffee, and the Jacuzzi sits where you can watch the mist roll in over the valley.',
    ],
    occupancy: 'Two adults; a folding cot or mattress for a third guest on request',
    amenities: [
      'Jacuzzi',
      'Living Room',
      'Private Balcony',
      'Room Service',
      'Smart TV',
      'King Size Bed',
      'Wi-Fi',
    ],
    features: [
      '1400 sq ft, our most spacious suite for two',
      'Floor-to-ceiling windows toward the ridges',
      'Jacuzzi with a valley view',
      'Private balcony with loungers',
      'Separate living room',
      'Minibar, tea and coffee tray with estate-grown coffee',
      'Curated bath amenities and plush robes',
    ],
    tariffHighlights: ['Living room', 'Faces the ridges'],
    lead: 'suites.mountain.lead',
    grid: grid('mountain'),
    seo: {
      title: 'Mountain Suite, 1400 sq ft with a valley view',
      description:
        'Our largest suite for two: 1400 sq ft facing the ridges of the Western Ghats, with a Jacuzzi, living room and private balcony in Chikmagalur.',
    },
  },
  {
    id: 'suites2',
    slug: 'coffee',
    title: 'Coffee Suite',
    path: '/coffeesuite',
    sizeSqFt: 1200,
    bedrooms: 1,
    summary: '1200 sq ft in espresso and cream, above the plantation rows.',
    description: [
      'The Coffee Suite takes its colours from the estate around it: deep espresso woods, cream linens and the green of the coffee rows below the balcony.',
      'Brew a cup of our own Arabica at the tray, sink into the Jacuzzi, and let the scent of blossom drift in from the plantation in the flowering season.',
    ],
    occupancy: 'Two adults; a folding cot or mattress for a third guest on request',
    amenities: [
      'Jacuzzi',
      'Living Room',
      'Private Balcony',
      'Room Service',
      'Smart TV',
      'King Size Bed',
      'Wi-Fi',
    ],
    features: [
      '1200 sq ft above the coffee rows',
      'Interiors in estate woods and cream linen',
      'Jacuzzi and rain shower',
      'Private balcony over the plantation',
      'Living room with a reading corner',
      'Minibar and a tray of estate-grown coffee',
      'Curated bath amenities',
    ],
    tariffHighlights: ['Living room', 'Looks over the coffee rows'],
    lead: 'suites.coffee.lead',
    grid: grid('coffee'),
    seo: {
      title: 'Coffee Suite, 1200 sq ft over the plantation',
      description:
        'A 1200 sq ft suite dressed in espresso woods and cream linen, with a Jacuzzi and a private balcony over the coffee rows of our Chikmagalur estate.',
    },
  },
  {
    id: 'suites3',
    slug: 'garden',
    title: 'Garden Suite',
    path: '/gardensuite',
    sizeSqFt: 1100,
    bedrooms: 1,
    summary: '1100 sq ft opening onto flowering shrubs and shade trees.',
    description: [
      'The Garden Suite opens onto greenery. Morning light filters through the shade trees onto the balcony, and birdsong is the only alarm you will need.',
      'Inside, a king bed, a calm sitting room and a Jacuzzi make it easy to spend a whole misty afternoon without leaving.',
    ],
    occupancy: 'Two adults; a folding cot or mattress for a third guest on request',
    amenities: [
      'Jacuzzi',
      'Living Room',
      'Private Balcony',
      'Room Service',
      'Smart TV',
      'King Size Bed',
      'Wi-Fi',
    ],
    features: [
      '1100 sq ft among the gardens',
      'Private balcony under shade trees',
      'Jacuzzi and separate shower',
      'Sitting room with garden views',
      'King size bed with fine linen',
      'Minibar and tea and coffee tray',
      'Curated bath amenities',
    ],
    tariffHighlights: ['Opens onto the gardens'],
    lead: 'suites.garden.lead',
    grid: grid('garden'),
    seo: {
      title: 'Garden Suite, 1100 sq ft among the gardens',
      description:
        'An 1100 sq ft suite opening onto shade trees and flowering shrubs, with a Jacuzzi, sitting room and private balcony at Trillium in Chikmagalur.',
    },
  },
  {
    id: 'suites4',
    slug: 'oak',
    title: 'Oak Suite',
    path: '/oaksuite',
    sizeSqFt: 900,
    bedrooms: 1,
    summary: '900 sq ft of warm oak and soft light, made for two.',
    description: [
      'The Oak Suite is our most intimate: warm oak panelling, soft lamplight and a balcony where the stars come out sharp and bright at 5400 feet.',
      'It has everything the larger suites do, a Jacuzzi, a king bed and a private balcony, gathered close for a couple who came to be together.',
    ],
    occupancy: 'Two adults',
    amenities: [
      'Jacuzzi',
      'Living Room',
      'Private Balcony',
      'Room Service',
      'Smart TV',
      'King Size Bed',
      'Wi-Fi',
    ],
    features: [
      '900 sq ft of warm oak interiors',
      'Private balcony for stargazing',
      'Jacuzzi',
      'Reading corner and living area',
      'King size bed',
      'Minibar and tea and coffee tray',
      'Curated bath amenities',
    ],
    tariffHighlights: ['Under the silver oaks', 'Our most intimate suite'],
    lead: 'suites.oak.lead',
    grid: grid('oak'),
    seo: {
      title: 'Oak Suite, an intimate 900 sq ft for two',
      description:
        'Our most intimate suite: 900 sq ft of warm oak with a Jacuzzi, king bed and a private balcony under the stars at 5400 feet in Chikmagalur.',
    },
  },
  {
    id: 'suites5',
    slug: 'family',
    title: 'Family Suite',
    path: '/familysuite',
    sizeSqFt: 2200,
    bedrooms: 2,
    summary: '2200 sq ft: two bedrooms, two dressing rooms, two bathrooms and a living room.',
    description: [
      'The Family Suite gives everyone room to breathe: two bedrooms, each with its own dressing room and bathroom, joined by a generous living room where the family gathers after a day on the estate.',
      'Children have space to play, parents have a Jacuzzi and a private balcony of their own, and the plantation walks begin a few steps from the door.',
    ],
    occupancy:
      'Four adults, or two adults and two children; extra beds are a folding cot or mattress',
    amenities: [
      'Jacuzzi',
      'Living Room',
      'Private Balcony',
      'Room Service',
      'Smart TV',
      'King Size Bed',
      'Wi-Fi',
    ],
    features: [
      '2200 sq ft, our largest suite',
      'Two bedrooms, two dressing rooms, two bathrooms',
      'A shared living room for the whole family',
      'Jacuzzi and private balcony',
      'King size bed in the main bedroom',
      'Minibar and tea and coffee tray',
      'Curated bath amenities',
    ],
    tariffHighlights: ['Two bedrooms', 'Two dressing rooms', 'Two bathrooms', 'Living room'],
    lead: 'suites.family.lead',
    grid: grid('family'),
    seo: {
      title: 'Family Suite, 2200 sq ft with two bedrooms',
      description:
        'Our largest suite: 2200 sq ft with two bedrooms, two dressing rooms, two bathrooms, a living room, a Jacuzzi and a balcony for families in Chikmagalur.',
    },
  },
] as const satisfies readonly Suite[]

/** A suite as this module has it: its path is a literal, so `<Link to>` can check it. */
export type SuiteEntry = (typeof suites)[number]
export type SuiteSlug = SuiteEntry['slug']

/** The suite with a slug. */
export function suiteBySlug(slug: SuiteSlug): SuiteEntry {
  const suite = suites.find((s) => s.slug === slug)
  if (!suite) throw new Error(`No suite ${slug}`)
  return suite
}

/** Three other suites for "You may also like", continuing round the list after this one. */
export function otherSuites(slug: SuiteSlug): SuiteEntry[] {
  const index = suites.findIndex((s) => s.slug === slug)
  return [1, 2, 3].map((offset) => suites[(index + offset) % suites.length] as SuiteEntry)
}

export const suitesOverview = {
  path: paths.suites,
  title: 'Suites with a view of the clouds',
  intro:
    'Five suites, each with a Jacuzzi and a private balcony, set among the coffee rows of a 38-acre estate at 5400 feet. Choose the ridge view of the Mountain Suite, the plantation greens of the Coffee Suite, the gardens, the warm oak, or two bedrooms for the whole family.',
  seo: {
    title: 'Luxury suites in Chikmagalur with Jacuzzi',
    description:
      'Five luxury suites on a coffee estate at 5400 feet: Mountain, Coffee, Garden, Oak and Family, each with a Jacuzzi, a private balcony and king size bed.',
  },
} as const
