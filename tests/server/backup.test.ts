import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { postgresPackage, requirePackage } from '../../scripts/cluster/system-packages.ts'
import { engineName, onPostgres, testApp, validEnquiry } from './helpers.ts'
import { schemaOf, testDatabaseUrl } from './test-database.ts'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))

/*
 * Backups that restore, on the engine the suite runs on: SQLite's online backup through
 * `npm run db:backup` while the server keeps taking enquiries, and on PostgreSQL the pg_dump and
 * pg_restore pair docs/deploy.md gives. Each backup is restored and every enquiry found in it.
 */
describe(`backups (${engineName})`, () => {
  it('restores a backup taken while enquiries arrive, with every enquiry acknowledged before it', async () => {
    const opened = await testApp()
    const { app, dir } = opened
    try {
      const send = async (n: number) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/enquiry',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(
            await validEnquiry(app, { message: `Backup enquiry ${n} about the suites` }),
          ),
        })
        expect(res.statusCode).toBe(201)
        return res.json<{ id: string }>().id
      }
      const before: string[] = []
      for (let n = 0; n < 40; n++) before.push(await send(n))
      // enquiries keep arriving while the backup runs
      let arriving = true
      const during = (async () => {
        for (let n = 100; arriving; n++) await send(n)
      })()
      const backup = join(dir, 'backup.dump')
      let restored: string[]
      if (onPostgres) {
        const bin = requirePackage(postgresPackage)
        const url = testDatabaseUrl ?? ''
        await run(join(bin, 'pg_dump'), [
          '--format=custom',
          `--schema=${schemaOf(dir)}`,
          '--file',
          backup,
          url,
        ])
        arriving = false
        await during
        const target = `restored_${schemaOf(dir)}`
        const admin = new pg.Client(url)
        await admin.connect()
        await admin.query(`CREATE DATABASE ${target}`)
        try {
          const restoredUrl = new URL(url)
          restoredUrl.pathname = `/${target}`
          // this dump holds the test's own schema only, and pg_trgm (007-desk-search's index)
          // lives in public: the whole-database dump docs/deploy.md gives carries it
          const check = new pg.Client(restoredUrl.toString())
          await check.connect()
          await check.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public')
          await run(join(bin, 'pg_restore'), ['--dbname', restoredUrl.toString(), backup])
          restored = (
            await check.query<{ public_id: string }>(
              `SELECT public_id FROM ${schemaOf(dir)}.enquiries`,
            )
          ).rows.map((row) => row.public_id)
          await check.end()
        } finally {
          await admin.query(`DROP DATABASE IF EXISTS ${target}`)
          await admin.end()
        }
      } else {
        const { stderr } = await run(
          process.execPath,
          ['--import', 'tsx', 'scripts/db-backup.ts', '--out', backup],
          {
            cwd: root,
            env: { PATH: process.env.PATH ?? '', DATABASE_PATH: join(dir, 'data', 'test.db') },
          },
        )
        arriving = false
        await during
        expect(stderr).toMatch(/^Backed up \d+ enquiries to /)
        expect((statSync(backup).mode & 0o777).toString(8)).toBe('600')
        const copy = new Database(backup, { readonly: true })
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
        restored = (
          copy.prepare('SELECT public_id FROM enquiries').all() as { public_id: string }[]
        ).map((row) => row.public_id)
        copy.close()
      }
      for (const id of before) expect(restored, id).toContain(id)
      expect(new Set(restored).size).toBe(restored.length)
    } finally {
      await opened.close()
    }
  }, 60_000)

  it.runIf(onPostgres)('npm run db:backup names pg_dump on PostgreSQL', async () => {
    const result = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/db-backup.ts', '--out', 'x.db'],
      { cwd: root, env: { PATH: process.env.PATH ?? '', DATABASE_URL: testDatabaseUrl ?? '' } },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(result).toMatchObject({ code: 2 })
    expect((result as { stderr: string }).stderr).toContain('pg_dump --format=custom')
  })
})
