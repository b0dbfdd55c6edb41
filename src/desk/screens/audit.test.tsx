import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AuditEntryJson } from '../../../content/desk/api.ts'
import { expectNoAxeViolations } from '../testing/axe.ts'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { manager, renderDesk } from '../testing/render-desk.tsx'

// 29 Nov 2026 05:00 UTC is 10:30 at the resort (Asia/Kolkata, UTC+5:30)
const at = Date.UTC(2026, 10, 29, 5, 0)
const line = (n: number): AuditEntryJson => ({
  at: new Date(at - n * 60_000).toISOString(),
  actor: { id: 'st_asha', name: 'Asha Rao' },
  action: 'sign-in',
  subject: null,
  detail: { method: 'password' },
})

describe('the audit trail (/desk/audit, managers)', () => {
  it('is a table, in the resort’s time, and "More" reads the next page after the last', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/audit', { status: 200, body: { items: [line(0), line(1)], next: 'c2' } })
      .on('GET', '/audit?after=c2', {
        status: 200,
        body: {
          items: [
            {
              at: new Date(at - 3 * 60_000).toISOString(),
              actor: null,
              action: 'sign-in-refused',
              subject: null,
              detail: { reason: '<b>locked</b>' },
            },
          ],
          next: null,
        },
      })
    renderDesk('/desk/audit', { api, signedInAs: manager })
    const table = await screen.findByRole('grid', { name: 'Audit trail' }, { timeout: 5000 })
    // React Aria builds the table's rows a render after the table itself
    expect(await within(table).findAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('29 Nov 2026, 10:30')).toBeTruthy()
    expect(within(table).getAllByText('Signed in')).toHaveLength(2)
    await expectNoAxeViolations(document.body)
    await userEvent.setup().click(screen.getByRole('button', { name: 'More' }))
    expect(await within(table).findByText('Sign-in refused')).toBeTruthy()
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    // what the server stored is shown as text, never as markup
    expect(within(table).getByText('reason: <b>locked</b>')).toBeTruthy()
    expect(table.querySelector('b')).toBeNull()
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })
})
