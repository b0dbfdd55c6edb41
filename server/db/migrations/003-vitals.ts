import { sql, type Kysely } from 'kysely'
import { withRowId, type Engine } from './row-id.ts'

/**
 * Page-visibility metrics (web-vitals beacons), one row per metric value. Nothing identifies a
 * visitor: no address, no user agent, no id, and the time only to the hour.
 */
export function vitalsMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withRowId(engine, db.schema.createTable('vitals'))
        .addColumn('received_hour', 'bigint', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) =>
          c.notNull().check(sql`metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
        )
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('navigation_type', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('vitals_received_hour')
        .on('vitals')
        .column('received_hour')
        .execute()
    },
  }
}
