import type { Kysely } from 'kysely'
import type { DayRange, VitalsJson } from '../../content/desk/insights-api.ts'
import { vitalNames, type VitalName } from '../../content/vitals.schema.ts'
import type { Tables } from '../db/schema.ts'
import { eachDay } from './site-range.ts'
import {
  byRouteAndMetric,
  everyRoute,
  hoursOf,
  summariseVitalsDay,
  vitalsDaysIn,
  type VitalsDaySummary,
} from './vitals-day.ts'
import { mergedP75 } from './vitals-merge.ts'
import { readVitalsDays } from './vitals-rollup.ts'

/** Days' summaries a process keeps per database, the most recently used last. */
interface Kept {
  rolled: Map<string, VitalsDaySummary[]>
  raw: Map<string, { rows: number; summaries: VitalsDaySummary[] }>
}
const kept = new WeakMap<Kysely<Tables>, Kept>()

/**
 * Rolled-up days kept per database: a year's range and then some (a year of a 52-page site is
 * about 97,000 summaries, some 25 MB). Reading and parsing them again would cost a year's chart
 * 150 ms or more; a day not kept is read again, with the same figures.
 */
const keptRolledDays = 400

/** Raw days' summaries kept per database (today, and a day or two not yet rolled up). */
const keptRawDays = 8

function keptFor(db: Kysely<Tables>): Kept {
  let found = kept.get(db)
  if (found === undefined) {
    found = { rolled: new Map(), raw: new Map() }
    kept.set(db, found)
  }
  return found
}

/** Puts `key` last in `map` (the most recently used), dropping the first beyond `limit`. */
function use<K, V>(map: Map<K, V>, key: K, value: V, limit: number): V {
  map.delete(key)
  map.set(key, value)
  while (map.size > limit) map.delete(map.keys().next().value as K)
  return value
}

/**
 * The rolled-up days' summaries: from the process's memory, the rest read from vitals_daily in
 * one query. A day's rows there never change once written (the roll-up writes a day once, and
 * again only with the same figures), and only days vitalsDaysIn found there are asked for.
 */
async function rolledDays(db: Kysely<Tables>, days: readonly string[]) {
  const memory = keptFor(db).rolled
  const missing = days.filter((day) => !memory.has(day))
  const read = await readVitalsDays(db, missing)
  return days.map((day) => use(memory, day, memory.get(day) ?? read.get(day) ?? [], keptRolledDays))
}

/**
 * A raw day's summary, from summariseVitalsDay, kept until the day's rows change: vitals rows
 * are only ever added to a day (the purge removes days long since rolled up), so their count, an
 * index range count of received_hour, tells whether the kept summary is still the day's.
 */
async function rawDay(db: Kysely<Tables>, day: string): Promise<VitalsDaySummary[]> {
  const { since, until } = hoursOf(day)
  const counted = await db
    .selectFrom('vitals')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .where('received_hour', '>=', since)
    .where('received_hour', '<', until)
    .executeTakeFirstOrThrow()
  const rows = Number(counted.rows)
  const memory = keptFor(db).raw
  const found = memory.get(day)
  if (found !== undefined && found.rows === rows)
    return use(memory, day, found, keptRawDays).summaries
  const summaries = await summariseVitalsDay(db, day)
  return use(memory, day, { rows, summaries }, keptRawDays).summaries
}

/**
 * The vitals chart: the 75th percentile of each metric (nearest rank: the value at rank
 * ceil(0.75 n), as the Chrome UX Report takes it) per resort day of `range`, of every page or of
 * `route` alone, and per route over the whole range. A day past is read from vitals_daily, a day
 * not rolled up yet (today) is summarised from its raw rows (summariseVitalsDay, the roll-up's
 * own definition). A route's figure over the range is exact when one day of the range has its
 * samples; over several days it is mergedP75's estimate from the days' 20 quantiles (a real
 * sample within 1/20 of the samples of the exact rank). Days and routes without samples are not
 * listed.
 */
export async function vitalsReport(
  db: Kysely<Tables>,
  range: DayRange,
  route: string | undefined,
): Promise<VitalsJson> {
  const where = await vitalsDaysIn(db, eachDay(range))
  const perDay = await rolledDays(db, where.rolled)
  for (const day of where.raw) perDay.push(await rawDay(db, day))

  const asked = route ?? everyRoute
  const days: VitalsJson['days'] = []
  const perRoute = new Map<string, Map<VitalName, VitalsDaySummary[]>>()
  for (const summaries of perDay)
    for (const summary of summaries) {
      if (summary.route === asked)
        days.push({
          day: summary.day,
          metric: summary.metric,
          p75: summary.p75,
          samples: summary.samples,
        })
      if (summary.route === everyRoute) continue
      let metrics = perRoute.get(summary.route)
      if (metrics === undefined)
        perRoute.set(summary.route, (metrics = new Map<VitalName, VitalsDaySummary[]>()))
      const group = metrics.get(summary.metric)
      if (group === undefined) metrics.set(summary.metric, [summary])
      else group.push(summary)
    }
  const routes: VitalsJson['routes'] = []
  for (const [name, metrics] of perRoute)
    for (const [metric, group] of metrics)
      routes.push({
        route: name,
        metric,
        p75: group.length === 1 ? (group[0]?.p75 ?? 0) : mergedP75(group),
        samples: group.reduce((sum, day) => sum + day.samples, 0),
      })
  return {
    range,
    route: route ?? null,
    days: days.sort(
      (a, b) =>
        (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
        vitalNames.indexOf(a.metric) - vitalNames.indexOf(b.metric),
    ),
    routes: routes.sort(byRouteAndMetric),
  }
}
