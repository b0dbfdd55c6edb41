import type { MediaTable } from './types.ts'

/** Pictures of the offers: listing banners and one picture per offer. */
export const offersMedia = {
  'offers.banner': {
    alt: 'Mist over the coffee estate with the resort among the trees',
    width: 1920,
    height: 1080,
    scene: 'resort',
  },
  'offers.special-banner': {
    alt: 'The sun rising over misty ridges beyond the plantation',
    width: 1920,
    height: 1080,
    scene: 'sunrise',
  },
  'offers.early-bird': {
    alt: 'First light on the hills above the estate',
    width: 1200,
    height: 900,
    scene: 'sunrise',
  },
  'offers.extended-bliss': {
    alt: 'A suite bedroom with a view of the valley',
    width: 1200,
    height: 900,
    scene: 'bed',
  },
  'offers.weekend-indulgence': {
    alt: 'The pool terrace looking over the green valley',
    width: 1200,
    height: 900,
    scene: 'pool',
  },
  'offers.festive': {
    alt: 'A bonfire glowing on the lawn on a festive evening',
    width: 1200,
    height: 900,
    scene: 'bonfire',
  },
  'offers.credit-luxury': {
    alt: 'A suite living room with a sofa and a view of the hills',
    width: 1200,
    height: 900,
    scene: 'living-room',
  },
  'offers.stay-more': {
    alt: 'A private balcony with two chairs above the coffee rows',
    width: 1200,
    height: 900,
    scene: 'balcony',
  },
} as const satisfies MediaTable

/** The picture of the daily promotion pop-up on phones (spec 4), leading to the special offers. */
export const promoModalMedia = 'offers.special-banner' satisfies keyof typeof offersMedia
