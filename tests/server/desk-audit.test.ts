import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { engineName, testApp } from './helpers.ts'
import { addStaff, invite, send, sessionCookieOf } from './desk-helpers.ts'

/*
 * The audit trail (issue 42: "never a password, a token or a message body"): each action of the
 * accounts is there with who and what, readable by managers a page at a time, and no password,
 * link token, session id or address typed at a refused sign-in is in any table.
 */

let app: FastifyInstance
let close: () => Promise<void>
const secrets: string[] = []

const tables = [
  'staff',
  'staff_links',
  'staff_sessions',
  'passkeys',
  'desk_challenges',
  'sign_in_failures',
  'sign_in_locks',
  'audit_log',
  'settings',
]

beforeAll(async () => {
  ;({ app, close } = await testApp())
  const mira = await addStaff(app, {
    email: 'mira@trilliumresort.example',
    name: 'Mira Nair',
    role: 'manager',
    password: 'mira sets this one',
  })
  secrets.push('mira sets this one', mira.cookie.split('=')[1] ?? '')
  const ravi = await invite(app, {
    email: 'ravi@trilliumresort.example',
    name: 'Ravi Kumar',
    role: 'reservations',
  })
  secrets.push(ravi.token)
  const typedInEmail = 'hunter2 is my whole password'
  secrets.push(typedInEmail)
  for (const [email, password] of [
    ['mira@trilliumresort.example', 'a wrong password typed'],
    [typedInEmail, 'another wrong one typed'],
  ] as const) {
    secrets.push(password)
    await send(app, { method: 'POST', url: '/api/desk/session', body: { email, password } })
  }
  const signedIn = await send(app, {
    method: 'POST',
    url: '/api/desk/session',
    body: { email: 'mira@trilliumresort.example', password: 'mira sets this one' },
  })
  const cookie = sessionCookieOf(signedIn) ?? ''
  secrets.push(cookie.split('=')[1] ?? '')
  const link = await send(app, { method: 'POST', url: `/api/desk/staff/${ravi.id}/link`, cookie })
  secrets.push(link.json<{ link: string }>().link.split('#')[1] ?? '')
  await send(app, { method: 'POST', url: `/api/desk/staff/${ravi.id}/disable`, cookie })
  await send(app, { method: 'DELETE', url: '/api/desk/session', cookie })
})
afterAll(() => close())

describe(`the audit trail (${engineName})`, () => {
  it('records each action with who, what and whom, newest first, a page at a time', async () => {
    const cookie = sessionCookieOf(
      await send(app, {
        method: 'POST',
        url: '/api/desk/session',
        body: { email: 'mira@trilliumresort.example', password: 'mira sets this one' },
      }),
    )
    const all = await send(app, { method: 'GET', url: '/api/desk/audit?limit=100', cookie })
    const items = all.json<{
      items: { action: string; actor: { name: string } | null; detail: unknown }[]
    }>().items
    expect(items.map((item) => item.action).reverse()).toEqual([
      'staff-invited',
      'password-set',
      'staff-invited',
      'sign-in-refused',
      'sign-in-refused',
      'sign-in',
      'staff-link-sent',
      'staff-disabled',
      'sign-out',
      'sign-in',
    ])
    expect(items.slice().reverse()[0]).toMatchObject({
      actor: { id: null, name: 'command line' },
      detail: { role: 'manager' },
    })
    expect(items.filter((i) => i.action === 'sign-in-refused').map((i) => i.detail)).toEqual([
      { method: 'password', reason: 'unknown-account' },
      { method: 'password', reason: 'wrong-password' },
    ])
    const first = await send(app, { method: 'GET', url: '/api/desk/audit?limit=4', cookie })
    const page = first.json<{ items: unknown[]; next: string }>()
    expect(page.items).toEqual(items.slice(0, 4))
    const second = await send(app, {
      method: 'GET',
      url: `/api/desk/audit?limit=4&after=${page.next}`,
      cookie,
    })
    expect(second.json<{ items: unknown[] }>().items).toEqual(items.slice(4, 8))
    for (const bad of ['limit=0', 'limit=101', 'after=x'])
      expect(
        (await send(app, { method: 'GET', url: `/api/desk/audit?${bad}`, cookie })).statusCode,
      ).toBe(400)
  })

  it('keeps no password, token, session id or typed address in any table', async () => {
    const { db } = app.trillium.database
    let text = ''
    for (const table of tables)
      text += JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(db)).rows)
    expect(secrets.length).toBeGreaterThanOrEqual(8)
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10)
      expect(text).not.toContain(secret)
    }
    expect(text).not.toContain('hunter2')
  })

  it('stores passwords as argon2id with OWASP’s parameters (19 MiB, 2 iterations, 1 thread)', async () => {
    const rows = await app.trillium.database.db
      .selectFrom('staff')
      .select(['email', 'password_hash'])
      .where('password_hash', 'is not', null)
      .execute()
    expect(rows.map((row) => row.email)).toEqual(['mira@trilliumresort.example'])
    expect(rows[0]?.password_hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    )
  })
})
