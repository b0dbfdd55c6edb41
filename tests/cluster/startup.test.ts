import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type PostgresServer } from '../../scripts/cluster/postgres-server.ts'
import { tempDir, writeFixtureDist } from '../server/helpers.ts'
import { startServerProcess, freePort } from '../server/server-process.ts'
import { waitFor } from '../server/fakes/smtp-server.ts'

/*
 * An instance starting while PostgreSQL breaks its connection: the fault test's CI run once
 * restarted an instance while PostgreSQL was being crashed, and the server process died at once
 * (a broken connection reported before the app had its database). Here the break is made on
 * purpose: another process holds the migrator's lock, so the starting instance waits inside its
 * migrations, and its waiting connection is then terminated.
 */

/** Kysely's migration lock on PostgreSQL (an advisory lock on this key). */
const migrationLock = '3853314791062309107'
const folder = tempDir('trillium-startup-')
let server: PostgresServer

beforeAll(async () => {
  server = startPostgres(join(folder.dir, 'pg'), await freePort())
  writeFixtureDist(join(folder.dir, 'dist'))
}, 60_000)
afterAll(() => {
  server?.remove()
  folder.remove()
})

describe('an instance starting on PostgreSQL', () => {
  it('whose connection breaks during its migrations waits for the database and starts', async () => {
    const admin = new pg.Client(server.url)
    await admin.connect()
    await admin.query(`select pg_advisory_lock(${migrationLock})`)
    const starting = startServerProcess({
      DATABASE_URL: server.url,
      DIST_DIR: join(folder.dir, 'dist'),
      ENQUIRY_SECRET: 'startup-test-secret-that-is-long-enough-0123',
      // the wait on the lock must outlast this test's steps, not be cancelled as a slow statement
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    })
    try {
      const waiting = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where application_name = 'trillium' and wait_event_type = 'Lock'`,
          )
        ).rows
      await waitFor(async () => (await waiting()).length > 0, 15_000)
      const [blocked] = await waiting()
      await admin.query('select pg_terminate_backend($1)', [blocked?.pid])
      // the instance tries again and waits on the lock once more: still alive
      await waitFor(async () => (await waiting()).length > 0, 15_000)
    } finally {
      await admin.query(`select pg_advisory_unlock(${migrationLock})`)
      await admin.end()
    }
    const instance = await starting
    try {
      expect(instance.stderr()).toMatch(/database \(.*\) is not ready .*; waiting for it/)
      const ready = await fetch(`${instance.origin}/readyz`)
      expect(ready.status).toBe(200)
    } finally {
      instance.child.kill('SIGTERM')
      await instance.exited
    }
  }, 60_000)

  it('while another instance migrates for longer than a statement may take waits for it and starts', async () => {
    const admin = new pg.Client(server.url)
    await admin.connect()
    await admin.query(`select pg_advisory_lock(${migrationLock})`)
    const starting = startServerProcess({
      DATABASE_URL: server.url,
      DIST_DIR: join(folder.dir, 'dist'),
      ENQUIRY_SECRET: 'startup-test-secret-that-is-long-enough-0123',
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
    })
    try {
      await waitFor(
        async () =>
          (
            await admin.query(
              `select 1 from pg_stat_activity
               where application_name = 'trillium' and wait_event_type = 'Lock'`,
            )
          ).rows.length > 0,
        15_000,
      )
      // the other instance's migration goes on for several statement timeouts
      await new Promise((resolve) => setTimeout(resolve, 1500))
    } finally {
      await admin.query(`select pg_advisory_unlock(${migrationLock})`)
      await admin.end()
    }
    const instance = await starting
    try {
      expect(instance.stderr()).not.toMatch(/statement timeout/)
      expect((await fetch(`${instance.origin}/readyz`)).status).toBe(200)
    } finally {
      instance.child.kill('SIGTERM')
      await instance.exited
    }
  }, 60_000)
})
