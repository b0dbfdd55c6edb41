// Length: a test suite of one subject, sessions, the sign-in throttle, passwords and links on both sides of each number.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { engineName, TestClock, testApp } from './helpers.ts'
import { addStaff, invite, send, sessionCookieOf } from './desk-helpers.ts'

/*
 * Sessions, the sign-in throttle, passwords and one-time links (issue 42; DECISIONS: the desk),
 * in-process on the app's own clock: each promised number on both sides.
 */

const minute = 60 * 1000
let app: FastifyInstance
let close: () => Promise<void>
let clock: TestClock
const email = 'mira@trilliumresort.example'
let mira: { id: string; cookie: string; password: string }

beforeEach(async () => {
  clock = new TestClock()
  ;({ app, close } = await testApp({}, { clock }))
  mira = await addStaff(app, { email, name: 'Mira Nair', role: 'manager' })
})
afterEach(() => close())

const signIn = (password: string, address = email, headers: Record<string, string> = {}) =>
  send(app, {
    method: 'POST',
    url: '/api/desk/session',
    body: { email: address, password },
    headers,
  })
const me = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  send(app, { method: 'GET', url: '/api/desk/session', cookie, headers })

describe(`desk sessions (${engineName})`, () => {
  it('sets a browser-session cookie, HttpOnly, SameSite=Strict, Path=/, not Secure over http', async () => {
    const res = await signIn(mira.password)
    expect(res.statusCode).toBe(200)
    const header = String(res.headers['set-cookie'])
    expect(header).toMatch(/^desk=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/)
  })

  it('gives a new id at every sign-in, and the old one signs nobody in', async () => {
    const first = sessionCookieOf(await signIn(mira.password))
    const second = sessionCookieOf(await signIn(mira.password, email, { cookie: first ?? '' }))
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await me(first)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(200)
  })

  it('ends after 30 minutes idle, not a millisecond sooner', async () => {
    const a = sessionCookieOf(await signIn(mira.password))
    const b = sessionCookieOf(await signIn(mira.password))
    clock.advance(30 * minute - 1)
    expect((await me(a)).statusCode).toBe(200)
    clock.advance(1)
    expect((await me(b)).statusCode).toBe(401)
    // a refused session is gone for good, even if the clock went back
    clock.advance(-10 * minute)
    expect((await me(b)).statusCode).toBe(401)
  })

  it('counts the person’s own requests as activity, written 15 s apart at most, and not the desk’s background ones', async () => {
    const own = sessionCookieOf(await signIn(mira.password))
    const background = sessionCookieOf(await signIn(mira.password))
    const early = sessionCookieOf(await signIn(mira.password))
    clock.advance(15_000 - 1)
    expect((await me(early)).statusCode).toBe(200) // not written: under 15 s since the last
    clock.advance(1)
    expect((await me(own)).statusCode).toBe(200) // written: 15 s since the last
    expect((await me(background, { 'x-desk-background': '1' })).statusCode).toBe(200)
    clock.advance(30 * minute - 15_000)
    expect((await me(own)).statusCode).toBe(200)
    expect((await me(background)).statusCode).toBe(401)
    expect((await me(early)).statusCode).toBe(401)
  })

  it('ends 12 hours after sign-in whatever the activity, not a millisecond sooner', async () => {
    const a = sessionCookieOf(await signIn(mira.password))
    const b = sessionCookieOf(await signIn(mira.password))
    for (let t = 20 * minute; t < 12 * 60 * minute; t += 20 * minute) {
      clock.advance(20 * minute)
      expect((await me(a)).statusCode, `at ${t / minute} min`).toBe(200)
      expect((await me(b)).statusCode, `at ${t / minute} min`).toBe(200)
    }
    // 12 h minus 20 min now: both seen just now
    clock.advance(20 * minute - 1)
    expect((await me(a)).statusCode).toBe(200)
    clock.advance(1)
    expect((await me(b)).statusCode).toBe(401)
  })

  it('signs out this session, or every session of the person', async () => {
    const ravi = await addStaff(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const a = sessionCookieOf(await signIn(mira.password))
    const b = sessionCookieOf(await signIn(mira.password))
    const out = await send(app, { method: 'DELETE', url: '/api/desk/session', cookie: a })
    expect(out.statusCode).toBe(204)
    expect(String(out.headers['set-cookie'])).toMatch(
      /^desk=; Max-Age=0|^desk=;.*Expires=Thu, 01 Jan 1970/,
    )
    expect((await me(a)).statusCode).toBe(401)
    expect((await me(b)).statusCode).toBe(200)
    const everywhere = await send(app, { method: 'DELETE', url: '/api/desk/sessions', cookie: b })
    expect(everywhere.statusCode).toBe(204)
    for (const cookie of [b, mira.cookie]) expect((await me(cookie)).statusCode).toBe(401)
    expect((await me(ravi.cookie)).statusCode).toBe(200)
  })

  it('ends the sessions of a disabled account, which signs in no more', async () => {
    const ravi = await addStaff(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const disabled = await send(app, {
      method: 'POST',
      url: `/api/desk/staff/${ravi.id}/disable`,
      cookie: mira.cookie,
    })
    expect(disabled.json()).toMatchObject({ id: ravi.id, status: 'disabled' })
    expect((await me(ravi.cookie)).statusCode).toBe(401)
    const again = await signIn(ravi.password, 'ravi@trilliumresort.example')
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ message: 'The e-mail or password is not right' })
    const self = await send(app, {
      method: 'POST',
      url: `/api/desk/staff/${mira.id}/disable`,
      cookie: mira.cookie,
    })
    expect(self.statusCode).toBe(409)
  })
})

describe(`the sign-in throttle (${engineName})`, () => {
  it('answers the sixth failure in 15 minutes 429 with Retry-After, whatever the password, until 15 minutes pass', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await signIn('not the password at all')
      expect(res.statusCode, `failure ${i}`).toBe(401)
      clock.advance(1000)
    }
    const sixth = await signIn(mira.password)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers['retry-after']).toBe(String(15 * 60 - 1))
    expect(sixth.json()).toEqual({ message: 'Too many attempts: try again in 15 minutes' })
    // locked at the fifth failure (4 s after the first): open again 15 minutes after it
    clock.advance(15 * minute - 1000 - 1)
    const last = await signIn(mira.password)
    expect(last.statusCode).toBe(429)
    expect(last.headers['retry-after']).toBe('1')
    clock.advance(1)
    expect((await signIn(mira.password)).statusCode).toBe(200)
  })

  it('counts only failures within 15 minutes: four, then a fifth 15 minutes after the first, do not lock', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('wrong password here')).statusCode).toBe(401)
    clock.advance(15 * minute)
    expect((await signIn('wrong password here')).statusCode).toBe(401)
    expect((await signIn(mira.password)).statusCode).toBe(200)
  })

  it('gives an unknown e-mail the same answers: 401 with the same body, and 429 at the sixth', async () => {
    const wrong = await signIn('wrong password here')
    const unknown = await signIn('wrong password here', 'nobody@trilliumresort.example')
    expect(unknown.statusCode).toBe(wrong.statusCode)
    expect(unknown.body).toBe(wrong.body)
    expect(unknown.headers['set-cookie']).toBeUndefined()
    for (let i = 2; i <= 5; i++)
      expect((await signIn('x'.repeat(12), 'Nobody@trilliumresort.example')).statusCode).toBe(401)
    const sixth = await signIn('x'.repeat(12), 'nobody@trilliumresort.example')
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers['retry-after']).toBe(String(15 * 60))
  })

  it('closes an address after 20 failures across accounts (spraying), and a success clears its account only', async () => {
    for (let i = 1; i <= 19; i++)
      expect(
        (await signIn('wrong password here', `guess${i}@trilliumresort.example`)).statusCode,
      ).toBe(401)
    expect((await signIn(mira.password)).statusCode).toBe(200)
    expect((await signIn('wrong password here', 'guess20@trilliumresort.example')).statusCode).toBe(
      401,
    )
    const closed = await signIn(mira.password)
    expect(closed.statusCode).toBe(429)
  })
})

describe(`passwords and one-time links (${engineName})`, () => {
  it('take 12 code points and more, up to 256, and refuse common ones and the person’s own words', async () => {
    const { token } = await invite(app, {
      email: 'ravi.kumar@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const set = (password: string) =>
      send(app, { method: 'POST', url: `/api/desk/links/${token}/password`, body: { password } })
    const refused = async (password: string, message: string) => {
      const res = await set(password)
      expect(res.statusCode, password).toBe(400)
      expect(res.json(), password).toEqual({
        message: 'Choose another password',
        errors: { password: message },
      })
    }
    // 11 code points (16 UTF-16 units: an emoji is 2) and 12
    await refused('🌿🌿🌿🌿🌿 mists', 'Use at least 12 characters')
    await refused('x'.repeat(257 - 5) + 'q🌿r🌿s', 'Use at most 256 characters')
    const longest = await invite(app, {
      email: 'asha@trilliumresort.example',
      name: 'Asha Rao',
      role: 'reservations',
    })
    const set256 = await send(app, {
      method: 'POST',
      url: `/api/desk/links/${longest.token}/password`,
      body: { password: 'x'.repeat(256 - 5) + 'q🌿r🌿s' },
    })
    expect(set256.statusCode).toBe(200)
    for (const common of [
      'qwerty123456',
      'Password1234',
      '1q2w3e4r5t6y',
      'Dragon2024!!!!',
      'abcabcabcabc',
    ])
      await refused(common, 'This password is too common: choose another')
    for (const own of ['RaviKumar2026!', 'ravi.kumar@trilliumresort.example', 'Trillium-Ravi-12'])
      await refused(
        own,
        'This password is too easy to guess from your name, your e-mail or the hotel’s name: choose another',
      )
    // the link is still good after refusals
    const ok = await set('🌿🌿🌿🌿🌿 mistsy')
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ name: 'Ravi Kumar', role: 'reservations', passkeys: 0 })
    const signedIn = await signIn('🌿🌿🌿🌿🌿 mistsy', 'ravi.kumar@trilliumresort.example')
    expect(signedIn.statusCode).toBe(200)
  })

  it('work once: the second use and the page of a used link answer 410, an unknown one 404', async () => {
    const { token } = await invite(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const page = await send(app, { method: 'GET', url: `/api/desk/links/${token}` })
    expect(page.json()).toEqual({ name: 'Ravi Kumar', email: 'ravi@trilliumresort.example' })
    const url = `/api/desk/links/${token}/password`
    const [a, b] = await Promise.all([
      send(app, { method: 'POST', url, body: { password: 'first of two tries' } }),
      send(app, { method: 'POST', url, body: { password: 'second of two tries' } }),
    ])
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 410])
    expect((await send(app, { method: 'GET', url: `/api/desk/links/${token}` })).statusCode).toBe(
      410,
    )
    const unknown = await send(app, { method: 'GET', url: `/api/desk/links/${'C'.repeat(43)}` })
    expect(unknown.statusCode).toBe(404)
  })

  it('last 24 hours, not a millisecond more, and a new link voids the earlier one', async () => {
    const early = await invite(app, {
      email: 'ravi@trilliumresort.example',
      name: 'Ravi Kumar',
      role: 'reservations',
    })
    const late = await invite(app, {
      email: 'asha@trilliumresort.example',
      name: 'Asha Rao',
      role: 'reservations',
    })
    clock.advance(24 * 60 * minute - 1)
    expect(
      (await send(app, { method: 'GET', url: `/api/desk/links/${early.token}` })).statusCode,
    ).toBe(200)
    expect(
      (
        await send(app, {
          method: 'POST',
          url: `/api/desk/links/${early.token}/password`,
          body: { password: 'just in time here' },
        })
      ).statusCode,
    ).toBe(200)
    clock.advance(1)
    expect(
      (await send(app, { method: 'GET', url: `/api/desk/links/${late.token}` })).statusCode,
    ).toBe(410)
    expect(
      (
        await send(app, {
          method: 'POST',
          url: `/api/desk/links/${late.token}/password`,
          body: { password: 'a moment too late' },
        })
      ).statusCode,
    ).toBe(410)

    const cookie = sessionCookieOf(await signIn(mira.password))
    const first = await send(app, {
      method: 'POST',
      url: `/api/desk/staff/${late.id}/link`,
      cookie,
    })
    const second = await send(app, {
      method: 'POST',
      url: `/api/desk/staff/${late.id}/link`,
      cookie,
    })
    const token = (res: typeof first) => res.json<{ link: string }>().link.split('#')[1]
    expect(first.json<{ link: string }>().link).toMatch(
      /^http:\/\/localhost:3000\/desk\/welcome#[A-Za-z0-9_-]{43}$/,
    )
    expect(
      (await send(app, { method: 'GET', url: `/api/desk/links/${token(first)}` })).statusCode,
    ).toBe(410)
    expect(
      (await send(app, { method: 'GET', url: `/api/desk/links/${token(second)}` })).statusCode,
    ).toBe(200)
  })

  it('a new password ends every earlier session of the person', async () => {
    const other = sessionCookieOf(await signIn(mira.password))
    const cookie = sessionCookieOf(await signIn(mira.password))
    const link = await send(app, { method: 'POST', url: `/api/desk/staff/${mira.id}/link`, cookie })
    const token = link.json<{ link: string }>().link.split('#')[1] ?? ''
    const set = await send(app, {
      method: 'POST',
      url: `/api/desk/links/${token}/password`,
      body: { password: 'a whole new password' },
    })
    expect(set.statusCode).toBe(200)
    for (const old of [other, cookie, mira.cookie]) expect((await me(old)).statusCode).toBe(401)
    expect((await me(sessionCookieOf(set))).statusCode).toBe(200)
    expect((await signIn(mira.password)).statusCode).toBe(401)
    expect((await signIn('a whole new password')).statusCode).toBe(200)
  })
})
