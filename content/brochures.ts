// Length: the brochure and tariff documents' copy and tables, one entry per document, read as a whole by editors.
import { site } from './site.ts'
import { documentIndex, type DocumentIndex } from './documents.ts'
import { tariff } from './pages/tariff.build-time.ts'
import type { Scene } from './media/types.ts'

/**
 * The downloadable documents: the resort brochure (15 pages), the Enchanting Chikmagalur
 * brochure (18 pages) and the tariff. Each page is written once here; the build draws it both
 * as a PDF page (scripts/pdfs) and as the page image shown on the brochure pages, so the
 * images and the PDF always say the same thing and have the same number of pages.
 */

export type PageLayout = 'cover' | 'text' | 'back'

export interface DocumentPage {
  readonly layout: PageLayout
  /** The illustration drawn on the page, in the site's artwork style. */
  readonly scene: Scene
  readonly eyebrow: string
  readonly title: string
  readonly paragraphs: readonly string[]
  readonly points?: readonly string[]
}

/** A document with its pages' copy (its index, content/documents.ts, is what the browser gets). */
export interface SiteDocument extends DocumentIndex {
  readonly pages: readonly DocumentPage[]
}

const contactLines = [
  `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
  `Toll-free ${site.phones.tollFree.display}`,
  `Reservations ${site.phones.reservations.display} / ${site.phones.reservationsAlt.display}`,
  site.email.address,
] as const

const backPage = (title: string): DocumentPage => ({
  layout: 'back',
  scene: 'night',
  eyebrow: 'Reservations',
  title,
  paragraphs: [
    'Rates for your dates, and every package and offer, are on our booking engine. Our team is happy to plan your stay with you.',
  ],
  points: contactLines,
})

const suitePage = (name: string, lead: string, scene: Scene): DocumentPage => {
  const category = tariff.categories.find((c) => c.name === name)
  if (category === undefined) throw new Error(`No suite category named ${name}`)
  return {
    layout: 'text',
    scene,
    eyebrow: `${category.sizeSqFt.toLocaleString('en-IN')} sq ft`,
    title: name,
    paragraphs: [lead],
    points: [
      ...category.features,
      'Jacuzzi and private balcony',
      `Occupancy: ${category.occupancy}`,
    ],
  }
}

export const trilliumBrochure = {
  ...documentIndex.trillium,
  pages: [
    {
      layout: 'cover',
      scene: 'hills',
      eyebrow: 'Chikmagalur · Western Ghats',
      title: 'Trillium Resort & Spa',
      paragraphs: ['A boutique coffee-estate resort, 5400 feet above the sea.'],
    },
    {
      layout: 'text',
      scene: 'mist',
      eyebrow: 'Welcome',
      title: 'Where the clouds come to stay',
      paragraphs: [
        'High in the hills of Chikmagalur, where India’s coffee story began, Trillium is a small resort on a working plantation. The mornings arrive in cloud, the afternoons smell of coffee, and the evenings end by the fire.',
        'This brochure is a first walk through the estate. We hope it makes you want the real one.',
      ],
    },
    {
      layout: 'text',
      scene: 'coffee-rows',
      eyebrow: '38 acres',
      title: 'A working coffee estate',
      paragraphs: [
        'Shade-grown Arabica fills the slopes around the suites, under silver oaks hung with pepper vines. In spring the bushes blossom white and the hillside smells of jasmine; in winter the ripe red cherries are picked by hand.',
      ],
      points: [
        'Plantation walks with our naturalist',
        'Coffee cupping every afternoon, 4:00 to 5:30 PM',
      ],
    },
    {
      layout: 'text',
      scene: 'sunrise',
      eyebrow: '5400 feet above sea level',
      title: 'Cool air, long views',
      paragraphs: [
        'At this height the nights are cool in every season and the valley below fills with cloud before dawn. Every suite faces the view from its own balcony, so the first show of the day is yours alone.',
      ],
    },
    {
      layout: 'text',
      scene: 'balcony',
      eyebrow: 'Five suite categories',
      title: 'The suites',
      paragraphs: [
        'Generous, private and built into the estate rather than over it. Every suite has a king-size bed, its own Jacuzzi and a private balcony, with a smart TV, Wi-Fi, a minibar and bath amenities, and room service when you would rather stay in.',
      ],
      points: tariff.categories.map(
        (c) => `${c.name}: ${c.sizeSqFt.toLocaleString('en-IN')} sq ft`,
      ),
    },
    suitePage(
      'Mountain Suite',
      'Our largest one-bedroom suite looks out to the ridges, with a living room for slow mornings and a balcony for the clouds.',
      'hills',
    ),
    suitePage(
      'Coffee Suite',
      'Wake up to the coffee rows: a warm, wood-toned suite with a living room and the estate right outside the balcony.',
      'coffee-rows',
    ),
    suitePage(
      'Garden Suite',
      'Opening onto the resort’s gardens, the Garden Suite is for guests who like to step straight out into the morning.',
      'living-room',
    ),
    suitePage(
      'Oak Suite',
      'Tucked beneath the silver oaks, the Oak Suite is the most intimate of our suites, and a favourite with couples.',
      'bed',
    ),
    suitePage(
      'Family Suite',
      'Two bedrooms, two dressing rooms, two bathrooms and a shared living room: space for the whole family to be together, and apart.',
      'family-room',
    ),
    {
      layout: 'text',
      scene: 'restaurant',
      eyebrow: 'Dining',
      title: 'Three tables, one estate',
      paragraphs: [
        'A multi-cuisine restaurant, a bar, and a coffee shop with a view down the valley. Dine in your suite whenever you like, or reserve the romantic dinner at the valley-view gazebo: five courses, a private butler and a bonfire of your own.',
      ],
      points: [
        'Malnad lunch: the home cooking of these hills, for two or more',
        'Breakfast in the Arabica plantation, November to May',
      ],
    },
    {
      layout: 'text',
      scene: 'spa',
      eyebrow: 'Spa',
      title: 'Wellness, unhurried',
      paragraphs: [
        'Our spa is open every day from 9:00 AM to 5:00 PM. The signature wellness treatment runs for 90 minutes; couples’ treatments are available. We recommend booking ahead.',
      ],
    },
    {
      layout: 'text',
      scene: 'bonfire',
      eyebrow: 'Experiences',
      title: 'Days on the estate',
      paragraphs: [
        'Every day can be as full or as empty as you wish. Our team arranges each of these with a little notice.',
      ],
      points: [
        'Plantation walks, bird watching and guided hikes',
        'Coffee cupping, included for guests',
        'Bonfire evenings: Nature’s Flamed or Starlight Blaze at Green Cove',
        'A personal photographer, with a framed print to take home',
      ],
    },
    {
      layout: 'text',
      scene: 'banquet',
      eyebrow: 'Celebrations and meetings',
      title: 'Weddings and conferences',
      paragraphs: [
        'A banquet hall of 1,500 sq ft seats 91 theatre-style, and a board room of 350 sq ft suits up to 10. For weddings, the estate itself is the setting, with the hills as witnesses.',
      ],
    },
    backPage('Come up the hill'),
  ],
} as const satisfies SiteDocument

export const enchantingBrochure = {
  ...documentIndex.enchanting,
  pages: [
    {
      layout: 'cover',
      scene: 'mist',
      eyebrow: 'Trillium Resort & Spa',
      title: 'Enchanting Chikmagalur',
      paragraphs: ['A guide to the coffee hills, from 5400 feet.'],
    },
    {
      layout: 'text',
      scene: 'hills',
      eyebrow: 'The district',
      title: 'Welcome to the coffee hills',
      paragraphs: [
        'Chikmagalur lies in the Western Ghats of Karnataka: a country of ridges, shola forest, waterfalls and coffee estates, with the highest peak in the state rising above it all.',
        'These pages collect the places our guests love most, and the estate we come home to.',
      ],
    },
    {
      layout: 'text',
      scene: 'sunrise',
      eyebrow: 'When to come',
      title: 'Four seasons in the hills',
      paragraphs: ['Every season has its reason.'],
      points: [
        'Winter: clear skies, cool nights and the coffee harvest',
        'Spring: coffee blossom after the first showers',
        'Summer: mild days when the plains are hot',
        'Monsoon, June to September: waterfalls at full voice and mist all day',
      ],
    },
    {
      layout: 'text',
      scene: 'coffee-rows',
      eyebrow: 'Where coffee began',
      title: 'Seven beans from Yemen',
      paragraphs: [
        'The story goes that in the seventeenth century the Sufi saint Baba Budan brought seven coffee beans from Yemen and planted them on these hills. Indian coffee grew from that handful, and Chikmagalur has grown it ever since.',
      ],
    },
    {
      layout: 'text',
      scene: 'trek',
      eyebrow: 'The highest peak in Karnataka',
      title: 'Mullayanagiri',
      paragraphs: [
        'A short, steep climb leads to a small temple at the summit. Come for sunrise, when range after range of the Ghats lines up in fading blues.',
      ],
    },
    {
      layout: 'text',
      scene: 'hills',
      eyebrow: 'Grassland ridges',
      title: 'Baba Budangiri',
      paragraphs: [
        'The range named for the saint has open grassland, a shrine revered by Hindus and Muslims alike, and some of the widest views in the district.',
      ],
    },
    {
      layout: 'text',
      scene: 'waterfall',
      eyebrow: 'Near Kemmangundi',
      title: 'Hebbe Falls',
      paragraphs: [
        'Reached by jeep through coffee estates and forest, the falls drop in two stages into a cool pool. At their fullest after the monsoon.',
      ],
    },
    {
      layout: 'text',
      scene: 'hills',
      eyebrow: 'Western Ghats',
      title: 'Kudremukh',
      paragraphs: [
        'Rolling grassland and shola forest under the horse-faced peak that gives the range its name: a landscape for long walks and longer views.',
      ],
    },
    {
      layout: 'text',
      scene: 'birds',
      eyebrow: 'Tiger reserve',
      title: 'Bhadra',
      paragraphs: [
        'Forest safaris among gaur, elephants, deer and a great many birds, with the hope of a tiger. Summer, when animals gather near water, is a good time to go.',
      ],
    },
    {
      layout: 'text',
      scene: 'temple',
      eyebrow: 'Twelfth-century Hoysala temples',
      title: 'Belur and Halebidu',
      paragraphs: [
        'About an hour’s drive from the hills, stone carved so finely it looks like lace. Go in the morning, with a guide, and give every frieze its time.',
      ],
    },
    {
      layout: 'text',
      scene: 'lake',
      eyebrow: 'At the foot of the hills',
      title: 'Hirekolale Lake',
      paragraphs: [
        'A quiet reservoir where the ridges lie reflected in still water at sunset. Bring a flask of coffee and stay until the light goes.',
      ],
    },
    {
      layout: 'text',
      scene: 'resort',
      eyebrow: '5400 feet · 38 acres',
      title: 'Trillium Resort & Spa',
      paragraphs: [
        'Our resort sits on a working coffee plantation high above Chikmagalur, with five categories of suites, each with its own Jacuzzi and private balcony.',
      ],
    },
    {
      layout: 'text',
      scene: 'balcony',
      eyebrow: 'Stay',
      title: 'Suites with a view',
      paragraphs: ['King-size beds, smart TVs, Wi-Fi, minibars and room service in every suite.'],
      points: tariff.categories.map(
        (c) => `${c.name}: ${c.sizeSqFt.toLocaleString('en-IN')} sq ft`,
      ),
    },
    {
      layout: 'text',
      scene: 'restaurant',
      eyebrow: 'Dine',
      title: 'A restaurant, a bar and a valley view',
      paragraphs: [
        'Multi-cuisine dining, a bar for the evenings, and a coffee shop that looks down the valley. In season, breakfast among the coffee and dinner at the gazebo.',
      ],
    },
    {
      layout: 'text',
      scene: 'cupping',
      eyebrow: 'Taste',
      title: 'Coffee cupping',
      paragraphs: [
        'Every afternoon from 4:00 to 5:30 PM, learn to taste the estate’s coffee the way a planter does. Included for our guests.',
      ],
    },
    {
      layout: 'text',
      scene: 'spa',
      eyebrow: 'Unwind',
      title: 'The spa',
      paragraphs: [
        'Open daily from 9:00 AM to 5:00 PM, with a 90-minute signature wellness treatment and treatments for couples.',
      ],
    },
    {
      layout: 'text',
      scene: 'bonfire',
      eyebrow: 'Evenings',
      title: 'Fire and stars',
      paragraphs: [
        'Bonfire evenings at Green Cove, a five-course dinner at the valley-view gazebo, and skies full of stars when the weather allows.',
      ],
    },
    backPage('Your room in the clouds is ready'),
  ],
} as const satisfies SiteDocument

export const tariffDocument = {
  ...documentIndex.tariff,
  pages: [
    {
      layout: 'cover',
      scene: 'hills',
      eyebrow: 'Trillium Resort & Spa',
      title: 'Tariff',
      paragraphs: ['Suites, inclusions and policies.'],
    },
    {
      layout: 'text',
      scene: 'balcony',
      eyebrow: 'Suite categories',
      title: 'Choose your suite',
      paragraphs: [tariff.intro],
      points: tariff.categories.map(
        (c) => `${c.name}, ${c.sizeSqFt.toLocaleString('en-IN')} sq ft. ${c.occupancy}`,
      ),
    },
    {
      layout: 'text',
      scene: 'coffee-rows',
      eyebrow: 'Included with your stay',
      title: 'Inclusions',
      paragraphs: [],
      points: tariff.inclusions,
    },
    {
      layout: 'text',
      scene: 'mist',
      eyebrow: 'Good to know',
      title: 'Arrival and payment',
      paragraphs: [],
      points: tariff.policies.slice(0, 5),
    },
    {
      layout: 'text',
      scene: 'gazebo',
      eyebrow: 'Good to know',
      title: 'Cancellation and guests',
      paragraphs: [],
      points: tariff.policies.slice(5),
    },
    backPage('Rates for your dates'),
  ],
} as const satisfies SiteDocument

/** Every document the build writes as a PDF. */
export const documents = [trilliumBrochure, enchantingBrochure, tariffDocument] as const
