import type { MediaTable } from './types.ts'

/** Pictures of the stay packages: the listing banner and each package's gallery. */
export const packagesMedia = {
  'packages.banner': {
    alt: 'Mist lifting off layered blue hills above the coffee estate at dawn',
    width: 1920,
    height: 1080,
    scene: 'mist',
  },
  'packages.romantic-gazebo': {
    alt: 'The valley-view gazebo on its ridge, set for two',
    width: 1200,
    height: 900,
    scene: 'gazebo',
  },
  'packages.romantic-bath': {
    alt: 'A suite Jacuzzi beside a window onto the misty valley',
    width: 1200,
    height: 900,
    scene: 'bath',
  },
  'packages.romantic-massage': {
    alt: 'A massage bed made ready in a quiet spa room',
    width: 1200,
    height: 900,
    scene: 'massage',
  },
  'packages.honeymoon-balcony': {
    alt: 'A private balcony looking over coffee rows to the hills',
    width: 1200,
    height: 900,
    scene: 'balcony',
  },
  'packages.honeymoon-dinner': {
    alt: 'A candlelit table for two under the night sky',
    width: 1200,
    height: 900,
    scene: 'dinner',
  },
  'packages.honeymoon-sunrise': {
    alt: 'Sunrise over the Western Ghats seen from the estate',
    width: 1200,
    height: 900,
    scene: 'sunrise',
  },
  'packages.wellness-spa': {
    alt: 'The spa treatment room in soft morning light',
    width: 1200,
    height: 900,
    scene: 'spa',
  },
  'packages.wellness-massage': {
    alt: 'A massage bed with warm towels, ready for a treatment',
    width: 1200,
    height: 900,
    scene: 'massage',
  },
  'packages.wellness-mist': {
    alt: 'Morning mist drifting across the plantation',
    width: 1200,
    height: 900,
    scene: 'mist',
  },
  'packages.wildlife-birds': {
    alt: 'Birds in the shade trees above the coffee bushes',
    width: 1200,
    height: 900,
    scene: 'birds',
  },
  'packages.wildlife-trek': {
    alt: 'A forest trail climbing a ridge of the Western Ghats',
    width: 1200,
    height: 900,
    scene: 'trek',
  },
  'packages.wildlife-hills': {
    alt: 'Forested hills rolling away into blue haze',
    width: 1200,
    height: 900,
    scene: 'hills',
  },
  'packages.stay-longer-bed': {
    alt: 'A king-size bed in a suite, made up with crisp white linen',
    width: 1200,
    height: 900,
    scene: 'bed',
  },
  'packages.stay-longer-living': {
    alt: 'The living room of a suite with armchairs by the window',
    width: 1200,
    height: 900,
    scene: 'living-room',
  },
  'packages.stay-longer-coffee': {
    alt: 'Rows of coffee plants on the estate slopes',
    width: 1200,
    height: 900,
    scene: 'coffee-rows',
  },
} as const satisfies MediaTable
