import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { manager, renderDesk } from '../testing/render-desk.tsx'

describe('the sign-in form (/desk signed out)', () => {
  it('has Email, Password, "Sign in" and "Sign in with a passkey", and no axe violation', async () => {
    renderDesk('/desk')
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy()
    expect(document.title).toBe('Sign in · Trillium desk')
    await expectNoAxeViolations(document.body)
  })

  it('sends the e-mail and password as JSON, same-origin, and opens the desk', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/session', { status: 401, body: { message: 'Not signed in' } })
      .on('POST', '/session', { status: 200, body: manager })
    renderDesk('/desk', { api })
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('Email'))
    await user.paste(' asha@trillium.example ')
    await user.click(screen.getByLabelText('Password'))
    await user.paste('mist over the coffee rows')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy()
    const [sent] = api.to('POST', '/session')
    expect(sent?.body).toEqual({
      email: 'asha@trillium.example',
      password: 'mist over the coffee rows',
    })
    expect(sent?.headers['content-type']).toBe('application/json')
    expect(sent?.credentials).toBe('same-origin')
    expect(sent?.headers['x-desk-background']).toBeUndefined()
  })

  it('says what is missing and sends nothing', async () => {
    const { api } = renderDesk('/desk')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy()
    expect(screen.getByText('Enter your password')).toBeTruthy()
    expect(api.to('POST', '/session')).toEqual([])
  })

  it("shows the server's refusal in an alert beside the form and empties the password", async () => {
    const api = new FakeDeskApi()
      .on('GET', '/session', { status: 401, body: { message: 'Not signed in' } })
      .on('POST', '/session', {
        status: 401,
        body: { message: 'The e-mail or password is not right' },
      })
    renderDesk('/desk', { api })
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('Email'))
    await user.paste('asha@trillium.example')
    await user.click(screen.getByLabelText('Password'))
    await user.paste('wrong password!')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The e-mail or password is not right')
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('')
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('asha@trillium.example')
    // the button slept while the sign-in ran: focus is in the password, to type it again
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
  })

  // Retry-After is in seconds; the form says minutes, rounded up: both sides of a minute.
  it.each([
    ['900', 'Try again in 15 minutes.'],
    ['60', 'Try again in 1 minute.'],
    ['61', 'Try again in 2 minutes.'],
  ])('after a 429 with Retry-After %s, says when to try again', async (retryAfter, when) => {
    const api = new FakeDeskApi()
      .on('GET', '/session', { status: 401, body: { message: 'Not signed in' } })
      .on('POST', '/session', {
        status: 429,
        body: { message: 'Too many attempts' },
        headers: { 'retry-after': retryAfter },
      })
    renderDesk('/desk', { api })
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('Email'))
    await user.paste('asha@trillium.example')
    await user.click(screen.getByLabelText('Password'))
    await user.paste('any password at all')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Too many attempts to sign in to this account. ${when}`,
    )
  })

  it('signs in with a passkey: options, the browser prompt, the answer', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/session', { status: 401, body: { message: 'Not signed in' } })
      .on('POST', '/session/passkey/options', {
        status: 200,
        body: { challengeId: 'ch_1', options: { challenge: 'abc', rpId: 'localhost' } },
      })
      .on('POST', '/session/passkey', { status: 200, body: manager })
    const asked: unknown[] = []
    renderDesk('/desk', {
      api,
      webAuthn: {
        startAuthentication: (options) => {
          asked.push(options)
          return Promise.resolve({
            id: 'cred',
            rawId: 'cred',
            type: 'public-key',
            response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's' },
            clientExtensionResults: {},
          })
        },
        startRegistration: () => Promise.reject(new Error('not here')),
      },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy()
    expect(asked).toEqual([{ optionsJSON: { challenge: 'abc', rpId: 'localhost' } }])
    expect(api.to('POST', '/session/passkey/options')[0]?.body).toEqual({})
    expect(api.to('POST', '/session/passkey')[0]?.body).toMatchObject({
      challengeId: 'ch_1',
      response: { id: 'cred' },
    })
  })

  it('says so when the passkey prompt was closed', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/session', { status: 401, body: { message: 'Not signed in' } })
      .on('POST', '/session/passkey/options', {
        status: 200,
        body: { challengeId: 'ch_1', options: { challenge: 'abc' } },
      })
    const closed = Object.assign(new Error('The operation either timed out or was not allowed'), {
      name: 'NotAllowedError',
    })
    renderDesk('/desk', {
      api,
      webAuthn: {
        startAuthentication: () => Promise.reject(closed),
        startRegistration: () => Promise.reject(closed),
      },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No passkey was used. Try again, or sign in with your password.',
    )
    expect(api.to('POST', '/session/passkey')).toEqual([])
  })

  it('shows the sign-in form at any address while signed out, and that screen after', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/session', { status: 401, body: { message: 'Not signed in' } })
      .on('POST', '/session', { status: 200, body: manager })
      .on('GET', '/passkeys', { status: 200, body: { items: [] } })
    const { history } = renderDesk('/desk/account', { api })
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('Email'))
    await user.paste('asha@trillium.example')
    await user.click(screen.getByLabelText('Password'))
    await user.paste('mist over the coffee rows')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(history.location.pathname).toBe('/desk/account')
    const nav = screen.getByRole('navigation', { name: 'Desk' })
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    )
  })
})
