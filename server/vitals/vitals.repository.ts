import { sql } from 'kysely'
import type { DeviceClass, VitalName } from '../../content/vitals.schema.ts'
import type { Database } from '../db/database.ts'

/** One metric value as stored: nothing about the visitor, the time only to the hour. */
export interface VitalRow {
  receivedHour: number
  route: string
  metric: VitalName
  value: number
  navigationType: string
  device: DeviceClass
}

/** The 75th percentile of one metric on one route over a period, as the Chrome UX Report gives it. */
export interface VitalPercentile {
  route: string
  metric: VitalName
  samples: number
  p75: number
}

/** Rows the retention purge deletes per statement (server/README.md: 10 000 at a time). */
export const purgeChunkRows = 10_000

/** Rows per INSERT statement (6 parameters each: well under either engine's limit). */
const rowsPerStatement = 1000

/**
 * Owns the SQL of the page-visibility metrics, on either engine: batched inserts, the retention
 * purge (in bounded chunks, so a large purge never holds the database long) and the 75th
 * percentile per route and metric (nearest rank: the value at rank ceil(0.75 n)).
 */
export class VitalsRepository {
  readonly #database: Database

  constructor(database: Database) {
    this.#database = database
  }

  /** Stores a batch in one transaction. */
  async insert(rows: readonly VitalRow[]): Promise<void> {
    await this.#database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += rowsPerStatement) {
        await trx
          .insertInto('vitals')
          .values(
            rows.slice(i, i + rowsPerStatement).map((r) => ({
              received_hour: r.receivedHour,
              route: r.route,
              metric: r.metric,
              value: r.value,
              navigation_type: r.navigationType,
              device: r.device,
            })),
          )
          .execute()
      }
    })
  }

  /** Deletes up to `limit` rows received before `cutoff`; returns how many. */
  async purgeBefore(cutoff: number, limit = purgeChunkRows): Promise<number> {
    const { db } = this.#database
    const result = await db
      .deleteFrom('vitals')
      .where(
        'id',
        'in',
        db.selectFrom('vitals').select('id').where('received_hour', '<', cutoff).limit(limit),
      )
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  /** p75 per route and metric of the rows received since `since` (epoch ms), by route and metric. */
  async percentiles(since: number, device?: DeviceClass): Promise<VitalPercentile[]> {
    const rows = await this.#database.db
      .with('ranked', (db) =>
        db
          .selectFrom('vitals')
          .select([
            'route',
            'metric',
            'value',
            sql<number>`row_number() over (partition by route, metric order by value)`.as('rank'),
            sql<number>`count(*) over (partition by route, metric)`.as('samples'),
          ])
          .where('received_hour', '>=', since)
          .$if(device !== undefined, (qb) => qb.where('device', '=', device ?? 'mobile')),
      )
      .selectFrom('ranked')
      .select(['route', 'metric', 'samples', 'value as p75'])
      .where(sql<boolean>`rank = (samples * 3 + 3) / 4`)
      .orderBy('route')
      .orderBy('metric')
      .execute()
    return rows.map((row) => ({
      route: row.route,
      metric: row.metric,
      samples: Number(row.samples),
      p75: Number(row.p75),
    }))
  }

  async count(): Promise<number> {
    const row = await this.#database.db
      .selectFrom('vitals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
