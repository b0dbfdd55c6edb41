// Length: one subject, the site count's intake: the beacon's events, the bot filter, the day salt, the limits and the no-JavaScript image.
import type { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../../server/config.ts'
import {
  buildTestApp,
  engineName,
  idleWeather,
  logRecorder,
  TestClock,
  testApp,
  testConfig,
} from './helpers.ts'

const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'

/** 13:30 in India on 21 November 2026; the resort's day turns at 18:30 UTC. */
const start = Date.parse('2026-11-21T08:00:00Z')
const midnightInIndia = Date.parse('2026-11-21T18:30:00Z')

let app: FastifyInstance
let dir: string
let close: () => Promise<void>
let clock: TestClock
const others: FastifyInstance[] = []

async function open(overrides: Partial<ServerConfig> = {}, logStream?: Writable) {
  clock = new TestClock(start)
  ;({ app, dir, close } = await testApp(
    { vitals: { retentionDays: 35, ratePerMinute: 5 }, ...overrides },
    { clock, vitalsFlushMs: 10, ...(logStream === undefined ? {} : { logStream }) },
  ))
}

/** A second instance on the same database (another process in production). */
async function another(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const b = await buildTestApp(
    {
      config: testConfig(dir, { vitals: { retentionDays: 35, ratePerMinute: 5 }, ...overrides }),
      weatherProvider: idleWeather,
      clock,
      vitalsFlushMs: 10,
    },
    dir,
  )
  others.push(b)
  return b
}

afterEach(async () => {
  for (const b of others.splice(0)) await b.close()
  await close()
})

const beacon = (events: unknown[], metrics: unknown[] = []) => ({
  route: '/suites',
  navigationType: 'navigate',
  device: 'tablet',
  metrics,
  events,
})

const send = (
  body: unknown,
  /** null: no user agent at all (inject's own is a bot's) */
  userAgent: string | null = browser,
  remoteAddress = '10.1.1.1',
  on: FastifyInstance = app,
) =>
  on.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'user-agent': userAgent ?? '',
    },
    payload: JSON.stringify(body),
  })

/** The stored raw events, oldest first, numbers as numbers on either engine. */
async function events(on: FastifyInstance = app) {
  await on.trillium.count.recorder.flush()
  const rows = await on.trillium.database.db
    .selectFrom('count_events')
    .selectAll()
    .orderBy('id')
    .execute()
  return rows.map(({ id: _id, ...row }) => ({ ...row, received_at: Number(row.received_at) }))
}

async function salts() {
  return app.trillium.database.db.selectFrom('count_salts').selectAll().execute()
}

describe(`the site count's intake (${engineName})`, () => {
  beforeEach(() => open())

  it('stores each event with the day, a visitor hash, the page, the device and its details, and never the address or the user agent', async () => {
    const res = await send(
      beacon([
        { kind: 'view', path: '/suites', landing: { referrer: 'www.google.com' } },
        {
          kind: 'view',
          path: '/spa',
          landing: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'monsoon' },
        },
        { kind: 'view', path: '/', landing: {} },
        { kind: 'view', path: '/spa', landing: { referrer: 'localhost:3000' } },
        { kind: 'view', path: '/spa', landing: { referrer: 'localhost:3000', utmSource: 'qr' } },
        { kind: 'view', path: '/suites' },
        { kind: 'view', path: '/no-such-page' },
        { kind: 'book-now', path: '/suites', control: 'header' },
        { kind: 'availability', path: '/suites', nights: 3, party: 2, leadDays: 45 },
        { kind: 'enquiry', path: '/suites' },
        { kind: 'enquiry', path: '/spa' },
      ]),
    )
    expect(res.statusCode).toBe(204)
    const rows = await events()
    const visitor = rows[0]?.visitor ?? ''
    expect(visitor).toMatch(/^[0-9a-f]{32}$/)
    const none = { source: null, medium: null, campaign: null }
    const blank = { detail: null, nights: null, party: null, lead_days: null }
    const base = { day: '2026-11-21', received_at: start, visitor, device: 'tablet', ...blank }
    expect(rows).toEqual([
      {
        ...base,
        kind: 'view',
        path: '/suites',
        source: 'www.google.com',
        medium: 'referral',
        campaign: '(none)',
      },
      {
        ...base,
        kind: 'view',
        path: '/spa',
        source: 'newsletter',
        medium: 'email',
        campaign: 'monsoon',
      },
      {
        ...base,
        kind: 'view',
        path: '/',
        source: '(direct)',
        medium: '(none)',
        campaign: '(none)',
      },
      // the site's own host is no arrival
      { ...base, kind: 'view', path: '/spa', ...none },
      { ...base, kind: 'view', path: '/spa', source: 'qr', medium: '(none)', campaign: '(none)' },
      { ...base, kind: 'view', path: '/suites', ...none },
      { ...base, kind: 'view', path: '(other)', ...none },
      { ...base, kind: 'book-now', path: '/suites', ...none, detail: 'header' },
      {
        ...base,
        kind: 'availability',
        path: '/suites',
        ...none,
        nights: 3,
        party: 2,
        lead_days: 45,
      },
      // filed by its page, as the desk files the enquiry itself
      { ...base, kind: 'enquiry', path: '/suites', ...none, detail: 'suite' },
      { ...base, kind: 'enquiry', path: '/spa', ...none, detail: 'general' },
    ])
    const stored = JSON.stringify(rows)
    for (const secret of ['10.1.1.1', 'Chrome', 'Mozilla']) expect(stored).not.toContain(secret)
  })

  it('counts neither a headless browser, a crawler nor a request without a user agent, and keeps none of their metrics', async () => {
    const body = beacon([{ kind: 'view', path: '/suites' }], [{ name: 'LCP', value: 1200 }])
    for (const agent of [headless, googlebot, null])
      expect((await send(body, agent)).statusCode).toBe(204)
    await app.trillium.vitalsRecorder.flush()
    expect(await events()).toEqual([])
    expect(await app.trillium.vitals.count()).toBe(0)
    // the same beacon from a browser is counted, its metric kept
    expect((await send(body)).statusCode).toBe(204)
    await app.trillium.vitalsRecorder.flush()
    expect(await events()).toHaveLength(1)
    expect(await app.trillium.vitals.count()).toBe(1)
  })

  it('gives a visitor one hash for the day, another with another browser or address, and a new one after midnight in India, deleting the old salt', async () => {
    const view = beacon([{ kind: 'view', path: '/suites' }])
    await send(view)
    await send(view)
    await send(view, `${browser} Edg/120.0`)
    await send(view, browser, '10.1.1.2')
    clock.time = midnightInIndia - 1
    await send(view)
    const before = await salts()
    expect(before.map((s) => s.day)).toEqual(['2026-11-21'])
    clock.time = midnightInIndia
    await send(view)
    const after = await salts()
    expect(after.map((s) => s.day)).toEqual(['2026-11-22'])
    expect(after[0]?.salt).toMatch(/^[0-9a-f]{64}$/)
    expect(after[0]?.salt).not.toBe(before[0]?.salt)
    const rows = await events()
    const [same, again, otherBrowser, otherAddress, lastMoment, nextDay] = rows.map(
      (r) => r.visitor,
    )
    expect(again).toBe(same)
    expect(lastMoment).toBe(same)
    expect(otherBrowser).not.toBe(same)
    expect(otherAddress).not.toBe(same)
    expect(nextDay).not.toBe(same)
    expect(rows.map((r) => r.day)).toEqual([...Array<string>(5).fill('2026-11-21'), '2026-11-22'])
  })

  it('shares the salt between two instances on one database', async () => {
    const b = await another()
    const view = beacon([{ kind: 'view', path: '/suites' }])
    clock.time = midnightInIndia + 60_000
    // the second instance makes the new day's salt, the first reads it
    expect((await send(view, browser, '10.1.1.1', b)).statusCode).toBe(204)
    expect((await send(view)).statusCode).toBe(204)
    await b.trillium.count.recorder.flush()
    const rows = await events()
    expect(rows).toHaveLength(2)
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor)
    expect((await salts()).map((s) => s.day)).toEqual(['2026-11-22'])
  })

  it('refuses a flood of forged beacons from one address past 5 a minute (429), storing only the first 5', async () => {
    const view = beacon([{ kind: 'view', path: '/suites' }])
    for (let i = 0; i < 5; i++) expect((await send(view)).statusCode).toBe(204)
    const over = await send(view)
    expect(over.statusCode).toBe(429)
    expect((await send(view, googlebot)).statusCode).toBe(429)
    expect(await events()).toHaveLength(5)
    clock.advance(60_000)
    expect((await send(view)).statusCode).toBe(204)
  })

  it('answers a page without JavaScript with a transparent GIF and counts its view, the device from the user agent', async () => {
    const get = (
      url: string,
      userAgent: string | undefined = android,
      remoteAddress = '10.2.2.2',
    ) =>
      app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
      })
    const res = await get('/api/count?p=/suites')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/gif')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a')
    expect(res.rawPayload).toHaveLength(42)
    expect((await get('/api/count?p=/spa', browser)).statusCode).toBe(200)
    // not a page of the site, or no page at all: refused, nothing counted
    for (const url of [
      '/api/count?p=/no-such-page',
      '/api/count',
      '/api/count?p=https://x.example/',
    ])
      expect((await get(url, browser, '10.2.2.3')).statusCode).toBe(400)
    // a crawler is shown the image and not counted
    expect((await get('/api/count?p=/suites', googlebot, '10.2.2.4')).statusCode).toBe(200)
    const rows = await events()
    expect(rows.map((r) => [r.kind, r.path, r.device, r.source])).toEqual([
      ['view', '/suites', 'mobile', null],
      ['view', '/spa', 'desktop', null],
    ])
    // the beacons' limit: 5 a minute per address, both ways together
    for (let i = 0; i < 3; i++) expect((await get('/api/count?p=/suites')).statusCode).toBe(200)
    expect((await get('/api/count?p=/suites')).statusCode).toBe(429)
  })
})

describe(`the site count's daily cap (${engineName})`, () => {
  const cap = { analytics: { rawDays: 35, dailyEvents: 10 } }
  const view = beacon([
    { kind: 'view', path: '/suites' },
    { kind: 'view', path: '/spa' },
    { kind: 'view', path: '/' },
  ])

  it('stores 10 raw events a day across two instances and drops the rest, logged once', async () => {
    const log = logRecorder()
    await open({ ...cap, logLevel: 'warn' }, log.stream)
    const b = await another(cap)
    // 4 + 4 beacons of 3 events from as many addresses: 24 events offered, 10 stored
    for (let i = 0; i < 4; i++) {
      expect((await send(view, browser, `10.5.0.${i}`)).statusCode).toBe(204)
      expect((await send(view, browser, `10.6.0.${i}`, b)).statusCode).toBe(204)
    }
    await b.trillium.count.recorder.flush()
    expect(await events()).toHaveLength(10)
    expect((await send(view, browser, '10.7.0.1')).statusCode).toBe(204)
    expect(await events()).toHaveLength(10)
    expect(log.text().match(/reached ANALYTICS_DAILY_EVENTS/g)).toHaveLength(1)
    // the next resort day has its own 10
    clock.time = midnightInIndia
    await send(view, browser, '10.7.0.2')
    expect((await events()).filter((r) => r.day === '2026-11-22')).toHaveLength(3)
  })

  it('stores the tenth event and not an eleventh', async () => {
    await open(cap)
    const nine = beacon(Array.from({ length: 9 }, () => ({ kind: 'view', path: '/suites' })))
    const two = beacon([
      { kind: 'view', path: '/spa' },
      { kind: 'view', path: '/' },
    ])
    await send(nine, browser, '10.8.0.1')
    await events()
    await send(two, browser, '10.8.0.2')
    const rows = await events()
    expect(rows).toHaveLength(10)
    expect(rows.at(-1)?.path).toBe('/spa')
  })
})
