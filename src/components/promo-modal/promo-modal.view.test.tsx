// Length: the modal's table replayed on the view over visits, days and storage, and the focus and link checks around it.
import { Outlet } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInRouter } from '../../../tests/model/render-in-router.tsx'
import { browserStorage, MemoryStorage } from '../../../machines/promo-modal/promo-modal.storage.ts'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { promoModalOracle, promoNow } from '../../../tests/model/oracles/promo-modal.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { expectTabCycle } from '../../../tests/model/focus-cycle.ts'
import { storedRecord, type StoredPromo } from '../../../tests/model/promo-record.ts'
import { PromoModal } from './promo-modal.tsx'

// The visitor's clock, moved by the tests; local storage is jsdom's own.
let clock = promoNow
const now = () => clock

/** A site with a skip link, three pages and the modal in its chrome, as the layout has it. */
async function renderSite() {
  const router = await renderInRouter(
    () => (
      <>
        <a href="#main">Skip to content</a>
        <main id="main">
          <Outlet />
        </main>
        <PromoModal now={now} />
      </>
    ),
    {
      '/': <p>Home</p>,
      '/specialoffers': <h1>Special Offers</h1>,
      '/earlybird': <h1>Early Bird</h1>,
    },
  )
  await screen.findByText('Home')
  return router
}

/** Local storage as a page reads it: the promo's flag and expiry (absent when null). */
function store(record: StoredPromo) {
  for (const [key, value] of [
    ['promoShown', record.shown],
    ['promoExpiry', record.expiry],
  ] as const)
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
}
const stored = () => ({ ...localStorage })

const dialog = () => screen.queryByRole('dialog', { name: 'Special offers' })
const skipLink = () => screen.getByRole('link', { name: 'Skip to content' })
const scroll = () =>
  act(async () => {
    fireEvent.scroll(window)
    await Promise.resolve()
  })
const endOfToday = String(new Date(2026, 10, 21, 23, 59, 59, 999).getTime())
const yesterday = String(new Date(2026, 10, 20, 23, 59, 59, 999).getTime())

const initialWidth = window.innerWidth
beforeEach(() => {
  localStorage.clear()
  clock = promoNow
})
afterEach(() => {
  window.innerWidth = initialWidth
  vi.restoreAllMocks()
})

describe('promo modal: the table replayed on the view', () => {
  it.each(tablePaths(promoModalOracle).map((p) => [p.title, p] as const))('%s', async (_, path) => {
    const user = userEvent.setup()
    await replayOnTableView(promoModalOracle, path, {
      start: () => undefined,
      perform: async (event) => {
        if (event.type === 'VISIT') {
          window.innerWidth = payloadOf<number>(event, 'viewportWidth')
          clock = payloadOf<number>(event, 'now')
          store(storedRecord(event))
          await renderSite()
        } else if (event.type === 'ENGAGE') {
          clock = payloadOf<number>(event, 'now')
          store(storedRecord(event))
          // the visitor had tabbed to the skip link, then scrolls
          skipLink().focus()
          await scroll()
        } else if (event.type === 'CLOSE') {
          const via = payloadOf<string>(event, 'via')
          const control = {
            'close mark': () => screen.getByRole('button', { name: 'Close' }),
            overlay: () => screen.getByRole('button', { name: 'Close offer' }),
            'offer button': () => screen.getByRole('link', { name: 'See the Early Bird offer' }),
          }[via]
          if (control === undefined) throw new Error(`No way to close the modal by ${via}`)
          await user.click(control())
        } else if (event.type === 'ESCAPE') await user.keyboard('{Escape}')
        else if (event.type === 'IMAGE_CLICK')
          await user.click(screen.getByRole('link', { name: "See this season's special offers" }))
        else throw new Error(`The page cannot perform ${event.type}`)
      },
      wait: () => {
        throw new Error('The promo modal has no timers')
      },
      check: (seen, where) => waitFor(() => expectSeen(seen, where)),
    })
  })
})

/** The visitor scrolls, the modal opens, and storage holds the choice beside the promo's record. */
async function expectOpensKeeping(bookingChoice: string) {
  await scroll()
  expect(dialog()).not.toBeNull()
  expect(stored()).toEqual({
    'booking-choice': bookingChoice,
    promoShown: 'true',
    promoExpiry: endOfToday,
  })
}

/** A visit on a screen `width` wide after yesterday's record expired: storage is emptied. */
async function visitPastExpiry(width: number) {
  window.innerWidth = width
  localStorage.setItem('booking-choice', 'kept until the promo expires')
  store({ shown: 'true', expiry: yesterday })
  await renderSite()
  await waitFor(() => expect(stored()).toEqual({}))
}

describe('promo modal: what it keeps in local storage', () => {
  it('a visit past the stored expiry clears all of local storage, on a wide screen too', async () => {
    await visitPastExpiry(1440)
    await scroll()
    expect(dialog()).toBeNull()
  })

  it('on a phone it clears at the visit, then opening records only the flag and today’s end', async () => {
    await visitPastExpiry(390)
    expect(dialog()).toBeNull()
    localStorage.setItem('booking-choice', 'chosen since')
    await expectOpensKeeping('chosen since')
  })

  it('opening never clears what else is stored', async () => {
    window.innerWidth = 390
    localStorage.setItem('booking-choice', 'kept')
    await renderSite()
    await expectOpensKeeping('kept')
  })

  it('writes nothing when it was shown today, or on a wide screen', async () => {
    window.innerWidth = 390
    store({ shown: 'true', expiry: endOfToday })
    await renderSite()
    await scroll()
    expect(stored()).toEqual({ promoShown: 'true', promoExpiry: endOfToday })
    cleanup()
    localStorage.clear()
    window.innerWidth = 728
    await renderSite()
    await scroll()
    expect(stored()).toEqual({})
  })

  it('falls back to memory when local storage cannot be used, and leaves no probe behind', () => {
    expect(browserStorage()).toBe(localStorage)
    expect(stored()).toEqual({})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(browserStorage()).toBeInstanceOf(MemoryStorage)
  })
})

describe('promo modal', () => {
  async function opened() {
    window.innerWidth = 390
    const router = await renderSite()
    skipLink().focus()
    await scroll()
    expect(dialog()).not.toBeNull()
    return router
  }

  it('a click inside the content does not close it', async () => {
    await opened()
    const user = userEvent.setup()
    await user.click(screen.getByText('Special offers'))
    await user.click(screen.getByText(/save up to 25% on your suite/))
    await user.click(screen.getByRole('heading', { name: 'Early Bird' }))
    await user.click(screen.getByText('Up to 25% off when you book ahead'))
    expect(dialog()).not.toBeNull()
  })

  it('keeps the keyboard inside while open: Tab and Shift+Tab wrap around its controls', async () => {
    await opened()
    const user = userEvent.setup()
    const close = screen.getByRole('button', { name: 'Close' })
    const image = screen.getByRole('link', { name: "See this season's special offers" })
    const offer = screen.getByRole('link', { name: 'See the Early Bird offer' })
    await expectTabCycle(user, [close, image, offer])
  })

  it('names the offer it promotes, and describes the dialog by it', async () => {
    await opened()
    const open = dialog()!
    expect(screen.getByRole('heading', { level: 2, name: 'Early Bird' })).toBeTruthy()
    const description = document.getElementById(open.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toContain('Up to 25% off when you book ahead')
    expect(open.getAttribute('aria-modal')).toBe('true')
    expect(
      screen.getByRole('link', { name: 'See the Early Bird offer' }).getAttribute('href'),
    ).toBe('/earlybird')
  })

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])(
    'a click with %s on the picture closes it and leaves the new tab or window to the browser',
    async (_, init) => {
      const router = await opened()
      const link = screen.getByRole('link', { name: "See this season's special offers" })
      // after the page's own handlers: jsdom cannot open a tab
      window.addEventListener('click', (e) => e.preventDefault(), { once: true })
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      act(() => void link.dispatchEvent(click))
      expect(dialog()).toBeNull()
      expect(router.state.location.pathname).toBe('/')
    },
  )

  it('a plain click on the picture closes it and goes to the special offers in the page', async () => {
    const router = await opened()
    await userEvent.click(screen.getByRole('link', { name: "See this season's special offers" }))
    expect(dialog()).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialoffers'))
    expect(screen.getByRole('heading', { name: 'Special Offers' })).toBeTruthy()
  })

  it('opens at once on a page that was scrolled before it loaded', async () => {
    window.innerWidth = 390
    window.scrollY = 300
    try {
      await renderSite()
      await waitFor(() => expect(dialog()).not.toBeNull())
    } finally {
      window.scrollY = 0
    }
  })

  it('takes a storage and a clock of its own', async () => {
    window.innerWidth = 390
    const storage = new MemoryStorage({ promoShown: 'true', promoExpiry: yesterday, other: '1' })
    await act(async () => {
      render(<PromoModal storage={storage} now={now} />)
      await Promise.resolve()
    })
    expect(storage.entries()).toEqual({})
    await scroll()
    expect(dialog()).not.toBeNull()
    expect(storage.entries()).toEqual({ promoShown: 'true', promoExpiry: endOfToday })
    expect(stored()).toEqual({})
  })
})
