import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPostgres, type PostgresServer } from '../../scripts/cluster/postgres-server.ts'
import {
  buildTestApp,
  idleWeather,
  tempDir,
  testConfig,
  validEnquiry,
  writeFixtureDist,
} from '../server/helpers.ts'
import { freePort } from '../server/server-process.ts'

/*
 * The app on a PostgreSQL server of this suite's own, which the tests stop, lock and start: what
 * visitors get meanwhile, and that the app recovers by itself.
 */

const folder = tempDir('trillium-faults-')
let server: PostgresServer
let app: FastifyInstance

beforeAll(async () => {
  server = startPostgres(await freePort(), 'faults')
  writeFixtureDist(join(folder.dir, 'dist'))
  app = await buildTestApp(
    {
      config: {
        ...testConfig(folder.dir),
        databaseUrl: server.url,
        databasePoolMax: 3,
        statementTimeoutMs: 800,
      },
      weatherProvider: idleWeather,
    },
    folder.dir,
  )
})
afterAll(async () => {
  await app?.close()
  server?.remove()
  folder.remove()
})

const enquiry = async (message: string) =>
  app.inject({
    method: 'POST',
    url: '/api/enquiry',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(await validEnquiry(app, { message })),
  })
const get = (url: string) => app.inject({ method: 'GET', url })

describe('PostgreSQL faults', () => {
  it('stopped: enquiries 503 with Retry-After (never 201), pages served, not ready but alive; back: taken again without a restart', async () => {
    expect((await enquiry('Before the outage, one two three')).statusCode).toBe(201)
    server.stop('immediate')
    try {
      for (let i = 0; i < 5; i++) {
        const res = await enquiry(`During the outage ${i}, one two three`)
        expect(res.statusCode).toBe(503)
        expect(res.headers['retry-after']).toBe('60')
      }
      expect((await get('/suites')).statusCode).toBe(200)
      const ready = await get('/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ status: 'not ready', database: 'unavailable' })
      expect((await get('/healthz')).statusCode).toBe(200)
    } finally {
      server.start()
    }
    await vi.waitFor(async () => expect((await get('/readyz')).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 250,
    })
    expect((await enquiry('After the outage, one two three')).statusCode).toBe(201)
  })

  it('keeps its pool within DATABASE_POOL_MAX under a burst of enquiries', async () => {
    const admin = new pg.Client(server.url)
    await admin.connect()
    let most = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await admin.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'trillium'",
        )
        most = Math.max(most, Number(rows[0]?.n))
        await new Promise((done) => setTimeout(done, 5))
      }
    })()
    const bodies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        validEnquiry(app, { message: `Burst enquiry ${i}, one two three` }),
      ),
    )
    const answers = await Promise.all(
      bodies.map((body) =>
        app.inject({
          method: 'POST',
          url: '/api/enquiry',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        }),
      ),
    )
    sampling = false
    await sampler
    await admin.end()
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201))
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(3)
  })

  it('cancels a statement past the timeout: 503 while the table is locked, 201 once it is free', async () => {
    const admin = new pg.Client(server.url)
    await admin.connect()
    await admin.query('BEGIN')
    await admin.query('LOCK TABLE rate_limits IN ACCESS EXCLUSIVE MODE')
    const started = Date.now()
    const res = await enquiry('While a table is locked, one two three')
    const waited = Date.now() - started
    await admin.query('ROLLBACK')
    await admin.end()
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBeDefined()
    expect(waited).toBeGreaterThanOrEqual(800)
    expect(waited).toBeLessThan(5000)
    await vi.waitFor(
      async () =>
        expect((await enquiry('Once the lock is gone, one two three')).statusCode).toBe(201),
      { timeout: 10_000, interval: 300 },
    )
  })
})
