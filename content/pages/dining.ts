import type { diningMedia } from '../media/dining.ts'
import { paths } from '../routes.ts'
import type { BannerPage } from './banner-page.ts'

type DiningMediaKey = keyof typeof diningMedia

/** A dining outlet with its carousel (spec 2.6: restaurant, bar, coffee shop). */
export interface Outlet {
  readonly id: string
  readonly name: string
  readonly eyebrow: string
  readonly description: readonly string[]
  /** Carousel slides; the first is rendered statically in the prerendered page. */
  readonly slides: readonly [DiningMediaKey, ...DiningMediaKey[]]
}

/** The /dining page (spec 2.6): banner, intro, three outlet carousels, Discover More, FAQ. */
export const dining = {
  path: paths.dining,
  title: 'Dining',
  eyebrow: 'From the estate to your table',
  seo: {
    title: 'Dining at Our Chikmagalur Resort',
    description:
      'A multi-cuisine restaurant, a bar and a valley-view coffee shop on a coffee estate at 5400 ft in Chikmagalur, with in-room dining and gazebo dinners.',
  },
  banner: 'dining.banner',
  intro: [
    'Meals at 5400 feet have a way of stretching out. Breakfast runs into a second cup on the terrace, lunch into the afternoon, and dinner into a long evening by the fire.',
    'Our kitchen cooks the food of the Malnad hills alongside dishes from across India and beyond, with coffee from the estate around you. Eat in the restaurant, in the bar, at the coffee shop above the valley, in your suite, or by candlelight in the gazebo.',
  ],
  outlets: [
    {
      id: 'restaurant',
      name: 'The Restaurant',
      eyebrow: 'Multi-cuisine',
      description: [
        'Our multi-cuisine restaurant serves breakfast, lunch and dinner in a room that opens onto the hills. The menu moves easily from Malnad home cooking to North Indian classics and continental plates, with vegetarian, non-vegetarian and vegan dishes at every meal.',
      ],
      slides: ['dining.restaurant-hall', 'dining.restaurant-dinner', 'dining.restaurant-breakfast'],
    },
    {
      id: 'bar',
      name: 'The Bar',
      eyebrow: 'Evenings',
      description: [
        'When the air cools and the valley goes blue, the bar comes into its own: a drink before dinner, a nightcap after it, and the quiet talk of guests who have spent the day outdoors.',
      ],
      slides: ['dining.bar-counter', 'dining.bar-evening', 'dining.bar-fireside'],
    },
    {
      id: 'coffee-shop',
      name: 'The Coffee Shop',
      eyebrow: 'Valley view',
      description: [
        'Perched above the valley, the coffee shop is where the estate’s own coffee comes home. Take a cup to the railing in the morning and watch the mist lift, or come back in the afternoon with a book.',
      ],
      slides: ['dining.cafe-terrace', 'dining.cafe-mist', 'dining.cafe-coffee'],
    },
  ],
  alsoOffered: [
    {
      title: 'In-room dining',
      text: 'Breakfast on your balcony or dinner in front of the view: room service brings the restaurant to your suite.',
    },
    {
      title: 'Romantic gazebo dinner',
      text: 'Five courses for two in the valley-view gazebo, with a private butler and a bonfire, from November to April.',
      // the experience's own path (content/experiences.ts, held equal by dining.test.ts): named
      // here, not imported, so the dining page does not load every experience's text
      link: '/romantic-dinner-at-the-valley-view-gazebo',
    },
  ],
  discoverMore: { label: 'Discover more experiences', to: paths.experiences },
} as const satisfies BannerPage<DiningMediaKey> & {
  outlets: readonly Outlet[]
  alsoOffered: readonly { title: string; text: string; link?: string }[]
  discoverMore: { label: string; to: string }
}
