// Length: the ten experiences, one entry each (a family: one entry makes a page).
import type { experiencesMedia } from './media/experiences.ts'
import type { PageSeo } from './offers.ts'
import { paths, type PagePath } from './routes.ts'
import { site } from './site.ts'
import type { BannerPage } from './pages/banner-page.ts'

type ExperiencesMediaKey = keyof typeof experiencesMedia

/** A labelled fact shown at the top of an experience's Note (when, for whom, how far ahead). */
export interface ExperienceFact {
  readonly label: string
  readonly value: string
}

/**
 * An experience (spec 3: card with image, title, link, content; the page with banner, title,
 * description with a Note, and an enquiry element). Lead times, seasons and minimums are the
 * spec's (section 9); where it gives none, the Note says how the experience is arranged
 * instead of inventing one.
 */
export interface Experience {
  readonly id: string
  /** The experience's page. */
  readonly path: PagePath
  readonly name: string
  /** The card's one line. */
  readonly summary: string
  readonly seo: PageSeo
  readonly image: ExperiencesMediaKey
  readonly description: readonly string[]
  readonly facts: readonly ExperienceFact[]
  /** The Note: lead time, season, weather and minimums, one sentence each. */
  readonly note: readonly string[]
}

/** Every experience page, in the order the listing shows them (each links to the next three). */
export const experiences = {
  hiking: {
    id: 'hiking',
    path: '/trekking',
    name: 'Hiking',
    summary: 'Ridges, shola forest and views across the Western Ghats.',
    seo: {
      title: 'Hiking in Chikmagalur',
      description:
        'Guided hikes from our coffee estate into the ridges and shola forests around Chikmagalur, home to Mullayanagiri, the highest peak in Karnataka.',
    },
    image: 'experiences.hiking',
    description: [
      'Chikmagalur is ringed by the highest ground in Karnataka. Mullayanagiri, the state’s tallest peak, rises just up the road from the estate, and the ridges around it are a patchwork of grassland and dark shola forest.',
      'Our team plans each hike around your pace and the day’s weather: a gentle climb to a viewpoint before breakfast, or a longer day on the ridges with a packed lunch and the whole of the Western Ghats spread out below.',
    ],
    facts: [
      { label: 'Arranged', value: 'On request' },
      { label: 'Best season', value: 'October to May' },
    ],
    note: [
      'Hikes are arranged on request at reception or through the enquiry form below.',
      'Routes depend on the weather; trails are wet and slippery in the monsoon, from June to September.',
      'Wear closed walking shoes and carry a light rain layer in every season.',
    ],
  },
  plantationWalk: {
    id: 'plantationWalk',
    path: '/naturewalk',
    name: 'Plantation Walk',
    summary: 'A stroll through 38 acres of shade-grown coffee.',
    seo: {
      title: 'Coffee Plantation Walk in Chikmagalur',
      description:
        'Walk the 38-acre coffee plantation of our Chikmagalur resort with the estate team and learn how shade-grown coffee goes from bush to cup.',
    },
    image: 'experiences.plantation-walk',
    description: [
      'The resort sits inside a working 38-acre coffee estate, and the best way to understand it is on foot. Paths wind between coffee bushes under tall shade trees, past the places where the cherries are picked, dried and sorted.',
      'Walk with someone from the estate and you will learn why coffee grown slowly in the shade at 5400 feet tastes the way it does, then finish where every walk here should: with a cup of it.',
    ],
    facts: [
      { label: 'Where', value: 'On the estate' },
      { label: 'Arranged', value: 'On request' },
    ],
    note: [
      'Ask at reception to join a walk, or send an enquiry below before you arrive.',
      'Paths are uneven and can be wet after rain, so wear closed shoes.',
      'Walks go ahead in light rain; in heavy rain we move them to a clearer hour.',
    ],
  },
  birdWatching: {
    id: 'birdWatching',
    path: '/cycling',
    name: 'Bird Watching',
    summary: 'Early mornings with the birds of the Western Ghats.',
    seo: {
      title: 'Bird Watching in the Western Ghats',
      description:
        'Bird watching on a shade-grown coffee estate in Chikmagalur: early mornings among the birds of the Western Ghats, from our resort at 5400 ft.',
    },
    image: 'experiences.bird-watching',
    description: [
      'Shade-grown coffee is a forest in all but name, and the birds know it. The canopy above the estate fills at dawn with the calls of the Western Ghats: barbets, bulbuls, flycatchers and, if you are lucky, the long whistle of the Malabar whistling thrush.',
      'Set out in the first hour of light, when the mist is still in the trees and the birds are busiest, and walk slowly. By breakfast you will have a list, and a reason to come back out in the evening.',
    ],
    facts: [
      { label: 'Best time', value: 'First light' },
      { label: 'Arranged', value: 'On request' },
    ],
    note: [
      'Bird-watching walks are arranged on request; tell us which morning you would like so we can plan an early start.',
      'Bring binoculars if you have them, and wear muted colours.',
      'Walks depend on the weather and are shorter in heavy monsoon rain.',
    ],
  },
  coffeeCupping: {
    id: 'coffeeCupping',
    path: '/coffee-cupping-session',
    name: 'Coffee Cupping Session',
    summary: 'Taste the estate’s coffee the way the experts do.',
    seo: {
      title: 'Coffee Cupping Session on the Estate',
      description:
        'Taste coffee the way professional cuppers do, on our Chikmagalur estate, daily 4:00 to 5:30 PM. Included for guests; private groups of 4 or more.',
    },
    image: 'experiences.cupping',
    description: [
      'Cupping is how coffee people taste: freshly ground coffee, hot water, a pause, then the crust broken and the cup slurped from a spoon. It sounds serious and turns out to be great fun.',
      'Our estate team walks you through the aromas and flavours of coffee grown in the hills around you, and how altitude, shade and processing change what ends up in your cup.',
    ],
    facts: [
      { label: 'When', value: '4:00 to 5:30 PM' },
      { label: 'For guests', value: 'Included' },
      { label: 'Private groups', value: 'Minimum 4' },
    ],
    note: [
      'The session runs from 4:00 to 5:30 PM and is included for resort guests.',
      'Private sessions are available for groups of 4 or more.',
      'Please book at least 24 hours ahead.',
    ],
  },
  plantationBreakfast: {
    id: 'plantationBreakfast',
    path: '/breakfast-at-the-arabica-coffee-plantation',
    name: 'Breakfast at the Arabica Coffee Plantation',
    summary: 'Breakfast among the coffee bushes, November to May.',
    seo: {
      title: 'Breakfast at the Arabica Coffee Plantation',
      description:
        'Breakfast served among the Arabica coffee bushes of our Chikmagalur estate, from November to May. Book 48 hours ahead; weather permitting.',
    },
    image: 'experiences.breakfast',
    description: [
      'There are few better places to begin a day than among the Arabica. We lay a table between the coffee rows, under the shade trees, as the sun burns the last of the mist off the valley.',
      'Breakfast is cooked fresh and carried out to you, with coffee from the bushes around you, while the estate wakes up around you: birds in the canopy, light coming gold through the leaves.',
    ],
    facts: [
      { label: 'Season', value: 'November to May' },
      { label: 'Book', value: '48 hours ahead' },
    ],
    note: [
      'Served in season, from November to May.',
      'Please book at least 48 hours ahead.',
      'Weather permitting: if rain comes, we serve breakfast indoors and offer you another morning.',
    ],
  },
  gazeboDinner: {
    id: 'gazeboDinner',
    path: '/romantic-dinner-at-the-valley-view-gazebo',
    name: 'Romantic Dinner at the Valley View Gazebo',
    summary: 'Five courses for two, a private butler and a bonfire.',
    seo: {
      title: 'Romantic Dinner at the Valley View Gazebo',
      description:
        'A private five-course dinner for two in our valley-view gazebo, with a butler and a bonfire. November to April; book 48 hours ahead.',
    },
    image: 'experiences.gazebo-dinner',
    description: [
      'The gazebo stands on the edge of the estate where the land falls away to the valley. As the light goes, we set it for two: candles, a bonfire crackling nearby, and a private butler who is there the moment you need anything.',
      'Dinner is five courses, cooked for the evening and served at your pace, while the lights of the valley come on below and the stars come out above.',
    ],
    facts: [
      { label: 'Season', value: 'November to April' },
      { label: 'Menu', value: 'Five courses' },
      { label: 'Book', value: '48 hours ahead' },
    ],
    note: [
      'Served in season, from November to April.',
      'A five-course dinner with a private butler and a bonfire.',
      'Please book at least 48 hours ahead; the dinner is weather permitting.',
    ],
  },
  bonfire: {
    id: 'bonfire',
    path: `/bonfire-evenings-at-${site.slug}`,
    name: `Bonfire Evenings at ${site.name}`,
    summary: 'Two ways to end the day by the fire.',
    seo: {
      title: `Bonfire Evenings at ${site.name}`,
      description:
        'Bonfire evenings on our Chikmagalur coffee estate: Nature’s Flamed, or Starlight Blaze at Green Cove with snacks. Book 24 hours ahead.',
    },
    image: 'experiences.bonfire',
    description: [
      'Evenings at 5400 feet turn cool quickly, and there is no better answer than a fire. We offer two: Nature’s Flamed, a bonfire under the open sky with the sounds of the forest around you, and Starlight Blaze at Green Cove, where the fire comes with snacks and a sky full of stars.',
      'Pull a chair close, wrap up in a shawl and let the conversation go where it will.',
    ],
    facts: [
      { label: 'Options', value: 'Nature’s Flamed, Starlight Blaze' },
      { label: 'Book', value: '24 hours ahead' },
    ],
    note: [
      'Choose Nature’s Flamed, or Starlight Blaze at Green Cove with snacks.',
      'Please book at least 24 hours ahead.',
      'Bonfires are weather permitting.',
    ],
  },
  culinary: {
    id: 'culinary',
    path: '/malnads-culinary-delights',
    name: 'Malnad’s Culinary Delights',
    summary: 'A long lunch of the hill country’s home cooking.',
    seo: {
      title: 'Malnad Culinary Lunch in Chikmagalur',
      description:
        'A Malnad lunch at our Chikmagalur resort: the home cooking of Karnataka’s hill country, for two guests or more, booked 24 hours ahead.',
    },
    image: 'experiences.culinary',
    description: [
      'Malnad is the rain-soaked hill country of Karnataka, and its cooking is made for it: rice rotis hot off the pan, steamed kadubu, curries of forest greens and bamboo shoot, chutneys ground by hand, and coffee to finish.',
      'Our kitchen cooks a Malnad lunch the way the estate families do, served slowly at the table, with the cooks on hand to tell you what each dish is and how it is made.',
    ],
    facts: [
      { label: 'Guests', value: 'Minimum 2' },
      { label: 'Book', value: '24 hours ahead' },
    ],
    note: [
      'The Malnad lunch is served for a minimum of 2 guests.',
      'Please book at least 24 hours ahead so the kitchen can prepare.',
      'Tell us about allergies or dietary needs when you book.',
    ],
  },
  spaTreatment: {
    id: 'spaTreatment',
    path: `/${site.slug}s-signature-wellness-spa-treatment`,
    name: `${site.name}’s Signature Wellness Spa Treatment`,
    summary: 'Ninety unhurried minutes at our spa.',
    seo: {
      title: 'Signature Wellness Spa Treatment',
      description: `${site.name}’s 90-minute signature wellness treatment at our Chikmagalur spa, open daily from 9:00 AM to 5:00 PM. Advance booking recommended.`,
    },
    image: 'experiences.spa-treatment',
    description: [
      'Our signature treatment is ninety minutes long, and none of them are hurried. It is the spa’s fullest expression of what the hills already do: slow the breath, loosen the shoulders and leave you lighter than you came.',
      'Afterwards, take your time. Sit with a warm drink, watch the mist move across the valley, and let the afternoon go by.',
    ],
    facts: [
      { label: 'Duration', value: '90 minutes' },
      { label: 'Spa hours', value: 'Daily, 9:00 AM to 5:00 PM' },
    ],
    note: [
      'The spa is open daily from 9:00 AM to 5:00 PM.',
      'Advance booking is recommended, especially at weekends.',
      'Please arrive a few minutes early to settle in before your treatment.',
    ],
  },
  photographer: {
    id: 'photographer',
    path: '/photos-for-memories-personal-photographer',
    name: 'Photos for Memories: Personal Photographer',
    summary: 'A photographer for your stay, and a framed print to take home.',
    seo: {
      title: 'Personal Photographer at the Resort',
      description:
        'Book a personal photographer on our Chikmagalur coffee estate for misty portraits and candid moments, with a framed print. Book 48 hours ahead.',
    },
    image: 'experiences.photographer',
    description: [
      'Mist in the coffee, light through the shade trees, a valley that changes colour by the hour: the estate was made to be photographed, and you deserve to be in the pictures too.',
      'Our photographer knows where the light falls at every hour and how to make you forget the camera is there. Your session ends with a framed print to take home.',
    ],
    facts: [
      { label: 'Includes', value: 'A framed print' },
      { label: 'Book', value: '48 hours ahead' },
    ],
    note: [
      'A framed print of your favourite picture is included.',
      'Please book at least 48 hours ahead.',
      'Outdoor sessions depend on the weather; we will help you choose the best hour.',
    ],
  },
} as const satisfies Readonly<Record<string, Experience>>

export type ExperienceId = keyof typeof experiences

/** The /experience page: intro, card grid, Explore button and FAQ (spec 2.5). */
export const experienceListing = {
  path: paths.experiences,
  title: 'Experiences',
  eyebrow: 'Days on the estate',
  intro: [
    `A stay at ${site.name} is more than a suite with a view. The 38-acre coffee estate around you, and the forested ridges of the Western Ghats beyond it, are there to be walked, tasted and lingered over.`,
    'Choose a hike at first light or a cupping session at four, a breakfast among the Arabica or a five-course dinner in the gazebo. Our team arranges each one around you and the weather.',
  ],
  seo: {
    title: 'Experiences at Our Chikmagalur Resort',
    description:
      'Hikes, plantation walks, bird watching, coffee cupping, bonfires, a gazebo dinner and more on our 38-acre coffee estate at 5400 ft in Chikmagalur.',
  },
  banner: 'experiences.banner',
  explore: { label: 'Explore our packages', to: paths.packages },
} as const satisfies BannerPage<ExperiencesMediaKey> & {
  explore: { label: string; to: string }
}
