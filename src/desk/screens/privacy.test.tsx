import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { FakeEventSource } from '../testing/fake-event-source.ts'
import { colleague, manager, renderDesk } from '../testing/render-desk.tsx'

afterEach(() => FakeEventSource.reset())

const counts = { enquiries: 3, notes: 2, replies: 1, mails: 4 }

describe('privacy (/desk/privacy, managers)', () => {
  it('previews what an erasure takes, asks in a dialog naming it, then erases', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/erasures/preview?email=anita%2Bx%40example.com', { status: 200, body: counts })
      .on('POST', '/erasures', { status: 200, body: { erased: counts } })
    renderDesk('/desk/privacy', { api, signedInAs: manager })
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Guest’s e-mail' }, { timeout: 5000 })
    await expectNoAxeViolations(document.body)
    await user.click(field)
    await user.paste('anita+x@example.com')
    await user.click(screen.getByRole('button', { name: 'Show what would go' }))
    expect(
      await screen.findByText('3 enquiries, 2 notes, 1 reply and 4 e-mails', { exact: false }),
    ).toBeTruthy()
    // nothing is erased before the dialog is answered
    await user.click(screen.getByRole('button', { name: 'Erase…' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Erase the data of anita+x@example.com?')).toBeTruthy()
    expect(dialog.textContent).toContain('3 enquiries, 2 notes, 1 reply and 4 e-mails')
    expect(api.to('POST', '/erasures')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(api.to('POST', '/erasures')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Erase…' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Erase for good',
      }),
    )
    expect(
      await screen.findByText(
        'Erased for anita+x@example.com: 3 enquiries, 2 notes, 1 reply and 4 e-mails.',
      ),
    ).toBeTruthy()
    expect(api.to('POST', '/erasures')[0]?.body).toEqual({ email: 'anita+x@example.com' })
  })

  it('asks for an address first, and says when nothing is stored for it', async () => {
    const api = new FakeDeskApi().on('GET', '/erasures/preview?email=nobody%40example.com', {
      status: 200,
      body: { enquiries: 0, notes: 0, replies: 0, mails: 0 },
    })
    renderDesk('/desk/privacy', { api, signedInAs: manager })
    const user = userEvent.setup()
    const field = await screen.findByRole('textbox', { name: 'Guest’s e-mail' }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Show what would go' }))
    expect(await screen.findByText(/Enter the guest’s e-mail address/)).toBeTruthy()
    expect(api.sent.some((r) => r.path.startsWith('/erasures'))).toBe(false)
    await user.click(field)
    await user.paste('nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Show what would go' }))
    expect(await screen.findByText('Nothing is stored for nobody@example.com.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Erase…' })).toBeNull()
  })

  it('is the managers’: a colleague of reservations is told so, and it is not in their menu', async () => {
    renderDesk('/desk/privacy', { signedInAs: colleague })
    expect(
      await screen.findByRole('heading', { name: 'For managers' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Guest’s e-mail' })).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Desk' })
    expect(within(nav).queryByRole('link', { name: 'Privacy' })).toBeNull()
  })
})
