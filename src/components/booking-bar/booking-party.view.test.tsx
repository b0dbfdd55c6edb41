import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import {
  bookingEngine,
  bookingPartyOracle,
} from '../../../tests/model/oracles/booking-party.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { BookingBar } from './booking-bar.tsx'
import { bookingChoiceKey, useBookingChoice, type BookingChoice } from './booking-choice.store.ts'

beforeEach(() => {
  sessionStorage.clear()
  useBookingChoice.setState({ choice: undefined })
})

const stepperEvents: Record<string, string> = {
  ADD_ADULT: 'More adults',
  REMOVE_ADULT: 'Fewer adults',
  ADD_CHILD: 'More children',
  REMOVE_CHILD: 'Fewer children',
}

/** Each count shows the number its spoken name says. */
function expectCountsShown() {
  for (const output of document.querySelectorAll('output')) {
    const spoken = output.getAttribute('aria-label') ?? ''
    expect(output.textContent, spoken).toBe(spoken.split(' ')[0])
  }
}

describe('booking bar: the party table replayed on the view', () => {
  it.each(tablePaths(bookingPartyOracle).map((p) => [p.title, p] as const))(
    '%s',
    async (_, path) => {
      const user = userEvent.setup()
      await replayOnTableView(bookingPartyOracle, path, {
        start: (scenario) => {
          const { party } = (scenario.input ?? {}) as { party?: BookingChoice }
          if (party) useBookingChoice.setState({ choice: party })
          render(<BookingBar bookingEngineUrl={bookingEngine} />)
        },
        perform: async (event) => {
          const stepper = stepperEvents[event.type]
          if (stepper !== undefined) await user.click(screen.getByRole('button', { name: stepper }))
          else if (event.type === 'RESTORE')
            // another bar of the page (the booking sheet) records another party
            act(() => useBookingChoice.getState().record(payloadOf<BookingChoice>(event, 'party')))
          else throw new Error(`The booking bar cannot perform ${event.type}`)
        },
        wait: () => {
          throw new Error('The booking bar has no timers')
        },
        check: (seen, where) => {
          expectSeen(seen, where)
          expectCountsShown()
        },
      })
    },
  )

  it('keeps the party for the session, as the machine accepted it', async () => {
    render(<BookingBar bookingEngineUrl={bookingEngine} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More adults' }))
    await user.click(screen.getByRole('button', { name: 'More children' }))
    expect(JSON.parse(sessionStorage.getItem(bookingChoiceKey) ?? '{}')).toEqual({
      state: { choice: { adults: 3, children: 1 } },
      version: 0,
    })
    for (let i = 0; i < 4; i++)
      await user.click(screen.getByRole('button', { name: 'More adults' }))
    expect(useBookingChoice.getState().choice).toEqual({
      checkIn: undefined,
      checkOut: undefined,
      adults: 5,
      children: 1,
    })
  })
})
