import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type PostgresServer } from '../../scripts/cluster/postgres-server.ts'
import { tempDir, writeFixtureDist } from '../server/helpers.ts'
import { freePort, startServerProcess, type RunningServer } from '../server/server-process.ts'
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
  server = startPostgres(await freePort(), 'startup')
  writeFixtureDist(join(folder.dir, 'dist'))
}, 60_000)
afterAll(() => {
  server?.remove()
  folder.remove()
})

/**
 * Holds the migrator's lock from a session of the test's own (as an instance migrating would),
 * starts an instance with `statementTimeoutMs`, runs `meanwhile` once the instance waits on the
 * lock (given the waiting sessions' process ids), then lets the lock go and returns the instance
 * once it answers /healthz.
 */
async function startBehindLock(
  statementTimeoutMs: number,
  meanwhile: (waiting: () => Promise<number[]>, admin: pg.Client) => Promise<void>,
): Promise<RunningServer> {
  const admin = new pg.Client(server.url)
  await admin.connect()
  await admin.query(`select pg_advisory_lock(${migrationLock})`)
  const starting = startServerProcess({
    DATABASE_URL: server.url,
    DIST_DIR: join(folder.dir, 'dist'),
    ENQUIRY_SECRET: 'startup-test-secret-that-is-long-enough-0123',
    DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
  })
  const waiting = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where application_name = 'trillium' and wait_event_type = 'Lock'`,
      )
    ).rows.map((row) => row.pid)
  try {
    await waitFor(async () => (await waiting()).length > 0, 30_000)
    await meanwhile(waiting, admin)
  } finally {
    await admin.query(`select pg_advisory_unlock(${migrationLock})`)
    await admin.end()
  }
  return starting
}

/** Checks the started instance is ready, then stops it. */
async function expectReady(instance: RunningServer, check: (stderr: string) => void) {
  try {
    check(instance.stderr())
    expect((await fetch(`${instance.origin}/readyz`)).status).toBe(200)
  } finally {
    instance.child.kill('SIGTERM')
    await instance.exited
  }
}

describe('an instance starting on PostgreSQL', () => {
  it('whose connection breaks during its migrations waits for the database and starts', async () => {
    // a long statement timeout: on code that migrates under it, the wait on the lock must last
    // until the connection is broken, so that the break is what the test sees
    const instance = await startBehindLock(60_000, async (waiting, admin) => {
      const [blocked] = await waiting()
      await admin.query('select pg_terminate_backend($1)', [blocked])
      // the instance tries again and waits on the lock once more: still alive
      await waitFor(async () => (await waiting()).length > 0, 30_000)
    })
    await expectReady(instance, (stderr) =>
      expect(stderr).toMatch(/database \(.*\) is not ready .*; waiting for it/),
    )
  }, 60_000)

  it('while another instance migrates for longer than a statement may take waits for it and starts', async () => {
    const instance = await startBehindLock(300, async () => {
      // the other instance's migration goes on for several statement timeouts
      await new Promise((resolve) => setTimeout(resolve, 1500))
    })
    await expectReady(instance, (stderr) => expect(stderr).not.toMatch(/statement timeout/))
  }, 60_000)
})
