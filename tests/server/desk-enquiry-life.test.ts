// Length: a test suite of one subject, the enquiry API's reads and changes as the contract types them.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  EnquiryPageJson,
  EventConflictJson,
  InboxPage,
} from '../../content/desk/enquiries-api.ts'
import { FakeSmtpServer, waitFor } from './fakes/smtp-server.ts'
import { addStaff, send, siteOrigin } from './desk-helpers.ts'
import { storeEnquiry } from './desk-enquiries.ts'
import { engineName, testApp, validEnquiry } from './helpers.ts'

/*
 * The desk's enquiry API on each engine (issue 42, items 4 to 6): the inbox and an enquiry's
 * page as the desk's contract types them, every change decided by the enquiry's life machine on
 * the server (409 with the reason when it refuses, or with what changed when the version is
 * stale; exactly one of two simultaneous changes wins, over real HTTP), replies to the guest
 * through the outbox (once, Reply-To the reservations address; a reply that finally fails puts
 * the enquiry back in hand and shows in the list), and a guest who writes again.
 */

let app: FastifyInstance
let close: () => Promise<void>
let smtp: FakeSmtpServer
let asha: { id: string; cookie: string }
let ravi: { id: string; cookie: string }
let meera: { id: string; cookie: string }

beforeAll(async () => {
  smtp = new FakeSmtpServer()
  const port = await smtp.start()
  ;({ app, close } = await testApp(
    { smtpUrl: `smtp://127.0.0.1:${port}` },
    { outbox: { baseDelayMs: 20, maxDelayMs: 40, pollMs: 20, maxAttempts: 2 } },
  ))
  asha = await addStaff(app, { email: 'asha@trillium.example', name: 'Asha', role: 'reservations' })
  ravi = await addStaff(app, { email: 'ravi@trillium.example', name: 'Ravi', role: 'reservations' })
  meera = await addStaff(app, { email: 'meera@trillium.example', name: 'Meera', role: 'manager' })
})
afterAll(async () => {
  await close()
  await smtp.stop()
})

const db = () => app.trillium.database.db

async function page(cookie: string, id: string): Promise<EnquiryPageJson> {
  const res = await send(app, { method: 'GET', url: `/api/desk/enquiries/${id}`, cookie })
  expect(res.statusCode).toBe(200)
  return res.json<EnquiryPageJson>()
}

function change(cookie: string, id: string, body: Record<string, unknown>) {
  return send(app, { method: 'POST', url: `/api/desk/enquiries/${id}/events`, cookie, body })
}

describe(`the desk's enquiries (${engineName})`, () => {
  it('answers the inbox as a page of items with the next cursor and the count of new ones', async () => {
    await db().deleteFrom('enquiries').execute()
    const stored = await storeEnquiry(db(), {
      name: '<b>Kiran</b>',
      page: '/gardensuite',
      arrival: '2026-12-12',
      departure: '2026-12-15',
    })
    await storeEnquiry(db(), { status: 'spam', endedAt: Date.now() })
    const res = await send(app, {
      method: 'GET',
      url: '/api/desk/enquiries?limit=1',
      cookie: asha.cookie,
    })
    expect(res.statusCode).toBe(200)
    const inbox = res.json<InboxPage>()
    expect(inbox.counts).toEqual({ new: 1 })
    expect(inbox.items).toHaveLength(1)
    expect(typeof inbox.next).toBe('string')
    const next = await send(app, {
      method: 'GET',
      url: `/api/desk/enquiries?limit=1&after=${inbox.next ?? ''}`,
      cookie: asha.cookie,
    })
    const item = next.json<InboxPage>().items[0]
    expect(next.json<InboxPage>().next).toBeNull()
    expect(next.json<InboxPage>().items).toHaveLength(1)
    expect(item).toStrictEqual({
      id: stored.publicId,
      receivedAt: item?.receivedAt,
      name: '<b>Kiran</b>',
      kind: 'suite',
      page: '/gardensuite',
      arrival: '2026-12-12',
      departure: '2026-12-15',
      status: 'new',
      holder: null,
      replyFailed: false,
      version: 0,
    })
    expect(item?.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const bad = await send(app, {
      method: 'GET',
      url: '/api/desk/enquiries?status=lost&limit=500',
      cookie: asha.cookie,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['limit', 'status'])
  })

  it('shows every field and a timeline of who did what and when, the staff e-mail included', async () => {
    const body = await validEnquiry(app, {
      name: 'Nila Iyer',
      message: 'A quiet room, please. <img src=x onerror=alert(1)>',
      page: '/gardensuite',
    })
    const posted = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const { id } = posted.json<{ id: string }>()
    await waitFor(async () => (await page(asha.cookie, id)).timeline[1]?.mail?.status === 'sent')
    const taken = await change(asha.cookie, id, { type: 'TAKE', version: 0 })
    expect(taken.statusCode).toBe(200)
    const noted = await change(asha.cookie, id, {
      type: 'NOTE',
      version: 1,
      text: 'Called: no answer',
    })
    expect(noted.statusCode).toBe(200)
    const seen = noted.json<EnquiryPageJson>()
    expect(seen.enquiry).toMatchObject({
      id,
      name: 'Nila Iyer',
      email: 'asha@example.in',
      phone: '+919845012345',
      message: 'A quiet room, please. <img src=x onerror=alert(1)>',
      status: 'in-hand',
      holder: { id: asha.id, name: 'Asha' },
      version: 2,
    })
    expect(
      seen.timeline.map((entry) => [entry.kind, entry.actor?.name ?? null, entry.version]),
    ).toEqual([
      ['received', null, null],
      ['staff-mail', null, null],
      ['taken', 'Asha', 1],
      ['note', 'Asha', 2],
    ])
    expect(seen.timeline[1]?.mail).toMatchObject({ status: 'sent', attempts: 1 })
    expect(seen.timeline[2]).toMatchObject({ fromStatus: 'new', toStatus: 'in-hand' })
    expect(seen.timeline[3]?.text).toBe('Called: no answer')
    for (const entry of seen.timeline) expect(Date.parse(entry.at)).not.toBeNaN()
  })

  it('refuses with 409 and the reason what the machine does not allow, 404 an unknown id, 400 a bad change', async () => {
    const { publicId } = await storeEnquiry(db(), {})
    const early = await change(asha.cookie, publicId, { type: 'MARK_BOOKED', version: 0 })
    expect(early.statusCode).toBe(409)
    const conflict = early.json<EventConflictJson>()
    expect(conflict.message).toBe('Take or answer a new enquiry before marking it booked')
    expect(conflict.current.enquiry.version).toBe(0)
    // reservations may not reopen, nor take over what a colleague holds
    expect((await change(asha.cookie, publicId, { type: 'TAKE', version: 0 })).statusCode).toBe(200)
    const over = await change(ravi.cookie, publicId, { type: 'TAKE', version: 1 })
    expect(over.statusCode).toBe(409)
    expect(over.json<EventConflictJson>().message).toBe(
      'Someone else holds this enquiry: only a manager can take it over',
    )
    const system = await change(meera.cookie, publicId, { type: 'REPLY_FAILED', version: 1 })
    expect(system.statusCode).toBe(409)
    expect(
      (await change(asha.cookie, 'no-such-enquiry', { type: 'TAKE', version: 0 })).statusCode,
    ).toBe(404)
    const bad = await change(asha.cookie, publicId, { type: 'NOTE', version: -1, text: ' ', x: 1 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'text',
      'version',
      'x',
    ])
    const long = await change(asha.cookie, publicId, {
      type: 'NOTE',
      version: 1,
      text: 'a'.repeat(10_001),
    })
    expect(long.statusCode).toBe(400)
    const longest = await change(asha.cookie, publicId, {
      type: 'NOTE',
      version: 1,
      text: 'a'.repeat(10_000),
    })
    expect(longest.statusCode).toBe(200)
    const reply = (subject: string) =>
      change(asha.cookie, publicId, { type: 'REPLY', version: 2, subject, body: 'Dear guest,' })
    expect((await reply('s'.repeat(201))).statusCode).toBe(400)
    expect((await reply('Your stay\nBcc: x@evil.example')).statusCode).toBe(400)
    // nothing of the refused changes was written: two entries, version 2
    const now = await page(asha.cookie, publicId)
    expect(now.enquiry.version).toBe(2)
    expect(now.timeline.filter((entry) => entry.version !== null)).toHaveLength(2)
    expect((await reply('s'.repeat(200))).statusCode).toBe(200)
  })

  it('answers a stale version with 409, what changed since, and the enquiry as it is now', async () => {
    const { publicId } = await storeEnquiry(db(), {})
    expect((await change(asha.cookie, publicId, { type: 'TAKE', version: 0 })).statusCode).toBe(200)
    const late = await change(meera.cookie, publicId, { type: 'MARK_SPAM', version: 0 })
    expect(late.statusCode).toBe(409)
    const conflict = late.json<EventConflictJson>()
    expect(conflict.message).toBe(
      'This enquiry changed since you opened it: Asha took it. Look at it again before you change it.',
    )
    expect(conflict.current.enquiry).toMatchObject({ status: 'in-hand', version: 1 })
  })

  it('lets exactly one of two simultaneous changes of one version through, over real HTTP', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    for (let round = 0; round < 3; round += 1) {
      const { publicId } = await storeEnquiry(db(), {})
      const post = (cookie: string) =>
        fetch(`http://127.0.0.1:${port}/api/desk/enquiries/${publicId}/events`, {
          method: 'POST',
          headers: { origin: siteOrigin, 'content-type': 'application/json', cookie },
          body: JSON.stringify({ type: 'TAKE', version: 0 }),
        })
      const answers = await Promise.all([post(asha.cookie), post(ravi.cookie)])
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
      const now = await page(asha.cookie, publicId)
      expect(now.enquiry.version).toBe(1)
      expect(now.timeline.filter((entry) => entry.kind === 'taken')).toHaveLength(1)
    }
    // both read the enquiry at version 0 before either writes: the version's compare-and-set
    // in the write decides (without it both were written: tried)
    const { life } = app.trillium.deskEnquiries
    const { publicId } = await storeEnquiry(db(), {})
    const outcomes = await Promise.all(
      [asha, ravi].map((person, i) =>
        life.change(
          publicId,
          { id: i + 1, role: 'reservations', name: person === asha ? 'Asha' : 'Ravi' },
          { type: 'NOTE', version: 0, text: `note ${i}` },
        ),
      ),
    )
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409])
    expect(
      (await page(asha.cookie, publicId)).timeline.filter((e) => e.kind === 'note'),
    ).toHaveLength(1)
  })

  it('sends a reply to the guest once, Reply-To reservations, and shows it on the timeline', async () => {
    const { publicId } = await storeEnquiry(db(), { name: 'Dev Menon', email: 'dev@example.in' })
    smtp.received.length = 0
    const res = await change(asha.cookie, publicId, {
      type: 'REPLY',
      version: 0,
      subject: 'Your stay at Trillium',
      body: 'Dear Dev,\n\nThe garden suite is free on those dates.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<EnquiryPageJson>().enquiry).toMatchObject({
      status: 'replied',
      holder: { id: asha.id, name: 'Asha' },
    })
    await waitFor(() => smtp.received.length === 1)
    const mail = smtp.received[0]
    expect(mail?.to).toEqual(['dev@example.in'])
    expect(mail?.from).toBe('reservations@trilliumresort.example')
    expect(mail?.raw).toContain('Reply-To: reservations@trilliumresort.example')
    expect(mail?.raw).toContain('From: Trillium Reservations <reservations@trilliumresort.example>')
    expect(mail?.raw).toContain('Subject: Your stay at Trillium')
    await waitFor(
      async () => (await page(asha.cookie, publicId)).timeline.at(-1)?.mail?.status === 'sent',
    )
    const reply = (await page(asha.cookie, publicId)).timeline.at(-1)
    expect(reply).toMatchObject({
      kind: 'reply',
      actor: { id: asha.id, name: 'Asha' },
      subject: 'Your stay at Trillium',
      text: 'Dear Dev,\n\nThe garden suite is free on those dates.',
      mail: { status: 'sent', attempts: 1 },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received).toHaveLength(1)
  })

  it('puts the enquiry back in hand when its reply finally fails, on the timeline and in the list', async () => {
    const { publicId } = await storeEnquiry(db(), { email: 'lost@example.in' })
    smtp.refuseNext = 2
    const res = await change(ravi.cookie, publicId, {
      type: 'REPLY',
      version: 0,
      subject: 'Your stay',
      body: 'Dear guest, yes.',
    })
    expect(res.statusCode).toBe(200)
    await waitFor(async () => (await page(ravi.cookie, publicId)).enquiry.replyFailed)
    const now = await page(ravi.cookie, publicId)
    expect(now.enquiry).toMatchObject({
      status: 'in-hand',
      holder: { id: ravi.id, name: 'Ravi' },
      replyFailed: true,
      version: 2,
    })
    expect(now.timeline.slice(-2).map((entry) => [entry.kind, entry.actor])).toEqual([
      ['reply', { id: ravi.id, name: 'Ravi' }],
      ['reply-failed', null],
    ])
    expect(now.timeline.at(-2)?.mail).toMatchObject({ status: 'failed', attempts: 2 })
    const list = await send(app, {
      method: 'GET',
      url: '/api/desk/enquiries?status=in-hand',
      cookie: ravi.cookie,
    })
    const item = list.json<InboxPage>().items.find((entry) => entry.id === publicId)
    expect(item?.replyFailed).toBe(true)
  })

  it('puts a replied enquiry back in hand when the same address writes again', async () => {
    const first = await storeEnquiry(db(), { email: 'Again@Example.in' })
    const other = await storeEnquiry(db(), { email: 'someone@example.in' })
    for (const { publicId } of [first, other])
      expect(
        (
          await change(asha.cookie, publicId, {
            type: 'REPLY',
            version: 0,
            subject: 'Your stay',
            body: 'Dear guest, yes.',
          })
        ).statusCode,
      ).toBe(200)
    const posted = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        await validEnquiry(app, {
          email: 'again@example.in',
          message: 'One more question about the suite, please.',
        }),
      ),
    })
    expect(posted.statusCode, posted.body).toBe(201)
    await waitFor(
      async () => (await page(asha.cookie, first.publicId)).enquiry.status === 'in-hand',
    )
    const now = await page(asha.cookie, first.publicId)
    expect(now.timeline.at(-1)).toMatchObject({
      kind: 'guest-wrote',
      actor: null,
      fromStatus: 'replied',
      toStatus: 'in-hand',
      version: 2,
    })
    expect((await page(asha.cookie, other.publicId)).enquiry.status).toBe('replied')
  })
})
