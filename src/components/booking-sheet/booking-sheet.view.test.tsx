import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingSheetMachine } from '../../../machines/booking-sheet/booking-sheet.machine.ts'
import { generatePaths, replayOnView } from '../../../machines/testing/paths.ts'
import { useBookingChoice } from '../booking-bar/booking-choice.store.ts'
import { BookNowLink } from './book-now-link.tsx'
import { BookingSheetHost } from './booking-sheet-host.tsx'

/** A page with a Book Now and the sheet's host, inside a router with a package page. */
async function renderPage(at = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <BookNowLink />
        <Outlet />
        <BookingSheetHost />
      </>
    ),
  })
  const page = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path}</p> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/'), page('/suites'), page('/romantic')]),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findByText(at)
  return router
}

const sheet = () => screen.queryByRole('dialog', { name: 'Book your stay' })
const bookNow = () => screen.getByRole('link', { name: 'Book Now' })

afterEach(() => vi.useRealTimers())
beforeEach(() => {
  sessionStorage.clear()
  useBookingChoice.setState({ choice: undefined })
})

describe('booking sheet: the booking-sheet machine paths replayed on the view', () => {
  it.each(generatePaths(bookingSheetMachine).map((p) => [p.description, p] as const))(
    '%s',
    async (_, path) => {
      const router = await renderPage()
      const user = userEvent.setup()
      let routeChanges = 0
      await replayOnView(path, {
        events: {
          OPEN: () => user.click(bookNow()),
          CLOSE: () => user.click(screen.getByRole('button', { name: 'Close booking' })),
          ESCAPE: () => user.keyboard('{Escape}'),
          ROUTE_CHANGED: async () => {
            routeChanges++
            await act(() => router.navigate({ to: routeChanges % 2 ? '/suites' : '/' }))
          },
        },
        check: async (snapshot) => {
          if (snapshot.matches('open')) {
            await waitFor(() => expect(sheet()).not.toBeNull(), { timeout: 10_000 })
            await waitFor(() => expect(sheet()?.contains(document.activeElement)).toBe(true))
          } else {
            await waitFor(() => expect(sheet()).toBeNull())
          }
        },
      })
    },
    20_000,
  )

  it('opens with the package of a package page and its minimum stay, and keeps the party', async () => {
    // a day the Misty Embrace package is open (until 31 March 2026)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 0, 10, 10))
    useBookingChoice.setState({ choice: { adults: 3, children: 1 } })
    await renderPage('/romantic')
    const user = userEvent.setup()
    await user.click(bookNow())
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Book your stay' },
      { timeout: 10_000 },
    )
    expect(dialog.textContent).toContain('at least 2 nights')
    const href = within(dialog)
      .getByRole('link', { name: 'Check Availability' })
      .getAttribute('href')
    expect(href).toContain('package=romantic')
    expect(href).toContain('nights=2')
    expect(href).toContain('adults=3')
    expect(href).toContain('children=1')
    await user.click(within(dialog).getByRole('button', { name: 'More adults' }))
    expect(useBookingChoice.getState().choice).toMatchObject({ adults: 4, children: 1 })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(sheet()).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(bookNow()))
  }, 20_000)
})
