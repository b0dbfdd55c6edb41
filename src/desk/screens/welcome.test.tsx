import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { colleague, renderDesk } from '../testing/render-desk.tsx'

/** The welcome page reads its token from the browser's own address, as a link opens it. */
function openLink(fragment: string) {
  window.history.replaceState(null, '', `/desk/welcome${fragment}`)
}

describe('the welcome page (/desk/welcome#<token>)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it("names the link's owner, states the rule, and takes the token out of the address", async () => {
    openLink('#tok_123')
    const api = new FakeDeskApi().on('GET', '/links/tok_123', {
      status: 200,
      body: { name: 'Ravi Shetty', email: 'ravi@trillium.example' },
    })
    renderDesk('/desk/welcome', { api })
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi Shetty' })).toBeTruthy()
    expect(screen.getByText(/Choose a password for ravi@trillium.example/)).toBeTruthy()
    expect(screen.getByText(/At least 12 characters/)).toBeTruthy()
    expect(window.location.hash).toBe('')
    await expectNoAxeViolations(document.body)
  })

  // 12 characters is the boundary: 11 is refused at once, 12 goes to the server.
  it('refuses 11 characters itself, sends 12, and signs the person in', async () => {
    openLink('#tok_123')
    const api = new FakeDeskApi()
      .on('GET', '/links/tok_123', {
        status: 200,
        body: { name: 'Ravi Shetty', email: 'ravi@trillium.example' },
      })
      .on('POST', '/links/tok_123/password', { status: 200, body: colleague })
    renderDesk('/desk/welcome', { api })
    const user = userEvent.setup()
    const field = await screen.findByLabelText('New password')
    await user.click(field)
    await user.paste('elevenchars')
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }))
    expect(screen.getByText('Use at least 12 characters')).toBeTruthy()
    expect(api.to('POST', '/links/tok_123/password')).toEqual([])
    await user.click(field)
    await user.paste('!')
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }))
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy()
    expect(api.to('POST', '/links/tok_123/password')[0]?.body).toEqual({
      password: 'elevenchars!',
    })
    expect(screen.getByText('Ravi Shetty')).toBeTruthy()
  })

  it("shows the server's refusal of a common password next to the field", async () => {
    openLink('#tok_123')
    const api = new FakeDeskApi()
      .on('GET', '/links/tok_123', { status: 200, body: { name: 'Ravi', email: 'r@t.example' } })
      .on('POST', '/links/tok_123/password', {
        status: 400,
        body: {
          message: 'The password was refused',
          errors: { password: 'This password is too common: choose another' },
        },
      })
    renderDesk('/desk/welcome', { api })
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('New password'))
    await user.paste('password1234')
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }))
    expect(await screen.findByText('This password is too common: choose another')).toBeTruthy()
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true')
  })

  it.each([
    [410, 'This link has been used or has expired'],
    [404, 'The desk does not know this link'],
  ])('says what to do when the link answers %i', async (status, text) => {
    openLink('#tok_old')
    const api = new FakeDeskApi().on('GET', '/links/tok_old', {
      status,
      body: { message: 'No' },
    })
    renderDesk('/desk/welcome', { api })
    expect((await screen.findByRole('alert')).textContent).toMatch(text)
  })

  it('says the address has no link code when the fragment is empty', async () => {
    openLink('')
    renderDesk('/desk/welcome')
    expect((await screen.findByRole('alert')).textContent).toMatch('This address has no link code')
  })
})
