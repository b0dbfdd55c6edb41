// Length: one subject, what two instances on one PostgreSQL database agree on, a case per rule.
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enquiryMessages } from '../../content/enquiry.schema.ts'
import type { ServerConfig } from '../../server/config.ts'
import { FakeSmtpServer, waitFor } from '../server/fakes/smtp-server.ts'
import {
  buildTestApp,
  idleWeather,
  storedRows,
  tempDir,
  testConfig,
  validEnquiry,
  writeFixtureDist,
} from '../server/helpers.ts'
import { dropDatabase, onPostgres } from '../server/test-database.ts'

/*
 * Two instances of the app, each with its own connection pool, on one PostgreSQL schema: what
 * the load balancer sends to one must hold on the other.
 */

let dir: string
let remove: () => void
let a: FastifyInstance
let b: FastifyInstance

async function instances(overrides: Partial<ServerConfig> = {}, outbox = {}): Promise<void> {
  const config = testConfig(dir, overrides)
  a = await buildTestApp(
    { config, weatherProvider: idleWeather, outbox: { ...outbox, instance: 'a' } },
    dir,
  )
  b = await buildTestApp(
    { config, weatherProvider: idleWeather, outbox: { ...outbox, instance: 'b' } },
    dir,
  )
}

beforeEach(() => {
  ;({ dir, remove } = tempDir())
  writeFixtureDist(join(dir, 'dist'))
})
afterEach(async () => {
  await a?.close()
  await b?.close()
  await dropDatabase(dir)
  remove()
})

const post = (app: FastifyInstance, body: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/enquiry',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  it('the same enquiry sent to both at once: one 201, one 409, one row with its page', async () => {
    await instances()
    for (let round = 0; round < 10; round++) {
      const message = `Round ${round}: a valley view suite for our family`
      const [one, two] = await Promise.all([
        post(a, await validEnquiry(a, { message, page: '/familysuite' })),
        post(b, await validEnquiry(b, { message, page: '/familysuite' })),
      ])
      expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409])
      expect([one, two].find((r) => r.statusCode === 409)?.json()).toEqual({
        message: enquiryMessages.duplicate,
      })
    }
    const rows = await storedRows(dir, 'enquiries')
    expect(rows).toHaveLength(10)
    expect(new Set(rows.map((row) => row.page))).toEqual(new Set(['/familysuite']))
  })

  it('the same puzzle token sent to both at once: exactly one 201', async () => {
    await instances()
    for (let round = 0; round < 10; round++) {
      const body = await validEnquiry(a)
      const [one, two] = await Promise.all([
        post(a, { ...body, message: `Round ${round} from the first tab, five words` }),
        post(b, { ...body, message: `Round ${round} from the second tab, five words` }),
      ])
      expect([one.statusCode, two.statusCode].sort()).toEqual([201, 400])
      expect([one, two].find((r) => r.statusCode === 400)?.json()).toEqual({
        errors: { puzzle: enquiryMessages.puzzle },
      })
    }
    expect(await storedRows(dir, 'enquiries')).toHaveLength(10)
  })

  it('a token answered wrongly on one instance is refused on the other', async () => {
    await instances()
    const body = await validEnquiry(a)
    const puzzle = body.puzzle as { token: string; answer: number }
    const wrong = await post(a, { ...body, puzzle: { ...puzzle, answer: puzzle.answer + 1 } })
    expect(wrong.statusCode).toBe(400)
    const right = await post(b, body)
    expect(right.statusCode).toBe(400)
    expect(right.json()).toEqual({ errors: { puzzle: enquiryMessages.puzzle } })
    expect(await storedRows(dir, 'enquiries')).toHaveLength(0)
  })

  it('one rate limit per client: limit + 20 enquiries alternating between them, exactly limit accepted', async () => {
    const limit = 5
    await instances({ rateLimit: { max: limit, windowMs: 600_000 } })
    const codes: number[] = []
    for (let i = 0; i < limit + 20; i++) {
      const app = i % 2 === 0 ? a : b
      const body = await validEnquiry(app, { message: `Enquiry number ${i} about the suites` })
      codes.push((await post(app, body, '203.0.113.9')).statusCode)
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(limit)
    expect(codes.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 201))
    expect(new Set(codes.slice(limit))).toEqual(new Set([429]))
    // another client is counted on its own
    expect((await post(b, await validEnquiry(b), '198.51.100.4')).statusCode).toBe(201)
  })

  it('sends each staff e-mail once while both instances work the outbox', async () => {
    const smtp = new FakeSmtpServer()
    const port = await smtp.start()
    try {
      await instances({ smtpUrl: `smtp://127.0.0.1:${port}` }, { pollMs: 50 })
      const sent: string[] = []
      for (let i = 0; i < 30; i++) {
        const app = i % 2 === 0 ? a : b
        const res = await post(
          app,
          await validEnquiry(app, { message: `Mail test ${i} one two three` }),
        )
        expect(res.statusCode).toBe(201)
        sent.push(res.json<{ id: string }>().id)
      }
      await waitFor(() => smtp.received.length >= 30, 50_000)
      await new Promise((resolve) => setTimeout(resolve, 500))
      const ids = smtp.received.map((mail) => /X-Enquiry-Id: (\S+)/i.exec(mail.raw)?.[1])
      expect(ids.sort()).toEqual([...sent].sort())
      const claimedBy = new Set((await storedRows(dir, 'outbox')).map((row) => row.claimed_by))
      // both instances took part
      expect(claimedBy).toEqual(new Set(['a', 'b']))
    } finally {
      await smtp.stop()
    }
  }, 60_000)

  it('a mail claimed by an instance that died is taken over when its lease runs out', async () => {
    const smtp = new FakeSmtpServer()
    const port = await smtp.start()
    try {
      await instances({ smtpUrl: `smtp://127.0.0.1:${port}`, mailLeaseMs: 1500 }, { pollMs: 100 })
      const res = await post(a, await validEnquiry(a))
      await waitFor(async () => (await a.trillium.outboxRepository.counts()).sent === 1)
      smtp.received = []
      // as if an instance had claimed it again and died: nobody sends it while its lease holds
      const claimedAt = Date.now()
      await a.trillium.database.db
        .updateTable('outbox')
        .set({
          status: 'pending',
          sent_at: null,
          claimed_by: 'dead',
          lease_until: claimedAt + 2000,
        })
        .execute()
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(smtp.received).toHaveLength(0)
      await waitFor(() => smtp.received.length === 1, 10_000)
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(2000)
      expect(smtp.received[0]?.raw).toContain(res.json<{ id: string }>().id)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(smtp.received).toHaveLength(1)
    } finally {
      await smtp.stop()
    }
  })

  it('share the generated puzzle secret: a token from one is good on the other', async () => {
    await instances({ enquirySecret: undefined })
    expect((await post(b, await validEnquiry(a))).statusCode).toBe(201)
  })

  it('store metric beacons from both, read by one report', async () => {
    await instances()
    const beacon = (route: string) =>
      JSON.stringify({
        route,
        navigationType: 'navigate',
        device: 'mobile',
        metrics: [{ name: 'LCP', value: 1200 }],
      })
    for (const [app, route] of [
      [a, '/suites'],
      [b, '/spa'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/vitals',
        // a browser's user agent: beacons of bots (and of inject's own agent) are not stored
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Firefox/133.0' },
        payload: beacon(route),
      })
      expect(res.statusCode).toBe(204)
      await app.trillium.vitalsRecorder.flush()
    }
    const report = await a.trillium.vitals.percentiles(0)
    expect(report.map((row) => row.route).sort()).toEqual(['/spa', '/suites'])
  })
})
