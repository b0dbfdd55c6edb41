import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readServerConfig } from '../../server/config.ts'
import {
  buildTestApp,
  idleWeather,
  TestClock,
  testApp,
  testConfig,
  validEnquiry,
} from './helpers.ts'

/*
 * The limits an operator gets without setting anything (README and server/README.md:
 * Configuration), met at their boundaries through the app built from the configuration an empty
 * environment gives: ENQUIRY_RATE_LIMIT 10 in ENQUIRY_RATE_WINDOW_SECONDS 600, VITALS_RATE_LIMIT
 * 60 a minute, VITALS_RETENTION_DAYS 35.
 */
const { rateLimit, vitals } = readServerConfig({})
const minuteMs = 60 * 1000
const dayMs = 24 * 60 * minuteMs

let app: FastifyInstance
let dir: string
let close: () => Promise<void>
let clock: TestClock

beforeEach(async () => {
  clock = new TestClock(Date.parse('2026-11-21T08:00:00Z'))
  ;({ app, dir, close } = await testApp({ rateLimit, vitals }, { clock }))
})
afterEach(async () => close())

async function enquire(n: number) {
  const body = await validEnquiry(app, { message: `Question number ${n} about the suites` })
  return app.inject({
    method: 'POST',
    url: '/api/enquiry',
    remoteAddress: '203.0.113.9',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
}

const beacon = (remoteAddress = '10.9.9.9') =>
  app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      route: '/suites',
      navigationType: 'navigate',
      device: 'mobile',
      metrics: [{ name: 'LCP', value: 1200 }],
    }),
  })

describe('the defaults, at their boundaries', () => {
  it('takes 10 enquiries from one address in 600 s: the 11th is refused until the window ends', async () => {
    for (let n = 1; n <= 10; n++) expect((await enquire(n)).statusCode, `enquiry ${n}`).toBe(201)
    const eleventh = await enquire(11)
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.headers['retry-after']).toBe('600')
    clock.advance(600 * 1000 - 1)
    const still = await enquire(12)
    expect(still.statusCode).toBe(429)
    expect(still.headers['retry-after']).toBe('1')
    clock.advance(1)
    expect((await enquire(13)).statusCode).toBe(201)
  })

  it('takes 60 metric beacons a minute from one address, and refuses the 61st', async () => {
    for (let n = 1; n <= 60; n++) expect((await beacon()).statusCode, `beacon ${n}`).toBe(204)
    expect((await beacon()).statusCode).toBe(429)
    expect((await beacon('10.9.9.10')).statusCode).toBe(204)
  })

  it('keeps a metric 35 days, and deletes it a millisecond later', async () => {
    const hour = Date.parse('2026-11-21T08:00:00Z')
    await app.trillium.vitals.insert([
      {
        receivedHour: hour,
        route: '/suites',
        metric: 'LCP',
        value: 1200,
        navigationType: 'navigate',
        device: 'mobile',
      },
    ])
    await app.close()
    // a start purges at once: once 35 days after the metric's hour, then 1 ms later
    const samples = async (now: number) => {
      const again = await buildTestApp(
        {
          config: testConfig(dir, { vitals }),
          weatherProvider: idleWeather,
          clock: new TestClock(now),
        },
        dir,
      )
      try {
        const rows = await again.trillium.vitals.percentiles(0)
        return rows.reduce((sum, row) => sum + row.samples, 0)
      } finally {
        await again.close()
      }
    }
    expect(await samples(hour + 35 * dayMs)).toBe(1)
    expect(await samples(hour + 35 * dayMs + 1)).toBe(0)
  })
})
