import { BatchStatement } from '../db/batch-statement.ts'
import type { Database } from '../db/database.ts'
import type { CountEventsTable } from '../db/schema.ts'

/** One raw event of the site's count as stored (count_events without its id). */
export type CountRow = Omit<CountEventsTable, 'id'>

/** The columns in the order every row is written (a row is made with its keys in this order). */
const columns = [
  'day',
  'received_at',
  'visitor',
  'kind',
  'path',
  'device',
  'source',
  'medium',
  'campaign',
  'detail',
  'nights',
  'party',
  'lead_days',
] as const satisfies readonly (keyof CountRow)[]

/**
 * The rows per INSERT statement: a batch goes in statements of 500 (6 500 parameters, under
 * either engine's limit), its rest in 50s, 5s and ones, so only four statements are ever built
 * and each is compiled once (BatchStatement), not once a second.
 */
const statementSizes = [500, 50, 5, 1] as const

/** Raw rows the retention purge deletes per statement (a large purge never holds the database). */
export const countPurgeChunkRows = 10_000

/** How long a day's event counter is kept in rate_limits: past its day, then purged hourly. */
const counterKeptMs = 2 * 24 * 60 * 60 * 1000

/** The shared counter of a day's stored raw events. */
export const dayCounterKey = (day: string): string => `count-events:${day}`

/**
 * Owns the SQL that writes the count's raw events and forgets them. Each batch is one
 * transaction that first adds its size to the day's counter (a rate_limits row shared by every
 * instance, locked by the update until the commit) and then stores only what fits under the
 * daily cap: two instances flushing at once are counted one after the other, so the cap holds
 * across them.
 */
export class CountRepository {
  readonly #database: Database
  readonly #dailyCap: number
  readonly #insertEvents = new BatchStatement(
    (db, { rows }: { rows: readonly CountRow[] }) =>
      db
        .insertInto('count_events')
        .values(
          rows.map(
            (row) => Object.fromEntries(columns.map((c) => [c, row[c]])) as unknown as CountRow,
          ),
        ),
    ({ rows }) => rows.flatMap((row) => columns.map((column) => row[column])),
  )

  constructor(database: Database, dailyCap: number) {
    this.#database = database
    this.#dailyCap = dailyCap
  }

  /**
   * Stores a batch (a commit that does not wait for the disk: a lost second of counts costs
   * little); returns the rows dropped by the daily cap, per day.
   */
  async insert(rows: readonly CountRow[], now = Date.now()): Promise<Map<string, number>> {
    const byDay = new Map<string, CountRow[]>()
    for (const row of rows) {
      const list = byDay.get(row.day)
      if (list === undefined) byDay.set(row.day, [row])
      else list.push(row)
    }
    const dropped = new Map<string, number>()
    await this.#database.relaxed(async (trx) => {
      for (const [day, list] of byDay) {
        const counted = await trx
          .insertInto('rate_limits')
          .values({ key: dayCounterKey(day), count: list.length, reset_at: now + counterKeptMs })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet((eb) => ({
              count: eb('rate_limits.count', '+', eb.ref('excluded.count')),
            })),
          )
          .returning('count')
          .executeTakeFirstOrThrow()
        const before = Number(counted.count) - list.length
        const room = Math.max(0, Math.min(list.length, this.#dailyCap - before))
        if (room < list.length) dropped.set(day, list.length - room)
        let i = 0
        for (const size of statementSizes)
          for (; room - i >= size; i += size)
            await this.#insertEvents.execute(trx, { rows: list.slice(i, i + size) })
      }
    })
    return dropped
  }

  /** Deletes up to `limit` raw events of days before `day` that are rolled up; returns how many. */
  async purgeRawBefore(day: string, limit = countPurgeChunkRows): Promise<number> {
    const { db } = this.#database
    const result = await db
      .deleteFrom('count_events')
      .where(
        'id',
        'in',
        db
          .selectFrom('count_events')
          .select('id')
          .where('day', '<', day)
          .where('day', 'in', db.selectFrom('count_daily_totals').select('day'))
          .limit(limit),
      )
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  /** Deletes every roll-up of days before `day`. */
  async purgeRollupsBefore(day: string): Promise<void> {
    await this.#database.db.transaction().execute(async (trx) => {
      for (const table of [
        'count_daily_pages',
        'count_daily_devices',
        'count_daily_sources',
        'count_daily_actions',
        'count_daily_stays',
        'count_daily_totals',
      ] as const)
        await trx.deleteFrom(table).where('day', '<', day).execute()
    })
  }

  /** Days before `day` with raw events and no roll-up yet, oldest first. */
  async daysToRollUp(day: string): Promise<string[]> {
    const { db } = this.#database
    const rows = await db
      .selectFrom('count_events')
      .select('day')
      .distinct()
      .where('day', '<', day)
      .where('day', 'not in', db.selectFrom('count_daily_totals').select('day'))
      .orderBy('day')
      .execute()
    return rows.map((row) => row.day)
  }

  async count(): Promise<number> {
    const row = await this.#database.db
      .selectFrom('count_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
