// Length: a test suite of one subject, the enquiry's page (fields, actions, timeline, reply, conflicts).
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type {
  EnquiryJson,
  EnquiryPageJson,
  TimelineEntry,
} from '../../../../content/desk/enquiries-api.ts'
import { expectNoAxeViolations } from '../../testing/axe.ts'
import { FakeDeskApi } from '../../testing/fake-api.ts'
import { FakeEventSource } from '../../testing/fake-event-source.ts'
import { colleague, manager, renderDesk } from '../../testing/render-desk.tsx'

afterEach(() => FakeEventSource.reset())

const markup = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script><b>bold</b>'

const enquiry = (fields: Partial<EnquiryJson> = {}): EnquiryJson => ({
  id: 'enq_1',
  receivedAt: '2026-11-29T05:00:00.000Z',
  name: 'Anita Das',
  kind: 'suite',
  page: '/suites/mist',
  arrival: '2026-12-12',
  departure: '2026-12-15',
  status: 'new',
  holder: null,
  replyFailed: false,
  version: 0,
  email: 'anita@example.com',
  phone: '+91 98450 00000',
  hotel: '',
  message: 'Is the mist suite free?\nTwo of us.',
  ...fields,
})
const received: TimelineEntry = {
  id: 'received',
  at: '2026-11-29T05:00:00.000Z',
  kind: 'received',
  actor: null,
  fromStatus: null,
  toStatus: null,
  subject: null,
  text: null,
  mail: null,
  version: null,
}
const entry = (fields: Partial<TimelineEntry> & Pick<TimelineEntry, 'id' | 'kind'>) => ({
  ...received,
  at: '2026-11-29T05:10:00.000Z',
  ...fields,
})
const pageOf = (e: EnquiryJson, timeline: TimelineEntry[] = [received]): EnquiryPageJson => ({
  enquiry: e,
  timeline,
})

describe('an enquiry’s page (/desk/enquiries/$id)', () => {
  it('shows every field as the guest wrote it, as text: markup and script are never run', async () => {
    const api = new FakeDeskApi().on('GET', '/enquiries/enq_1', {
      status: 200,
      body: pageOf(
        enquiry({
          name: `Zoe ${markup}`,
          email: 'zoe+<b>@example.com',
          phone: markup,
          hotel: markup,
          message: markup,
        }),
        [
          received,
          entry({
            id: 'n1',
            kind: 'note',
            actor: { id: 'st_x', name: '<i>Meera</i>' },
            text: markup,
            version: 1,
          }),
        ],
      ),
    })
    renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    expect(heading.textContent).toBe(`Zoe ${markup}`)
    const main = screen.getByRole('main')
    expect(main.querySelector('img, script, b, i')).toBeNull()
    expect(within(main).getAllByText(markup).length).toBeGreaterThanOrEqual(4)
    expect(within(main).getByText('<i>Meera</i> added a note')).toBeTruthy()
    expect((window as { hacked?: number }).hacked).toBeUndefined()
    expect(document.title).toBe(`Enquiry from Zoe ${markup} · Trillium desk`)
    await expectNoAxeViolations(document.body)
  })

  it('offers what the machine allows the person: a new one to take, reply to, note or end', async () => {
    const api = new FakeDeskApi().on('GET', '/enquiries/enq_1', {
      status: 200,
      body: pageOf(enquiry()),
    })
    renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    const actions = await screen.findByRole(
      'region',
      { name: 'What you can do' },
      { timeout: 5000 },
    )
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Take it', 'Mark spam…'])
    expect(screen.getByRole('region', { name: 'Reply to the guest' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Note for colleagues' })).toBeTruthy()
    // the reply starts from the kind's template, with the guest's name and dates
    const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reply' })
    expect(body.value).toMatch(/^Dear Anita,/)
    expect(body.value).toContain('from 12 December 2026 to 15 December 2026')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' }).value).toBe(
      'Your stay at Trillium',
    )
  })

  it('offers a colleague nothing on an ended one, and a manager "Reopen"', async () => {
    const ended = pageOf(enquiry({ status: 'booked', version: 4 }))
    const api = new FakeDeskApi().on('GET', '/enquiries/enq_1', { status: 200, body: ended })
    const first = renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    await screen.findByRole('heading', { name: 'Anita Das' }, { timeout: 5000 })
    expect(screen.queryByRole('region', { name: 'What you can do' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Reply to the guest' })).toBeNull()
    // notes stay open in every state
    expect(screen.getByRole('region', { name: 'Note for colleagues' })).toBeTruthy()
    first.unmount()
    renderDesk('/desk/enquiries/enq_1', {
      api: new FakeDeskApi().on('GET', '/enquiries/enq_1', { status: 200, body: ended }),
      signedInAs: manager,
    })
    const actions = await screen.findByRole(
      'region',
      { name: 'What you can do' },
      { timeout: 5000 },
    )
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reopen'])
  })

  it('takes it with the version seen, then offers what the holder may do', async () => {
    const taken = enquiry({
      status: 'in-hand',
      holder: { id: colleague.id, name: colleague.name },
      version: 1,
    })
    const api = new FakeDeskApi()
      .on('GET', '/enquiries/enq_1', { status: 200, body: pageOf(enquiry()) })
      .on('POST', '/enquiries/enq_1/events', {
        status: 200,
        body: pageOf(taken, [
          received,
          entry({
            id: 't1',
            kind: 'taken',
            actor: { id: colleague.id, name: colleague.name },
            fromStatus: 'new',
            toStatus: 'in-hand',
            version: 1,
          }),
        ]),
      })
    renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Take it' }, { timeout: 5000 }))
    expect(await screen.findByText('You took it: it is in your hands.')).toBeTruthy()
    expect(api.to('POST', '/enquiries/enq_1/events')[0]?.body).toEqual({ type: 'TAKE', version: 0 })
    expect(screen.getByText('Ravi Shetty took it')).toBeTruthy()
    const actions = screen.getByRole('region', { name: 'What you can do' })
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Put back to New', 'Mark booked…', 'Mark not booked…', 'Mark spam…'])
  })

  it('on a 409 shows the enquiry as it is now and what changed, and keeps the unsent reply', async () => {
    const meera = { id: 'st_meera', name: 'Meera Iyer' }
    const now = pageOf(enquiry({ status: 'replied', holder: meera, version: 2 }), [
      received,
      entry({
        id: 't1',
        kind: 'taken',
        actor: meera,
        fromStatus: 'new',
        toStatus: 'in-hand',
        version: 1,
      }),
      entry({
        id: 'r1',
        kind: 'reply',
        actor: meera,
        fromStatus: 'in-hand',
        toStatus: 'replied',
        subject: 'Your stay at Trillium',
        text: 'Dear Anita, the mist suite is free.',
        mail: { status: 'sent', attempts: 1, sentAt: '2026-11-29T05:11:00.000Z' },
        version: 2,
      }),
    ])
    const api = new FakeDeskApi()
      .on('GET', '/enquiries/enq_1', { status: 200, body: pageOf(enquiry()) })
      .on('POST', '/enquiries/enq_1/events', {
        status: 409,
        body: { message: 'Meera Iyer changed this enquiry first.', current: now },
      })
    renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    const user = userEvent.setup()
    const reply = await screen.findByRole('textbox', { name: 'Reply' }, { timeout: 5000 })
    await user.clear(reply)
    await user.click(reply)
    await user.paste('Dear Anita, yes: it is free.')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This enquiry changed before your change reached it.')
    expect(alert.textContent).toContain('Meera Iyer changed this enquiry first.')
    expect(api.to('POST', '/enquiries/enq_1/events')[0]?.body).toMatchObject({
      type: 'REPLY',
      version: 0,
      body: 'Dear Anita, yes: it is free.',
    })
    // the enquiry as it is now: replied, held by Meera, her entries marked as changed
    expect(screen.getAllByText('Replied').length).toBeGreaterThan(0)
    const timeline = screen.getByRole('region', { name: 'Timeline' })
    expect(within(timeline).getAllByText('Changed')).toHaveLength(2)
    expect(within(timeline).getByText('Meera Iyer replied to the guest')).toBeTruthy()
    expect(within(timeline).getByText(/^Reply sent at/)).toBeTruthy()
    // Meera holds it now, so the machine no longer offers Ravi a reply: his text is kept to copy
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull()
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your unsent reply' }).value,
    ).toBe('Dear Anita, yes: it is free.')
    expect(document.activeElement?.contains(alert)).toBe(true)
  })

  it('hears a colleague’s change while it shows, and shows it only when asked', async () => {
    const api = new FakeDeskApi().on(
      'GET',
      '/enquiries/enq_1',
      { status: 200, body: pageOf(enquiry()) },
      {
        status: 200,
        body: pageOf(
          enquiry({ status: 'in-hand', holder: { id: 'st_m', name: 'Meera Iyer' }, version: 1 }),
          [
            received,
            entry({
              id: 't1',
              kind: 'taken',
              actor: { id: 'st_m', name: 'Meera Iyer' },
              version: 1,
            }),
          ],
        ),
      },
    )
    renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    await screen.findByRole('button', { name: 'Take it' }, { timeout: 5000 })
    await waitFor(() => expect(FakeEventSource.streams.length).toBeGreaterThan(0))
    const stream = FakeEventSource.latest()
    act(() => stream.open())
    // another enquiry changing says nothing here; this one does
    act(() => stream.enquiry({ id: 'enq_2', version: 5 }))
    act(() => stream.enquiry({ id: 'enq_1', version: 1 }))
    expect(
      await screen.findByText('Someone changed this enquiry since you opened it.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Take it' })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the changes' }))
    expect(await screen.findByText('Meera Iyer took it')).toBeTruthy()
    // Meera holds it now: a colleague of reservations can no longer take it
    expect(screen.queryByRole('button', { name: 'Take it' })).toBeNull()
  })
  it('takes the live echo of the person’s own change for what it is, not a colleague’s', async () => {
    const held = FakeDeskApi.held()
    const api = new FakeDeskApi()
      .on('GET', '/enquiries/enq_1', { status: 200, body: pageOf(enquiry()) })
      .on('POST', '/enquiries/enq_1/events', held.handler)
    renderDesk('/desk/enquiries/enq_1', { api, signedInAs: colleague })
    const user = userEvent.setup()
    const note = await screen.findByRole('textbox', { name: 'Note' }, { timeout: 5000 })
    await waitFor(() => expect(FakeEventSource.streams.length).toBeGreaterThan(0))
    const stream = FakeEventSource.latest()
    act(() => stream.open())
    await user.click(note)
    await user.paste('Asked about a late check-out.')
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    // the server's live feed tells of the note before its own answer arrives
    act(() => stream.enquiry({ id: 'enq_1', version: 1 }))
    held.answer({
      status: 200,
      body: pageOf(enquiry({ version: 1 }), [
        received,
        entry({
          id: 'n1',
          kind: 'note',
          actor: { id: colleague.id, name: colleague.name },
          text: 'Asked about a late check-out.',
          version: 1,
        }),
      ]),
    })
    // and again just after the answer is read, before React has drawn it (as in Chromium under
    // load: the stream's message is a task of its own)
    for (let i = 0; i < 20; i++) await Promise.resolve()
    stream.enquiry({ id: 'enq_1', version: 1 })
    expect(await screen.findByText('Your note is added.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Someone changed this enquiry since you opened it.')).toBeNull()
    expect(screen.getByText('Your note is added.')).toBeTruthy()
  })
})
