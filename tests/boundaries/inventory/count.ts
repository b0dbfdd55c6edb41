import type { Boundary, NotAPromise } from './types.ts'

/*
 * The site count's numbers (issue 43, docs/insights.md, server/README.md: Page-visibility metrics
 * and the site count): what a beacon may carry, how long its events are kept, what a day may
 * store and how the roll-up buckets them.
 */

const schema = 'content/count.schema.ts'
const schemaTest = 'content/count.schema.test.ts'
const rollup = 'server/insights/rollup.ts'
const rollupTest = 'tests/server/count-rollup.test.ts'
const intakeTest = 'tests/server/count.test.ts'
const main = 'tests/server/main.test.ts'
const docs = 'docs/insights.md'

/** The last day of each lead bucket but the open one (content/desk/insights-api.ts `leadBuckets`). */
const leadBounds: readonly Boundary[] = [0, 3, 7, 14, 30, 60, 90, 180].map((days, i) => ({
  id: `count-lead-bucket-${i}`,
  promise: `Days ahead are bucketed same day, 1–3, 4–7, 8–14, 15–30, 31–60, 61–90, 91–180, over 180: a bucket ends at ${days}`,
  source: 'content/desk/insights-api.ts',
  value: days,
  unit: 'days',
  code: [{ file: rollup, name: `leadUpperBounds[${i}][0]` }],
  pinnedBy: [rollupTest],
  sides: `${days} days ahead is in one bucket, ${days + 1} in the next`,
}))

const availability: readonly Boundary[] = (
  [
    ['nights', 60, 'nights', 'nights'],
    ['party', 40, 'people', 'party'],
    ['leadDays', 730, 'days ahead', 'lead-days'],
  ] as const
).map(([name, value, unit, id]) => ({
  id: `count-availability-${id}`,
  promise: `Check Availability is counted up to ${value} ${unit}`,
  source: docs,
  value,
  unit,
  code: [{ file: schema, name: `availabilityLimits.${name}` }],
  pinnedBy: [schemaTest],
  sides: `${value} is taken, ${value + 1} refused`,
}))

export const countBoundaries: readonly Boundary[] = [
  {
    id: 'count-events-per-beacon',
    promise: 'A beacon carries at most 50 count events',
    source: 'server/README.md: Page-visibility metrics',
    value: 50,
    unit: 'events',
    code: [{ file: schema, name: 'maxEventsPerBeacon' }],
    pinnedBy: [schemaTest],
    sides: '50 events are taken, 51 refused',
  },
  {
    id: 'count-landing-length',
    promise: 'A referrer host is kept up to 100 characters; a campaign value is cut to 100',
    source: docs,
    value: 100,
    unit: 'characters',
    code: [{ file: schema, name: 'maxLandingLength' }],
    pinnedBy: [schemaTest],
    sides:
      'a host of 100 characters is kept and one of 101 left out; a campaign of 101 is cut to 100',
  },
  ...availability,
  {
    id: 'count-raw-days',
    promise: 'ANALYTICS_RAW_DAYS (default 35): days the raw events are kept',
    source: 'README and server/README.md: Configuration',
    value: 35,
    unit: 'days',
    code: [
      { file: 'server/config-variables.ts', name: 'numericVariables.ANALYTICS_RAW_DAYS.default' },
    ],
    pinnedBy: [main, rollupTest],
    sides:
      'read back from an empty environment; a day 35 days before today is kept, one 36 days before deleted',
  },
  {
    id: 'count-daily-events',
    promise: 'ANALYTICS_DAILY_EVENTS (default 3 000 000): raw events stored per resort day at most',
    source: 'README and server/README.md: Configuration',
    value: 3_000_000,
    unit: 'events',
    code: [
      {
        file: 'server/config-variables.ts',
        name: 'numericVariables.ANALYTICS_DAILY_EVENTS.default',
      },
    ],
    pinnedBy: [main, intakeTest],
    sides:
      'read back from an empty environment; with the cap set to 10 the 10th event of a day is stored and the 11th not, across two instances',
  },
  {
    id: 'count-rollup-months',
    promise: 'Daily roll-ups are kept 25 months',
    source: docs,
    value: 25,
    unit: 'months',
    code: [{ file: 'server/insights/count-upkeep.ts', name: 'rollupMonths' }],
    pinnedBy: [rollupTest, 'tests/server/site-vitals.test.ts'],
    sides:
      'a day exactly 25 months before today is kept, one a day older deleted (the count’s roll-ups and vitals_daily)',
  },
  {
    id: 'count-sources-per-day',
    promise: 'The roll-up keeps the 100 sources with the most visits a day, the rest as (other)',
    source: docs,
    value: 100,
    unit: 'sources',
    code: [{ file: rollup, name: 'maxSourcesPerDay' }],
    pinnedBy: [rollupTest],
    sides: '105 combinations give 100 rows and (other); a 101st tied one goes to (other)',
  },
  {
    id: 'count-nights-bucket',
    promise: 'Nights are counted 1 to 13, then 14+',
    source: 'content/desk/insights-api.ts',
    value: 14,
    unit: 'nights',
    code: [{ file: rollup, name: 'openNights' }],
    pinnedBy: [rollupTest],
    sides: '13 nights is 13, 14 is 14+',
  },
  {
    id: 'count-party-bucket',
    promise: 'Parties are counted 1 to 7, then 8+',
    source: 'content/desk/insights-api.ts',
    value: 8,
    unit: 'people',
    code: [{ file: rollup, name: 'openParty' }],
    pinnedBy: [rollupTest],
    sides: 'a party of 7 is 7, of 8 is 8+',
  },
  ...leadBounds,
  {
    id: 'count-salt-bytes',
    promise: 'The day salt is 32 random bytes',
    source: docs,
    value: 32,
    unit: 'bytes',
    code: [{ file: 'server/insights/day-salt.ts', name: 'saltBytes' }],
    pinnedBy: [intakeTest],
    sides: 'the stored salt is exactly 64 hex characters',
  },
  {
    id: 'count-visitor-hash',
    promise: 'A visitor hash keeps 128 bits of the SHA-256',
    source: docs,
    value: 32,
    unit: 'hex characters',
    code: [{ file: 'server/insights/day-salt.ts', name: 'visitorHashLength' }],
    pinnedBy: [intakeTest],
    sides: 'the stored visitor is exactly 32 hex characters',
  },
]

const tuning = (what: string) => `tuning: ${what}; no document promises the figure`

export const countNotPromises: readonly NotAPromise[] = [
  {
    file: 'server/config-variables.ts',
    name: 'numericVariables.ANALYTICS_RAW_DAYS.min',
    reason: 'the range an operator may set (main.test.ts)',
  },
  {
    file: 'server/config-variables.ts',
    name: 'numericVariables.ANALYTICS_RAW_DAYS.max',
    reason: 'the range an operator may set (main.test.ts)',
  },
  {
    file: 'server/config-variables.ts',
    name: 'numericVariables.ANALYTICS_DAILY_EVENTS.min',
    reason: 'the range an operator may set (main.test.ts)',
  },
  {
    file: 'server/config-variables.ts',
    name: 'numericVariables.ANALYTICS_DAILY_EVENTS.max',
    reason: 'the range an operator may set (main.test.ts)',
  },
  {
    file: 'server/insights/count-parts.ts',
    name: 'saltCheckMs',
    reason: tuning(
      'how soon after midnight an idle instance replaces the salt (a beacon does it at once)',
    ),
  },
  {
    file: 'server/insights/count.repository.ts',
    name: 'statementSizes',
    reason: tuning('rows per INSERT statement'),
  },
  {
    file: 'server/insights/count.repository.ts',
    name: 'countPurgeChunkRows',
    reason: tuning('raw rows deleted per statement'),
  },
  {
    file: 'server/insights/count.repository.ts',
    name: 'counterKeptMs',
    reason:
      'how long a day’s shared event counter outlives its day before the hourly purge forgets it',
  },
  {
    file: 'server/insights/resort-day.ts',
    name: 'minuteMs',
    reason: 'a unit conversion (a minute in milliseconds), not a limit',
  },
  {
    file: 'server/insights/rollup-store.ts',
    name: 'rowsPerStatement',
    reason: tuning('roll-up rows per INSERT statement'),
  },
]
