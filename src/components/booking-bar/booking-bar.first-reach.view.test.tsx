import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { bookingEngine } from '../../../tests/model/oracles/booking-party.oracle.ts'
import { BookingBar } from './booking-bar.tsx'

/*
 * A file of its own: its module registry has not loaded the date picker yet, as on a page where
 * the visitor reaches for the bar for the first time (the other view tests preload it).
 */
it('Choose dates pressed before the picker’s code came opens the calendar when it comes, and closing it brings focus back to Choose dates', async () => {
  const user = userEvent.setup()
  render(<BookingBar bookingEngineUrl={bookingEngine} />)
  const placeholderButton = screen.getByRole('button', { name: /^Choose dates/ })
  placeholderButton.focus()
  await user.keyboard('{Enter}')
  // the picker's code is imported for the first time here: give it the time that takes
  const calendar = await screen.findByRole('dialog', { name: 'Stay dates' }, { timeout: 10_000 })
  expect(placeholderButton.isConnected).toBe(false)
  await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true))
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  // the picker's own Choose dates, where the visitor's press would have left them
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Choose dates/ })),
  )
})
