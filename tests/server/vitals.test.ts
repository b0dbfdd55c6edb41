// Length: one subject, the page-visibility metrics endpoint and its store.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VitalsRepository } from '../../server/vitals/vitals.repository.ts'
import { buildTestApp, idleWeather, storedRows, TestClock, testApp, testConfig } from './helpers.ts'
import { databaseUrlOf } from './test-database.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs

let app: FastifyInstance
let dir: string
let close: () => Promise<void>
let clock: TestClock

beforeEach(async () => {
  clock = new TestClock(Date.parse('2026-11-21T08:17:42Z'))
  ;({ app, dir, close } = await testApp(
    { vitals: { retentionDays: 35, ratePerMinute: 5 } },
    { clock, vitalsFlushMs: 10 },
  ))
})
afterEach(async () => close())

const beacon = (overrides: Record<string, unknown> = {}) => ({
  route: '/suites',
  navigationType: 'navigate',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 1830.5 },
    { name: 'CLS', value: 0.02 },
    { name: 'FCP', value: 912 },
    { name: 'TTFB', value: 120.3 },
    { name: 'INP', value: 64 },
  ],
  ...overrides,
})

/** A visitor's browser: beacons from bots and from no user agent at all are not stored. */
const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

const send = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
  app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'user-agent': browserAgent, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function rows(): Promise<Record<string, unknown>[]> {
  await app.trillium.vitalsRecorder.flush()
  return storedRows(dir, 'vitals')
}

describe('POST /api/vitals', () => {
  it('stores each metric with the route, navigation type, device class and the hour, nothing else', async () => {
    const res = await send(beacon(), {
      cookie: 'session=abc',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0 Secret/1.0',
      'x-forwarded-for': '198.51.100.7',
    })
    expect(res.statusCode).toBe(204)
    expect(res.headers['set-cookie']).toBeUndefined()
    const stored = await rows()
    expect(stored).toHaveLength(5)
    expect(stored[0]).toEqual({
      id: 1,
      received_hour: Date.parse('2026-11-21T08:00:00Z'),
      route: '/suites',
      metric: 'LCP',
      value: 1830.5,
      navigation_type: 'navigate',
      device: 'mobile',
    })
    const text = JSON.stringify(stored)
    for (const secret of ['10.1.1.1', '198.51.100.7', 'Secret/1.0', 'session']) {
      expect(text).not.toContain(secret)
    }
  })

  it('records a route that is not a page of the site as (other)', async () => {
    expect((await send(beacon({ route: '/no-such-page' }))).statusCode).toBe(204)
    expect((await rows())[0]?.route).toBe('(other)')
  })

  it('takes a route of 200 characters, not of 201', async () => {
    const route = (length: number) => `/${'r'.repeat(length - 1)}`
    expect((await send(beacon({ route: route(200) }), {}, '10.3.0.1')).statusCode).toBe(204)
    expect((await send(beacon({ route: route(201) }), {}, '10.3.0.2')).statusCode).toBe(400)
  })

  it('reads a body of exactly 4 KiB, and refuses one byte more with 413', async () => {
    // JSON may end in white space: a beacon padded to the byte
    const padded = (bytes: number) => JSON.stringify(beacon()).padEnd(bytes, ' ')
    expect((await send(padded(4 * 1024 + 1), {}, '10.3.1.1')).statusCode).toBe(413)
    expect((await send(padded(4 * 1024), {}, '10.3.1.2')).statusCode).toBe(204)
  })

  it('refuses what is not a beacon', async () => {
    const bad: unknown[] = [
      beacon({ route: 'https://evil.example/' }),
      beacon({ route: '//evil.example' }),
      beacon({ route: '/suites?email=asha@example.in' }),
      beacon({ navigationType: 'teleport' }),
      beacon({ device: 'fridge' }),
      beacon({ metrics: [] }),
      beacon({ metrics: [{ name: 'LCP', value: -1 }] }),
      beacon({ metrics: [{ name: 'LCP', value: 1e9 }] }),
      beacon({ metrics: [{ name: 'LCP', value: '900' }] }),
      beacon({ metrics: [{ name: 'FID', value: 10 }] }),
      beacon({
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
      beacon({ metrics: [{ name: 'LCP', value: 1, id: 'v5-123' }] }),
      { ...beacon(), email: 'asha@example.in' },
      [],
      'null',
    ]
    for (const [i, body] of bad.entries()) {
      const res = await send(body, {}, `10.2.0.${i}`)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect(await rows()).toHaveLength(0)
  })

  it('speaks of the metrics beacon in its 413 and 415 answers, never of the enquiry', async () => {
    const beaconJson = { message: 'Send the metrics beacon as JSON (application/json)' }
    const plain = await send(JSON.stringify(beacon()), { 'content-type': 'text/plain' }, '10.4.0.1')
    expect(plain.statusCode).toBe(415)
    expect(plain.json()).toEqual(beaconJson)
    const notJson = await send('{"route": ', {}, '10.4.0.2')
    expect(notJson.statusCode).toBe(415)
    expect(notJson.json()).toEqual(beaconJson)
    const bare = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress: '10.4.0.3',
      headers: { 'user-agent': browserAgent },
    })
    expect(bare.statusCode).toBe(415)
    expect(bare.json()).toEqual(beaconJson)
    const huge = await send(beacon({ route: `/${'a'.repeat(5000)}` }), {}, '10.4.0.4')
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ message: 'The metrics beacon is too large (4 KiB at most)' })
    expect(await rows()).toHaveLength(0)
  })

  it('rate-limits each client address (5 a minute here), before reading the body', async () => {
    for (let i = 0; i < 5; i++) expect((await send(beacon())).statusCode).toBe(204)
    const over = await send('not even json')
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBe('60')
    expect((await send(beacon(), {}, '10.1.1.2')).statusCode).toBe(204)
    // the minute's window: still refused at its last millisecond, open again when it ends
    clock.advance(60_000 - 1)
    expect((await send(beacon())).statusCode).toBe(429)
    clock.advance(1)
    expect((await send(beacon())).statusCode).toBe(204)
  })
})

describe('retention and the p75 report', () => {
  it('forgets metrics older than the retention period (35 days here)', async () => {
    const repository = app.trillium.vitals
    const row = (ageDays: number) => ({
      receivedHour: clock.now() - ageDays * dayMs,
      route: '/suites',
      metric: 'LCP' as const,
      value: ageDays,
      navigationType: 'navigate',
      device: 'desktop' as const,
    })
    await repository.insert([row(1), row(34), row(36), row(400)])
    await app.close()
    // a restart purges at once (and then every hour)
    const again = await buildTestApp(
      {
        config: testConfig(dir, { vitals: { retentionDays: 35, ratePerMinute: 5 } }),
        weatherProvider: idleWeather,
        clock,
      },
      dir,
    )
    try {
      expect(
        (await again.trillium.vitals.percentiles(0))
          .map((p) => p.samples)
          .reduce((a, b) => a + b, 0),
      ).toBe(2)
    } finally {
      await again.close()
    }
  })

  it('deletes old metrics 10 000 rows a statement', async () => {
    const old = Array.from({ length: 10_001 }, (_, i) => ({
      receivedHour: clock.now() - 40 * dayMs,
      route: '/suites',
      metric: 'LCP' as const,
      value: i,
      navigationType: 'navigate',
      device: 'mobile' as const,
    }))
    await app.trillium.vitals.insert(old)
    const cutoff = clock.now() - 35 * dayMs
    expect(await app.trillium.vitals.purgeBefore(cutoff)).toBe(10_000)
    expect(await app.trillium.vitals.purgeBefore(cutoff)).toBe(1)
    expect(await app.trillium.vitals.purgeBefore(cutoff)).toBe(0)
  })

  it('gives the 75th percentile per route and metric (nearest rank), by period and device', async () => {
    const repository: VitalsRepository = app.trillium.vitals
    const now = clock.now()
    const make = (route: string, value: number, ageDays: number, device: 'mobile' | 'desktop') => ({
      receivedHour: now - ageDays * dayMs,
      route,
      metric: 'LCP' as const,
      value,
      navigationType: 'navigate',
      device,
    })
    // /suites: 1..100 in the last week; /spa: 10, 20, 30, 40 three weeks ago
    await repository.insert(
      Array.from({ length: 100 }, (_, i) => make('/suites', i + 1, 1, 'mobile')),
    )
    await repository.insert([10, 20, 30, 40].map((v) => make('/spa', v, 20, 'desktop')))
    expect(await repository.percentiles(now - 7 * dayMs)).toEqual([
      { route: '/suites', metric: 'LCP', samples: 100, p75: 75 },
    ])
    expect(await repository.percentiles(now - 28 * dayMs)).toEqual([
      { route: '/spa', metric: 'LCP', samples: 4, p75: 30 },
      { route: '/suites', metric: 'LCP', samples: 100, p75: 75 },
    ])
    expect(await repository.percentiles(now - 28 * dayMs, 'desktop')).toEqual([
      { route: '/spa', metric: 'LCP', samples: 4, p75: 30 },
    ])
  })

  it('npm run vitals prints p75 per route for the last 7 and 28 days', async () => {
    const now = Date.now()
    await app.trillium.vitals.insert(
      [1200, 1500, 2100, 2600].map((value) => ({
        receivedHour: now - 2 * dayMs,
        route: '/suites',
        metric: 'LCP' as const,
        value,
        navigationType: 'navigate',
        device: 'mobile' as const,
      })),
    )
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/vitals.ts'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_PATH: join(dir, 'data', 'test.db'),
          DATABASE_URL: databaseUrlOf(dir) ?? '',
        },
      },
    )
    expect(stdout).toContain('p75 over the last 7 days (all devices)')
    expect(stdout).toContain('p75 over the last 28 days (all devices)')
    expect(stdout).toMatch(/\/suites\s+4\s+2100 ms/)
  })
})
