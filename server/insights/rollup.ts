// Length: the whole roll-up of a day in one place: its shape, the bucket rules and the SQL that gives each part.
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { leadBuckets, type LeadBucket } from '../../content/desk/insights-api.ts'
import type { Tables } from '../db/schema.ts'

/**
 * One resort day of the site's count, summed: what the count_daily_* tables keep for 25 months
 * once the day's raw events are gone, and what the Site page reads for a day not yet rolled up
 * (today). `visitors` is always the number of distinct visitor hashes in its group that day.
 */
export interface DayRollup {
  day: string
  /** Page views, and the distinct visitors who viewed a page. */
  totals: { views: number; visitors: number }
  /** Per page: views and their visitors, hand-offs and enquiries sent from it. */
  pages: { path: string; views: number; visitors: number; bookNow: number; enquiries: number }[]
  /** Page views per device class. */
  devices: { device: string; views: number; visitors: number }[]
  /** Landing views (a visit's first page from outside), per source, medium and campaign. */
  sources: { source: string; medium: string; campaign: string; visits: number; visitors: number }[]
  /** Hand-offs by control, enquiries by kind. */
  actions: { kind: 'book-now' | 'enquiry'; detail: string; count: number }[]
  /** Check Availability searches per bucket (only buckets with searches). */
  stays: { measure: 'lead' | 'nights' | 'party'; value: string; searches: number }[]
}

/**
 * Source, medium and campaign combinations kept per day (the most visits first); the rest are
 * summed into one `(other)` row, so a flood of invented campaigns cannot grow the roll-ups.
 */
export const maxSourcesPerDay = 100

/** The label of the combinations past the first 100. */
export const otherSource = '(other)'

/** Nights from this many on share one bucket (`14+`); parties from 8 (`8+`). */
const openNights = 14
const openParty = 8

/** The lead bucket of days between the search and arrival: the upper bound of each bucket. */
const leadUpperBounds: readonly [number, LeadBucket][] = [
  [0, 'same day'],
  [3, '1–3 days'],
  [7, '4–7 days'],
  [14, '8–14 days'],
  [30, '15–30 days'],
  [60, '31–60 days'],
  [90, '61–90 days'],
  [180, '91–180 days'],
]

/** The lead bucket of a number of days ahead (content/desk/insights-api.ts `leadBuckets`). */
export function leadBucketOf(days: number): LeadBucket {
  for (const [upper, bucket] of leadUpperBounds) if (days <= upper) return bucket
  return 'over 180 days'
}

/** The nights bucket: `1` to `13`, then `14+`. */
export const nightsBucketOf = (nights: number): string =>
  nights >= openNights ? `${openNights}+` : String(nights)

/** The party bucket: `1` to `7`, then `8+`. */
export const partyBucketOf = (party: number): string =>
  party >= openParty ? `${openParty}+` : String(party)

const nightsOrder = [...Array.from({ length: openNights - 1 }, (_, i) => String(i + 1)), '14+']
const partyOrder = [...Array.from({ length: openParty - 1 }, (_, i) => String(i + 1)), '8+']
const bucketOrder = {
  lead: leadBuckets as readonly string[],
  nights: nightsOrder,
  party: partyOrder,
}
const measureOrder = ['lead', 'nights', 'party'] as const

/** Orders stays rows as the Site page draws them: by measure, then by bucket. */
export function byStayBucket(a: DayRollup['stays'][number], b: DayRollup['stays'][number]): number {
  return (
    measureOrder.indexOf(a.measure) - measureOrder.indexOf(b.measure) ||
    bucketOrder[a.measure].indexOf(a.value) - bucketOrder[b.measure].indexOf(b.value)
  )
}

/** Orders sources the most visits first, then by text; the `(other)` row always last. */
export function bySourceVisits(
  a: DayRollup['sources'][number],
  b: DayRollup['sources'][number],
): number {
  const rest = (s: typeof a) =>
    s.source === otherSource && s.medium === otherSource && s.campaign === otherSource ? 1 : 0
  return (
    rest(a) - rest(b) ||
    b.visits - a.visits ||
    byText(a.source, b.source) ||
    byText(a.medium, b.medium) ||
    byText(a.campaign, b.campaign)
  )
}

/** Compares by UTF-16 code units: the same order whatever collation the database has. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const isPostgres = (db: Kysely<Tables>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter

/** PostgreSQL answers counts as text (bigint): every count passes through here. */
const whole = (value: unknown): number => Number(value ?? 0)

const countIf = (kind: string) => sql<number>`sum(case when kind = ${kind} then 1 else 0 end)`
const visitorsIf = (kind: string) =>
  sql<number>`count(distinct case when kind = ${kind} then visitor end)`

/**
 * Sums one day's raw events (count_events of `day`) into a DayRollup by SQL group-by, on either
 * engine with the same result: rows come back sorted in JavaScript (most first, then by text),
 * never by the database's collation. Sources: the 100 combinations with the most visits (ties by
 * source, medium, campaign in code-point order), the rest as one `(other)` row whose visitors are
 * distinct over all of the rest.
 */
export async function aggregateDay(db: Kysely<Tables>, day: string): Promise<DayRollup> {
  const events = db.selectFrom('count_events').where('day', '=', day)
  const views = events.where('kind', '=', 'view')

  const [totals, pages, devices, actions, stays] = await Promise.all([
    views
      .select([
        sql<number>`count(*)`.as('views'),
        sql<number>`count(distinct visitor)`.as('visitors'),
      ])
      .executeTakeFirst(),
    events
      .where('kind', 'in', ['view', 'book-now', 'enquiry'])
      .select([
        'path',
        countIf('view').as('views'),
        visitorsIf('view').as('visitors'),
        countIf('book-now').as('book_now'),
        countIf('enquiry').as('enquiries'),
      ])
      .groupBy('path')
      .execute(),
    views
      .select([
        'device',
        sql<number>`count(*)`.as('views'),
        sql<number>`count(distinct visitor)`.as('visitors'),
      ])
      .groupBy('device')
      .execute(),
    events
      .where('kind', 'in', ['book-now', 'enquiry'])
      .select(['kind', 'detail', sql<number>`count(*)`.as('count')])
      .groupBy(['kind', 'detail'])
      .execute(),
    events
      .where('kind', '=', 'availability')
      .select(['nights', 'party', 'lead_days', sql<number>`count(*)`.as('searches')])
      .groupBy(['nights', 'party', 'lead_days'])
      .execute(),
  ])

  return {
    day,
    totals: { views: whole(totals?.views), visitors: whole(totals?.visitors) },
    pages: pages
      .map((row) => ({
        path: row.path,
        views: whole(row.views),
        visitors: whole(row.visitors),
        bookNow: whole(row.book_now),
        enquiries: whole(row.enquiries),
      }))
      .sort((a, b) => b.views - a.views || byText(a.path, b.path)),
    devices: devices
      .map((row) => ({
        device: row.device,
        views: whole(row.views),
        visitors: whole(row.visitors),
      }))
      .sort((a, b) => b.views - a.views || byText(a.device, b.device)),
    sources: await sourcesOf(db, day),
    actions: actions
      .map((row) => ({
        kind: row.kind as 'book-now' | 'enquiry',
        detail: row.detail ?? '',
        count: whole(row.count),
      }))
      .sort((a, b) => byText(a.kind, b.kind) || b.count - a.count || byText(a.detail, b.detail)),
    stays: bucketStays(stays),
  }
}

/** Sums the searches grouped by their exact figures into the buckets the Site page draws. */
function bucketStays(
  rows: readonly {
    nights: number | null
    party: number | null
    lead_days: number | null
    searches: unknown
  }[],
): DayRollup['stays'] {
  const sums = {
    lead: new Map<string, number>(),
    nights: new Map<string, number>(),
    party: new Map<string, number>(),
  }
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n)
  for (const row of rows) {
    const n = whole(row.searches)
    add(sums.lead, leadBucketOf(whole(row.lead_days)), n)
    add(sums.nights, nightsBucketOf(whole(row.nights)), n)
    add(sums.party, partyBucketOf(whole(row.party)), n)
  }
  return measureOrder.flatMap((measure) =>
    bucketOrder[measure]
      .filter((value) => sums[measure].has(value))
      .map((value) => ({ measure, value, searches: sums[measure].get(value) ?? 0 })),
  )
}

/**
 * The day's landing views per source, medium and campaign: the first 100 by visits, then one
 * `(other)` row. The ranking is made in SQL (a flood's millions of combinations never reach
 * JavaScript), ordered by visits and then by the three texts in code-point order (PostgreSQL's
 * `C` collation, SQLite's default), so both engines keep the same 100.
 */
async function sourcesOf(db: Kysely<Tables>, day: string): Promise<DayRollup['sources']> {
  const c = isPostgres(db) ? sql` collate "C"` : sql``
  const ranked = sql`
    select source, medium, campaign, count(*) as visits, count(distinct visitor) as visitors,
      row_number() over (order by count(*) desc, source${c}, medium${c}, campaign${c}) as place
    from count_events
    where day = ${day} and kind = 'view' and source is not null
    group by source, medium, campaign`
  const top = await sql<{
    source: string
    medium: string
    campaign: string
    visits: unknown
    visitors: unknown
  }>`select source, medium, campaign, visits, visitors from (${ranked}) ranked
     where place <= ${maxSourcesPerDay}`.execute(db)
  const rows: DayRollup['sources'] = top.rows.map((row) => ({
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    visits: whole(row.visits),
    visitors: whole(row.visitors),
  }))
  if (rows.length === maxSourcesPerDay) {
    const rest = await sql<{ visits: unknown; visitors: unknown }>`
      select count(*) as visits, count(distinct e.visitor) as visitors
      from count_events e
      join (${ranked}) ranked
        on ranked.source = e.source and ranked.medium = e.medium and ranked.campaign = e.campaign
      where e.day = ${day} and e.kind = 'view' and ranked.place > ${maxSourcesPerDay}`.execute(db)
    const visits = whole(rest.rows[0]?.visits)
    const visitors = whole(rest.rows[0]?.visitors)
    // a campaign really named (other) in all three is summed in (its visitors then may overlap)
    const named = rows.find(
      (r) => r.source === otherSource && r.medium === otherSource && r.campaign === otherSource,
    )
    if (named !== undefined) {
      named.visits += visits
      named.visitors += visitors
    } else if (visits > 0)
      rows.push({
        source: otherSource,
        medium: otherSource,
        campaign: otherSource,
        visits,
        visitors,
      })
  }
  return rows.sort(bySourceVisits)
}
