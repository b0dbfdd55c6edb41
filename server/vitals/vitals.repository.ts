import type { Statement } from 'better-sqlite3'
import type { DeviceClass, VitalName } from '../../content/vitals.schema.ts'
import type { Db } from '../db/database.ts'

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

/**
 * Owns the SQL of the page-visibility metrics: batched inserts, the retention purge (in bounded
 * chunks, so a large purge never holds the event loop) and the 75th percentile per route and
 * metric (nearest rank: the value at rank ceil(0.75 n)).
 */
export class VitalsRepository {
  readonly #db: Db
  readonly #insert: Statement<[number, string, string, number, string, string]>
  readonly #purge: Statement<[number, number]>

  constructor(db: Db) {
    this.#db = db
    this.#insert = db.prepare(
      'INSERT INTO vitals (received_hour, route, metric, value, navigation_type, device) VALUES (?, ?, ?, ?, ?, ?)',
    )
    this.#purge = db.prepare(
      'DELETE FROM vitals WHERE id IN (SELECT id FROM vitals WHERE received_hour < ? LIMIT ?)',
    )
  }

  /** Stores a batch in one transaction. */
  insert(rows: readonly VitalRow[]): void {
    this.#db.transaction(() => {
      for (const r of rows) {
        this.#insert.run(r.receivedHour, r.route, r.metric, r.value, r.navigationType, r.device)
      }
    })()
  }

  /** Deletes up to `limit` rows received before `cutoff`; returns how many. */
  purgeBefore(cutoff: number, limit = 10_000): number {
    return this.#purge.run(cutoff, limit).changes
  }

  /** p75 per route and metric of the rows received since `since` (epoch ms), busiest route first. */
  percentiles(since: number, device?: DeviceClass): VitalPercentile[] {
    const rows = this.#db
      .prepare<unknown[], VitalPercentile>(
        `WITH ranked AS (
           SELECT route, metric, value,
                  ROW_NUMBER() OVER (PARTITION BY route, metric ORDER BY value) AS rank,
                  COUNT(*) OVER (PARTITION BY route, metric) AS samples
           FROM vitals
           WHERE received_hour >= ? ${device === undefined ? '' : 'AND device = ?'}
         )
         SELECT route, metric, samples, value AS p75 FROM ranked
         WHERE rank = (samples * 3 + 3) / 4
         ORDER BY route, metric`,
      )
      .all(...(device === undefined ? [since] : [since, device]))
    return rows
  }

  count(): number {
    return (this.#db.prepare('SELECT COUNT(*) AS n FROM vitals').get() as { n: number }).n
  }
}
