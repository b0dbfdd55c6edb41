import type { MediaTable } from './types.ts'

/** Pictures of the About page: the banner and the two reveal sections. */
export const aboutMedia = {
  'about.hero': {
    alt: 'Morning mist lifting off layered blue hills above the Trillium coffee estate',
    width: 1920,
    height: 1080,
    scene: 'hills',
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
    alt: 'The resort buildings among coffee and silver oaks, with the hills behind',
    width: 1920,
    height: 1080,
    scene: 'resort',
  },
  'about.policy': {
    alt: 'A suite balcony with two chairs looking out over the misty valley',
    width: 1920,
    height: 1080,
    scene: 'balcony',
  },
} as const satisfies MediaTable
