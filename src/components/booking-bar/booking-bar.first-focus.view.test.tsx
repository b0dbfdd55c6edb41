import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { bookingEngine } from '../../../tests/model/oracles/booking-party.oracle.ts'
import { BookingBar } from './booking-bar.tsx'

/*
 * A file of its own: its module registry has not loaded the date picker yet, as on a page where
 * a keyboard reaches the bar for the first time (the other view tests preload it).
 */
it('Tab onto the dates before the picker’s code came: focus goes on to the picker’s first date part, not to the page', async () => {
  render(<BookingBar bookingEngineUrl={bookingEngine} />)
  // where focus is each time the page changes (a mutation observer runs right after React's
  // commit, before anything a later task does): never on the page itself
  const seen: string[] = []
  const observer = new MutationObserver(() => {
    seen.push(document.activeElement === document.body ? 'the page' : 'a control')
  })
  observer.observe(document.body, { childList: true, subtree: true })
  await userEvent.tab()
  const placeholderButton = screen.getByRole('button', { name: 'Choose dates' })
  expect(document.activeElement).toBe(placeholderButton)
  // the focus itself fetches the picker, which replaces the placeholder and its button
  await waitFor(() => expect(placeholderButton.isConnected).toBe(false), { timeout: 10_000 })
  await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('spinbutton'))
  expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^day, Start Date/)
  observer.disconnect()
  expect(seen).not.toContain('the page')
  // and nothing opened: the visitor only moved through the bar
  expect(screen.queryByRole('dialog')).toBeNull()
})
