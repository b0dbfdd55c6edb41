import { site } from '../site.ts'
import type { MediaKey } from '../media/index.ts'

/** The Contact page's copy; addresses, numbers and links come from content/site.ts. */
export interface ContactContent {
  readonly seo: { readonly title: string; readonly description: string }
  readonly banner: { readonly media: MediaKey; readonly eyebrow: string; readonly title: string }
  readonly lead: string
  readonly formHeading: string
  readonly formIntro: string
}

export const contact = {
  seo: {
    title: 'Contact Us: Reservations and Enquiries',
    description:
      'Call, write or send an enquiry to Trillium Resort & Spa in Chikmagalur: address, toll-free and reservations numbers, e-mail, map and directions.',
  },
  banner: { media: 'about.contact', eyebrow: 'Contact', title: 'Plan your stay with us' },
  lead: `Whether you are choosing a suite, planning a celebration or simply asking about the weather at ${site.elevationFeet} feet, our reservations team answers every message personally.`,
  formHeading: 'Send us an enquiry',
  formIntro:
    'Tell us your dates, the number of guests and anything you would like us to arrange. We reply by e-mail or phone, usually the same day.',
} as const satisfies ContactContent
