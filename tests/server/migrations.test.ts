import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database.ts'
import { enquiryFingerprint } from '../../server/db/fingerprint.ts'
import { engineName, onPostgres, tempDir } from './helpers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase, queryIn, schemaOf } from './test-database.ts'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))
const names = [
  '001-enquiries',
  '002-outbox',
  '003-vitals',
  '004-shared-state',
  '005-desk',
  '007-desk-search',
  '008-count',
]

describe(`migrations (${engineName})`, () => {
  it('run once when several processes start together (the migrator’s lock)', async () => {
    const { dir, remove } = tempDir()
    await prepareDatabase(dir)
    try {
      const env = {
        PATH: process.env.PATH ?? '',
        DATABASE_PATH: join(dir, 'data', 'test.db'),
        DATABASE_URL: databaseUrlOf(dir) ?? '',
      }
      const outputs = await Promise.all(
        [1, 2, 3].map(() =>
          run(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], { cwd: root, env }),
        ),
      )
      const ran = outputs.flatMap(({ stdout }) => /ran (.*)$/m.exec(stdout)?.[1]?.split(', ') ?? [])
      // each migration ran in exactly one of the three
      expect(ran.sort()).toEqual(names)
      const recorded = onPostgres
        ? await queryIn(dir, 'SELECT name FROM kysely_migration ORDER BY name')
        : new Database(env.DATABASE_PATH, { readonly: true })
            .prepare('SELECT name FROM kysely_migration ORDER BY name')
            .all()
      expect(recorded).toEqual(names.map((name) => ({ name })))
    } finally {
      await dropDatabase(dir)
      remove()
    }
  }, 60_000)

  it.skipIf(onPostgres)(
    'SQLite: takes over a file made by the old SQL migrations, keeping its enquiries and their duplicate rule',
    async () => {
      const { dir, remove } = tempDir()
      try {
        const path = join(dir, 'old.db')
        const old = new Database(path)
        old.exec(
          'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
        )
        const legacy = join(root, 'tests/fixtures/legacy-sqlite')
        for (const file of readdirSync(legacy).sort()) {
          old.exec(readFileSync(join(legacy, file), 'utf8'))
          old
            .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
            .run(Number(file.slice(0, 3)), file, Date.now())
        }
        const now = Date.now()
        old
          .prepare(
            `INSERT INTO enquiries (public_id, created_at, name, email, email_key, message, phone, hotel, page)
             VALUES ('old-1', ?, 'Asha Rao', 'asha@example.in', 'asha@example.in', 'A suite for two nights please', '', 'Trillium', '/suites')`,
          )
          .run(now - 60_000)
        old.close()
        const database = await openDatabase({ url: undefined, path })
        try {
          expect(database.migrated).toEqual([
            '004-shared-state',
            '005-desk',
            '007-desk-search',
            '008-count',
          ])
          const rows = await database.db.selectFrom('enquiries').select('public_id').execute()
          expect(rows).toEqual([{ public_id: 'old-1' }])
          const prints = await database.db.selectFrom('enquiry_fingerprints').selectAll().execute()
          expect(prints).toEqual([
            {
              fingerprint: enquiryFingerprint('asha@example.in', 'A suite for two nights please'),
              created_at: now - 60_000,
            },
          ])
        } finally {
          await database.close()
        }
      } finally {
        remove()
      }
    },
  )

  it.skipIf(onPostgres)(
    'SQLite: a file another connection keeps locked past busy_timeout is opened once it is free',
    async () => {
      const { dir, remove } = tempDir()
      const path = join(dir, 'locked.db')
      const holder = new Database(path)
      try {
        holder.pragma('journal_mode = WAL')
        holder.exec('BEGIN EXCLUSIVE')
        // the lock is let go a second after the first try began; that try waits busy_timeout
        // (5 s, the event loop held by SQLite's wait) and fails, the next one finds it free
        setTimeout(() => holder.exec('COMMIT'), 1000)
        const started = Date.now()
        const database = await openDatabase({ url: undefined, path })
        try {
          expect(Date.now() - started).toBeGreaterThanOrEqual(5000)
          expect(database.migrated).toEqual(names)
        } finally {
          await database.close()
        }
      } finally {
        holder.close()
        remove()
      }
    },
    30_000,
  )

  it.runIf(onPostgres)(
    'PostgreSQL: migrate while other schemas on the same server are made and dropped',
    async () => {
      // Another tenant of the server (here: other test folders) makes and drops schemas while
      // this one migrates: the migrator's questions read this schema only, so another's DROP
      // cannot fail them (Kysely's own introspector resolved every table of every schema).
      const others = [1, 2, 3].map(() => tempDir())
      let churning = true
      const churn = Promise.all(
        others.map(async ({ dir }) => {
          while (churning) {
            await prepareDatabase(dir)
            await queryIn(
              dir,
              'CREATE TABLE outbox (id bigint primary key, last_error text); CREATE TABLE enquiries (id bigserial primary key, note text)',
            )
            await dropDatabase(dir)
          }
        }),
      )
      const folders = Array.from({ length: 30 }, () => tempDir())
      try {
        for (const { dir } of folders) {
          await prepareDatabase(dir)
          const database = await openDatabase({ url: databaseUrlOf(dir), path: join(dir, 'x.db') })
          try {
            expect(database.migrated).toEqual(names)
            const tables = await database.db.introspection.getTables()
            expect(tables.map((table) => table.name).sort()).toEqual([
              'audit_log',
              'count_daily_actions',
              'count_daily_devices',
              'count_daily_pages',
              'count_daily_sources',
              'count_daily_stays',
              'count_daily_totals',
              'count_events',
              'count_salts',
              'desk_challenges',
              'enquiries',
              'enquiry_events',
              'enquiry_fingerprints',
              'outbox',
              'passkeys',
              'rate_limits',
              'settings',
              'sign_in_failures',
              'sign_in_locks',
              'staff',
              'staff_links',
              'staff_sessions',
              'used_challenges',
              'vitals',
              'vitals_daily',
            ])
            expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schemaOf(dir)]))
          } finally {
            await database.close()
          }
        }
      } finally {
        churning = false
        await churn
        for (const { dir, remove } of [...folders, ...others]) {
          await dropDatabase(dir)
          remove()
        }
      }
    },
    60_000,
  )
})
