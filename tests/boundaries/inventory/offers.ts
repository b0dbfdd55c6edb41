import { fact } from './fact.ts'
import type { Boundary, CodeSite } from './types.ts'

/*
 * The offer calendar (DECISIONS: offers carry their validity as data, the specification's dates
 * read as yearly seasons), the minimum nights sent to the booking engine and the Early Bird table.
 */

const calendarTest = 'content/offer-calendar.test.ts'
const figures = 'content/pages-a.schema.test.ts'
const offers = 'content/offers.ts'
const packages = 'content/packages.ts'

/** A MM-DD date in `text` moved a day either way, for the mutation check. */
function shifted(text: string, monthDay: string): string[] {
  const [month = 1, day = 1] = monthDay.split('-').map(Number)
  const at = (offset: number) => {
    const d = new Date(Date.UTC(2027, month - 1, day + offset))
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  }
  return [text.replace(`'${monthDay}'`, `'${at(-1)}'`), text.replace(`'${monthDay}'`, `'${at(1)}'`)]
}

/** A yearly season: both its first and its last day pinned. */
function season(id: string, offer: string, file: string, text: string, spec: string): Boundary {
  const [from = '', until = ''] = [...text.matchAll(/'(\d\d-\d\d)'/g)].map((m) => m[1])
  const site: CodeSite = { file, text, mutants: [...shifted(text, from), ...shifted(text, until)] }
  return {
    id,
    promise: `${offer} runs every year from ${from} to ${until} (MM-DD), both days included`,
    source: `spec 9 (${spec}), read as a yearly season (DECISIONS: Content)`,
    value: `${from} to ${until}`,
    unit: 'MM-DD',
    code: [site],
    pinnedBy: [calendarTest, figures],
    sides: `bookable (and listed) on ${from} and ${until}, not on the day before ${from} nor the day after ${until}`,
  }
}

const minNights = (owner: string, file: string, name: string, nights: number, test: string) =>
  fact(
    `min-nights-${owner.toLowerCase().replace(/\W+/g, '-')}`,
    `${owner}: a minimum stay of ${nights} nights, sent to the booking engine`,
    'spec 7, 9',
    nights,
    'nights',
    file,
    name,
    test,
  )

export const offerBoundaries: readonly Boundary[] = [
  {
    id: 'coming-back-soon',
    promise: 'Offers returning within 45 days are announced apart ("Returns on …")',
    source: 'README: Offers as of the day served',
    value: 45,
    unit: 'days',
    code: [{ file: 'content/offer-calendar.ts', name: 'comingWithinDays' }],
    pinnedBy: [calendarTest],
    sides: 'Weekend Indulgence (1 July) is announced on 17 May, 45 days ahead, and not on 16 May',
  },
  {
    id: 'ending-soon',
    promise: 'An offer ending within 30 days says "Ends on", before that "Valid until"',
    source: 'README: Offers as of the day served (what ends in the next 30 days)',
    value: 30,
    unit: 'days',
    code: [{ file: 'content/calendar.ts', name: 'endingSoonDays' }],
    pinnedBy: ['content/calendar.test.ts'],
    sides: '"Ends on 15 January 2027" on 16 December (30 days ahead), "Valid until" on 15 December',
  },
  season(
    'festive-season',
    'The Festive Offer',
    offers,
    "validity: { season: { from: '10-01', until: '01-15' } }",
    'valid to 31 October; the season chosen runs to 15 January',
  ),
  season(
    'extended-bliss-season',
    'Extended Bliss',
    offers,
    "validity: { season: { from: '06-01', until: '12-22' }, blackouts: [peakWeek] }",
    'valid till 22 December',
  ),
  season(
    'weekend-indulgence-season',
    'Weekend Indulgence',
    offers,
    "validity: { season: { from: '07-01', until: '08-31' } }",
    '1 July to 31 August',
  ),
  season(
    'credit-luxury-season',
    'The Credit Luxury Getaway',
    offers,
    "validity: { season: { from: '01-02', until: '03-31' } }",
    'stay deadline 31 March',
  ),
  season(
    'stay-more-season',
    'Stay More, Save More',
    offers,
    "validity: { season: { from: '04-01', until: '12-10' }, blackouts: [peakWeek] }",
    'stay till 10 December',
  ),
  season(
    'wildlife-season',
    'The Wildlife Safari package',
    packages,
    "validity: { season: { from: '10-01', until: '05-31' }, blackouts: [festiveBlackout] }",
    'stays until 31 March; the season chosen follows the parks’ safari season',
  ),
  season(
    'offer-blackout',
    'The offers’ blackout (no stays)',
    offers,
    "const peakWeek: YearlyRange = { from: '12-23', until: '01-01' }",
    'blackout 23 December to 1 January',
  ),
  season(
    'package-blackout',
    'The packages’ blackout (no stays)',
    packages,
    "const festiveBlackout: YearlyRange = { from: '12-23', until: '01-01' }",
    'blackout 23 December to 1 January',
  ),
  minNights(
    'Extended Bliss',
    offers,
    'offers.extendedBliss.minNights',
    2,
    'content/page-booking.test.ts',
  ),
  minNights(
    'Credit Luxury Getaway',
    offers,
    'offers.creditLuxury.minNights',
    2,
    'content/page-booking.test.ts',
  ),
  minNights('Romantic', packages, 'packages.romantic.minNights', 2, figures),
  minNights('Wellness', packages, 'packages.wellness.minNights', 2, figures),
  minNights('Wildlife', packages, 'packages.wildlife.minNights', 2, figures),
  minNights('Stay Longer', packages, 'packages.stayLonger.minNights', 3, figures),
  minNights('Honeymoon', packages, 'packages.honeymoon.minNights', 3, figures),
  fact(
    'early-bird-near-from',
    'Early Bird: booking 14 to 30 days ahead gives 20%',
    'spec 9',
    14,
    'days',
    offers,
    'offers.earlyBird.discountTable[0].minDaysAhead',
    figures,
  ),
  fact(
    'early-bird-near-until',
    'Early Bird: booking 14 to 30 days ahead gives 20%',
    'spec 9',
    30,
    'days',
    offers,
    'offers.earlyBird.discountTable[0].maxDaysAhead',
    figures,
  ),
  fact(
    'early-bird-near-percent',
    'Early Bird: booking 14 to 30 days ahead gives 20%',
    'spec 9',
    20,
    '%',
    offers,
    'offers.earlyBird.discountTable[0].percent',
    figures,
  ),
  fact(
    'early-bird-far-from',
    'Early Bird: 31 days or more gives 25%',
    'spec 9',
    31,
    'days',
    offers,
    'offers.earlyBird.discountTable[1].minDaysAhead',
    figures,
  ),
  fact(
    'early-bird-far-percent',
    'Early Bird: 31 days or more gives 25%',
    'spec 9',
    25,
    '%',
    offers,
    'offers.earlyBird.discountTable[1].percent',
    figures,
  ),
]
