import type { MediaTable } from './types.ts'

/** Pictures of the About page: the banner and the two reveal sections. */
export const aboutMedia = {
  'about.hero': {
    alt: 'Morning mist lifting off layered blue hills above the Trillium coffee estate',
    width: 1920,
    height: 1080,
    scene: 'mist',
  },
  'about.altitude': {
    alt: 'Clouds drifting below the ridge line at 5400 feet, seen from the estate',
    width: 1200,
    height: 900,
    scene: 'mist',
  },
  'about.haven': {
    alt: 'The valley-view gazebo at dusk, with coffee rows falling away below it',
    width: 1200,
    height: 900,
    scene: 'gazebo',
  },
  'about.estate': {
    alt: 'Rows of shade-grown Arabica coffee under silver oaks on the 38-acre plantation',
    width: 1600,
    height: 1000,
    scene: 'coffee-rows',
  },
  'about.contact': {
    alt: 'Sunrise over the ridges of the Western Ghats, seen from the resort',
    width: 1920,
    height: 1080,
    scene: 'sunrise',
  },
  'about.policy': {
    alt: 'Mist settling over the valley and the coffee estate in the morning',
    width: 1920,
    height: 1080,
    scene: 'mist',
  },
} as const satisfies MediaTable
