import type { Boundary } from './types.ts'

/*
 * Counts per listing (spec 2 and DECISIONS). A count kept as a number in the code has its place
 * there; a count that is the number of the content's own entries (an FAQ's questions, a suite's
 * pictures) has none to change but the content, and its test counts the entries.
 */

const facts = ['tests/boundaries/facts.test.ts']

export const listingBoundaries: readonly Boundary[] = [
  {
    id: 'suite-others',
    promise: 'A suite page lists three other suites under You May Also Like',
    source: 'spec 2.4, 9',
    value: 3,
    unit: 'suites',
    code: [
      {
        file: 'content/suites.ts',
        text: 'return [1, 2, 3].map((offset)',
        mutants: ['return [1, 2].map((offset)', 'return [1, 2, 3, 4].map((offset)'],
      },
    ],
    pinnedBy: facts,
    sides: 'every suite names exactly three suites, all different and none itself',
  },
  {
    id: 'suite-grid',
    promise: 'A suite page shows an image grid of six images',
    source: 'spec 2.4, 3',
    value: 6,
    unit: 'images',
    code: [],
    pinnedBy: facts,
    sides: 'every suite has exactly six different grid pictures (a tuple of six in its type)',
  },
  {
    id: 'faq-questions',
    promise: 'FAQs: experiences five questions, dining four, spa four',
    source: 'spec 2.5, 2.6',
    value: '5, 4, 4',
    unit: 'questions',
    code: [],
    pinnedBy: ['content/pages-a.schema.test.ts'],
    sides: 'exactly 5, 4 and 4 entries',
  },
  {
    id: 'two-offers-a-day',
    promise:
      'On every day of the year the Offers listing, Special Offers and the widget show at least two bookable offers',
    source: 'DECISIONS: Content',
    value: 2,
    unit: 'offers',
    code: [],
    pinnedBy: ['content/offer-calendar.test.ts'],
    sides:
      'a walk of 365 days from a fixed day and from today finds two or more in each, and the packages listing too',
  },
]
