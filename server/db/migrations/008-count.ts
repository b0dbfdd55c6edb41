import { sql, type Kysely } from 'kysely'
import { withRowId, type Engine } from './row-id.ts'

/*
 * The site's count (issue 43, docs/insights.md). Nothing here names a person: a visitor is a
 * hash of the address, the user agent and the day's salt, and the salt is deleted when its day
 * (the resort's, Asia/Kolkata) ends, so no hash can be made again or linked to another day's.
 *
 * - count_salts: the salt of each day still open (one row; yesterday's is deleted at rollover).
 * - count_events: the raw events, kept ANALYTICS_RAW_DAYS (35 by default).
 * - count_daily_*: the roll-ups of each day past, kept 25 months. A day is rolled up once its
 *   count_daily_totals row exists (zeros included), all of its roll-ups in one transaction.
 * - vitals_daily: each past day's vitals per route and metric (route `*`: every page), kept 25
 *   months like the count's roll-ups (server/insights/vitals-day.ts): samples, the p75 and 20
 *   quantiles (a JSON array) that a range's estimate merges.
 */

async function dailyTable(
  db: Kysely<unknown>,
  name: string,
  keys: readonly string[],
  counts: readonly string[],
): Promise<void> {
  let table = db.schema.createTable(name).addColumn('day', 'text', (c) => c.notNull())
  for (const key of keys) table = table.addColumn(key, 'text', (c) => c.notNull())
  for (const count of counts)
    table = table.addColumn(count, 'bigint', (c) => c.notNull().defaultTo(0))
  await table.addPrimaryKeyConstraint(`${name}_key`, ['day', ...keys] as never).execute()
}

export function countMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('count_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute()
      await withRowId(engine, db.schema.createTable('count_events'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('view', 'book-now', 'availability', 'enquiry')`),
        )
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        // a landing view's source, medium and campaign (all three set, or none)
        .addColumn('source', 'text')
        .addColumn('medium', 'text')
        .addColumn('campaign', 'text')
        // book-now: the control; enquiry: its kind
        .addColumn('detail', 'text')
        // availability
        .addColumn('nights', 'integer')
        .addColumn('party', 'integer')
        .addColumn('lead_days', 'integer')
        .execute()
      await db.schema
        .createIndex('count_events_day')
        .on('count_events')
        .columns(['day', 'kind'])
        .execute()
      await dailyTable(db, 'count_daily_totals', [], ['views', 'visitors'])
      await dailyTable(
        db,
        'count_daily_pages',
        ['path'],
        ['views', 'visitors', 'book_now', 'enquiries'],
      )
      await dailyTable(db, 'count_daily_devices', ['device'], ['views', 'visitors'])
      await dailyTable(
        db,
        'count_daily_sources',
        ['source', 'medium', 'campaign'],
        ['visits', 'visitors'],
      )
      // the sources chart sums a range's rows per source, medium and campaign: read in this
      // index's order they need no sort and no visit to the table (SQLite, with ANALYZE's
      // statistics, takes it for ranges of a few months and more: 25 ms to 9 ms for a year)
      await db.schema
        .createIndex('count_daily_sources_by_source')
        .on('count_daily_sources')
        .columns(['source', 'medium', 'campaign', 'day', 'visits', 'visitors'])
        .execute()
      // kind: book-now (detail: the control) or enquiry (detail: its kind)
      await dailyTable(db, 'count_daily_actions', ['kind', 'detail'], ['count'])
      // measure: lead, nights or party; value: its bucket's label (content/desk/insights-api.ts)
      await dailyTable(db, 'count_daily_stays', ['measure', 'value'], ['searches'])
      await db.schema
        .createTable('vitals_daily')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('samples', 'bigint', (c) => c.notNull())
        .addColumn('p75', 'double precision', (c) => c.notNull())
        .addColumn('quantiles', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('vitals_daily_key', ['day', 'route', 'metric'] as never)
        .execute()
    },
  }
}
