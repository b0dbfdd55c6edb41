import { chmodSync, copyFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sql } from 'kysely'
import { DatabaseHealth } from '../../server/db/database-health.ts'
import { logRecorder, onPostgres, testApp, validEnquiry } from './helpers.ts'

let app: FastifyInstance
let dir: string
let close: () => Promise<void>
let recorder = logRecorder()

beforeEach(async () => {
  recorder = logRecorder()
  ;({ app, dir, close } = await testApp(
    { logLevel: 'info' },
    {
      logStream: recorder.stream,
    },
  ))
})
afterEach(async () => close())

const dbPath = () => join(dir, 'data', 'test.db')

async function post(overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/enquiry',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(await validEnquiry(app, overrides)),
  })
}

async function expectRefused(reason: RegExp): Promise<void> {
  const res = await post({ email: `after-${Math.random()}@example.in` })
  expect(res.statusCode).toBe(503)
  expect(res.headers['retry-after']).toBeDefined()
  expect(res.json()).toHaveProperty('message')
  const ready = await app.inject({ method: 'GET', url: '/readyz' })
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toMatchObject({ status: 'not ready', database: 'unavailable' })
  expect(ready.json<{ reason: string }>().reason).toMatch(reason)
  // the process itself is alive: a restart would not mend the storage
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  expect(recorder.text()).toMatch(/"level":50.*database unavailable/)
}

// The SQLite file's own faults; PostgreSQL's (the server stopped, then back) are in postgres.test.ts.
describe.skipIf(onPostgres)('the server notices its SQLite file is gone or unusable', () => {
  it('data folder deleted: 503 for new enquiries and on /readyz, never a 201 into the void', async () => {
    expect((await post()).statusCode).toBe(201)
    rmSync(join(dir, 'data'), { recursive: true, force: true })
    await expectRefused(/deleted/)
  })

  it('file replaced by another: 503; the original put back: takes enquiries again', async () => {
    expect((await post()).statusCode).toBe(201)
    renameSync(dbPath(), `${dbPath()}.moved`)
    copyFileSync(`${dbPath()}.moved`, dbPath())
    await expectRefused(/replaced/)
    renameSync(`${dbPath()}.moved`, dbPath())
    expect((await post({ email: 'back@example.in' })).statusCode).toBe(201)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })

  it('file made read-only: 503', async () => {
    chmodSync(dbPath(), 0o400)
    await expectRefused(/read-only/)
  })

  it('disk full: the failed commit is a 503, not a 201 or a 500, and it recovers when space returns', async () => {
    const { db } = app.trillium.database
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]
      ?.page_count
    // no page left for the database to grow: SQLite answers SQLITE_FULL
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db)
    let res = await post({ message: 'x '.repeat(1500) })
    for (let i = 0; res.statusCode === 201 && i < 50; i++) {
      res = await post({ email: `fill${i}@example.in`, message: 'y '.repeat(1500) })
    }
    expect(res.statusCode).toBe(503)
    await expectRefused(/full/)
    await sql`pragma max_page_count = 1073741823`.execute(db)
    await vi.waitFor(
      async () =>
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200),
      { timeout: 5000, interval: 200 },
    )
    expect((await post({ email: 'space@example.in' })).statusCode).toBe(201)
  })
})

describe.skipIf(onPostgres)('the free space the SQLite file needs', () => {
  it('is more than 1 MiB: with exactly 1 MiB free the disk counts as full', () => {
    const withFree = (bytes: number) => new DatabaseHealth(dbPath(), () => bytes).problem()
    expect(withFree(1024 * 1024 + 1)).toBeUndefined()
    expect(withFree(1024 * 1024)).toBe('the disk is full')
  })
})

describe.skipIf(onPostgres)('the storage watch asked by every request (recentProblem)', () => {
  it('takes "nothing wrong" from a check of the last second; an older check asks the file again', async () => {
    expect((await post()).statusCode).toBe(201)
    const health = new DatabaseHealth(dbPath())
    expect(health.problem()).toBeUndefined()
    rmSync(join(dir, 'data'), { recursive: true, force: true })
    // the check a moment ago stands (the write itself checks the file before and after)
    expect(health.recentProblem(1000)).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(health.recentProblem(1)).toMatch(/deleted/)
    // a problem is never taken from an earlier check: storage put right is seen at once
    expect(health.recentProblem(1000)).toMatch(/deleted/)
  })

  it('a failed write is seen at once, whatever the age of the last check', async () => {
    expect((await post()).statusCode).toBe(201)
    const health = new DatabaseHealth(dbPath())
    expect(health.recentProblem(1000)).toBeUndefined()
    expect(health.recordFailure(Object.assign(new Error('full'), { code: 'SQLITE_FULL' }))).toBe(
      'the disk is full',
    )
    expect(health.recentProblem(1000)).toBe('the disk is full')
    health.recordSuccess()
    expect(health.recentProblem(1000)).toBeUndefined()
  })

  it('a request right after the file is deleted is still refused: by the writer’s own check', async () => {
    expect((await post()).statusCode).toBe(201)
    rmSync(join(dir, 'data'), { recursive: true, force: true })
    const res = await post({ email: 'right-after@example.in' })
    expect(res.statusCode).toBe(503)
  })
})

describe.skipIf(onPostgres)('SQLite files readable by the owner only', () => {
  it('creates the database, its journal files and its folder 0600 / 0700', async () => {
    expect((await post()).statusCode).toBe(201)
    for (const file of [dbPath(), `${dbPath()}-wal`, `${dbPath()}-shm`]) {
      expect((statSync(file).mode & 0o777).toString(8), file).toBe('600')
    }
    expect((statSync(join(dir, 'data')).mode & 0o777).toString(8)).toBe('700')
  })
})
