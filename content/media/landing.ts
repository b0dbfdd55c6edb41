import type { MediaTable } from './types.ts'

/**
 * The landing page's backdrop and the tariff page images. Tariff pages are drawn by
 * scripts/pdfs from content/brochures.ts (`tariffDocument`), like the brochure pages.
 */
export const landingMedia = {
  'landing.hero': {
    alt: 'Layered blue hills and drifting mist over the coffee estate at dawn',
    width: 1920,
    height: 1080,
    scene: 'sunrise',
  },
  'landing.tariff-01': {
    alt: 'Trillium tariff, page 1 of 6: Tariff',
    width: 840,
    height: 1190,
    scene: 'document',
    caption: 'Tariff',
    page: 1,
    file: 'trillium-tariff-page-01.svg',
  },
  'landing.tariff-02': {
    alt: 'Trillium tariff, page 2 of 6: Choose your suite',
    width: 840,
    height: 1190,
    scene: 'document',
    caption: 'Choose your suite',
    page: 2,
    file: 'trillium-tariff-page-02.svg',
  },
  'landing.tariff-03': {
    alt: 'Trillium tariff, page 3 of 6: Inclusions',
    width: 840,
    height: 1190,
    scene: 'document',
    caption: 'Inclusions',
    page: 3,
    file: 'trillium-tariff-page-03.svg',
  },
  'landing.tariff-04': {
    alt: 'Trillium tariff, page 4 of 6: Arrival and payment',
    width: 840,
    height: 1190,
    scene: 'document',
    caption: 'Arrival and payment',
    page: 4,
    file: 'trillium-tariff-page-04.svg',
  },
  'landing.tariff-05': {
    alt: 'Trillium tariff, page 5 of 6: Cancellation and guests',
    width: 840,
    height: 1190,
    scene: 'document',
    caption: 'Cancellation and guests',
    page: 5,
    file: 'trillium-tariff-page-05.svg',
  },
  'landing.tariff-06': {
    alt: 'Trillium tariff, page 6 of 6: Rates for your dates',
    width: 840,
    height: 1190,
    scene: 'document',
    caption: 'Rates for your dates',
    page: 6,
    file: 'trillium-tariff-page-06.svg',
  },
} as const satisfies MediaTable
