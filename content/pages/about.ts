import type { MediaKey } from '../media/index.ts'
import { site } from '../site.ts'
import { gettingHereId } from './getting-here-anchor.ts'
import { paths, type RoutePath } from '../routes.ts'

/**
 * The About page: the brand story told through the three-petal identity, the mission and
 * vision, and the two reveal sections of the specification (5400 FEET ABOVE SEA LEVEL;
 * SERENE / ENCHANTING HAVEN).
 */
export interface AboutContent {
  readonly seo: { readonly title: string; readonly description: string }
  readonly banner: {
    readonly media: MediaKey
    readonly eyebrow: string
    readonly title: string
    readonly lede: string
  }
  readonly story: { readonly heading: string; readonly paragraphs: readonly string[] }
  readonly petals: {
    readonly heading: string
    readonly intro: string
    readonly items: readonly {
      readonly tone: 'blue' | 'green'
      readonly name: string
      readonly text: string
    }[]
  }
  readonly altitude: {
    readonly figure: string
    readonly caption: string
    readonly text: string
    readonly media: MediaKey
  }
  readonly haven: {
    readonly word: string
    readonly phrase: string
    readonly text: string
    readonly media: MediaKey
  }
  readonly mission: { readonly heading: string; readonly text: string }
  readonly vision: {
    readonly heading: string
    readonly text: string
    readonly points: readonly string[]
  }
  readonly estate: {
    readonly heading: string
    readonly media: MediaKey
    readonly facts: readonly { readonly figure: string; readonly label: string }[]
    readonly text: string
  }
  readonly links: readonly {
    readonly label: string
    readonly to: RoutePath
    readonly hash?: string
  }[]
}

export const about = {
  seo: {
    title: 'About Us: A Coffee-Estate Resort at 5400 Feet',
    description:
      'A boutique resort on a 38-acre coffee plantation 5400 feet up in the Western Ghats: the story of the three petals, our mission and our vision.',
  },
  banner: {
    media: 'about.hero',
    eyebrow: 'About Trillium',
    title: 'Three petals, one hillside',
    lede: `A boutique resort on a ${site.plantationAcres}-acre coffee estate, ${site.elevationFeet} feet above the sea in the Western Ghats of Chikmagalur.`,
  },
  story: {
    heading: 'A resort that grew out of a coffee estate',
    paragraphs: [
      'Trillium sits on a working plantation in the hills above Chikmagalur, the district where India’s coffee story began. Arabica grows here in long, shaded rows beneath silver oaks hung with pepper vines, and the mornings arrive in cloud.',
      'We built a small number of generous suites into that landscape rather than over it, so that every one of them opens onto the estate: a private balcony for the view, a Jacuzzi for the cool evenings, and quiet enough to hear the birds before you see them.',
    ],
  },
  petals: {
    heading: 'The three petals',
    intro:
      'The trillium is a flower of three petals, and our identity borrows its shape. Each petal holds a promise we make to every guest.',
    items: [
      {
        tone: 'blue',
        name: 'Opulence',
        text: 'Deep blue, for the richness of a stay that is considered in every detail, from the linen to the last cup of estate coffee.',
      },
      {
        tone: 'blue',
        name: 'Luxury',
        text: 'A lighter blue, for space, privacy and service that anticipates rather than waits to be asked.',
      },
      {
        tone: 'green',
        name: 'Comfort',
        text: 'Green, the colour of the coffee leaf, for the ease of a place where you can do everything or nothing at all.',
      },
    ],
  },
  altitude: {
    figure: String(site.elevationFeet),
    caption: 'FEET ABOVE SEA LEVEL',
    text: 'High enough for the clouds to pass below the balcony, for cool nights in every season, and for the air to carry the scent of coffee blossom in spring.',
    media: 'about.altitude',
  },
  haven: {
    word: 'SERENE',
    phrase: 'ENCHANTING HAVEN',
    text: 'Mist in the valley at dawn, birdsong in the shade trees at noon, and a fire under the stars at night: the days here keep their own gentle time.',
    media: 'about.haven',
  },
  mission: {
    heading: 'Our mission',
    text: 'To offer unparalleled hospitality experiences that embody exclusivity, comfort and luxury, for every guest and on every day of their stay.',
  },
  vision: {
    heading: 'Our vision',
    text: 'Three commitments shape every stay, and every decision we make about the estate.',
    points: [
      'To set new standards for what a stay in the hills can be.',
      'To create memories our guests cherish long after they leave.',
      'To treat hospitality as an art: practised daily, with care and with craft.',
    ],
  },
  estate: {
    heading: 'The estate',
    media: 'about.estate',
    facts: [
      { figure: String(site.elevationFeet), label: 'feet above sea level' },
      { figure: String(site.plantationAcres), label: 'acres of coffee plantation' },
      { figure: '5', label: 'suite categories' },
    ],
    text: 'Walk the plantation with the people who tend it, taste the estate’s coffee at the afternoon cupping, and end the day by the bonfire with the hills going blue around you.',
  },
  links: [
    { label: 'Explore the suites', to: paths.suites },
    { label: 'Experiences on the estate', to: paths.experiences },
    { label: 'Getting here', to: paths.contact, hash: gettingHereId },
    { label: 'Contact us', to: paths.contact },
  ],
} as const satisfies AboutContent
