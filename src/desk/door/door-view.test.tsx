import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { deskSessionMachine } from '../../../machines/desk-session/desk-session.machine.ts'
import { createDeskClient } from '../api/client.ts'
import type { AskForPasskey } from '../api/session-api.ts'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { manager } from '../testing/render-desk.tsx'
import { doorSessionApi } from './door-api.ts'
import { bindDoor } from './door-view.ts'
import { prefetchAppOnce } from './prefetch-app.ts'

/*
 * The sign-in page a browser without a session gets (src/desk/door.html) and its view of the
 * session machine, in jsdom on the page's own markup: the real machine, the real API client, and
 * the desk's fake API at the fetch boundary. (A .tsx file for the jsdom project; no JSX.)
 */
const page = readFileSync(join(import.meta.dirname, '../door.html'), 'utf8')

let unbind: (() => void) | undefined
let opened = 0

function openDoor(api: FakeDeskApi, askForPasskey?: AskForPasskey) {
  const ask: AskForPasskey =
    askForPasskey ?? (() => Promise.reject(new DOMException('closed', 'NotAllowedError')))
  const actor = createActor(deskSessionMachine, {
    input: { api: doorSessionApi(createDeskClient({ fetch: api.fetch }), ask) },
  })
  const door = document.querySelector('[data-door]')
  if (door === null) throw new Error('door.html has no [data-door]')
  unbind = bindDoor(door, actor, () => opened++)
  actor.start()
  return actor
}

const signInButton = () => screen.getByRole('button', { name: /^Sign(ing)? in(…)?$/ })

beforeEach(() => {
  // the page's head and body in the test's document (Testing Library's screen is its body)
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(page)?.[1] ?? ''
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? ''
  opened = 0
  performance.clearMarks()
})
afterEach(() => unbind?.())

describe('the sign-in page (door.html)', () => {
  it('draws the form before any script, its buttons asleep, and nothing inline', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    expect(signInButton()).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toHaveProperty(
      'disabled',
      true,
    )
    // a press before the script cannot send the password anywhere, least of all in an address
    expect(document.querySelector('form')?.getAttribute('method')).toBe('post')
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(page).not.toMatch(/\sstyle=|<style/)
  })

  it('wakes as its script starts, without asking the server again, marks the desk interactive, and passes axe', async () => {
    const api = new FakeDeskApi()
    openDoor(api)
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    expect(performance.getEntriesByName('interactive', 'mark')).toHaveLength(1)
    expect(api.sent).toEqual([])
    expect(opened).toBe(0)
    await expectNoAxeViolations(document.body)
  })

  it('names each empty field under itself, moves focus to the first, and sends nothing', async () => {
    const api = new FakeDeskApi()
    openDoor(api)
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    const user = userEvent.setup()
    await user.click(signInButton())
    const email = screen.getByLabelText('Email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter your e-mail address').id).toBe(
      email.getAttribute('aria-describedby'),
    )
    expect(screen.getByText('Enter your password')).toBeTruthy()
    expect(document.activeElement).toBe(email)
    expect(api.to('POST', '/session')).toEqual([])
    await user.type(email, 'asha@trillium.example')
    await user.click(signInButton())
    expect(email.getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
  })

  it('sends the e-mail and password as JSON, says it is signing in, and opens the desk', async () => {
    const held = FakeDeskApi.held()
    const api = new FakeDeskApi().on('POST', '/session', held.handler)
    openDoor(api)
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), ' asha@trillium.example ')
    await user.type(screen.getByLabelText('Password'), 'mist over the coffee rows{Enter}')
    await waitFor(() => expect(signInButton().textContent).toBe('Signing in…'))
    expect(signInButton()).toHaveProperty('disabled', true)
    const [sent] = api.to('POST', '/session')
    expect(sent?.body).toEqual({
      email: 'asha@trillium.example',
      password: 'mist over the coffee rows',
    })
    expect(sent?.headers['content-type']).toBe('application/json')
    held.answer({ status: 200, body: manager })
    await waitFor(() => expect(opened).toBe(1))
  })

  it('shows a refusal as an alert, empties the password and keeps the e-mail', async () => {
    const api = new FakeDeskApi().on('POST', '/session', {
      status: 401,
      body: { message: 'The e-mail or the password is wrong.' },
    })
    openDoor(api)
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'asha@trillium.example')
    await user.type(screen.getByLabelText('Password'), 'not the password')
    await user.click(signInButton())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The e-mail or the password is wrong.')
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'asha@trillium.example')
    // the button slept while the sign-in ran: focus is in the password, to type it again
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
    expect(opened).toBe(0)
  })

  it('says when a locked account may try again (429 with Retry-After)', async () => {
    const api = new FakeDeskApi().on('POST', '/session', {
      status: 429,
      body: { message: 'Too many' },
      headers: { 'retry-after': '840' },
    })
    openDoor(api)
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'asha@trillium.example' } })
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'guess' } })
    fireEvent.submit(document.querySelector('form') as HTMLFormElement)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts to sign in to this account. Try again in 14 minutes.',
    )
  })

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    const api = new FakeDeskApi().on('POST', '/session', { status: 503, body: { message: 'Down' } })
    openDoor(api)
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'asha@trillium.example')
    await user.type(screen.getByLabelText('Password'), 'mist over the coffee rows{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The desk could not reach the server. Check the connection and try again.',
    )
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'mist over the coffee rows')
    expect(signInButton()).toHaveProperty('disabled', false)
  })

  it('signs in with a passkey alone, and says when none was used', async () => {
    const api = new FakeDeskApi()
      .on('POST', '/session/passkey/options', {
        status: 200,
        body: { challengeId: 'c1', options: { challenge: 'abc', rpId: 'desk.test' } },
      })
      .on('POST', '/session/passkey', { status: 200, body: manager })
    // the first prompt is closed by the person, the second answers
    let answer: (() => void) | undefined
    const asked = new Promise<void>((resolve) => (answer = resolve))
    let prompts = 0
    openDoor(api, async () => {
      prompts++
      if (prompts > 1) return { id: 'k1' } as Awaited<ReturnType<AskForPasskey>>
      await asked
      throw Object.assign(new Error('closed'), { name: 'NotAllowedError' })
    })
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false))
    const user = userEvent.setup()
    const passkey = screen.getByRole('button', { name: 'Sign in with a passkey' })
    await user.click(passkey)
    expect(await screen.findByText('Waiting for your passkey…')).toBeTruthy()
    answer?.()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No passkey was used. Try again, or sign in with your password.',
    )
    expect(opened).toBe(0)
    // focus is on the button the person used, awake again
    expect(document.activeElement).toBe(passkey)
    await user.click(passkey)
    await waitFor(() => expect(opened).toBe(1))
    expect(api.to('POST', '/session/passkey')[0]?.body).toEqual({
      challengeId: 'c1',
      response: { id: 'k1' },
    })
  })

  it('fetches the app’s files once, at the first keystroke, and only the desk’s', () => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="desk-app"]')
    meta?.setAttribute(
      'content',
      '/desk/assets/index-A1.js /desk/assets/desk-B2.css https://elsewhere.example/x.js',
    )
    prefetchAppOnce(document)
    prefetchAppOnce(document)
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')]
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/desk/assets/index-A1.js',
      '/desk/assets/desk-B2.css',
    ])
  })
})
