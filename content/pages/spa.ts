import type { spaMedia } from '../media/spa.ts'
import { experiences } from '../experiences.ts'
import { paths } from '../routes.ts'
import { site } from '../site.ts'
import type { BannerPage } from './banner-page.ts'

type SpaMediaKey = keyof typeof spaMedia

/** The /spa page (spec 2.6 and 9): banner, intro, hours, signature treatment, carousel, FAQ. */
export const spa = {
  path: paths.spa,
  title: 'The Spa',
  eyebrow: 'Wellness at 5400 feet',
  seo: {
    title: 'Spa and Wellness in Chikmagalur',
    description:
      'The spa at our Chikmagalur coffee-estate resort: open daily 9:00 AM to 5:00 PM, with a 90-minute signature wellness treatment and couples treatments.',
  },
  banner: 'spa.banner',
  intro: [
    'Up here the air is cool and clean, the only sounds are birds and wind in the shade trees, and the body remembers how to slow down. Our spa is built around that stillness.',
    'Come for an hour between a morning walk and lunch, or give an afternoon to it. Treatments are for one or for two, and our therapists shape each one around you.',
  ],
  hours: {
    days: 'Daily',
    opens: '09:00',
    closes: '17:00',
    display: '9:00 AM to 5:00 PM',
    note: 'Advance booking is recommended.',
  },
  signature: {
    name: `${site.name}’s Signature Wellness Spa Treatment`,
    duration: '90 minutes',
    text: 'Our fullest treatment: ninety unhurried minutes that ease away the drive up the ghats and everything before it, and leave you lighter than you came.',
    image: 'spa.signature',
    link: experiences.spaTreatment.path,
  },
  slides: ['spa.room', 'spa.couples', 'spa.bath', 'spa.mist'],
  discoverMore: { label: 'Discover the signature treatment', to: experiences.spaTreatment.path },
} as const satisfies BannerPage<SpaMediaKey> & {
  hours: { days: string; opens: string; closes: string; display: string; note: string }
  signature: { name: string; duration: string; text: string; image: SpaMediaKey; link: string }
  slides: readonly [SpaMediaKey, ...SpaMediaKey[]]
  discoverMore: { label: string; to: string }
}
