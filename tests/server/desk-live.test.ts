import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LiveFeed } from '../../server/desk/live-feed.ts'
import { addStaff, send, siteOrigin } from './desk-helpers.ts'
import {
  buildTestApp,
  engineName,
  idleWeather,
  testApp,
  testConfig,
  validEnquiry,
} from './helpers.ts'

/*
 * The desk's live feed (`GET /api/desk/live`, docs/decisions/0022-desk-live-feed.md) on each
 * engine: two instances on one database, and an enquiry posted to one reaches a desk listening
 * to the other within 2 s, as `event: enquiry` with its id and version, each (id, version)
 * once; `retry: 2000` first; the stream ends when its session does. The poll's second and the
 * heartbeat's 15 s are pinned on both sides with fake timers.
 */

let a: FastifyInstance
let b: FastifyInstance
let close: () => Promise<void>
let cookie: string

beforeAll(async () => {
  const first = await testApp()
  a = first.app
  // the second instance: the same database (the same SQLite file, the same PostgreSQL schema)
  b = await buildTestApp({ config: testConfig(first.dir), weatherProvider: idleWeather }, first.dir)
  close = async () => {
    await b.close()
    await first.close()
  }
  ;({ cookie } = await addStaff(a, {
    email: 'asha@trillium.example',
    name: 'Asha',
    role: 'reservations',
  }))
  await a.listen({ port: 0, host: '127.0.0.1' })
  await b.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => close())

const origin = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

/** A desk's stream: its text so far, and the events in it. */
async function listen(app: FastifyInstance, as: string) {
  const res = await fetch(`${origin(app)}/api/desk/live`, { headers: { cookie: as } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('no-store')
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  const state = { text: '', ended: false }
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) break
      state.text += decoder.decode(value, { stream: true })
    }
    state.ended = true
  })()
  const events = () =>
    [...state.text.matchAll(/event: enquiry\ndata: (.*)\n\n/g)].map(
      (match) => JSON.parse(match[1] ?? '') as { id: string; version: number },
    )
  return { state, events, cancel: () => reader.cancel() }
}

async function until(condition: () => boolean, ms: number): Promise<number> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - start
}

describe(`the desk's live feed (${engineName})`, () => {
  it('tells a desk on instance B of an enquiry posted to A within 2 s, each version once', async () => {
    const desk = await listen(b, cookie)
    await until(() => desk.state.text.startsWith('retry: 2000\n\n'), 2000)
    // listening since before it: a change older than the stream is not news
    const posted = await fetch(`${origin(a)}/api/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await validEnquiry(a, { name: 'Kiran Das' })),
    })
    expect(posted.status).toBe(201)
    const { id } = (await posted.json()) as { id: string }
    const took = await until(() => desk.events().some((event) => event.id === id), 2000)
    expect(took).toBeLessThan(2000)
    // a change made on A, heard on B
    const taken = await fetch(`${origin(a)}/api/desk/enquiries/${id}/events`, {
      method: 'POST',
      headers: { origin: siteOrigin, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ type: 'TAKE', version: 0 }),
    })
    expect(taken.status).toBe(200)
    await until(() => desk.events().some((e) => e.id === id && e.version === 1), 2000)
    // polls overlap: wait for a few more and see each (id, version) told once
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(desk.events().filter((event) => event.id === id)).toEqual([
      { id, version: 0 },
      { id, version: 1 },
    ])
    await desk.cancel()
  })

  it('ends the stream when the session ends', async () => {
    const manager = await addStaff(b, {
      email: 'meera@trillium.example',
      name: 'Meera',
      role: 'manager',
    })
    const desk = await listen(a, manager.cookie)
    await until(() => desk.state.text.startsWith('retry: 2000'), 2000)
    const out = await send(b, {
      method: 'DELETE',
      url: '/api/desk/session',
      cookie: manager.cookie,
    })
    expect(out.statusCode).toBe(204)
    await until(() => desk.state.ended, 4000)
    const refused = await fetch(`${origin(a)}/api/desk/live`, {
      headers: { cookie: manager.cookie },
    })
    expect(refused.status).toBe(401)
  })

  it('polls once a second however many desks listen, and sends a comment every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const feed = new LiveFeed(a.trillium.database.db, { now: () => Date.now() })
      const desks = [1, 2, 3].map(() => feed.stream({ signedIn: () => Promise.resolve(true) }))
      let text = ''
      desks[0]?.stream.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      expect(feed.polls).toBe(1)
      // (the first poll's query finishes in real time: PostgreSQL answers over the network)
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100))
      await settle()
      await vi.advanceTimersByTimeAsync(999)
      expect(feed.polls).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(feed.polls).toBe(2)
      await vi.advanceTimersByTimeAsync(15_000 - 1 - 1000)
      expect(text).not.toContain(': heartbeat')
      await vi.advanceTimersByTimeAsync(1)
      expect(text).toContain(': heartbeat\n\n')
      await feed.stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
