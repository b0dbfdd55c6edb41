import type { MediaTable } from './types.ts'

/** Pictures of the dining page: banner and the three outlet carousels. */
export const diningMedia = {
  'dining.banner': {
    alt: 'The multi-cuisine restaurant set for dinner, windows open to the hills',
    width: 1920,
    height: 1080,
    scene: 'restaurant',
  },
  'dining.restaurant-hall': {
    alt: 'Tables laid in the multi-cuisine restaurant',
    width: 1200,
    height: 800,
    scene: 'restaurant',
  },
  'dining.restaurant-dinner': {
    alt: 'A plated dinner course served by candlelight',
    width: 1200,
    height: 800,
    scene: 'dinner',
  },
  'dining.restaurant-breakfast': {
    alt: 'A breakfast spread of fruit, breads and filter coffee',
    width: 1200,
    height: 800,
    scene: 'breakfast',
  },
  'dining.bar-counter': {
    alt: 'The bar counter with glasses catching the evening light',
    width: 1200,
    height: 800,
    scene: 'bar',
  },
  'dining.bar-evening': {
    alt: 'The estate at night seen from the bar',
    width: 1200,
    height: 800,
    scene: 'night',
  },
  'dining.bar-fireside': {
    alt: 'Drinks beside a fire on a cool evening',
    width: 1200,
    height: 800,
    scene: 'bonfire',
  },
  'dining.cafe-terrace': {
    alt: 'The coffee shop terrace looking over the valley',
    width: 1200,
    height: 800,
    scene: 'cafe',
  },
  'dining.cafe-mist': {
    alt: 'Mist rolling across the valley below the coffee shop',
    width: 1200,
    height: 800,
    scene: 'mist',
  },
  'dining.cafe-coffee': {
    alt: 'Coffee rows on the slopes that supply the coffee shop',
    width: 1200,
    height: 800,
    scene: 'coffee-rows',
  },
} as const satisfies MediaTable
