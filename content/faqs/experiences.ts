import { site } from '../site.ts'

/** A question and its answer, rendered by the shared FAQ component and as FAQPage JSON-LD. */
export interface FaqItem {
  readonly question: string
  readonly answer: string
}

/** The five questions of the /experience page (spec 2.5). */
export const experiencesFaq = [
  {
    question: `What experiences can I enjoy at ${site.name}?`,
    answer:
      'On the estate: plantation walks, bird watching, a coffee cupping session, breakfast among the Arabica, bonfire evenings, a Malnad lunch, the signature spa treatment, a romantic gazebo dinner and a personal photographer. Beyond it, guided hikes into the ridges around Chikmagalur.',
  },
  {
    question: 'Which experiences are included in my stay?',
    answer:
      'The coffee cupping session, from 4:00 to 5:30 PM, is included for resort guests. Other experiences are arranged on request; our team will tell you what each involves when you enquire or book.',
  },
  {
    question: 'How far ahead should I book an experience?',
    answer:
      'Book the Malnad lunch, a private cupping session and bonfire evenings at least 24 hours ahead, and the plantation breakfast, the gazebo dinner and the personal photographer at least 48 hours ahead. For the spa, advance booking is recommended.',
  },
  {
    question: 'Are any experiences seasonal?',
    answer:
      'Yes. Breakfast at the Arabica coffee plantation is served from November to May, and the romantic dinner at the valley-view gazebo from November to April. Both, like the bonfires, depend on the weather on the day.',
  },
  {
    question: 'Are the experiences suitable for groups and families?',
    answer:
      'Most are. Plantation walks, bird watching and bonfires suit all ages; private coffee cupping sessions are for groups of 4 or more, and the Malnad lunch is served for a minimum of 2 guests. Tell us who is coming and we will plan around you.',
  },
] as const satisfies readonly FaqItem[]
