import type { Kysely } from 'kysely'
import { enquiryFingerprint } from '../fingerprint.ts'

/** How far back the duplicate rule looks (the enquiry repository's 24 hours). */
const dayMs = 24 * 60 * 60 * 1000

/**
 * What several instances must agree on, moved from each process's memory into the database:
 * the duplicate rule's fingerprints (filled from the last day's enquiries), the enquiry rate
 * limit per client, and the outbox's claim lease; the index the duplicate rule read before goes.
 */
export const sharedStateMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('enquiry_fingerprints')
      .addColumn('fingerprint', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('enquiry_fingerprints_created_at')
      .on('enquiry_fingerprints')
      .column('created_at')
      .execute()
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('rate_limits_reset_at')
      .on('rate_limits')
      .column('reset_at')
      .execute()
    await db.schema.alterTable('outbox').addColumn('lease_until', 'bigint').execute()
    await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute()

    // The enquiries of the last day keep counting as duplicates after the upgrade.
    const typed = db as Kysely<{
      enquiries: { email_key: string; message: string; created_at: number }
      enquiry_fingerprints: { fingerprint: string; created_at: number }
    }>
    const recent = await typed
      .selectFrom('enquiries')
      .select(['email_key', 'message'])
      .select((eb) => eb.fn.max('created_at').as('created_at'))
      .where('created_at', '>', Date.now() - dayMs)
      .groupBy(['email_key', 'message'])
      .execute()
    for (let i = 0; i < recent.length; i += 500) {
      await typed
        .insertInto('enquiry_fingerprints')
        .values(
          recent.slice(i, i + 500).map((row) => ({
            fingerprint: enquiryFingerprint(row.email_key, row.message),
            created_at: Number(row.created_at),
          })),
        )
        .execute()
    }

    // The duplicate rule reads the fingerprints now: the index it read costs every insert.
    await db.schema.dropIndex('enquiries_email_key_created_at').execute()
  },
}
