import { fact } from './fact.ts'
import type { Boundary } from './types.ts'

/*
 * Facts of spec 1 to 3 and 9 held as numbers in the content: sizes, capacities, counts, the awards.
 * A fact has no inside and outside: its test states the specification's figure, so any other
 * value fails it.
 */

const figures = 'content/pages-a.schema.test.ts'
const site = 'content/site.ts'
const facts = 'tests/boundaries/facts.test.ts'
const events = 'content/pages/events.ts'

const suiteSize = (index: number, name: string, size: number) =>
  fact(
    `suite-size-${name}`,
    `The ${name} suite is ${size} sq ft`,
    'spec 3',
    size,
    'sq ft',
    'content/suites.ts',
    `suites[${index}].sizeSqFt`,
    'content/brochures.test.ts',
  )
const bedrooms = (index: number, name: string, count: number) =>
  fact(
    `suite-bedrooms-${name}`,
    `The ${name} suite has ${count === 1 ? 'one bedroom' : 'two bedrooms'}`,
    'spec 3 (Family: two bedrooms)',
    count,
    'bedrooms',
    'content/suites.ts',
    `suites[${index}].bedrooms`,
    facts,
  )
const capacity = (index: number, layout: string, guests: number) =>
  fact(
    `banquet-${layout}`,
    `Banquet hall, ${layout}: ${guests}`,
    'spec 9',
    guests,
    'guests',
    events,
    `banquetHall.capacities[${index}].guests`,
    figures,
  )

export const factBoundaries: readonly Boundary[] = [
  suiteSize(0, 'mountain', 1400),
  suiteSize(1, 'coffee', 1200),
  suiteSize(2, 'garden', 1100),
  suiteSize(3, 'oak', 900),
  suiteSize(4, 'family', 2200),
  bedrooms(0, 'mountain', 1),
  bedrooms(1, 'coffee', 1),
  bedrooms(2, 'garden', 1),
  bedrooms(3, 'oak', 1),
  bedrooms(4, 'family', 2),
  fact(
    'banquet-area',
    'Banquet hall 1500 sq ft',
    'spec 9',
    1500,
    'sq ft',
    events,
    'banquetHall.areaSqFt',
    figures,
  ),
  capacity(0, 'theatre', 91),
  capacity(1, 'cluster', 54),
  capacity(2, 'double-u', 51),
  capacity(3, 'u-shape', 36),
  fact(
    'board-room-area',
    'Board room 350 sq ft',
    'spec 9',
    350,
    'sq ft',
    events,
    'boardRoom.areaSqFt',
    figures,
  ),
  fact(
    'board-room-capacity',
    'Board room up to 10 people',
    'spec 9',
    10,
    'people',
    events,
    'boardRoom.capacities[0].guests',
    figures,
  ),
  fact(
    'brochure-pages',
    'The resort’s brochure has 15 page images',
    'spec 2.7',
    15,
    'pages',
    'content/documents.ts',
    'documentIndex.trillium.pageCount',
    'content/brochures.test.ts',
  ),
  fact(
    'landing-brochure-pages',
    'The landing brochure has 18 page images',
    'spec 2.7',
    18,
    'pages',
    'content/documents.ts',
    'documentIndex.enchanting.pageCount',
    'content/brochures.test.ts',
  ),
  fact(
    'elevation',
    'The property sits at about 5400 feet above sea level',
    'spec 1',
    5400,
    'feet',
    site,
    'site.elevationFeet',
    facts,
  ),
  fact(
    'plantation',
    'A 38-acre coffee plantation',
    'spec 1',
    38,
    'acres',
    site,
    'site.plantationAcres',
    facts,
  ),
  fact(
    'review-count',
    'Rating based on 1,318 reviews',
    'spec 2.3, 9',
    1318,
    'reviews',
    site,
    'site.reviewSummary.reviewCount',
    facts,
  ),
  fact(
    'rank',
    'Rank #1 of 81 hotels in the town',
    'spec 2.3, 9',
    1,
    'rank',
    site,
    'site.reviewSummary.rank',
    facts,
  ),
  fact(
    'rank-of',
    'Rank #1 of 81 hotels in the town',
    'spec 2.3, 9',
    81,
    'hotels',
    site,
    'site.reviewSummary.rankOf',
    facts,
  ),
  ...[2020, 2021, 2022, 2024].map((year, i) =>
    fact(
      `award-${year}`,
      'Traveller awards for 2020, 2021, 2022 and 2024',
      'spec 2.3, 9',
      year,
      'year',
      site,
      `site.reviewSummary.awardYears[${i}]`,
      facts,
    ),
  ),
  fact(
    'copyright',
    'Footer copyright 2024',
    'spec 2.2, 9',
    2024,
    'year',
    site,
    'site.copyrightYear',
    facts,
  ),
]
