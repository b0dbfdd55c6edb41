import type { FaqItem } from './experiences.ts'

/** The four questions of the /dining page (spec 2.6). */
export const diningFaq = [
  {
    question: 'What dining options are there at the resort?',
    answer:
      'A multi-cuisine restaurant for breakfast, lunch and dinner, a bar for the evening, and a coffee shop that looks out over the valley. You can also dine in your suite, or book a private dinner at the valley-view gazebo.',
  },
  {
    question: 'Do you serve non-vegetarian and vegan food?',
    answer:
      'Yes. The kitchen cooks vegetarian and non-vegetarian dishes every day and prepares vegan meals on request. Tell us about any dietary needs or allergies when you book and the chefs will plan for you.',
  },
  {
    question: 'Is in-room dining available?',
    answer:
      'Yes. Room service brings meals from the restaurant to your suite, so you can have breakfast on your balcony or dinner in front of the view.',
  },
  {
    question: 'Can you arrange a romantic dinner?',
    answer:
      'Yes: the romantic dinner at the valley-view gazebo is five courses for two, with a private butler and a bonfire. It is served from November to April, weather permitting, and should be booked at least 48 hours ahead.',
  },
] as const satisfies readonly FaqItem[]
