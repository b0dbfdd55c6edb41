import type { FaqEntry } from '../structured-data/faq.ts'

/** Questions guests ask before choosing a suite (spec 2.4). */
export const suitesFaq = [
  {
    question: 'Which are the best suites at Trillium?',
    answer:
      'Each of our five suites, the Garden, Oak, Coffee, Mountain and Family Suites, has its own Jacuzzi and a private balcony. The Mountain Suite has the widest ridge view, the Coffee Suite looks over the plantation, and the Oak Suite is the most intimate for couples.',
  },
  {
    question: 'Which suite suits a family?',
    answer:
      'The Family Suite: 2200 sq ft with two bedrooms, two dressing rooms, two bathrooms and a living room where everyone can gather. Children aged 1 to 12 stay with their parents, and extra beds are a folding cot or mattress.',
  },
  {
    question: 'What amenities do the suites have?',
    answer:
      'Every suite has a king size bed, Wi-Fi, a minibar, a smart TV, room service, a Jacuzzi, a private balcony and curated bath amenities, along with a tea and coffee tray stocked with coffee grown on the estate.',
  },
] as const satisfies readonly FaqEntry[]
