import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/schema.ts'
import { aggregateDay, bySourceVisits, byStayBucket, type DayRollup } from './rollup.ts'

/** Rows per INSERT statement (at most 6 parameters each: far under either engine's limit). */
const rowsPerStatement = 500

/** The roll-up tables of a day, the totals last: its row is what says the day is rolled up. */
const dailyTables = [
  'count_daily_pages',
  'count_daily_devices',
  'count_daily_sources',
  'count_daily_actions',
  'count_daily_stays',
  'count_daily_totals',
] as const

async function insertChunks<T extends (typeof dailyTables)[number]>(
  trx: Transaction<Tables>,
  table: T,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += rowsPerStatement)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + rowsPerStatement) as never)
      .execute()
}

/**
 * Writes a day's roll-up into the count_daily_* tables in one transaction, replacing whatever
 * that day had (so writing it twice leaves it once). The totals row, written last, marks the day
 * as rolled up, zeros included.
 */
export async function writeRollup(db: Kysely<Tables>, rollup: DayRollup): Promise<void> {
  const { day } = rollup
  await db.transaction().execute(async (trx) => {
    for (const table of dailyTables) await trx.deleteFrom(table).where('day', '=', day).execute()
    await insertChunks(
      trx,
      'count_daily_pages',
      rollup.pages.map((p) => ({
        day,
        path: p.path,
        views: p.views,
        visitors: p.visitors,
        book_now: p.bookNow,
        enquiries: p.enquiries,
      })),
    )
    await insertChunks(
      trx,
      'count_daily_devices',
      rollup.devices.map((d) => ({ day, ...d })),
    )
    await insertChunks(
      trx,
      'count_daily_sources',
      rollup.sources.map((s) => ({ day, ...s })),
    )
    await insertChunks(
      trx,
      'count_daily_actions',
      rollup.actions.map((a) => ({ day, ...a })),
    )
    await insertChunks(
      trx,
      'count_daily_stays',
      rollup.stays.map((s) => ({ day, ...s })),
    )
    await insertChunks(trx, 'count_daily_totals', [{ day, ...rollup.totals }])
  })
}

/** Sums a day's raw events and writes the roll-up (aggregateDay, then writeRollup). */
export async function rollUpDay(db: Kysely<Tables>, day: string): Promise<DayRollup> {
  const rollup = await aggregateDay(db, day)
  await writeRollup(db, rollup)
  return rollup
}

const whole = (value: unknown): number => Number(value ?? 0)
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A rolled-up day read back from the count_daily_* tables, in aggregateDay's order; undefined
 * when the day has not been rolled up. What the raw events said, once they are gone.
 */
export async function readRollup(db: Kysely<Tables>, day: string): Promise<DayRollup | undefined> {
  const totals = await db
    .selectFrom('count_daily_totals')
    .selectAll()
    .where('day', '=', day)
    .executeTakeFirst()
  if (totals === undefined) return undefined
  const [pages, devices, sources, actions, stays] = await Promise.all([
    db.selectFrom('count_daily_pages').selectAll().where('day', '=', day).execute(),
    db.selectFrom('count_daily_devices').selectAll().where('day', '=', day).execute(),
    db.selectFrom('count_daily_sources').selectAll().where('day', '=', day).execute(),
    db.selectFrom('count_daily_actions').selectAll().where('day', '=', day).execute(),
    db.selectFrom('count_daily_stays').selectAll().where('day', '=', day).execute(),
  ])
  return {
    day,
    totals: { views: whole(totals.views), visitors: whole(totals.visitors) },
    pages: pages
      .map((p) => ({
        path: p.path,
        views: whole(p.views),
        visitors: whole(p.visitors),
        bookNow: whole(p.book_now),
        enquiries: whole(p.enquiries),
      }))
      .sort((a, b) => b.views - a.views || byText(a.path, b.path)),
    devices: devices
      .map((d) => ({ device: d.device, views: whole(d.views), visitors: whole(d.visitors) }))
      .sort((a, b) => b.views - a.views || byText(a.device, b.device)),
    sources: sources
      .map((s) => ({
        source: s.source,
        medium: s.medium,
        campaign: s.campaign,
        visits: whole(s.visits),
        visitors: whole(s.visitors),
      }))
      .sort(bySourceVisits),
    actions: actions
      .map((a) => ({
        kind: a.kind as 'book-now' | 'enquiry',
        detail: a.detail,
        count: whole(a.count),
      }))
      .sort((a, b) => byText(a.kind, b.kind) || b.count - a.count || byText(a.detail, b.detail)),
    stays: stays
      .map((s) => ({ measure: s.measure, value: s.value, searches: whole(s.searches) }))
      .sort(byStayBucket),
  }
}
