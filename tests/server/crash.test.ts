import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { startServerProcess, type RunningServer } from './server-process.ts'
import { tempDir } from './helpers.ts'

const { dir, remove } = tempDir('trillium-crash-')
const env = {
  DATABASE_PATH: join(dir, 'data', 'enquiries.db'),
  DIST_DIR: join(dir, 'no-build'),
  ENQUIRY_SECRET: 'crash-test-secret-that-is-long-enough-42',
  ENQUIRY_RATE_LIMIT: '1000000',
}
const running: RunningServer[] = []

afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  remove()
})

async function challenge(origin: string) {
  const res = await fetch(`${origin}/api/enquiry/challenge`)
  return (await res.json()) as { a: number; b: number; token: string }
}

describe('a crash never loses an acknowledged enquiry', () => {
  it('SIGKILL under a few hundred concurrent enquiries, then restart: every 201 id is stored exactly once', async () => {
    const first = await startServerProcess(env)
    running.push(first)
    const total = 400
    const challenges = await Promise.all(
      Array.from({ length: total }, () => challenge(first.origin)),
    )

    const acknowledged: string[] = []
    const unexpected: number[] = []
    let killed = false
    // Fifty visitors send one enquiry after another, so that when the server is killed (after
    // its 60th answer) about fifty are in flight. Sent all at once, the 400 could all be answered
    // before the test had read the 60th answer, and the kill would come after the last.
    const inFlight = 50
    let next = 0
    const send = async (c: (typeof challenges)[number], i: number) => {
      try {
        const res = await fetch(`${first.origin}/api/enquiry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Guest Number',
            email: `guest${i}@example.in`,
            message: `Enquiry number ${i} about a suite for the weekend`,
            phone: '9845012345',
            hotel: site.hotels[0],
            page: '/suites',
            puzzle: { token: c.token, answer: c.a + c.b },
          }),
        })
        if (res.status === 201) {
          const { id } = (await res.json()) as { id: string }
          acknowledged.push(id)
          // kill mid-way, with the other visitors' requests in flight
          if (!killed && acknowledged.length >= 60) {
            killed = true
            first.child.kill('SIGKILL')
          }
        } else {
          unexpected.push(res.status)
        }
      } catch {
        // connection reset by the kill: not acknowledged, so it may or may not be stored
      }
    }
    const visitor = async () => {
      while (!killed && next < total) {
        const i = next++
        await send(challenges[i]!, i)
      }
    }
    await Promise.all(Array.from({ length: inFlight }, visitor))
    const exit = await first.exited
    expect(exit.signal).toBe('SIGKILL')
    expect(unexpected).toEqual([])
    expect(acknowledged.length).toBeGreaterThanOrEqual(60)
    expect(acknowledged.length).toBeLessThan(total)

    const second = await startServerProcess(env)
    running.push(second)
    // the restarted server takes new enquiries on the recovered database
    const c = await challenge(second.origin)
    const after = await fetch(`${second.origin}/api/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'After Restart',
        email: 'after@example.in',
        hotel: site.hotels[0],
        puzzle: { token: c.token, answer: c.a + c.b },
      }),
    })
    expect(after.status).toBe(201)

    const db = new Database(env.DATABASE_PATH, { readonly: true })
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      const count = db.prepare<[string], { n: number }>(
        'SELECT COUNT(*) AS n FROM enquiries WHERE public_id = ?',
      )
      for (const id of acknowledged) expect(count.get(id)?.n, id).toBe(1)
      const rows = db
        .prepare<[], { n: number; complete: number }>(
          `SELECT COUNT(*) AS n, SUM(name <> '' AND email <> '' AND message <> '' AND hotel <> '') AS complete
           FROM enquiries WHERE email <> 'after@example.in'`,
        )
        .get()
      expect(rows?.n).toBeGreaterThanOrEqual(acknowledged.length)
      expect(rows?.complete).toBe(rows?.n)
    } finally {
      db.close()
    }

    second.child.kill('SIGTERM')
    expect(await second.exited).toEqual({ code: 0, signal: null })
  }, 60_000)
})
