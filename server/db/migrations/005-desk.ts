// Length: one migration, the desk's whole schema on both engines; a migration is never split once it has run.
import { sql, type Kysely } from 'kysely'
import { enquiryKindOf } from '../../../content/desk/enquiry-kinds.ts'
import { withRowId, type Engine } from './row-id.ts'

/*
 * The reservations desk (issue 42, docs/desk.md): staff accounts with their one-time links,
 * sessions and passkeys; the sign-in throttle; the audit trail; and each enquiry's life (its
 * status, holder, version and timeline) with the outbox's reply mail. Times are epoch
 * milliseconds, as everywhere in the schema.
 */

/** The statuses of an enquiry's life (machines/enquiry-life), as the column accepts them. */
const statuses = `'new', 'in-hand', 'replied', 'booked', 'not-booked', 'spam'`

/** Refuses any change of the audit trail but an insert: it is append-only. */
async function appendOnly(db: Kysely<unknown>, engine: Engine, table: string): Promise<void> {
  const message = `${table} is append-only`
  if (engine === 'sqlite') {
    for (const event of ['update', 'delete'])
      await sql
        .raw(
          `create trigger ${table}_no_${event} before ${event} on ${table} begin select raise(abort, '${message}'); end`,
        )
        .execute(db)
    return
  }
  await sql
    .raw(
      `create function ${table}_append_only() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger ${table}_append_only before update or delete on ${table} for each statement execute function ${table}_append_only()`,
    )
    .execute(db)
}

export function deskMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withRowId(engine, db.schema.createTable('staff'))
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) =>
          c.notNull().check(sql`role in ('manager', 'reservations')`),
        )
        .addColumn('password_hash', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('disabled_at', 'bigint')
        .addColumn('password_changed_at', 'bigint')
        .execute()

      await db.schema
        .createTable('staff_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute()
      await db.schema
        .createIndex('staff_links_staff_id')
        .on('staff_links')
        .column('staff_id')
        .execute()

      await db.schema
        .createTable('staff_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .execute()
      await db.schema
        .createIndex('staff_sessions_staff_id')
        .on('staff_sessions')
        .column('staff_id')
        .execute()
      await db.schema
        .createIndex('staff_sessions_expires_at')
        .on('staff_sessions')
        .column('expires_at')
        .execute()

      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff.id'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute()
      await db.schema.createIndex('passkeys_staff_id').on('passkeys').column('staff_id').execute()

      await db.schema
        .createTable('desk_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) =>
          c.notNull().check(sql`purpose in ('register', 'sign-in')`),
        )
        .addColumn('staff_id', 'bigint', (c) => c.references('staff.id'))
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('desk_challenges_expires_at')
        .on('desk_challenges')
        .column('expires_at')
        .execute()

      await withRowId(engine, db.schema.createTable('sign_in_failures'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('sign_in_failures_key_at')
        .on('sign_in_failures')
        .columns(['key', 'at'])
        .execute()
      await db.schema
        .createIndex('sign_in_failures_at')
        .on('sign_in_failures')
        .column('at')
        .execute()
      await db.schema
        .createTable('sign_in_locks')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('locked_until', 'bigint', (c) => c.notNull())
        .execute()

      await withRowId(engine, db.schema.createTable('audit_log'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor_id', 'bigint')
        .addColumn('actor_name', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('client', 'text')
        .execute()
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
      await appendOnly(db, engine, 'audit_log')

      // Each enquiry's life. `updated_at` starts as the time received (backfilled below; the
      // writer sets it on insert), `kind` is read from the page (content/desk/enquiry-kinds.ts).
      const enquiries = (name: string) => db.schema.alterTable('enquiries').addColumn(name, 'text')
      await db.schema
        .alterTable('enquiries')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql.raw(`status in (${statuses})`)),
        )
        .execute()
      await db.schema
        .alterTable('enquiries')
        .addColumn('holder_id', 'bigint', (c) => c.references('staff.id'))
        .execute()
      await db.schema
        .alterTable('enquiries')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .alterTable('enquiries')
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.alterTable('enquiries').addColumn('ended_at', 'bigint').execute()
      await enquiries('kind').execute()
      await enquiries('arrival').execute()
      await enquiries('departure').execute()
      await db.schema
        .alterTable('enquiries')
        .addColumn('reply_failed', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`reply_failed in (0, 1)`),
        )
        .execute()

      const typed = db as Kysely<{
        enquiries: {
          page: string | null
          kind: string | null
          updated_at: number
          created_at: number
        }
      }>
      await typed
        .updateTable('enquiries')
        .set((eb) => ({ updated_at: eb.ref('created_at') }))
        .execute()
      const pages = await typed.selectFrom('enquiries').select('page').distinct().execute()
      for (const { page } of pages) {
        await typed
          .updateTable('enquiries')
          .set({ kind: enquiryKindOf(page) })
          .where('page', page === null ? 'is' : '=', page)
          .execute()
      }

      // The inbox's pages newest first by a keyset (created_at, id), replacing the index on
      // created_at alone; a status filter; the live feed's changes; the ends retention erases
      // (few rows: only those with an end); one guest's enquiries (erasure, the guest wrote again).
      await db.schema.dropIndex('enquiries_created_at').execute()
      await db.schema
        .createIndex('enquiries_created_at_id')
        .on('enquiries')
        .columns(['created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('enquiries_status_created_at_id')
        .on('enquiries')
        .columns(['status', 'created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('enquiries_updated_at')
        .on('enquiries')
        .column('updated_at')
        .execute()
      await db.schema
        .createIndex('enquiries_ended_at')
        .on('enquiries')
        .column('ended_at')
        .where(sql.ref('ended_at'), 'is not', null)
        .execute()
      await db.schema
        .createIndex('enquiries_email_key')
        .on('enquiries')
        .column('email_key')
        .execute()

      await withRowId(engine, db.schema.createTable('enquiry_events'))
        .addColumn('enquiry_id', 'bigint', (c) => c.notNull().references('enquiries.id'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'bigint', (c) => c.references('staff.id'))
        .addColumn('actor_name', 'text')
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('body', 'text')
        .addColumn('subject', 'text')
        // no reference: the outbox row names its event (outbox.event_id), and two tables
        // naming each other could only be emptied in one order by clearing one side first
        .addColumn('outbox_id', 'bigint')
        .execute()
      await db.schema
        .createIndex('enquiry_events_enquiry_id_at')
        .on('enquiry_events')
        .columns(['enquiry_id', 'at'])
        .execute()

      await db.schema
        .alterTable('outbox')
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .defaultTo('staff')
            .check(sql`kind in ('staff', 'reply')`),
        )
        .execute()
      await db.schema
        .alterTable('outbox')
        .addColumn('event_id', 'bigint', (c) => c.references('enquiry_events.id'))
        .execute()
    },
  }
}
