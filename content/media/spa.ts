import type { MediaTable } from './types.ts'

/** Pictures of the spa page: banner, the signature treatment and the carousel. */
export const spaMedia = {
  'spa.banner': {
    alt: 'The spa room with warm stones, flowers, candles and plants',
    width: 1920,
    height: 1080,
    scene: 'spa',
  },
  'spa.signature': {
    alt: 'The massage bed made ready for the 90-minute signature treatment',
    width: 1200,
    height: 900,
    scene: 'massage',
  },
  'spa.room': {
    alt: 'A quiet treatment room with warm lamps',
    width: 1200,
    height: 800,
    scene: 'spa',
  },
  'spa.couples': {
    alt: 'A treatment room made ready for a couple',
    width: 1200,
    height: 800,
    scene: 'massage',
  },
  'spa.bath': {
    alt: 'A bath drawn by the window after a treatment',
    width: 1200,
    height: 800,
    scene: 'bath',
  },
  'spa.mist': {
    alt: 'Mist over the forest seen from the spa',
    width: 1200,
    height: 800,
    scene: 'mist',
  },
} as const satisfies MediaTable
