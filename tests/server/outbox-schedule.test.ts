import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeSmtpServer, waitFor } from './fakes/smtp-server.ts'
import { storedRows, TestClock, testApp, validEnquiry } from './helpers.ts'

/*
 * server/README.md (Staff e-mail): "A failure is retried with exponential backoff (30 s,
 * doubling, at most one hour between attempts) and marked failed after 12 attempts". The outbox
 * runs with its own defaults against a real SMTP server that refuses every mail; the clock is the
 * test's, so each retry is met to the millisecond: not due a millisecond before, due at its time.
 */
let opened: { app: FastifyInstance; dir: string; close: () => Promise<void> } | undefined
let smtp: FakeSmtpServer | undefined
afterEach(async () => {
  await opened?.close()
  await smtp?.stop()
})

const minute = 60 * 1000
/** The waits after the 1st to the 11th failed attempt: 30 s doubling, at most an hour. */
const waits = [0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60].map((minutes) => minutes * minute)

describe('the staff e-mail’s retries', () => {
  it('retries after 30 s, doubling up to an hour, and gives up at the 12th attempt', async () => {
    smtp = new FakeSmtpServer()
    smtp.refuseNext = 100
    const clock = new TestClock()
    opened = await testApp({ smtpUrl: `smtp://127.0.0.1:${await smtp.start()}` }, { clock })
    const { app, dir } = opened
    const outbox = app.trillium.outbox!
    const mail = async () => (await storedRows(dir, 'outbox'))[0] ?? {}
    const tryNow = async () => {
      outbox.kick()
      await outbox.idle()
      return mail()
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(await validEnquiry(app)),
    })
    expect(res.statusCode).toBe(201)
    await waitFor(async () => Number((await mail()).attempts) === 1)
    for (const [i, wait] of waits.entries()) {
      const attempts = i + 1
      expect(Number((await mail()).next_attempt_at), `after attempt ${attempts}`).toBe(
        clock.now() + wait,
      )
      clock.advance(wait - 1)
      expect(Number((await tryNow()).attempts), `${wait - 1} ms after attempt ${attempts}`).toBe(
        attempts,
      )
      clock.advance(1)
      const next = await tryNow()
      expect(Number(next.attempts), `${wait} ms after attempt ${attempts}`).toBe(attempts + 1)
      expect(next.status).toBe(attempts + 1 < 12 ? 'pending' : 'failed')
    }
    expect(smtp.attempts).toBe(12)
  })
})
