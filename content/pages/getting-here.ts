import { site } from '../site.ts'
import { gettingHereId } from './getting-here-anchor.ts'

/** A point on the locator map: the resort, an airport, a railway station or a town on the way. */
export interface Place {
  readonly id: string
  readonly name: string
  readonly kind: 'resort' | 'airport' | 'station' | 'town'
  readonly latitude: number
  readonly longitude: number
  /** Which side of its marker the map writes the name, so labels never cross. */
  readonly label: 'left' | 'right' | 'above' | 'below'
  /** A waypoint whose name the map leaves out on narrow screens. */
  readonly minor?: boolean
}

/** One way to reach the resort, with the road distance and driving time from there. */
export interface Way {
  readonly id: string
  readonly mode: 'road' | 'air' | 'rail'
  readonly heading: string
  /** The place the distance is measured from (a Place's id). */
  readonly from: string
  /** The distance and time by road to the resort, always approximate ("about ..."). */
  readonly distance: string
  readonly time: string
  readonly text: string
  /** The route the map draws, as place ids from `from` to the resort. */
  readonly route: readonly string[]
}

export interface GettingHere {
  readonly id: string
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly ways: readonly Way[]
  readonly places: readonly Place[]
  /** The railway lines the map draws, as place ids along each line. */
  readonly railways: readonly (readonly string[])[]
  readonly mapTitle: string
  readonly note: string
  readonly sources: string
}

/**
 * Contact's getting-here section (DECISIONS: road, airports including Shivamogga, rail).
 * Distances and times are approximate road figures from public route planners and the
 * airports' and Indian Railways' own pages, rounded and always said with "about": traffic,
 * the ghat roads and the monsoon change them. Coordinates are the places' public positions,
 * to two or three decimals; the resort's come from content/site.ts.
 */
export const gettingHere = {
  id: gettingHereId,
  eyebrow: 'Getting here',
  heading: 'By road, air and rail',
  intro: `${site.name} is in the hills north of Chikmagalur town, on the road up to Mullayanagiri. Most guests drive up from Bengaluru or fly into Shivamogga, Mangaluru or Bengaluru and take a car for the last few hours; we can arrange one from any airport or station.`,
  ways: [
    {
      id: 'road-bengaluru',
      mode: 'road',
      heading: 'By road from Bengaluru',
      from: 'bengaluru',
      distance: 'about 255 km',
      time: 'about 5½ to 6 hours',
      text: 'Take NH75 west through Nelamangala and Hassan, then the road through Belur to Chikmagalur. The last half hour climbs through coffee estates from the town.',
      route: ['bengaluru', 'hassan', 'chikmagalur', 'resort'],
    },
    {
      id: 'air-shivamogga',
      mode: 'air',
      heading: 'Shivamogga Airport',
      from: 'shivamogga-airport',
      distance: 'about 100 km',
      time: 'about 2½ hours',
      text: 'The closest airport, open since August 2023, with flights from several Indian cities. The drive runs through Bhadravati and Tarikere.',
      route: ['shivamogga-airport', 'chikmagalur', 'resort'],
    },
    {
      id: 'air-mangaluru',
      mode: 'air',
      heading: 'Mangaluru International Airport',
      from: 'mangaluru-airport',
      distance: 'about 160 km',
      time: 'about 4 hours',
      text: 'Up from the coast over the Charmadi Ghat and through Mudigere: a beautiful road, slow in the monsoon.',
      route: ['mangaluru-airport', 'mudigere', 'chikmagalur', 'resort'],
    },
    {
      id: 'air-bengaluru',
      mode: 'air',
      heading: 'Kempegowda International Airport, Bengaluru',
      from: 'bengaluru-airport',
      distance: 'about 285 km',
      time: 'about 6 hours',
      text: 'The most flights, from India and abroad. The road joins NH75 at Nelamangala and goes on as from Bengaluru.',
      route: ['bengaluru-airport', 'bengaluru', 'hassan', 'chikmagalur', 'resort'],
    },
    {
      id: 'rail',
      mode: 'rail',
      heading: 'By rail',
      from: 'chikmagalur',
      distance: 'about 15 km',
      time: 'about 40 minutes',
      text: 'Chikmagalur station has a few trains a day from Bengaluru. Kadur and Birur junctions, on the main line, have many more; from either the drive is about 55 km, about 1½ hours.',
      route: ['chikmagalur', 'resort'],
    },
  ],
  places: [
    {
      id: 'resort',
      name: site.name,
      kind: 'resort',
      latitude: site.coordinates.latitude,
      longitude: site.coordinates.longitude,
      label: 'left',
    },
    {
      id: 'chikmagalur',
      name: 'Chikmagalur',
      kind: 'station',
      latitude: 13.304,
      longitude: 75.786,
      label: 'right',
    },
    {
      id: 'kadur',
      name: 'Kadur',
      kind: 'station',
      latitude: 13.553,
      longitude: 76.012,
      label: 'right',
    },
    {
      id: 'birur',
      name: 'Birur',
      kind: 'station',
      latitude: 13.598,
      longitude: 75.972,
      label: 'left',
      minor: true,
    },
    {
      id: 'hassan',
      name: 'Hassan',
      kind: 'town',
      latitude: 13.007,
      longitude: 76.096,
      label: 'below',
      minor: true,
    },
    {
      id: 'mudigere',
      name: 'Mudigere',
      kind: 'town',
      latitude: 13.136,
      longitude: 75.64,
      label: 'below',
      minor: true,
    },
    {
      id: 'bengaluru',
      name: 'Bengaluru',
      kind: 'town',
      latitude: 12.972,
      longitude: 77.595,
      label: 'below',
    },
    {
      id: 'bengaluru-airport',
      name: 'Bengaluru airport',
      kind: 'airport',
      latitude: 13.199,
      longitude: 77.707,
      label: 'left',
    },
    {
      id: 'shivamogga-airport',
      name: 'Shivamogga airport',
      kind: 'airport',
      latitude: 13.854,
      longitude: 75.611,
      label: 'right',
    },
    {
      id: 'mangaluru-airport',
      name: 'Mangaluru airport',
      kind: 'airport',
      latitude: 12.961,
      longitude: 74.89,
      label: 'right',
    },
  ],
  railways: [
    ['bengaluru', 'kadur', 'birur'],
    ['kadur', 'chikmagalur'],
  ],
  mapTitle: `Where ${site.name} is: in the hills north of Chikmagalur, with the roads from Bengaluru, Shivamogga and Mangaluru and the railway from Kadur`,
  note: 'Tell us when you expect to arrive and we will send directions for the last stretch of hill road, or have a car waiting for you.',
  sources:
    'Distances and times are approximate, by road, and longer in the monsoon and at weekends.',
} as const satisfies GettingHere

/** The resort's coordinates as a `geo:` URI (RFC 5870): opens the visitor's own map app. */
export const geoHref = `geo:${site.coordinates.latitude},${site.coordinates.longitude}?q=${site.coordinates.latitude},${site.coordinates.longitude}(${encodeURIComponent(site.name)})`

/** The same coordinates in a web map, for browsers with no app behind `geo:`. */
export const webMapHref = site.social.maps
