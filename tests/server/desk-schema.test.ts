import { join } from 'node:path'
import { Kysely, Migrator, sql, SqliteDialect } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { migrations } from '../../server/db/migrate.ts'
import { postgresDialect, postgresPool } from '../../server/db/postgres.ts'
import { openSqliteFile } from '../../server/db/sqlite.ts'
import { engineName, onPostgres, storedRows, tempDir, testApp, validEnquiry } from './helpers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase, schemaOf } from './test-database.ts'

/*
 * Migration 005-desk on a database that already holds enquiries (issue 42): each keeps its
 * data, its time received becomes its last change, its kind is read from its page, and it
 * starts new; the enquiry writer sets the new columns itself; the audit trail takes inserts only.
 */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A database of the test's engine migrated up to 004, as a site before the desk had it. */
async function databaseBeforeTheDesk(): Promise<{ dir: string; path: string }> {
  const { dir, remove } = tempDir()
  await prepareDatabase(dir)
  cleanups.push(async () => {
    await dropDatabase(dir)
    remove()
  })
  const path = join(dir, 'before.db')
  const url = databaseUrlOf(dir)
  const engine = onPostgres ? 'postgres' : 'sqlite'
  const db = new Kysely<unknown>({
    dialect:
      url === undefined
        ? new SqliteDialect({ database: openSqliteFile(path) })
        : postgresDialect(
            postgresPool({
              url,
              poolMax: 1,
              statementTimeoutMs: 0,
              onIdleError: () => {},
              pipeline: false,
            }),
          ),
  })
  try {
    const all = migrations(engine)
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '005'))
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(before) },
      ...(url === undefined ? {} : { migrationTableSchema: schemaOf(dir) }),
    })
    const { error } = await migrator.migrateToLatest()
    if (error !== undefined) throw error
    const received = Date.parse('2026-11-20T10:00:00Z')
    const pages = ['/honeymoon', '/contact', null, '/wedding', '/honeymoon', '/mountainsuite']
    for (const [i, page] of pages.entries()) {
      await sql`insert into enquiries (public_id, created_at, name, email, email_key, message, phone, hotel, page)
        values (${`old-${i}`}, ${received + i * 1000}, 'Asha Rao', 'Asha@Example.in', 'asha@example.in',
          'A suite for two nights please', '', 'Trillium', ${page})`.execute(db)
    }
  } finally {
    await db.destroy()
  }
  return { dir, path }
}

async function open(dir: string, path: string): Promise<Database> {
  const database = await openDatabase({ url: databaseUrlOf(dir), path })
  cleanups.push(() => database.close())
  return database
}

describe(`migration 005-desk (${engineName})`, () => {
  it('keeps every enquiry, backfills its last change and its kind, and starts it new', async () => {
    const { dir, path } = await databaseBeforeTheDesk()
    const database = await open(dir, path)
    expect(database.migrated).toEqual(['005-desk', '007-desk-search', '008-count'])
    const rows = await database.db
      .selectFrom('enquiries')
      .select([
        'public_id',
        'created_at',
        'updated_at',
        'kind',
        'status',
        'version',
        'holder_id',
        'ended_at',
        'reply_failed',
        'arrival',
        'departure',
      ])
      .orderBy('id')
      .execute()
    const received = Date.parse('2026-11-20T10:00:00Z')
    const kinds = ['package', 'general', 'general', 'event', 'package', 'suite']
    expect(rows).toEqual(
      kinds.map((kind, i) => ({
        public_id: `old-${i}`,
        created_at: received + i * 1000,
        updated_at: received + i * 1000,
        kind,
        status: 'new',
        version: 0,
        holder_id: null,
        ended_at: null,
        reply_failed: 0,
        arrival: null,
        departure: null,
      })),
    )
  })

  it('refuses a status outside the enquiry’s life', async () => {
    const { dir, path } = await databaseBeforeTheDesk()
    const database = await open(dir, path)
    await expect(
      database.db
        .updateTable('enquiries')
        .set({ status: 'lost' as 'new' })
        .execute(),
    ).rejects.toThrow(/check/i)
    await database.db
      .updateTable('enquiries')
      .set({ status: 'not-booked' })
      .where('public_id', '=', 'old-0')
      .execute()
  })

  it('the audit trail takes inserts and refuses updates and deletes', async () => {
    const { dir, path } = await databaseBeforeTheDesk()
    const database = await open(dir, path)
    const { db } = database
    await db
      .insertInto('audit_log')
      .values({
        at: 1,
        action: 'sign-in',
        detail: '{}',
        actor_id: null,
        actor_name: null,
        subject: null,
        client: null,
      })
      .execute()
    await expect(db.updateTable('audit_log').set({ action: 'sign-out' }).execute()).rejects.toThrow(
      /append-only/,
    )
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/)
    expect(await db.selectFrom('audit_log').select(['at', 'action']).execute()).toEqual([
      { at: 1, action: 'sign-in' },
    ])
  })

  it('the enquiry writer stores each new enquiry new, unchanged since received, with its kind', async () => {
    const { app, dir, close } = await testApp()
    cleanups.push(close)
    for (const [page, message] of [
      ['/honeymoon', 'A honeymoon in the hills for us two please'],
      ['/contact', 'Please call me back about a stay in December'],
      [undefined, 'Three nights in the valley view suite for two'],
    ] as const) {
      const body = await validEnquiry(app, { message, ...(page === undefined ? {} : { page }) })
      const res = await app.inject({ method: 'POST', url: '/api/enquiry', payload: body })
      expect(res.statusCode).toBe(201)
    }
    const rows = await storedRows(dir, 'enquiries')
    expect(
      rows.map((row) => ({
        kind: row.kind,
        status: row.status,
        version: Number(row.version),
        same: Number(row.updated_at) === Number(row.created_at),
        replyFailed: Number(row.reply_failed),
        holder: row.holder_id,
      })),
    ).toEqual(
      ['package', 'general', 'general'].map((kind) => ({
        kind,
        status: 'new',
        version: 0,
        same: true,
        replyFailed: 0,
        holder: null,
      })),
    )
  })
})
