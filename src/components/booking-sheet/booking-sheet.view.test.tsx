// Length: the sheet's table replayed on the view, and the openers, focus moves and loading of its code that a table of states does not express.
import { Outlet } from '@tanstack/react-router'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { bookingSheetOracle } from '../../../tests/model/oracles/booking-sheet.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { useBookingChoice } from '../booking-bar/booking-choice.store.ts'
import { renderInRouter } from '../../../tests/model/render-in-router.tsx'
import { BookNowLink } from './book-now-link.tsx'
import { BookingSheetHost } from './booking-sheet-host.tsx'

// Whether the sheet's code has been loaded yet (it is fetched as the visitor reaches for it).
const sheetCode = vi.hoisted(() => ({ loaded: false }))
vi.mock('./booking-sheet.tsx', async (original) => {
  sheetCode.loaded = true
  return await original()
})

/** The page's chrome: two Book Nows (the header's, the bottom bar's) and the sheet's host. */
function Chrome() {
  return (
    <>
      <header>
        <BookNowLink place="header" />
      </header>
      <Outlet />
      <div data-bottom-bar="">
        <BookNowLink place="phone-bar" />
      </div>
      <BookingSheetHost />
    </>
  )
}

/** A page with its chrome inside a router with an inner page and a package page. */
async function renderPage(at = '/', chrome = Chrome) {
  const pages = Object.fromEntries(['/', '/suites', '/romantic'].map((p) => [p, <p>{p}</p>]))
  const router = await renderInRouter(chrome, pages, at)
  await screen.findByText(at)
  return router
}

const sheet = () => screen.queryByRole('dialog', { name: 'Book your stay' })
const bookNows = () => screen.getAllByRole('link', { name: 'Book Now' })
/** React Aria's overlay around the sheet: a click there is a click on the backdrop. */
const backdrop = () => sheet()?.parentElement?.parentElement

/** Renders the page at `at` and opens the sheet from its first Book Now. */
async function openSheet(at: string) {
  await renderPage(at)
  const user = userEvent.setup()
  await user.click(bookNows()[0]!)
  const dialog = await screen.findByRole('dialog', { name: 'Book your stay' }, { timeout: 10_000 })
  return { user, dialog }
}

afterEach(() => vi.useRealTimers())
beforeEach(() => {
  sessionStorage.clear()
  useBookingChoice.setState({ choice: undefined })
})

describe('booking sheet: its code', () => {
  // first in this file: the code, once loaded, stays loaded
  it('is fetched only as the visitor reaches for a Book Now, before the click', async () => {
    await renderPage()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(sheetCode.loaded).toBe(false)
    fireEvent.pointerDown(screen.getByText('/'))
    fireEvent.focusIn(screen.getByText('/'))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(sheetCode.loaded).toBe(false)
    fireEvent.pointerDown(bookNows()[1]!)
    await waitFor(() => expect(sheetCode.loaded).toBe(true))
    expect(sheet()).toBeNull()
  })
})

describe('booking sheet: the table replayed on the view', () => {
  it.each(tablePaths(bookingSheetOracle).map((p) => [p.title, p] as const))(
    '%s',
    async (_, path) => {
      const user = userEvent.setup()
      let router: Awaited<ReturnType<typeof renderPage>> | undefined
      let routeChanges = 0
      await replayOnTableView(bookingSheetOracle, path, {
        start: async () => {
          router = await renderPage()
        },
        perform: async (event) => {
          if (event.type === 'OPEN') await user.click(bookNows()[0]!)
          else if (event.type === 'CLOSE') {
            const via = payloadOf<string>(event, 'via')
            if (via === 'close button')
              await user.click(screen.getByRole('button', { name: 'Close booking' }))
            else if (via === 'backdrop') await user.click(backdrop()!)
            else throw new Error(`No way to close the sheet by ${via}`)
          } else if (event.type === 'ESCAPE') await user.keyboard('{Escape}')
          else if (event.type === 'ROUTE_CHANGED') {
            routeChanges++
            await act(() => router?.navigate({ to: routeChanges % 2 ? '/suites' : '/' }))
          } else throw new Error(`The page cannot perform ${event.type}`)
        },
        wait: () => {
          throw new Error('The booking sheet has no timers')
        },
        // the sheet's code loads on the first Book Now
        check: (seen, where) => waitFor(() => expectSeen(seen, where), { timeout: 10_000 }),
      })
    },
    20_000,
  )

  it('opens from every Book Now, names where that one sits, and focus goes back to it', async () => {
    await renderPage()
    const user = userEvent.setup()
    for (const [i, place] of [
      [1, 'phone-bar'],
      [0, 'header'],
      [1, 'phone-bar'],
    ] as const) {
      await user.click(bookNows()[i]!)
      await waitFor(() => expect(sheet()).not.toBeNull(), { timeout: 10_000 })
      // the count reads it for a hand-off from inside the sheet (src/app/count)
      expect(sheet()?.getAttribute('data-booking-sheet')).toBe(place)
      await user.keyboard('{Escape}')
      await waitFor(() => expect(sheet()).toBeNull())
      await waitFor(() => expect(document.activeElement).toBe(bookNows()[i]))
    }
  }, 20_000)

  it('focus goes to the menu button when the Book Now that opened it was in the closed side menu', async () => {
    function SideMenu() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" aria-controls="site-menu" onClick={() => setOpen(true)}>
            Open menu
          </button>
          {open && (
            <div id="site-menu">
              <BookNowLink place="side-menu" onClick={() => setOpen(false)} />
            </div>
          )}
          <Outlet />
          <BookingSheetHost />
        </>
      )
    }
    await renderPage('/', SideMenu)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByRole('link', { name: 'Book Now' }))
    await waitFor(() => expect(sheet()).not.toBeNull(), { timeout: 10_000 })
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(sheet()).toBeNull())
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' })),
    )
  }, 20_000)

  it('keeps the focus inside while it is open: Tab and Shift+Tab wrap', async () => {
    const { user } = await openSheet('/')
    for (let i = 0; i < 12; i++) {
      await user.tab()
      expect(sheet()?.contains(document.activeElement)).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await user.tab({ shift: true })
      expect(sheet()?.contains(document.activeElement)).toBe(true)
    }
  }, 20_000)

  it('a Book Now clicked with a modifier key or another button stays a link to the booking engine', async () => {
    await renderPage()
    const link = bookNows()[0]!
    expect(link.getAttribute('href')).toMatch(/^https:\/\/booking\.trilliumresort\.example\//)
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      act(() => void link.dispatchEvent(click))
      expect(click.defaultPrevented, JSON.stringify(init)).toBe(false)
    }
    expect(sheet()).toBeNull()
  })

  it('opens with the package of a package page and its minimum stay, and keeps the party', async () => {
    // a day the Misty Embrace package is open (until 31 March 2026)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 0, 10, 10))
    useBookingChoice.setState({ choice: { adults: 3, children: 1 } })
    const { user, dialog } = await openSheet('/romantic')
    expect(dialog.textContent).toContain('The Misty Embrace: a stay of at least 2 nights.')
    const href = within(dialog)
      .getByRole('link', { name: 'Check Availability' })
      .getAttribute('href')
    expect(href).toContain('package=romantic')
    expect(href).toContain('nights=2')
    expect(href).toContain('adults=3')
    expect(href).toContain('children=1')
    await user.click(within(dialog).getByRole('button', { name: 'More adults' }))
    expect(useBookingChoice.getState().choice).toMatchObject({ adults: 4, children: 1 })
  }, 20_000)

  it('on any other page says what the sheet is for', async () => {
    const { dialog } = await openSheet('/suites')
    expect(dialog.textContent).toContain(
      'Choose your dates and party; the booking engine then shows the suites free for them and their rates.',
    )
  }, 20_000)
})
