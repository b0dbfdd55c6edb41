import type { Kysely } from 'kysely'
import type { Tables } from '../db/schema.ts'
import { addDays, eachDay } from './site-range.ts'
import {
  byRouteAndMetric,
  dayOfHour,
  summariseVitalsDay,
  vitalsDaysIn,
  type VitalsDaySummary,
} from './vitals-day.ts'

/** Rows per INSERT statement (6 parameters each: far under either engine's limit). */
const rowsPerStatement = 500

/**
 * Writes a day's vitals summary into vitals_daily in one transaction, replacing whatever that
 * day had (so writing it twice leaves it once).
 */
export async function writeVitalsDay(
  db: Kysely<Tables>,
  day: string,
  summaries: readonly VitalsDaySummary[],
): Promise<void> {
  const rows = summaries.map((s) => ({
    day,
    route: s.route,
    metric: s.metric,
    samples: s.samples,
    p75: s.p75,
    quantiles: JSON.stringify(s.quantiles),
  }))
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('vitals_daily').where('day', '=', day).execute()
    for (let i = 0; i < rows.length; i += rowsPerStatement)
      await trx
        .insertInto('vitals_daily')
        .values(rows.slice(i, i + rowsPerStatement))
        .execute()
  })
}

/**
 * The rolled-up days of `days` read back from vitals_daily, per day, each in
 * summariseVitalsDay's order: what the raw rows said, once they are gone.
 */
export async function readVitalsDays(
  db: Kysely<Tables>,
  days: readonly string[],
): Promise<Map<string, VitalsDaySummary[]>> {
  const read = new Map<string, VitalsDaySummary[]>(days.map((day) => [day, []]))
  if (days.length === 0) return read
  const rows = await db.selectFrom('vitals_daily').selectAll().where('day', 'in', days).execute()
  for (const row of rows)
    read.get(row.day)?.push({
      day: row.day,
      route: row.route,
      metric: row.metric,
      samples: Number(row.samples),
      p75: Number(row.p75),
      quantiles: (JSON.parse(row.quantiles) as unknown[]).map(Number),
    })
  for (const summaries of read.values()) summaries.sort(byRouteAndMetric)
  return read
}

/**
 * The vitals' part of the daily upkeep (runCountUpkeep, under the count's claim): summarises
 * every day before `today` that has raw vitals rows and no vitals_daily rows into vitals_daily
 * (oldest first, a transaction each), then deletes the summaries of days before `keepFrom` (25
 * months). Only days from the oldest raw row's are looked at: older rows were purged
 * (VITALS_RETENTION_DAYS), so older days have nothing to summarise. Returns the days written.
 */
export async function rollUpVitals(
  db: Kysely<Tables>,
  today: string,
  keepFrom: string,
): Promise<string[]> {
  const oldest = await db
    .selectFrom('vitals')
    .select((eb) => eb.fn.min('received_hour').as('first'))
    .executeTakeFirst()
  const yesterday = addDays(today, -1)
  let days: string[] = []
  if (oldest?.first !== null && oldest?.first !== undefined) {
    const first = dayOfHour(Number(oldest.first))
    const from = first > keepFrom ? first : keepFrom
    if (from <= yesterday) days = (await vitalsDaysIn(db, eachDay({ from, to: yesterday }))).raw
  }
  for (const day of days) await writeVitalsDay(db, day, await summariseVitalsDay(db, day))
  await db.deleteFrom('vitals_daily').where('day', '<', keepFrom).execute()
  return days
}
