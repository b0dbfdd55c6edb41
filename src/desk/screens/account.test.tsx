import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { manager, renderDesk } from '../testing/render-desk.tsx'

const laptop = {
  id: 'pk_1',
  name: 'Front desk laptop',
  createdAt: '2025-11-29T07:06:40.000Z',
  lastUsedAt: null,
}

describe('the account (/desk/account)', () => {
  it('lists the passkeys, and has "Add a passkey", "Sign out" and "Sign out everywhere"', async () => {
    const api = new FakeDeskApi().on('GET', '/passkeys', { status: 200, body: { items: [laptop] } })
    renderDesk('/desk/account', { api, signedInAs: manager })
    const list = await screen.findByRole('list', { name: 'Your passkeys' }, { timeout: 5000 })
    expect(within(list).getByText('Front desk laptop')).toBeTruthy()
    expect(within(list).getByText(/never used yet/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(2)
    await expectNoAxeViolations(document.body)
  })

  it('adds a passkey: options, the browser prompt, the answer, then the new count', async () => {
    const api = new FakeDeskApi()
      .on(
        'GET',
        '/passkeys',
        { status: 200, body: { items: [] } },
        {
          status: 200,
          body: { items: [laptop] },
        },
      )
      .on('POST', '/passkeys/options', {
        status: 200,
        body: { challengeId: 'ch_2', options: { challenge: 'xyz', rp: { name: 'Trillium' } } },
      })
      .on('POST', '/passkeys', { status: 201, body: { id: 'pk_1', name: 'Front desk laptop' } })
      .on(
        'GET',
        '/session',
        { status: 200, body: manager },
        {
          status: 200,
          body: { ...manager, passkeys: 1 },
        },
      )
    const asked: unknown[] = []
    renderDesk('/desk/account', {
      api,
      webAuthn: {
        startAuthentication: () => Promise.reject(new Error('not here')),
        startRegistration: (options) => {
          asked.push(options)
          return Promise.resolve({
            id: 'pk_1',
            rawId: 'pk_1',
            type: 'public-key',
            response: { clientDataJSON: 'c', attestationObject: 'a' },
            clientExtensionResults: {},
          })
        },
      },
    })
    const user = userEvent.setup()
    await user.click(
      await screen.findByLabelText('Name of the new passkey (optional)', {}, { timeout: 5000 }),
    )
    await user.paste('Front desk laptop')
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }))
    expect((await screen.findByRole('status', { name: '' }, { timeout: 3000 })).textContent).toBe(
      'Passkey added: Front desk laptop.',
    )
    expect(asked).toEqual([{ optionsJSON: { challenge: 'xyz', rp: { name: 'Trillium' } } }])
    expect(api.to('POST', '/passkeys')[0]?.body).toMatchObject({
      challengeId: 'ch_2',
      name: 'Front desk laptop',
      response: { id: 'pk_1' },
    })
    expect(
      await screen.findByText('Front desk laptop', { selector: '.desk-list__what' }),
    ).toBeTruthy()
    expect(api.to('GET', '/session')).toHaveLength(2)
  })

  it('asks before removing a passkey, and removes it', async () => {
    const api = new FakeDeskApi()
      .on(
        'GET',
        '/passkeys',
        { status: 200, body: { items: [laptop] } },
        {
          status: 200,
          body: { items: [] },
        },
      )
      .on('DELETE', '/passkeys/pk_1', { status: 204 })
    renderDesk('/desk/account', { api, signedInAs: manager })
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Remove Front desk laptop' }, { timeout: 5000 }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Remove the passkey' }))
    expect(await screen.findByText('You have no passkey yet.')).toBeTruthy()
    expect(api.to('DELETE', '/passkeys/pk_1')[0]?.headers['content-type']).toBeUndefined()
  })

  it('a 401 to any call brings the sign-in form back, saying why', async () => {
    const api = new FakeDeskApi().on('GET', '/passkeys', {
      status: 401,
      body: { message: 'Signed out' },
    })
    renderDesk('/desk/account', { api, signedInAs: manager })
    expect((await screen.findByRole('status')).textContent).toBe(
      'You were signed out after 30 minutes without activity. Sign in to go on where you were.',
    )
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
  })
})
