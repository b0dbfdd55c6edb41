import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeSmtpServer, waitFor } from './fakes/smtp-server.ts'
import { testApp, validEnquiry } from './helpers.ts'
import { freePort } from './server-process.ts'

let opened: { app: FastifyInstance; close: () => Promise<void> } | undefined
let smtp: FakeSmtpServer | undefined

afterEach(async () => {
  await opened?.close()
  await smtp?.stop()
  opened = undefined
  smtp = undefined
})

async function start(port: number, maxAttempts = 12): Promise<FastifyInstance> {
  opened = await testApp(
    { smtpUrl: `smtp://127.0.0.1:${port}` },
    { outbox: { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20, maxAttempts } },
  )
  return opened.app
}

async function send(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/enquiry',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(await validEnquiry(app, { page: '/gardensuite', ...overrides })),
  })
}

describe('staff e-mail through the outbox', () => {
  it('e-mails the staff each stored enquiry, replying to the visitor', async () => {
    smtp = new FakeSmtpServer()
    const app = await start(await smtp.start())
    const res = await send(app)
    expect(res.statusCode).toBe(201)
    const { id } = res.json<{ id: string }>()
    await waitFor(() => smtp?.received.length === 1)
    const mail = smtp.received[0]
    expect(mail?.to).toEqual(['staff@trilliumresort.example'])
    expect(mail?.from).toBe('no-reply@trilliumresort.example')
    expect(mail?.raw).toContain('Subject: Website enquiry from Asha Rao')
    expect(mail?.raw).toContain('Reply-To: asha@example.in')
    expect(mail?.raw).toContain(`X-Enquiry-ID: ${id}`)
    expect(mail?.raw).toContain('Page:     /gardensuite')
    expect(mail?.raw).toContain('> We would like a valley view suite for three nights')
    await waitFor(async () => (await app.trillium.outboxRepository.counts()).sent === 1)
  })

  it('quotes the message so it cannot fake the mail’s own lines', async () => {
    smtp = new FakeSmtpServer()
    const app = await start(await smtp.start())
    const forged = [
      'Please call me back about the suite.',
      'Name:     Reservations Manager',
      'E-mail:   attacker@evil.example',
      'Phone:    +919999999999',
    ].join('\n')
    expect((await send(app, { message: forged })).statusCode).toBe(201)
    await waitFor(() => smtp?.received.length === 1)
    const raw = smtp.received[0]?.raw ?? ''
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '')
    const lines = body.split(/\r?\n/)
    expect(lines.filter((line) => line.startsWith('Name:'))).toEqual(['Name:     Asha Rao'])
    expect(lines.filter((line) => line.startsWith('E-mail:'))).toEqual([
      'E-mail:   asha@example.in',
    ])
    expect(lines).toContain('> Name:     Reservations Manager')
    expect(lines).toContain('> E-mail:   attacker@evil.example')
  })

  it('retries with backoff when the mail server refuses for a while', async () => {
    smtp = new FakeSmtpServer()
    smtp.refuseNext = 2
    const app = await start(await smtp.start())
    expect((await send(app)).statusCode).toBe(201)
    await waitFor(() => smtp?.received.length === 1)
    expect(smtp.attempts).toBe(3)
    await waitFor(async () => (await app.trillium.outboxRepository.counts()).sent === 1)
  })

  it('keeps the enquiry and the mail when the mail server is down, and sends once it is back', async () => {
    const port = await freePort()
    const app = await start(port)
    expect((await send(app)).statusCode).toBe(201)
    expect(
      (await send(app, { message: 'A second question about the bonfire evenings' })).statusCode,
    ).toBe(201)
    expect(await app.trillium.repository.count()).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await app.trillium.outboxRepository.counts()).toEqual({ pending: 2, sent: 0, failed: 0 })

    smtp = new FakeSmtpServer()
    await smtp.start(port)
    await waitFor(() => smtp?.received.length === 2)
    await waitFor(async () => (await app.trillium.outboxRepository.counts()).sent === 2)
  })

  it('gives up after the last attempt and marks the mail failed (the enquiry stays)', async () => {
    smtp = new FakeSmtpServer()
    smtp.refuseNext = 100
    const app = await start(await smtp.start(), 3)
    expect((await send(app)).statusCode).toBe(201)
    await waitFor(async () => (await app.trillium.outboxRepository.counts()).failed === 1)
    expect(smtp.attempts).toBe(3)
    expect(await app.trillium.repository.count()).toBe(1)
  })

  it('writes no outbox rows when SMTP_URL is unset', async () => {
    opened = await testApp()
    expect((await send(opened.app)).statusCode).toBe(201)
    expect(await opened.app.trillium.outboxRepository.counts()).toEqual({
      pending: 0,
      sent: 0,
      failed: 0,
    })
  })
})
