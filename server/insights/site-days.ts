import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { DayRange } from '../../content/desk/insights-api.ts'
import type { Tables } from '../db/schema.ts'
import { aggregateDay, type DayRollup } from './rollup.ts'
import { eachDay } from './site-range.ts'

/*
 * How a report reads a range (docs/insights.md): the roll-up tables for the days that have been
 * rolled up (a count_daily_totals row), and aggregateDay over the raw events for the days that
 * have events but no roll-up yet (today, or a day whose roll-up has not run). aggregateDay is the
 * roll-up's own sum, so a day's figures are the same before and after it is rolled up.
 */

/** A range split into the days read from raw events and the rest, read from the roll-ups. */
export interface RangeSources {
  range: DayRange
  /** The days with raw events and no roll-up, each summed from its events. */
  raw: DayRollup[]
}

/**
 * The days of `range` that have raw events but no roll-up, in one query: each day of the range
 * (at most 762 + 762 for a traffic chart's two periods) is looked up in count_daily_totals by its
 * key and, when absent there, in count_events through its (day, kind) index; no scan of either
 * table's rows.
 */
export async function unrolledDays(db: Kysely<Tables>, range: DayRange): Promise<string[]> {
  const days = eachDay(range).map((day) => sql`(cast(${day} as text))`)
  const found = await sql<{ day: string }>`
    with candidate(day) as (values ${sql.join(days)})
    select candidate.day from candidate
    where not exists (select 1 from count_daily_totals t where t.day = candidate.day)
      and exists (select 1 from count_events e where e.day = candidate.day)
    order by candidate.day`.execute(db)
  return found.rows.map((row) => row.day)
}

/** Raw days' sums kept per database, the most recently summed last. */
const summed = new WeakMap<Kysely<Tables>, Map<string, { events: number; rollup: DayRollup }>>()

/** How many raw days' sums are kept per database (today and a few days not yet rolled up). */
const keptDays = 8

/**
 * A raw day's sum, from aggregateDay, kept until the day's events change: a day's raw events
 * are only ever added to (the purge removes whole days, rolled up long before), so their count,
 * read from the (day, kind) index, tells whether the kept sum is still the day's. Summing
 * today's events on a busy site (33,000 views) takes longer than a chart may; counting them
 * takes a few milliseconds, and a chart asked again with no new event reuses the sum.
 */
async function summedDay(db: Kysely<Tables>, day: string): Promise<DayRollup> {
  const counted = await db
    .selectFrom('count_events')
    .select((eb) => eb.fn.countAll<number>().as('events'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow()
  const events = whole(counted.events)
  let days = summed.get(db)
  if (days === undefined) {
    days = new Map()
    summed.set(db, days)
  }
  const kept = days.get(day)
  if (kept !== undefined && kept.events === events) return kept.rollup
  const rollup = await aggregateDay(db, day)
  days.delete(day)
  days.set(day, { events, rollup })
  if (days.size > keptDays) days.delete(days.keys().next().value ?? day)
  return rollup
}

/**
 * The range's days that a report reads from its raw events, summed: one aggregateDay each (or
 * its kept sum), one after another (on SQLite they would run one after another anyway; on
 * PostgreSQL it keeps a report to one pooled connection at a time).
 */
export async function rangeSources(db: Kysely<Tables>, range: DayRange): Promise<RangeSources> {
  const raw: DayRollup[] = []
  for (const day of await unrolledDays(db, range)) raw.push(await summedDay(db, day))
  return { range, raw }
}

/**
 * The condition of a roll-up query over `range` that leaves out the days read from raw events:
 * the days are chosen first and the rolled query then excludes them by name, so a roll-up that
 * lands between the two queries changes nothing (its day is still read from its raw events once).
 */
export function rolledIn(range: DayRange, sources: RangeSources): Expression<SqlBool> {
  const raw = sources.raw.map((day) => day.day)
  const notRaw = raw.length === 0 ? sql`` : sql` and day not in (${sql.join(raw)})`
  return sql<SqlBool>`(day >= ${range.from} and day <= ${range.to}${notRaw})`
}

/** The raw days of `sources` that fall within `range`. */
export function rawIn(range: DayRange, sources: RangeSources): DayRollup[] {
  return sources.raw.filter((day) => day.day >= range.from && day.day <= range.to)
}

/** PostgreSQL answers sums as text (numeric): every figure passes through here. */
export const whole = (value: unknown): number => Number(value ?? 0)

/** Compares by UTF-16 code units: the same order whatever collation the database has. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
