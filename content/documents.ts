import { paths, type RoutePath } from './routes.ts'

/**
 * What the pages that present the downloadable documents need of them: title, file, page
 * count and the prefix of their page images' media keys. The pages' copy (content/brochures.ts)
 * is the build's: it draws the PDFs and the page images from it, while the browser shows the
 * images, so a brochure page's code carries none of it, nor the tariff, suites and policies it
 * quotes (they were four more modules at boot on the brochure pages, past the six connections a
 * phone opens: a round trip more before the page was interactive). content/brochures.test.ts
 * checks each count against the copy.
 */
export interface DocumentIndex {
  readonly id: 'trillium' | 'enchanting' | 'tariff'
  readonly title: string
  /** The fixed file name under MEDIA_BASE_URL; the download keeps this name. */
  readonly fileName: string
  /** Prefix of the page images' media keys: `<prefix>-01` and on. */
  readonly mediaPrefix: string
  /** The page that presents the document. */
  readonly path: RoutePath
  /** Its pages, in the PDF and as page images. */
  readonly pageCount: number
}

export const documentIndex = {
  trillium: {
    id: 'trillium',
    title: 'Trillium Resort & Spa brochure',
    fileName: 'trillium-brochure.pdf',
    mediaPrefix: 'brochures.trillium',
    path: paths.brochure,
    pageCount: 15,
  },
  enchanting: {
    id: 'enchanting',
    title: 'Enchanting Chikmagalur brochure',
    fileName: 'enchanting-chikmagalur-brochure.pdf',
    mediaPrefix: 'brochures.enchanting',
    path: paths.landingBrochure,
    pageCount: 18,
  },
  tariff: {
    id: 'tariff',
    title: 'Trillium tariff',
    fileName: 'trillium-tariff.pdf',
    mediaPrefix: 'landing.tariff',
    path: paths.landingTariff,
    pageCount: 6,
  },
} as const satisfies Record<DocumentIndex['id'], DocumentIndex>

/** The media key of page `index` (0-based) of a document. */
export function pageMediaKey(document: Pick<DocumentIndex, 'mediaPrefix'>, index: number): string {
  return `${document.mediaPrefix}-${String(index + 1).padStart(2, '0')}`
}

/** The copy of the two brochure pages (the tariff page's copy is in content/pages/tariff.build-time.ts). */
export const brochurePages = {
  trillium: {
    id: 'trillium',
    path: documentIndex.trillium.path,
    document: documentIndex.trillium,
    image: 'about.estate',
    breadcrumbs: [{ name: 'Brochure', path: documentIndex.trillium.path }],
    seo: {
      title: 'Resort Brochure: The Estate, Suites and Spa',
      description:
        'Leaf through the Trillium Resort & Spa brochure: the coffee estate, our five suite categories, dining, spa and experiences, or download it as a PDF.',
    },
    eyebrow: 'Trillium Resort & Spa',
    title: 'The brochure',
    intro: 'Fifteen pages on the estate, the suites, the table and the days in between.',
  },
  enchanting: {
    id: 'enchanting',
    path: documentIndex.enchanting.path,
    document: documentIndex.enchanting,
    image: 'landing.hero',
    breadcrumbs: [
      { name: 'Enchanting Chikmagalur', path: paths.landing },
      { name: 'E-brochure', path: documentIndex.enchanting.path },
    ],
    seo: {
      title: 'Enchanting Chikmagalur: The E-Brochure',
      description:
        'Our guide to Chikmagalur from 5400 feet: Mullayanagiri, Baba Budangiri, Hebbe Falls, Bhadra, Belur and Halebidu, and the Trillium estate. Download the PDF.',
    },
    eyebrow: 'Enchanting Chikmagalur',
    title: 'The e-brochure',
    intro:
      'Eighteen pages on the coffee hills, the places worth the drive, and the resort we come home to.',
  },
} as const
