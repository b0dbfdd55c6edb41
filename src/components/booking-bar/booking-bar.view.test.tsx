import {
  act,
  createEvent,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { viewPaths } from '../../../tests/model/covering-paths.ts'
import { formatDate, type IsoDate } from '../../../content/calendar.ts'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import {
  bookingBarOracle,
  bookingBarPage,
} from '../../../tests/model/oracles/booking-bar.oracle.ts'
import { bookingEngine } from '../../../tests/model/oracles/booking-party.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { BookingBar } from './booking-bar.tsx'
import { useBookingChoice, type BookingChoice } from './booking-choice.store.ts'
import { preloadDatePicker } from './date-picker-loader.ts'

// Only the clock's date is fake (the visitor's "today"); timers stay real for React Aria.
const setToday = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  vi.setSystemTime(new Date(y, m - 1, d, 10, 0, 0))
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  sessionStorage.clear()
  useBookingChoice.setState({ choice: undefined })
})
afterEach(() => vi.useRealTimers())

/**
 * A calendar day's button, as React Aria names it ("Sunday, 22 November 2026"): the date part
 * is written as the resort writes dates.
 */
const dayLabel = (iso: string) => new RegExp(`\\b${formatDate(iso as IsoDate)}`)
const calendar = () => screen.queryByRole('dialog', { name: 'Stay dates' })

/** A row's kind for the covering paths (tests/model/covering-paths.ts): its target and event. */
const rowKind = (row: { readonly to: string; readonly event: { readonly type: string } }) =>
  `${row.to} ${row.event.type}`

describe('booking bar: the stay table replayed on the view', () => {
  it.each(viewPaths(tablePaths(bookingBarOracle), rowKind).map((p) => [p.title, p] as const))(
    '%s',
    async (_, path) => {
      const user = userEvent.setup()
      await replayOnTableView(bookingBarOracle, path, {
        start: async (scenario) => {
          const { today, choice } = scenario.input as { today: string; choice?: BookingChoice }
          setToday(today)
          if (choice) useBookingChoice.setState({ choice })
          // the picker is there from the start, as once the visitor reaches for the bar
          await preloadDatePicker()
          render(<BookingBar bookingEngineUrl={bookingEngine} {...bookingBarPage(scenario)} />)
          await screen.findByRole('button', { name: /^Choose dates/ })
        },
        perform: async (event) => {
          if (event.type === 'SET_RANGE') {
            await user.click(screen.getByRole('button', { name: /^Choose dates/ }))
            const dialog = await screen.findByRole('dialog', { name: 'Stay dates' })
            for (const key of ['checkIn', 'checkOut'])
              await user.click(
                within(dialog).getByRole('button', {
                  name: dayLabel(payloadOf<string>(event, key)),
                }),
              )
            await waitFor(() => expect(calendar()).toBeNull())
          } else if (event.type === 'CLEAR_DATES')
            await user.click(screen.getByRole('button', { name: 'Clear dates' }))
          else if (event.type === 'SET_TODAY') {
            setToday(payloadOf<string>(event, 'today'))
            // the bar reads the visitor's date again when the window regains focus
            act(() => void fireEvent.focus(window))
          } else if (event.type === 'RESTORE')
            // another bar of the page (the booking sheet) records another choice
            act(() => useBookingChoice.getState().record(payloadOf<BookingChoice>(event, 'choice')))
          else throw new Error(`The booking bar cannot perform ${event.type}`)
        },
        wait: () => {
          throw new Error('The booking bar has no timers')
        },
        check: (seen, where) => waitFor(() => expectSeen(seen, where)),
      })
    },
  )

  it('disables every day before today, and does not take a stay shorter than the package', async () => {
    setToday('2026-11-21')
    await preloadDatePicker()
    render(<BookingBar bookingEngineUrl={bookingEngine} packageId="stay_longer" minNights={3} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Choose dates/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Stay dates' })
    const day = (iso: string) => within(dialog).getByRole('button', { name: dayLabel(iso) })
    expect(day('2026-11-20').getAttribute('aria-disabled')).toBe('true')
    expect(day('2026-11-21').getAttribute('aria-disabled')).toBeNull()
    // stay_longer asks for 3 nights: two are not a stay the engine is sent
    await user.click(day('2026-11-22'))
    await user.click(day('2026-11-24'))
    await waitFor(() => expect(calendar()).toBeNull())
    expect(screen.queryByRole('button', { name: 'Clear dates' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Check Availability' }).getAttribute('href')).toBe(
      `${bookingEngine}?adults=2&children=0&package=stay_longer&nights=3`,
    )
  })
})

describe('booking bar: the form', () => {
  it('sends no form: Enter in the bar leaves the page where it is', () => {
    setToday('2026-11-21')
    render(<BookingBar bookingEngineUrl={bookingEngine} />)
    const form = screen.getByRole('form', { name: 'Check availability' })
    const submit = createEvent.submit(form)
    fireEvent(form, submit)
    expect(submit.defaultPrevented).toBe(true)
  })
})
