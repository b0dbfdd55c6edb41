import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  bookingBarMachine,
  selectHref,
  type BookingBarSnapshot,
  type BookingChoice,
} from '../../../machines/booking-bar/booking-bar.machine.ts'
import { bookingBarProof } from '../../../machines/booking-bar/booking-bar.paths.ts'
import { flushPromises, pathsOf, replayOnView } from '../../../machines/testing/paths.ts'
import { BookingBar } from './booking-bar.tsx'
import { bookingChoiceKey, useBookingChoice } from './booking-choice.store.ts'

const paths = pathsOf(bookingBarMachine, bookingBarProof)
const base = 'https://booking.example/trillium'

// Only the clock's date is fake (the visitor's "today"); timers stay real for React Aria.
const setToday = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  vi.setSystemTime(new Date(y, m - 1, d, 10, 0, 0))
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  setToday('2026-11-21')
  sessionStorage.clear()
  useBookingChoice.setState({ choice: undefined })
})
afterEach(() => vi.useRealTimers())

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const dayLabel = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new RegExp(`\\b${d} ${monthNames[m - 1]} ${y}`)
}

async function renderBar() {
  render(<BookingBar bookingEngineUrl={base} />)
  await screen.findByRole('button', { name: /^Choose dates/ }, { timeout: 15_000 })
}

function checkView(snapshot: BookingBarSnapshot) {
  const form = screen.getByRole('form', { name: 'Check availability' })
  const hidden = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? ''
  expect(hidden('checkin')).toBe(snapshot.context.checkIn ?? '')
  expect(hidden('checkout')).toBe(snapshot.context.checkOut ?? '')
  expect(screen.queryByRole('button', { name: 'Clear dates' }) !== null).toBe(
    snapshot.matches('dated'),
  )
  expect(within(form).getByLabelText(`${snapshot.context.adults} adults`).textContent).toBe(
    String(snapshot.context.adults),
  )
  expect(within(form).getByLabelText(`${snapshot.context.children} children`).textContent).toBe(
    String(snapshot.context.children),
  )
  const disabled = (name: string) =>
    screen.getByRole<HTMLButtonElement>('button', { name }).disabled
  expect(disabled('More adults')).toBe(!snapshot.can({ type: 'ADD_ADULT' }))
  expect(disabled('Fewer adults')).toBe(!snapshot.can({ type: 'REMOVE_ADULT' }))
  expect(disabled('More children')).toBe(!snapshot.can({ type: 'ADD_CHILD' }))
  expect(disabled('Fewer children')).toBe(!snapshot.can({ type: 'REMOVE_CHILD' }))
  expect(screen.getByRole('link', { name: 'Check Availability' }).getAttribute('href')).toBe(
    selectHref(snapshot, base),
  )
}

describe('booking bar: the booking-bar machine paths replayed on the view', () => {
  it.each(
    paths.map(
      (p) =>
        [`${p.input === undefined ? '' : JSON.stringify(p.input)} ${p.description}`, p] as const,
    ),
  )('%s', async (_, path) => {
    // an earlier choice of the session is what the bar starts from
    const { choice } = (path.input ?? {}) as { choice?: BookingChoice }
    if (choice) useBookingChoice.setState({ choice })
    await renderBar()
    const user = userEvent.setup()
    await replayOnView(path, {
      events: {
        SET_RANGE: async (event) => {
          const { checkIn, checkOut } = event as unknown as { checkIn: string; checkOut: string }
          await user.click(screen.getByRole('button', { name: /^Choose dates/ }))
          const dialog = await screen.findByRole('dialog', { name: 'Stay dates' })
          const cell = (iso: string) => within(dialog).getByRole('button', { name: dayLabel(iso) })
          const first = cell(checkIn)
          if (first.getAttribute('aria-disabled') === 'true') {
            // a past day cannot be picked: the click does nothing, and the visitor leaves
            await user.click(first)
            await user.keyboard('{Escape}')
          } else {
            await user.click(first)
            await user.click(cell(checkOut))
          }
          await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: 'Stay dates' })).toBeNull(),
          )
        },
        CLEAR_DATES: () => user.click(screen.getByRole('button', { name: 'Clear dates' })),
        SET_TODAY: async (event) => {
          setToday((event as unknown as { today: string }).today)
          // the view re-reads the date when the window regains focus (and every minute)
          await act(async () => {
            fireEvent.focus(window)
            await flushPromises()
          })
        },
        ADD_ADULT: () => user.click(screen.getByRole('button', { name: 'More adults' })),
        REMOVE_ADULT: () => user.click(screen.getByRole('button', { name: 'Fewer adults' })),
        ADD_CHILD: () => user.click(screen.getByRole('button', { name: 'More children' })),
        REMOVE_CHILD: () => user.click(screen.getByRole('button', { name: 'Fewer children' })),
        // another bar (the booking sheet) records a new choice for the session
        RESTORE: (event) =>
          act(() => {
            useBookingChoice
              .getState()
              .record((event as unknown as { choice: BookingChoice }).choice)
          }),
      },
      // dates from the session load the picker to show them: wait for it
      check: (snapshot) =>
        waitFor(() => checkView(snapshot as BookingBarSnapshot), { timeout: 15_000 }),
    })
  })

  it('keeps what the visitor chose for the session, as the machine accepted it', async () => {
    await renderBar()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More adults' }))
    await user.click(screen.getByRole('button', { name: 'More children' }))
    expect(JSON.parse(sessionStorage.getItem(bookingChoiceKey) ?? '{}')).toMatchObject({
      state: { choice: { adults: 3, children: 1 } },
    })
    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'More adults' }))
    expect(useBookingChoice.getState().choice).toMatchObject({ adults: 5 })
  })

  it('disables every day before today in the calendar', async () => {
    await renderBar()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Choose dates/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Stay dates' })
    expect(
      within(dialog)
        .getByRole('button', { name: dayLabel('2026-11-20') })
        .getAttribute('aria-disabled'),
    ).toBe('true')
    expect(
      within(dialog)
        .getByRole('button', { name: dayLabel('2026-11-21') })
        .getAttribute('aria-disabled'),
    ).toBeNull()
  })
})
