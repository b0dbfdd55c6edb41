import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { engineName, TestClock, testApp } from './helpers.ts'
import { addStaff, send } from './desk-helpers.ts'

/*
 * GET /api/desk/site/<chart> (issue 43, content/desk/insights-api.ts): managers only (a
 * reservations account 403, signed out 401), never cached, ranges checked against the resort's
 * day (Asia/Kolkata) rather than the server's UTC one, and the vitals chart's 75th percentiles
 * (nearest rank) per resort day and per route.
 */

const charts = ['traffic', 'pages', 'sources', 'stays', 'vitals']
// 20:00 UTC on 21 November is 01:30 on the 22nd in India: the UTC date would be a day behind
const clock = new TestClock(Date.parse('2026-11-21T20:00:00Z'))
const hour = (iso: string) => Date.parse(iso)

let app: FastifyInstance
let close: () => Promise<void>
let manager: string
let reservations: string

const get = (url: string, cookie: string | undefined = manager) =>
  send(app, { method: 'GET', url, cookie })

beforeAll(async () => {
  ;({ app, close } = await testApp({}, { clock }))
  manager = (
    await addStaff(app, {
      email: 'mira@trilliumresort.example',
      name: 'Mira Nair',
      role: 'manager',
    })
  ).cookie
  reservations = (
    await addStaff(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
  ).cookie
  const row = (receivedHour: string, route: string, metric: string, value: number) => ({
    received_hour: hour(receivedHour),
    route,
    metric: metric as 'LCP',
    value,
    navigation_type: 'navigate',
    device: 'mobile',
  })
  await app.trillium.database.db
    .insertInto('vitals')
    .values([
      // resort day 19 November: before the range
      row('2026-11-19T17:00:00Z', '/suites', 'LCP', 7000),
      // 17:00 to 18:00 UTC on the 20th is 22:30 to 23:30 in India: the 20th
      row('2026-11-20T17:00:00Z', '/suites', 'LCP', 5000),
      // 18:00 to 19:00 UTC is 23:30 to 00:30: the day that begins in it, the 21st
      row('2026-11-20T18:00:00Z', '/suites', 'LCP', 100),
      row('2026-11-20T18:00:00Z', '/suites', 'LCP', 200),
      row('2026-11-21T10:00:00Z', '/suites', 'LCP', 400),
      row('2026-11-21T10:00:00Z', '/suites', 'LCP', 300),
      row('2026-11-21T10:00:00Z', '/', 'LCP', 1000),
      row('2026-11-21T10:00:00Z', '/', 'CLS', 0.05),
      // 22 November in India
      row('2026-11-21T18:00:00Z', '/', 'LCP', 9000),
      // 23 November in India: after the range
      row('2026-11-22T18:00:00Z', '/', 'LCP', 8000),
    ])
    .execute()
})
afterAll(() => close())

describe(`the Site page's API (${engineName})`, () => {
  it('answers managers only: 403 for a reservations account, 401 signed out', async () => {
    for (const chart of charts) {
      const url = `/api/desk/site/${chart}?from=2026-11-01&to=2026-11-22`
      const ok = await get(url)
      expect(ok.statusCode, chart).toBe(200)
      expect(ok.headers['cache-control']).toBe('no-store')
      expect(ok.json<{ range: unknown }>().range).toEqual({ from: '2026-11-01', to: '2026-11-22' })
      const refused = await get(url, reservations)
      expect(refused.statusCode, chart).toBe(403)
      expect(refused.json()).toEqual({ message: 'Only a manager can do this' })
      const signedOut = await send(app, { method: 'GET', url })
      expect(signedOut.statusCode, chart).toBe(401)
      expect(signedOut.json()).toEqual({ message: 'Sign in to use the desk' })
    }
  })

  it('refuses a missing or malformed date, from after to, and says why', async () => {
    const cases: [string, string][] = [
      ['to=2026-11-22', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-11-01', 'to must be a date written YYYY-MM-DD'],
      ['from=2026-11-1&to=2026-11-22', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-02-30&to=2026-11-22', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-11-01&to=22-11-2026', 'to must be a date written YYYY-MM-DD'],
      ['from=2026-11-02&to=2026-11-01', 'from must not be after to'],
    ]
    for (const chart of charts)
      for (const [query, message] of cases) {
        const res = await get(`/api/desk/site/${chart}?${query}`)
        expect(res.statusCode, `${chart}?${query}`).toBe(400)
        expect(res.json()).toEqual({ message })
      }
    // one day, from = to, is a range
    expect((await get('/api/desk/site/traffic?from=2026-11-01&to=2026-11-01')).statusCode).toBe(200)
  })

  it('takes 762 days (25 months) and refuses 763', async () => {
    for (const chart of charts) {
      // 2024-10-22 to 2026-11-22: 731 + 31 days
      const longest = await get(`/api/desk/site/${chart}?from=2024-10-22&to=2026-11-22`)
      expect(longest.statusCode, chart).toBe(200)
      const tooLong = await get(`/api/desk/site/${chart}?from=2024-10-21&to=2026-11-22`)
      expect(tooLong.statusCode, chart).toBe(400)
      expect(tooLong.json()).toEqual({ message: 'A range can span at most 762 days (25 months)' })
    }
    const traffic = await get('/api/desk/site/traffic?from=2024-10-22&to=2026-11-22')
    expect(traffic.json<{ days: unknown[]; previous: unknown[] }>().days).toHaveLength(762)
    expect(traffic.json<{ previous: unknown[] }>().previous).toHaveLength(762)
  })

  it('ends a range at today in India, whatever the UTC date', async () => {
    for (const chart of charts) {
      const today = await get(`/api/desk/site/${chart}?from=2026-11-22&to=2026-11-22`)
      expect(today.statusCode, chart).toBe(200)
      const tomorrow = await get(`/api/desk/site/${chart}?from=2026-11-22&to=2026-11-23`)
      expect(tomorrow.statusCode, chart).toBe(400)
      expect(tomorrow.json()).toEqual({
        message: 'to must not be after today (2026-11-22, the resort’s day)',
      })
    }
    // one millisecond before India's midnight (18:30 UTC) the 22nd is still tomorrow
    const saved = clock.time
    try {
      clock.time = Date.parse('2026-11-21T18:29:59.999Z')
      expect((await get('/api/desk/site/pages?from=2026-11-21&to=2026-11-22')).statusCode).toBe(400)
      expect((await get('/api/desk/site/pages?from=2026-11-21&to=2026-11-21')).statusCode).toBe(200)
      clock.time = Date.parse('2026-11-21T18:30:00.000Z')
      expect((await get('/api/desk/site/pages?from=2026-11-21&to=2026-11-22')).statusCode).toBe(200)
    } finally {
      clock.time = saved
    }
  })

  it('gives the 75th percentile of each metric per resort day and per route', async () => {
    const res = await get('/api/desk/site/vitals?from=2026-11-20&to=2026-11-22')
    expect(res.json()).toEqual({
      range: { from: '2026-11-20', to: '2026-11-22' },
      route: null,
      days: [
        { day: '2026-11-20', metric: 'LCP', p75: 5000, samples: 1 },
        // 100, 200, 300, 400, 1000: rank ceil(0.75 × 5) = 4
        { day: '2026-11-21', metric: 'LCP', p75: 400, samples: 5 },
        { day: '2026-11-21', metric: 'CLS', p75: 0.05, samples: 1 },
        { day: '2026-11-22', metric: 'LCP', p75: 9000, samples: 1 },
      ],
      routes: [
        // 1000, 9000: rank ceil(1.5) = 2
        { route: '/', metric: 'LCP', p75: 9000, samples: 2 },
        { route: '/', metric: 'CLS', p75: 0.05, samples: 1 },
        // 100, 200, 300, 400, 5000
        { route: '/suites', metric: 'LCP', p75: 400, samples: 5 },
      ],
    })
  })

  it('gives one route’s days when asked, and refuses a route that is not a path', async () => {
    const res = await get('/api/desk/site/vitals?from=2026-11-20&to=2026-11-22&route=/suites')
    const body = res.json<{ route: string; days: unknown[]; routes: unknown[] }>()
    expect(body.route).toBe('/suites')
    expect(body.days).toEqual([
      { day: '2026-11-20', metric: 'LCP', p75: 5000, samples: 1 },
      // 100, 200, 300, 400: rank 3
      { day: '2026-11-21', metric: 'LCP', p75: 300, samples: 4 },
    ])
    expect(body.routes).toHaveLength(3)
    for (const route of ['suites', '/suites?x=1', `/${'a'.repeat(200)}`]) {
      const bad = await get(
        `/api/desk/site/vitals?from=2026-11-20&to=2026-11-22&route=${encodeURIComponent(route)}`,
      )
      expect(bad.statusCode, route).toBe(400)
      expect(bad.json()).toEqual({ message: 'route must be a page’s path, such as /suites' })
    }
  })
})
