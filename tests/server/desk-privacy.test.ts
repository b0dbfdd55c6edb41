// Length: a test suite of one subject, what leaves the database: export, erasure and retention.
import { existsSync, readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErasureCounts, ErasureResult } from '../../content/desk/enquiries-api.ts'
import { privacyPolicy } from '../../content/policies.ts'
import { numericVariables } from '../../server/config-variables.ts'
import { isoDateIn, resortTimeZone } from '../../content/calendar.ts'
import { claimDailyRun } from '../../server/daily-run.ts'
import { Erasure, monthsBefore } from '../../server/desk/erasure.ts'
import { FakeSmtpServer, waitFor } from './fakes/smtp-server.ts'
import { addStaff, send } from './desk-helpers.ts'
import { storeEnquiry } from './desk-enquiries.ts'
import {
  buildTestApp,
  engineName,
  idleWeather,
  onPostgres,
  testApp,
  testConfig,
  TestClock,
} from './helpers.ts'

/*
 * The manager's work with the guests' data on each engine (issue 42, items 7 and 8): the CSV
 * export of the inbox's filter through the neutralising writer, audited; the erasure of one
 * address (its preview's counts, every row that held it gone from every table, on SQLite its
 * bytes gone from the database file, the audit keeping a keyed hash only); and retention
 * (ENQUIRY_RETENTION_MONTHS after the life ended, both sides of the boundary, by the upkeep).
 */

let app: FastifyInstance
let dir: string
let close: () => Promise<void>
let smtp: FakeSmtpServer
let manager: { id: string; cookie: string }
let colleague: { id: string; cookie: string }

beforeAll(async () => {
  smtp = new FakeSmtpServer()
  const port = await smtp.start()
  ;({ app, dir, close } = await testApp(
    { smtpUrl: `smtp://127.0.0.1:${port}` },
    { outbox: { baseDelayMs: 20, maxDelayMs: 40, pollMs: 20 } },
  ))
  manager = await addStaff(app, { email: 'meera@trillium.example', name: 'Meera', role: 'manager' })
  colleague = await addStaff(app, {
    email: 'asha@trillium.example',
    name: 'Asha',
    role: 'reservations',
  })
})
afterAll(async () => {
  await close()
  await smtp.stop()
})

const db = () => app.trillium.database.db

function change(id: string, body: Record<string, unknown>) {
  return send(app, {
    method: 'POST',
    url: `/api/desk/enquiries/${id}/events`,
    cookie: colleague.cookie,
    body,
  })
}

/** Every row of every table, as text. */
async function everything(): Promise<string> {
  const tables = [
    'enquiries',
    'enquiry_events',
    'outbox',
    'audit_log',
    'enquiry_fingerprints',
    'rate_limits',
    'settings',
  ] as const
  const all = await Promise.all(tables.map((table) => db().selectFrom(table).selectAll().execute()))
  return JSON.stringify(all)
}

describe(`the manager's privacy work (${engineName})`, () => {
  it('exports the filter as CSV with formulas neutralised, for managers only, audited', async () => {
    await storeEnquiry(db(), { name: '=HYPERLINK("http://evil.example")', status: 'in-hand' })
    await storeEnquiry(db(), { name: 'Not exported', status: 'new' })
    const csv = await send(app, {
      method: 'GET',
      url: '/api/desk/enquiries.csv?status=in-hand&q=HYPERLINK',
      cookie: manager.cookie,
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"')
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe('"id","received","name","email","phone","hotel","page","message"')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    const refused = await send(app, {
      method: 'GET',
      url: '/api/desk/enquiries.csv',
      cookie: colleague.cookie,
    })
    expect(refused.statusCode).toBe(403)
    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(entry.detail)).toEqual({
      status: 'in-hand',
      kind: null,
      from: null,
      to: null,
      search: true,
      rows: 1,
    })
    expect(JSON.stringify(entry)).not.toContain('HYPERLINK')
  })

  it('erases every enquiry, note, reply and mail of one address after a preview, audited by a keyed hash', async () => {
    const email = 'Zephyrine.Quill@example.in'
    const words = 'quixotic-marmalade-zeppelin'
    const gone = [
      await storeEnquiry(db(), { email, name: 'Zephyrine Quill', message: `Hello ${words}` }),
      await storeEnquiry(db(), { email: email.toLowerCase(), message: `Again ${words}` }),
    ]
    const kept = await storeEnquiry(db(), { email: 'stays@example.in' })
    expect(
      (await change(gone[0]?.publicId ?? '', { type: 'NOTE', version: 0, text: `Note ${words}` }))
        .statusCode,
    ).toBe(200)
    const replied = await change(gone[0]?.publicId ?? '', {
      type: 'REPLY',
      version: 1,
      subject: 'Your stay',
      body: `Dear Zephyrine, ${words}`,
    })
    expect(replied.statusCode).toBe(200)
    await waitFor(() =>
      smtp.received.some(
        (mail) => mail.to.includes(email.toLowerCase()) || mail.to.includes(email),
      ),
    )
    const preview = await send(app, {
      method: 'GET',
      url: `/api/desk/erasures/preview?email=${encodeURIComponent(email.toUpperCase())}`,
      cookie: manager.cookie,
    })
    expect(preview.statusCode).toBe(200)
    const expected: ErasureCounts = { enquiries: 2, notes: 1, replies: 1, mails: 1 }
    expect(preview.json<ErasureCounts>()).toEqual(expected)
    expect(
      (
        await send(app, {
          method: 'POST',
          url: '/api/desk/erasures',
          cookie: colleague.cookie,
          body: { email },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await send(app, {
          method: 'POST',
          url: '/api/desk/erasures',
          cookie: manager.cookie,
          body: { email: 'x' },
        })
      ).statusCode,
    ).toBe(400)
    const erased = await send(app, {
      method: 'POST',
      url: '/api/desk/erasures',
      cookie: manager.cookie,
      body: { email },
    })
    expect(erased.statusCode).toBe(200)
    expect(erased.json<ErasureResult>()).toEqual({ erased: expected })
    // nothing of it in any table; the other guest's enquiry stays
    const text = (await everything()).toLowerCase()
    expect(text).not.toContain(email.toLowerCase())
    expect(text).not.toContain(words)
    expect(text).toContain(kept.publicId)
    const entry = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'erasure')
      .executeTakeFirstOrThrow()
    expect(entry.subject).toBe(app.trillium.desk.audit.keyedHash(email))
    expect(JSON.parse(entry.detail)).toEqual(expected)
    // the page of an erased enquiry is gone
    expect(
      (
        await send(app, {
          method: 'GET',
          url: `/api/desk/enquiries/${gone[0]?.publicId ?? ''}`,
          cookie: manager.cookie,
        })
      ).statusCode,
    ).toBe(404)
    if (!onPostgres) {
      // nor in the database file's bytes (free pages zeroed, the search index's entries deleted
      // in place, the write-ahead log checkpointed and truncated by the erasure)
      const file = app.trillium.database
      expect(file.engine).toBe('sqlite')
      const path = testConfig(dir).databasePath
      for (const part of [path, `${path}-wal`]) {
        if (!existsSync(part)) continue
        const bytes = readFileSync(part)
        expect(bytes.includes(Buffer.from(words)), part).toBe(false)
        expect(bytes.includes(Buffer.from(email.toLowerCase())), part).toBe(false)
        expect(bytes.includes(Buffer.from('Zephyrine')), part).toBe(false)
      }
    }
  })

  it('erases what ended more than 24 months ago and nothing else', async () => {
    const now = Date.parse('2026-11-29T10:00:00Z')
    const cutoff = Date.parse('2024-11-29T10:00:00Z')
    expect(monthsBefore(now, 24)).toBe(cutoff)
    expect(monthsBefore(Date.parse('2028-02-29T00:00:00Z'), 12)).toBe(
      Date.parse('2027-02-28T00:00:00Z'),
    )
    const old = await storeEnquiry(db(), {
      status: 'booked',
      createdAt: cutoff - 40 * 86_400_000,
      endedAt: cutoff - 1,
    })
    const edge = await storeEnquiry(db(), {
      status: 'spam',
      createdAt: cutoff - 40 * 86_400_000,
      endedAt: cutoff,
    })
    const open = await storeEnquiry(db(), { status: 'new', createdAt: cutoff - 400 * 86_400_000 })
    const clock = new TestClock(now)
    const erasure = new Erasure(app.trillium.database, app.trillium.desk.audit, clock)
    expect(await erasure.expire(24)).toBe(1)
    const left = (await db().selectFrom('enquiries').select('public_id').execute()).map(
      (row) => row.public_id,
    )
    expect(left).not.toContain(old.publicId)
    expect(left).toContain(edge.publicId)
    expect(left).toContain(open.publicId)
    clock.advance(1)
    expect(await erasure.expire(24)).toBe(1)
    expect(
      (await db().selectFrom('enquiries').select('public_id').execute()).map((r) => r.public_id),
    ).not.toContain(edge.publicId)
    const entries = await db()
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'retention')
      .execute()
    expect(entries.map((entry) => JSON.parse(entry.detail) as unknown)).toEqual([
      { enquiries: 1, notes: 0, replies: 0, mails: 0, months: 24 },
      { enquiries: 1, notes: 0, replies: 0, mails: 0, months: 24 },
    ])
  })

  it('is run by the upkeep with ENQUIRY_RETENTION_MONTHS, once a day across instances', async () => {
    const day = 86_400_000
    const today = `daily:enquiry-retention:${isoDateIn(resortTimeZone, new Date())}`
    const claims = () =>
      db()
        .selectFrom('rate_limits')
        .select('key')
        .where('key', 'like', 'daily:enquiry-retention:%')
        .execute()
    // the test app's upkeep claimed today's run when it started
    expect(await claims()).toEqual([{ key: today }])
    const gone = await storeEnquiry(db(), { status: 'not-booked', endedAt: Date.now() - 40 * day })
    const kept = await storeEnquiry(db(), { status: 'not-booked', endedAt: Date.now() - 20 * day })
    const publicIds = async () =>
      (await db().selectFrom('enquiries').select('public_id').execute()).map((r) => r.public_id)
    const otherInstance = async () => {
      // another instance on the same database starts: its upkeep's first pass runs at start
      const other = await buildTestApp(
        { config: testConfig(dir, { enquiryRetentionMonths: 1 }), weatherProvider: idleWeather },
        dir,
      )
      await other.close()
    }
    // today's run is taken: another instance's pass erases nothing
    await otherInstance()
    expect(await publicIds()).toContain(gone.publicId)
    // a new day (its claim not yet taken): the first pass runs it
    await db().deleteFrom('rate_limits').where('key', '=', today).execute()
    await otherInstance()
    const left = await publicIds()
    expect(left).not.toContain(gone.publicId)
    expect(left).toContain(kept.publicId)
    expect(await claims()).toEqual([{ key: today }])
  })

  it('gives one claim of a day between instances asking at once, on either engine', async () => {
    const now = Date.parse('2026-11-29T18:29:59Z') // 23:59:59 in the resort
    const asks = await Promise.all(
      Array.from({ length: 6 }, () => claimDailyRun(db(), 'test-job', now)),
    )
    expect(asks.filter(Boolean)).toHaveLength(1)
    expect(await claimDailyRun(db(), 'test-job', now)).toBe(false)
    expect(await claimDailyRun(db(), 'other-job', now)).toBe(true)
    // the resort's next day begins a second later (midnight in Asia/Kolkata)
    expect(await claimDailyRun(db(), 'test-job', now + 1000)).toBe(true)
  })
})

describe('the privacy policy, true to the code', () => {
  it('names the retention the server keeps by default, and how to ask for deletion', () => {
    const text = privacyPolicy.sections.flatMap((section) => section.paragraphs).join(' ')
    const months = numericVariables.ENQUIRY_RETENTION_MONTHS.default
    expect(months).toBe(24)
    expect(text).toContain(`erased by itself ${months} months later`)
    expect(text).toContain('You can ask us to delete it at any time')
    expect(text).toContain('every enquiry from your address goes')
  })
})
