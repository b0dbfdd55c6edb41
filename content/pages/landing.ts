import type { MediaKey } from '../media/index.ts'
import { chatHref, site } from '../site.ts'
import { paths, type RoutePath } from '../routes.ts'

/**
 * The Enchanting Chikmagalur landing page (a link-in-bio page for social profiles and QR codes).
 * Its tariff page's content is in tariff.build-time.ts.
 */

export interface PageSeo {
  readonly title: string
  readonly description: string
}

export type LandingButton =
  | { readonly label: string; readonly to: RoutePath; readonly note: string }
  | {
      readonly label: string
      readonly href: string
      readonly note: string
      readonly external: true
    }

export type SocialIcon =
  'facebook' | 'instagram' | 'maps' | 'reviews' | 'youtube' | 'whatsapp' | 'linkedin'

export interface SocialLink {
  readonly icon: SocialIcon
  readonly label: string
  readonly href: string
}

export interface LandingContent {
  readonly seo: PageSeo
  readonly eyebrow: string
  readonly tagline: string
  readonly intro: string
  readonly media: MediaKey
  readonly buttons: readonly LandingButton[]
  readonly social: readonly SocialLink[]
  readonly badge: {
    readonly label: string
    readonly reviewCount: number
    readonly rank: number
    readonly rankOf: number
    readonly place: string
    readonly href: string
  }
}

export const landing = {
  seo: {
    title: 'Enchanting Chikmagalur, 5400 Feet High',
    description:
      'Trillium Resort & Spa, 5400 feet high in Chikmagalur: open the e-brochure, the tariff, the gallery and every way to reach our reservations team.',
  },
  eyebrow: 'Enchanting Chikmagalur',
  tagline: '5400 feet high',
  intro:
    'A boutique resort on a 38-acre coffee estate in the Western Ghats, where the clouds come to the balcony and the evenings end by the fire.',
  media: 'landing.hero',
  buttons: [
    {
      label: 'E Brochure',
      to: paths.landingBrochure,
      note: '18 pages on the estate and the hills',
    },
    { label: 'Website', to: paths.home, note: 'Suites, dining, spa and offers' },
    { label: 'Tariff', to: paths.landingTariff, note: 'Suites, inclusions and policies' },
    {
      label: 'Gallery',
      href: site.social.gallery,
      note: 'Photographs of the resort',
      external: true,
    },
  ],
  social: [
    { icon: 'facebook', label: 'Trillium on Facebook', href: site.social.facebook },
    { icon: 'instagram', label: 'Trillium on Instagram', href: site.social.instagram },
    { icon: 'maps', label: 'Find Trillium on the map', href: site.social.maps },
    { icon: 'reviews', label: 'Guest reviews of Trillium', href: site.social.reviews },
    { icon: 'youtube', label: 'Trillium on YouTube', href: site.social.youtube },
    { icon: 'whatsapp', label: 'Chat with reservations on WhatsApp', href: chatHref },
    { icon: 'linkedin', label: 'Trillium on LinkedIn', href: site.social.linkedin },
  ],
  badge: {
    label: `Traveller awards ${site.reviewSummary.awardYears.join(', ')}`,
    reviewCount: site.reviewSummary.reviewCount,
    rank: site.reviewSummary.rank,
    rankOf: site.reviewSummary.rankOf,
    place: 'hotels in Chikmagalur',
    href: site.social.reviews,
  },
} as const satisfies LandingContent
