import type { Kysely } from 'kysely'
import { withRowId, type Engine } from './row-id.ts'

/** Enquiries, the puzzle tokens already used, and small settings (the generated secret). */
export function enquiriesMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withRowId(engine, db.schema.createTable('enquiries'))
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('hotel', 'text', (c) => c.notNull())
        .addColumn('page', 'text')
        .execute()
      await db.schema
        .createIndex('enquiries_email_key_created_at')
        .on('enquiries')
        .columns(['email_key', 'created_at'])
        .execute()
      await db.schema
        .createIndex('enquiries_created_at')
        .on('enquiries')
        .column('created_at')
        .execute()
      await db.schema
        .createTable('used_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('used_challenges_expires_at')
        .on('used_challenges')
        .column('expires_at')
        .execute()
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
