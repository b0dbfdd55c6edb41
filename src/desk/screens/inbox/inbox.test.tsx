// Length: a test suite of one subject, the inbox screen: its table, filters, live list and pages.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { InboxItem, InboxPage } from '../../../../content/desk/enquiries-api.ts'
import { expectNoAxeViolations } from '../../testing/axe.ts'
import { FakeDeskApi } from '../../testing/fake-api.ts'
import { FakeEventSource } from '../../testing/fake-event-source.ts'
import { colleague, manager, renderDesk } from '../../testing/render-desk.tsx'

// 29 Nov 2026 05:00 UTC is 10:30 at the resort (Asia/Kolkata, UTC+5:30)
const at = Date.UTC(2026, 10, 29, 5, 0)
const item = (n: number, fields: Partial<InboxItem> = {}): InboxItem => ({
  id: `enq_${n}`,
  receivedAt: new Date(at - n * 60_000).toISOString(),
  name: `Guest ${n}`,
  kind: 'suite',
  page: '/suites/mist',
  arrival: null,
  departure: null,
  status: 'new',
  holder: null,
  replyFailed: false,
  version: 0,
  ...fields,
})
const page = (
  items: InboxItem[],
  next: string | null,
  newCount: number,
  searchedTo: string | null = null,
): InboxPage => ({
  items,
  next,
  searchedTo,
  counts: { new: newCount },
})
const ok = (body: InboxPage) => ({ status: 200, body })

afterEach(() => FakeEventSource.reset())

/** The live stream the signed-in desk opened, opened by the "server". */
async function openStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.streams.length).toBeGreaterThan(0))
  const stream = FakeEventSource.latest()
  act(() => stream.open())
  return stream
}

describe('the inbox (/desk signed in)', () => {
  it('lists every enquiry newest first in a table, each field as text, with no axe violation', async () => {
    const api = new FakeDeskApi().on(
      'GET',
      '/enquiries',
      ok(
        page(
          [
            item(0, { name: '<script>alert(1)</script><b>Zoe</b>', arrival: '2026-12-12' }),
            item(1, {
              status: 'in-hand',
              holder: { id: colleague.id, name: colleague.name },
              arrival: '2026-12-12',
              departure: '2026-12-15',
              kind: 'event',
              page: null,
            }),
            item(2, {
              status: 'replied',
              replyFailed: true,
              holder: { id: 'st_x', name: 'Meera' },
            }),
          ],
          null,
          1,
        ),
      ),
    )
    renderDesk('/desk', { api, signedInAs: colleague })
    const table = await screen.findByRole('grid', { name: 'Enquiries' }, { timeout: 5000 })
    // React Aria builds the table's rows a render after the table itself
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    const rows = within(table).getAllByRole('row')
    const [header, first, second, third] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Guest', 'About', 'Received', 'Dates', 'Status', 'Held by'])
    // markup in a guest's name is shown, never run or rendered
    expect(within(first).getByText('<script>alert(1)</script><b>Zoe</b>')).toBeTruthy()
    expect(table.querySelector('b, script')).toBeNull()
    expect(within(first).getByText('29 Nov 2026, 10:30')).toBeTruthy()
    expect(within(first).getByText('From 12 Dec 2026')).toBeTruthy()
    expect(within(first).getByText('/suites/mist')).toBeTruthy()
    // a range in the resort's words (the spaces around the dash are ICU's)
    expect(within(second).getByText(/^12\s*–\s*15 Dec 2026$/)).toBeTruthy()
    expect(within(second).getAllByText('Ravi Shetty (you)')).toHaveLength(2)
    expect(within(second).getByText('Wedding or event')).toBeTruthy()
    expect(within(third).getByText('Reply failed')).toBeTruthy()
    // each row is a link to the enquiry's page
    expect(first.getAttribute('data-href')).toBe('/desk/enquiries/enq_0')
    expect(screen.getByText('1 new enquiry')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('(1) Inbox · Trillium desk'))
    // the CSV export is the managers'
    expect(screen.queryByRole('link', { name: 'Export as CSV' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    await expectNoAxeViolations(document.body)
  })

  it('reads the filter from the address and sends it; a manager exports that filter as CSV', async () => {
    const api = new FakeDeskApi().on(
      'GET',
      '/enquiries?status=in-hand&kind=event&from=2026-11-01&to=2026-11-29&q=50%25+off',
      ok(page([], null, 4)),
    )
    renderDesk('/desk?status=in-hand&kind=event&from=2026-11-29&to=2026-11-01&q=50%25%20off', {
      api,
      signedInAs: manager,
    })
    expect(
      await screen.findByText('No enquiries match these filters.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('in-hand')
    expect(screen.getByLabelText<HTMLSelectElement>('About').value).toBe('event')
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe(
      '50% off',
    )
    expect(screen.getByRole('link', { name: 'Export as CSV' }).getAttribute('href')).toBe(
      '/api/desk/enquiries.csv?status=in-hand&kind=event&from=2026-11-01&to=2026-11-29&q=50%25+off',
    )
  })

  it('filters by status and searches, in the address, and "Clear filters" shows everything', async () => {
    const api = new FakeDeskApi()
      .on('GET', '/enquiries', ok(page([item(0), item(1)], null, 2)))
      .on('GET', '/enquiries?status=replied', ok(page([], null, 2)))
      .on('GET', '/enquiries?status=replied&q=O%27Brien+%25_', ok(page([item(5)], null, 2)))
    const { history } = renderDesk('/desk', { api, signedInAs: colleague })
    await screen.findByRole('grid', { name: 'Enquiries' }, { timeout: 5000 })
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Status'), 'replied')
    expect(await screen.findByText('No enquiries match these filters.')).toBeTruthy()
    expect(history.location.search).toContain('status=replied')
    // pasted, then Enter: typing key by key is slow on a loaded machine, and waits on the pause
    await user.click(screen.getByRole('searchbox', { name: 'Search' }))
    await user.paste("O'Brien %_")
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Guest 5')).toBeTruthy()
    expect(history.location.search).toContain('q=')
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('Guest 1')).toBeTruthy()
    expect(history.location.search).toBe('')
  })

  it('shows an enquiry sent while it is open, without a reload, with the count in the title', async () => {
    const api = new FakeDeskApi().on(
      'GET',
      '/enquiries',
      ok(page([item(1), item(2)], null, 2)),
      ok(page([item(0, { name: 'Anita Das' }), item(1), item(2)], null, 3)),
    )
    renderDesk('/desk', { api, signedInAs: colleague })
    const table = await screen.findByRole('grid', { name: 'Enquiries' }, { timeout: 5000 })
    const stream = await openStream()
    expect(screen.getByText('Live')).toBeTruthy()
    act(() => stream.enquiry({ id: 'enq_0', version: 0 }))
    expect(await within(table).findByText('Anita Das')).toBeTruthy()
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.getByText('A new enquiry from Anita Das')).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('(3) Inbox · Trillium desk'))
    // the live list's reads are the desk's own: they do not keep the session awake
    const reads = api.to('GET', '/enquiries')
    expect(reads.at(-1)?.headers['x-desk-background']).toBe('1')
    expect(reads[0]?.headers['x-desk-background']).toBeUndefined()
  })

  it('"Show more" reads after the last row shown, and stays in place while new ones arrive', async () => {
    const api = new FakeDeskApi()
      .on(
        'GET',
        '/enquiries',
        ok(page([item(10), item(11)], 'c11', 2)),
        // two arrived meanwhile: the head is read again
        ok(page([item(8), item(9)], 'c9', 4)),
      )
      .on('GET', '/enquiries?after=c11', ok(page([item(12)], null, 4)))
    renderDesk('/desk', { api, signedInAs: colleague })
    const table = await screen.findByRole('grid', { name: 'Enquiries' }, { timeout: 5000 })
    const stream = await openStream()
    act(() => stream.enquiry({ id: 'enq_8', version: 0 }))
    expect(await within(table).findByText('Guest 8')).toBeTruthy()
    // rows below the new head stay, and the cursor stays after the last row shown
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent?.match(/Guest \d+/)?.[0]),
    ).toEqual([undefined, 'Guest 8', 'Guest 9', 'Guest 10', 'Guest 11'])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }))
    expect(await within(table).findByText('Guest 12')).toBeTruthy()
    expect(api.to('GET', '/enquiries?after=c11')).toHaveLength(1)
    expect(within(table).getAllByRole('row')).toHaveLength(6)
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('says how far back a short search looked, searches older ones on request, and keeps them live', async () => {
    const edge = new Date(at - 30 * 60_000).toISOString() // 10:00 at the resort
    const older = new Date(at - 60 * 60_000).toISOString() // 09:30
    const api = new FakeDeskApi()
      .on('GET', '/enquiries', ok(page([item(1)], null, 1)))
      .on('GET', '/enquiries?q=zq', ok(page([], 'c30', 1, edge)))
      .on('GET', '/enquiries?q=zq&after=c30', ok(page([], 'c60', 1, older)))
      .on('GET', '/enquiries?q=zq&after=c60', ok(page([item(70, { name: 'Zq Rao' })], null, 1)))
    renderDesk('/desk?q=zq', { api, signedInAs: colleague })
    const table = await screen.findByRole('grid', { name: 'Enquiries' }, { timeout: 5000 })
    expect(
      screen.getByText('No enquiries received since 29 Nov 2026, 10:00 match this search.'),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'This search has looked through the enquiries received since 29 Nov 2026, 10:00.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Search older enquiries' }))
    expect(
      await screen.findByText(
        '0 more enquiries found among those received since 29 Nov 2026, 09:30',
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Search older enquiries' }))
    expect(await within(table).findByText('Zq Rao')).toBeTruthy()
    expect(screen.getByText('1 more enquiry shown')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Search older enquiries' })).toBeNull()
    expect(screen.queryByText(/has looked through/)).toBeNull()
    // an enquiry arrives: the head is read again (nothing in its bound), and the older find stays
    const stream = await openStream()
    act(() => stream.enquiry({ id: 'enq_0', version: 0 }))
    await waitFor(() => expect(api.to('GET', '/enquiries?q=zq')).toHaveLength(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(within(table).getByText('Zq Rao')).toBeTruthy()
    expect(within(table).getAllByRole('row')).toHaveLength(2)
  })

  it('says when the list is not live, and comes back live when the stream reopens', async () => {
    const api = new FakeDeskApi().on('GET', '/enquiries', ok(page([item(1)], null, 1)))
    renderDesk('/desk', { api, signedInAs: colleague })
    await screen.findByRole('grid', { name: 'Enquiries' }, { timeout: 5000 })
    const stream = await openStream()
    expect(screen.getByText('Live')).toBeTruthy()
    act(() => stream.drop())
    expect(screen.getByText('Connecting…')).toBeTruthy()
    act(() => stream.open())
    expect(screen.getByText('Live')).toBeTruthy()
  })
})
