import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { engineName, TestClock, testApp } from './helpers.ts'
import { addStaff, send, sessionCookieOf, siteOrigin } from './desk-helpers.ts'
import { SoftwareAuthenticator } from './software-authenticator.ts'

/*
 * Passkeys (issue 42): a signed-in person adds one, and anyone signs in with it alone, verified
 * by @simplewebauthn/server against SITE_URL (RP id localhost, origin http://localhost:3000).
 * The authenticator is software (software-authenticator.ts); Chromium's virtual one is the
 * browser test's.
 */

let app: FastifyInstance
let close: () => Promise<void>
let clock: TestClock
let mira: { id: string; cookie: string }

beforeEach(async () => {
  clock = new TestClock()
  ;({ app, close } = await testApp({}, { clock }))
  mira = await addStaff(app, {
    email: 'mira@trilliumresort.example',
    name: 'Mira Nair',
    role: 'manager',
  })
})
afterEach(() => close())

interface Options {
  challengeId: string
  options: {
    challenge: string
    rp: { id: string }
    user: { id: string }
    rpId?: string
    allowCredentials?: unknown
    authenticatorSelection?: unknown
  }
}

async function addPasskey(
  authenticator: SoftwareAuthenticator,
  cookie = mira.cookie,
  change: Parameters<SoftwareAuthenticator['register']>[1] = {},
) {
  const start = await send(app, { method: 'POST', url: '/api/desk/passkeys/options', cookie })
  expect(start.statusCode).toBe(200)
  const { challengeId, options } = start.json<Options>()
  const response = authenticator.register(options, change)
  return {
    options,
    res: await send(app, {
      method: 'POST',
      url: '/api/desk/passkeys',
      cookie,
      body: { challengeId, response, name: 'Laptop' },
    }),
    again: () =>
      send(app, {
        method: 'POST',
        url: '/api/desk/passkeys',
        cookie,
        body: { challengeId, response, name: 'Laptop' },
      }),
  }
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  change: Parameters<SoftwareAuthenticator['signIn']>[1] = {},
) {
  const start = await send(app, { method: 'POST', url: '/api/desk/session/passkey/options' })
  expect(start.statusCode).toBe(200)
  const { challengeId, options } = start.json<Options>()
  const response = authenticator.signIn(options, change)
  const body = { challengeId, response }
  return {
    options,
    res: await send(app, { method: 'POST', url: '/api/desk/session/passkey', body }),
    again: () => send(app, { method: 'POST', url: '/api/desk/session/passkey', body }),
  }
}

describe(`passkeys (${engineName})`, () => {
  it('are added by a signed-in person, for SITE_URL, discoverable and verified', async () => {
    const key = new SoftwareAuthenticator(siteOrigin)
    const { options, res } = await addPasskey(key)
    expect(options.rp.id).toBe('localhost')
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: key.id, name: 'Laptop' })
    const list = await send(app, { method: 'GET', url: '/api/desk/passkeys', cookie: mira.cookie })
    expect(list.json()).toEqual({
      items: [
        { id: key.id, name: 'Laptop', createdAt: '2026-11-21T08:00:00.000Z', lastUsedAt: null },
      ],
    })
    const me = await send(app, { method: 'GET', url: '/api/desk/session', cookie: mira.cookie })
    expect(me.json()).toMatchObject({ id: mira.id, passkeys: 1 })
  })

  it('sign a person in alone, with a new session, and count the use', async () => {
    const key = new SoftwareAuthenticator(siteOrigin)
    await addPasskey(key)
    clock.advance(60_000)
    const { options, res } = await signInWith(key)
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.rpId).toBe('localhost')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: mira.id,
      name: 'Mira Nair',
      role: 'manager',
      passkeys: 1,
    })
    const cookie = sessionCookieOf(res)
    expect(cookie).toBeDefined()
    expect(cookie).not.toBe(mira.cookie)
    const me = await send(app, { method: 'GET', url: '/api/desk/session', cookie })
    expect(me.statusCode).toBe(200)
    const list = await send(app, { method: 'GET', url: '/api/desk/passkeys', cookie })
    expect(list.json<{ items: { lastUsedAt: string }[] }>().items[0]?.lastUsedAt).toBe(
      '2026-11-21T08:01:00.000Z',
    )
  })

  it('refuse an answer used twice, a challenge past 5 minutes, another origin, no verification, an unknown key or a replayed counter', async () => {
    const key = new SoftwareAuthenticator(siteOrigin)
    const added = await addPasskey(key)
    expect((await added.again()).statusCode).toBe(400)

    const once = await signInWith(key)
    expect(once.res.statusCode).toBe(200)
    const replay = await once.again()
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ message: 'This passkey could not sign you in' })

    // a challenge is good until 5 minutes after it was given, not at 5 minutes
    for (const [wait, status] of [
      [5 * 60 * 1000 - 1, 200],
      [5 * 60 * 1000, 401],
    ] as const) {
      const start = await send(app, { method: 'POST', url: '/api/desk/session/passkey/options' })
      const { challengeId, options } = start.json<Options>()
      clock.advance(wait)
      const response = key.signIn({ challenge: options.challenge, rpId: 'localhost' })
      const res = await send(app, {
        method: 'POST',
        url: '/api/desk/session/passkey',
        body: { challengeId, response },
      })
      expect(res.statusCode, `after ${wait} ms`).toBe(status)
    }

    expect((await signInWith(key, { origin: 'https://evil.example' })).res.statusCode).toBe(401)
    expect((await signInWith(key, { flags: 0x01 })).res.statusCode).toBe(401)
    expect((await signInWith(key, { counter: 1 })).res.statusCode).toBe(401)
    expect((await signInWith(new SoftwareAuthenticator(siteOrigin))).res.statusCode).toBe(401)

    const other = new SoftwareAuthenticator(siteOrigin)
    expect(
      (await addPasskey(other, mira.cookie, { origin: 'https://evil.example' })).res.statusCode,
    ).toBe(400)
    expect((await addPasskey(other, mira.cookie, { flags: 0x41 })).res.statusCode).toBe(400)
  })

  it('are removed by their owner only, and sign nobody in after', async () => {
    const key = new SoftwareAuthenticator(siteOrigin)
    await addPasskey(key)
    const ravi = await addStaff(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const url = `/api/desk/passkeys/${key.id}`
    expect((await send(app, { method: 'DELETE', url, cookie: ravi.cookie })).statusCode).toBe(404)
    expect((await send(app, { method: 'DELETE', url, cookie: mira.cookie })).statusCode).toBe(204)
    expect((await signInWith(key)).res.statusCode).toBe(401)
  })

  it('sign in nobody whose account is disabled', async () => {
    const ravi = await addStaff(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const key = new SoftwareAuthenticator(siteOrigin)
    await addPasskey(key, ravi.cookie)
    const disabled = await send(app, {
      method: 'POST',
      url: `/api/desk/staff/${ravi.id}/disable`,
      cookie: mira.cookie,
    })
    expect(disabled.statusCode).toBe(200)
    expect((await signInWith(key)).res.statusCode).toBe(401)
  })
})
