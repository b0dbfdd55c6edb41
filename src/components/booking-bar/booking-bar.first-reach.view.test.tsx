import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { bookingEngine } from '../../../tests/model/oracles/booking-party.oracle.ts'
import { BookingBar } from './booking-bar.tsx'

/*
 * A file of its own: its module registry has not loaded the date picker yet, as on a page where
 * the visitor reaches for the bar for the first time (the other view tests preload it).
 */
it('a click on Choose dates before the picker’s code came opens the calendar when it comes', async () => {
  render(<BookingBar bookingEngineUrl={bookingEngine} />)
  await userEvent.click(screen.getByRole('button', { name: /^Choose dates/ }))
  // the picker's code is imported for the first time here: give it the time that takes
  expect(
    await screen.findByRole('dialog', { name: 'Stay dates' }, { timeout: 10_000 }),
  ).toBeTruthy()
})
