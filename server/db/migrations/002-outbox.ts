import { sql, type Kysely } from 'kysely'
import { withRowId, type Engine } from './row-id.ts'

/**
 * Staff e-mail per enquiry, written in the enquiry's own transaction and sent by a worker with
 * retries, so an SMTP outage delays the e-mail but never loses it or the enquiry.
 */
export function outboxMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withRowId(engine, db.schema.createTable('outbox'))
        .addColumn('enquiry_id', 'bigint', (c) => c.notNull().references('enquiries.id'))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .execute()
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute()
    },
  }
}
