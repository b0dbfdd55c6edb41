import type { MediaTable } from './types.ts'

/** Pictures of the home page and the site-wide defaults (the hero doubles as the share image). */
export const homeMedia = {
  'home.hero': {
    alt: 'Morning mist lifting off the coffee-clad hills around Trillium at 5400 feet',
    width: 1920,
    height: 1080,
    scene: 'mist',
  },
  'home.video-poster': {
    alt: 'Layered blue hills and drifting mist over the plantation at dawn',
    width: 1920,
    height: 1080,
    scene: 'mist',
  },
  'home.intro': {
    alt: 'The resort cottages among shade trees and coffee rows',
    width: 1200,
    height: 900,
    scene: 'resort',
  },
  'home.suites': {
    alt: 'A suite balcony looking out over the valley',
    width: 1200,
    height: 900,
    scene: 'balcony',
  },
  'home.elevation': {
    alt: 'Ridge after ridge of the Western Ghats seen from the estate',
    width: 1200,
    height: 900,
    scene: 'hills',
  },
  'home.serene': {
    alt: 'Coffee rows descending the slope toward a misty valley',
    width: 1200,
    height: 900,
    scene: 'coffee-rows',
  },
  'home.venue-bar': {
    alt: 'The bar, warm lights over a polished counter',
    width: 1200,
    height: 900,
    scene: 'bar',
  },
  'home.venue-cafe': {
    alt: 'Tables on the valley-view coffee shop terrace',
    width: 1200,
    height: 900,
    scene: 'cafe',
  },
  'home.venue-restaurant': {
    alt: 'The multi-cuisine restaurant laid for dinner',
    width: 1200,
    height: 900,
    scene: 'restaurant',
  },
  'home.awards': {
    alt: 'First light over the estate and the hills beyond',
    width: 1600,
    height: 900,
    scene: 'sunrise',
  },
} as const satisfies MediaTable
