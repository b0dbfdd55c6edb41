import { sql, type Kysely } from 'kysely'
import { vitalNames, type VitalName } from '../../content/vitals.schema.ts'
import type { Tables } from '../db/schema.ts'

/*
 * One resort day of the vitals, summarised: what vitals_daily keeps once the day is past (25
 * months, long after its raw rows are purged) and what the vitals chart reads for a day not
 * rolled up yet (today). One definition for both, so a day's figures are the same before and
 * after its roll-up.
 */

const hourMs = 60 * 60 * 1000

/**
 * What turns a row's `received_hour` (the UTC hour, epoch ms) into its resort day: the resort is
 * 5 h 30 min ahead of UTC, so its days begin at xx:30 UTC and an hour never lies in one resort
 * day. A row counts on the resort day of its hour's middle (received_hour + 30 min): the hour
 * 18:00 to 19:00 UTC (23:30 to 00:30 in India) goes to the day that begins in it. So a day's
 * rows are the hours from 18:00 UTC the evening before (midnight in India less 30 min) to 18:00
 * UTC on the day itself.
 */
const resortDayShiftMs = 6 * hourMs

/** How many quantiles a day keeps per route and metric: the values at ranks ceil(i/20 · n). */
export const vitalsQuantiles = 20

/** Every page together, in vitals_daily's `route` column. */
export const everyRoute = '*'

/** One route's (or every page's, `*`) figures of one metric on one resort day. */
export interface VitalsDaySummary {
  day: string
  route: string
  metric: VitalName
  samples: number
  /** Nearest rank: the value at rank ceil(0.75 n), as the Chrome UX Report takes it. */
  p75: number
  /** The values at ranks ceil(i/20 · n), i = 1 to 20: what a range's estimate merges. */
  quantiles: number[]
}

/** The received_hour window of the resort's `day`: [since, until) in UTC epoch ms. */
export function hoursOf(day: string): { since: number; until: number } {
  const since = Date.parse(`${day}T00:00:00Z`) - resortDayShiftMs
  return { since, until: since + 24 * hourMs }
}

/** The resort day a `received_hour` counts on (the day of its hour's middle). */
export function dayOfHour(receivedHour: number): string {
  return new Date(receivedHour + resortDayShiftMs).toISOString().slice(0, 10)
}

/** Compares by UTF-16 code units: the same order whatever collation the database has. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Orders summaries by route, then by metric in vitalNames' order. */
export function byRouteAndMetric(
  a: Pick<VitalsDaySummary, 'route' | 'metric'>,
  b: Pick<VitalsDaySummary, 'route' | 'metric'>,
): number {
  return byText(a.route, b.route) || vitalNames.indexOf(a.metric) - vitalNames.indexOf(b.metric)
}

/** The value at nearest rank `rank` (1-based) of sorted `values`. */
const at = (values: Float64Array, rank: number): number => values[rank - 1] ?? 0

/** The samples, p75 and 20 quantiles of some values (in any order). */
export function summariseValues(
  values: readonly number[],
): Pick<VitalsDaySummary, 'samples' | 'p75' | 'quantiles'> {
  const sorted = Float64Array.from(values).sort()
  const n = sorted.length
  return {
    samples: n,
    p75: at(sorted, Math.ceil((3 * n) / 4)),
    quantiles: Array.from({ length: vitalsQuantiles }, (_, i) =>
      at(sorted, Math.ceil(((i + 1) * n) / vitalsQuantiles)),
    ),
  }
}

/**
 * Summarises the raw vitals rows of the resort's `day` (found through the received_hour index)
 * per route and metric, and per metric over every page (route `*`): each group's values sorted
 * in JavaScript, the same on either engine. Groups without rows are not listed; the order is by
 * route, then metric.
 */
export async function summariseVitalsDay(
  db: Kysely<Tables>,
  day: string,
): Promise<VitalsDaySummary[]> {
  const { since, until } = hoursOf(day)
  const rows = await db
    .selectFrom('vitals')
    .select(['route', 'metric', 'value'])
    .where('received_hour', '>=', since)
    .where('received_hour', '<', until)
    .execute()
  const groups = new Map<string, { route: string; metric: VitalName; values: number[] }>()
  const add = (route: string, metric: VitalName, value: number) => {
    const key = `${metric} ${route}`
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { route, metric, values: [value] })
    else group.values.push(value)
  }
  for (const row of rows) {
    const value = Number(row.value)
    add(row.route, row.metric, value)
    add(everyRoute, row.metric, value)
  }
  return [...groups.values()]
    .map(({ route, metric, values }) => ({ day, route, metric, ...summariseValues(values) }))
    .sort(byRouteAndMetric)
}

/** Where each day of a list is read from: vitals_daily, the raw rows, or nowhere (no samples). */
export interface VitalsDays {
  rolled: string[]
  raw: string[]
}

/**
 * Sorts `days` by where their figures are, in one query: each day is looked up in vitals_daily
 * by its key and, when absent there, in vitals through the received_hour index (a day past the
 * raw rows' retention has none). No scan of either table's rows.
 */
export async function vitalsDaysIn(
  db: Kysely<Tables>,
  days: readonly string[],
): Promise<VitalsDays> {
  const found: VitalsDays = { rolled: [], raw: [] }
  if (days.length === 0) return found
  const candidates = days.map((day) => {
    const { since, until } = hoursOf(day)
    return sql`(cast(${day} as text), cast(${since} as bigint), cast(${until} as bigint))`
  })
  const rows = await sql<{ day: string; source: string }>`
    with candidate(day, since, until) as (values ${sql.join(candidates)})
    select candidate.day,
      case
        when exists (select 1 from vitals_daily d where d.day = candidate.day) then 'rolled'
        when exists (select 1 from vitals v
          where v.received_hour >= candidate.since and v.received_hour < candidate.until) then 'raw'
        else 'none'
      end as source
    from candidate
    order by candidate.day`.execute(db)
  for (const row of rows.rows)
    if (row.source === 'rolled') found.rolled.push(row.day)
    else if (row.source === 'raw') found.raw.push(row.day)
  return found
}
