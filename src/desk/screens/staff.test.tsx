import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { colleague, manager, renderDesk } from '../testing/render-desk.tsx'

const since = '2025-11-29T07:06:40.000Z'
const people = [
  { ...manager, status: 'active', createdAt: since },
  { ...colleague, status: 'invited', createdAt: since },
]

describe('the staff (/desk/staff, managers)', () => {
  it('lists every account with its state, and no axe violation', async () => {
    const api = new FakeDeskApi().on('GET', '/staff', { status: 200, body: { items: people } })
    renderDesk('/desk/staff', { api, signedInAs: manager })
    const list = await screen.findByRole('list', { name: 'Accounts' }, { timeout: 5000 })
    expect(within(list).getByText('Invited')).toBeTruthy()
    expect(within(list).getByText('Active')).toBeTruthy()
    // a manager does not disable themselves from here
    expect(screen.queryByRole('button', { name: 'Disable Asha Rao' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Disable Ravi Shetty' })).toBeTruthy()
    await expectNoAxeViolations(document.body)
  })

  it('invites someone and shows their one-time link once', async () => {
    const api = new FakeDeskApi()
      .on(
        'GET',
        '/staff',
        { status: 200, body: { items: [people[0]] } },
        {
          status: 200,
          body: { items: people },
        },
      )
      .on('POST', '/staff', {
        status: 201,
        body: { id: 'st_ravi', link: 'https://trillium.example/desk/welcome#tok_abc' },
      })
    renderDesk('/desk/staff', { api, signedInAs: manager })
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText('Email'))
    await user.paste('ravi@trillium.example')
    await user.click(screen.getByLabelText('Name'))
    await user.paste('Ravi Shetty')
    await user.click(screen.getByRole('radio', { name: /Manager/ }))
    await user.click(screen.getByRole('radio', { name: /Reservations/ }))
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText('https://trillium.example/desk/welcome#tok_abc')).toBeTruthy()
    expect(screen.getByText(/It works once, for 24 hours/)).toBeTruthy()
    expect(api.to('POST', '/staff')[0]?.body).toEqual({
      email: 'ravi@trillium.example',
      name: 'Ravi Shetty',
      role: 'reservations',
    })
  })

  it('asks before disabling an account, and disables it', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/staff', { status: 200, body: { items: people } })
      .on('POST', '/staff/st_ravi/disable', { status: 200, body: {} })
    renderDesk('/desk/staff', { api, signedInAs: manager })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Disable Ravi Shetty' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('heading').textContent).toBe("Disable Ravi Shetty's account?")
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(api.to('POST', '/staff/st_ravi/disable')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Disable Ravi Shetty' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Disable the account',
      }),
    )
    expect(await screen.findByText("Ravi Shetty's account is disabled.")).toBeTruthy()
    expect(api.to('POST', '/staff/st_ravi/disable')[0]?.body).toEqual({})
  })

  it('is not shown to reservations, who are told it is for managers', async () => {
    const { api } = renderDesk('/desk/staff', { signedInAs: colleague })
    expect(await screen.findByRole('heading', { name: 'For managers' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull()
    expect(api.to('GET', '/staff')).toEqual([])
  })
})
