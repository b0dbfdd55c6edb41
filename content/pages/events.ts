import type { eventsMedia } from '../media/events.ts'
import { paths } from '../routes.ts'
import { site } from '../site.ts'
import type { BannerPage } from './banner-page.ts'

type EventsMediaKey = keyof typeof eventsMedia

/** A meeting room with its size, seating plans and carousel (spec 2.6 and 9). */
export interface Venue {
  readonly id: string
  readonly name: string
  readonly areaSqFt: number
  readonly description: string
  /** Seating plans and how many each seats. */
  readonly capacities: readonly { readonly layout: string; readonly guests: number }[]
  readonly slides: readonly [EventsMediaKey, ...EventsMediaKey[]]
}

const banquetHall = {
  id: 'banquet-hall',
  name: 'Banquet Hall',
  areaSqFt: 1500,
  description:
    'A 1500 sq ft hall for conferences, launches, celebrations and dinners, arranged the way your event needs: theatre rows for a keynote, clusters for workshops, or a U for a discussion.',
  capacities: [
    { layout: 'Theatre', guests: 91 },
    { layout: 'Cluster', guests: 54 },
    { layout: 'Double U (outer)', guests: 51 },
    { layout: 'U shape', guests: 36 },
  ],
  slides: ['events.banquet-theatre', 'events.banquet-cluster', 'events.banquet-resort'],
} as const satisfies Venue

const boardRoom = {
  id: 'board-room',
  name: 'Board Room',
  areaSqFt: 350,
  description:
    'A 350 sq ft room for up to 10 people: board meetings, strategy days and interviews, with the coffee rows outside the window and the estate’s coffee on the table.',
  capacities: [{ layout: 'Boardroom', guests: 10 }],
  slides: ['events.boardroom-table', 'events.boardroom-view', 'events.boardroom-break'],
} as const satisfies Venue

/** The /conference page: banner, banquet hall and board room with carousels, versatility blurb. */
export const conference = {
  path: paths.conference,
  title: 'Conferences and Events',
  eyebrow: 'Meet above the clouds',
  seo: {
    title: 'Conference and Event Venue in Chikmagalur',
    description:
      'A 1500 sq ft banquet hall seating up to 91 and a 350 sq ft board room for 10, on a coffee estate at 5400 ft in Chikmagalur. Tailored to your event.',
  },
  banner: 'events.conference-banner',
  intro:
    'Good ideas come more easily in clean mountain air. Bring your team, your clients or your guests to a coffee estate in the Western Ghats and meet in rooms that look out onto the hills.',
  venues: [banquetHall, boardRoom],
  versatility: {
    title: 'A venue shaped around you',
    text: 'Every event here is planned from a blank page. Our team arranges the rooms, the seating, the meals and the breaks to suit your programme, from a quiet board meeting to a full conference, and fills the time between sessions with walks, coffee cupping and evenings by the fire.',
  },
} as const satisfies BannerPage<EventsMediaKey, string> & {
  venues: readonly Venue[]
  versatility: { title: string; text: string }
}

/** The /wedding page: banner, intro and one carousel (spec 2.6). */
export const wedding = {
  path: paths.wedding,
  title: 'Weddings',
  eyebrow: 'Celebrate in the hills',
  seo: {
    title: 'Destination Weddings in Chikmagalur',
    description:
      'Celebrate your wedding on a 38-acre coffee estate at 5400 ft in Chikmagalur: ceremonies among the hills, a valley-view gazebo and suites for family.',
  },
  banner: 'events.wedding-banner',
  intro: [
    'Say your vows with the Western Ghats as witness. A 38-acre coffee estate, lawns that catch the evening light and a gazebo above the valley make a setting your guests will talk about for years.',
    'From an intimate ceremony to a celebration across several days, our team plans the details with you: the mandap and the flowers, the menus, the music and where everyone will stay, in suites with private balconies looking out onto the hills.',
  ],
  slides: [
    'events.wedding-mandap',
    'events.wedding-gazebo',
    'events.wedding-hills',
    'events.wedding-night',
  ],
} as const satisfies BannerPage<EventsMediaKey> & {
  slides: readonly [EventsMediaKey, ...EventsMediaKey[]]
}

/** The /corporate page: stays and offsites, built from the venue and stay facts. */
export const corporate = {
  path: paths.corporate,
  title: 'Corporate Stays and Offsites',
  eyebrow: 'Work, then the hills',
  seo: {
    title: 'Corporate Offsites and Stays in Chikmagalur',
    description:
      'Corporate offsites on a coffee estate at 5400 ft in Chikmagalur: a banquet hall for up to 91, a board room for 10, suites and team experiences.',
  },
  banner: 'events.corporate-banner',
  intro: [
    `Take your team out of the office and up into the Western Ghats. At ${site.name}, meetings happen in rooms that look onto coffee rows and misty ridges, and the evenings belong to bonfires and good food.`,
    'We host leadership retreats, sales conferences, board meetings and business travellers, with the rooms, the stay and the time between sessions planned as one.',
  ],
  highlights: [
    { figure: '1500', unit: 'sq ft', label: 'Banquet hall, up to 91 seated theatre style' },
    { figure: '350', unit: 'sq ft', label: 'Board room for up to 10' },
    {
      figure: String(site.plantationAcres),
      unit: 'acres',
      label: 'Of coffee estate to walk and talk in',
    },
    { figure: String(site.elevationFeet), unit: 'ft', label: 'Above sea level, cool all year' },
  ],
  offerings: [
    {
      title: 'Offsites and conferences',
      text: 'The banquet hall seats 91 theatre style, 54 in clusters, 51 around a double U and 36 in a U shape, so a plenary and a workshop can share one day.',
      link: paths.conference,
      linkLabel: 'See the venues',
    },
    {
      title: 'Board meetings',
      text: 'The 350 sq ft board room takes up to 10 people for a day of decisions away from interruptions, with estate coffee on the table.',
      link: paths.conference,
      linkLabel: 'See the board room',
    },
    {
      title: 'Stays for your team',
      text: `Suites from 900 to 2200 sq ft, each with a king-size bed, Wi-Fi, a smart TV and a private balcony. Check-in is at ${site.checkIn} and check-out at ${site.checkOut}.`,
      link: paths.suites,
      linkLabel: 'Explore the suites',
    },
    {
      title: 'Time together',
      text: 'Plantation walks, private coffee cupping sessions for groups of 4 or more, and bonfire evenings turn colleagues into a team.',
      link: paths.experiences,
      linkLabel: 'See the experiences',
    },
  ],
} as const satisfies BannerPage<EventsMediaKey> & {
  highlights: readonly { figure: string; unit: string; label: string }[]
  offerings: readonly { title: string; text: string; link: string; linkLabel: string }[]
}
