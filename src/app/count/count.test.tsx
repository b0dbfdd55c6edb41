// Length: one table per event of the count (views and landings, the hand-offs by control, the stay's figures at their limits, enquiries, storage), each with the page it needs.
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingEngineHref } from '../../../machines/booking-bar/booking-href.ts'
import { recordPageListeners } from '../../../tests/fakes/page-listeners.ts'
import { BookNowLink } from '../../components/booking-sheet/book-now-link.tsx'
import { BookingSheetHost } from '../../components/booking-sheet/booking-sheet-host.tsx'
import { announceEnquirySent } from '../../components/enquiry-form/enquiry-sent.ts'
import { startCount, type CountRouter } from './count.ts'

const engine = 'https://booking.example.test/trillium'

// The sheet itself (its machines, the router it reads) is not the count's: its host is.
vi.mock('../../components/booking-sheet/booking-sheet.tsx', () => ({ BookingSheet: () => null }))

/** A router whose resolved navigations the test plays (the count reads the address). */
function fakeRouter() {
  const listeners: (() => void)[] = []
  const router: CountRouter = {
    subscribe: (_type, listener) => {
      listeners.push(listener)
      return () => {}
    },
  }
  const navigate = (to: string) => {
    history.pushState(null, '', to)
    for (const listener of listeners) listener()
  }
  return { router, navigate }
}

/** Opens the page at `address`, reached from `referrer` (empty: none) in the given way. */
function arrive(address: string, referrer = '', type: NavigationTimingType = 'navigate') {
  history.replaceState(null, '', address)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  // the count asks only for the navigation's entry
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceNavigationTiming,
  ])
}

let listeners: ReturnType<typeof recordPageListeners>
beforeEach(() => {
  listeners = recordPageListeners()
  delete window.__countQueue
  arrive('/')
})
afterEach(() => {
  listeners.removeAll()
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('the count: page views', () => {
  it('counts the page shown at start, without its trailing slash, and / for Home', () => {
    // typed or bookmarked: a direct arrival
    arrive('/suites/')
    expect(startCount(fakeRouter().router, engine)()).toEqual([
      { kind: 'view', path: '/suites', landing: {} },
    ])
    listeners.removeAll()
    arrive('/')
    expect(startCount(fakeRouter().router, engine)()).toEqual([
      { kind: 'view', path: '/', landing: {} },
    ])
  })

  it('counts each client-side navigation to another path, and not a change of query or hash', () => {
    const { router, navigate } = fakeRouter()
    const count = startCount(router, engine)
    navigate('/dining')
    navigate('/dining?from=menu#breakfast')
    navigate('/spa/')
    navigate('/dining')
    expect(count().map((e) => e.path)).toEqual(['/', '/dining', '/spa', '/dining'])
  })

  it('counts a page shown again from the back-forward cache', () => {
    const count = startCount(fakeRouter().router, engine)
    count()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(count()).toEqual([{ kind: 'view', path: '/' }])
  })
})

describe('the count: where a visit came from (the landing view)', () => {
  const landingOf = (address: string, referrer: string, type?: NavigationTimingType) => {
    arrive(address, referrer, type)
    const { router, navigate } = fakeRouter()
    const count = startCount(router, engine)
    navigate('/dining')
    const [first, next] = count()
    // only the first view of a page load can be a landing
    expect(next).toEqual({ kind: 'view', path: '/dining' })
    return first?.kind === 'view' ? first.landing : 'not a view'
  }

  it('names another site by its host, with the campaign of a tagged address', () => {
    expect(
      landingOf(
        '/offers?utm_source=newsletter&utm_medium=email&utm_campaign=+Monsoon+2026+&x=1',
        'https://www.google.com/search?q=trillium',
      ),
    ).toEqual({
      referrer: 'www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: ' Monsoon 2026 ',
    })
    expect(landingOf('/suites', 'https://www.google.com/')).toEqual({ referrer: 'www.google.com' })
  })

  it('is no landing from this site (a full-page link), with or without a campaign', () => {
    expect(landingOf('/suites', 'http://localhost:3000/offers')).toBeUndefined()
    expect(landingOf('/suites?utm_source=x', 'http://localhost:3000/')).toBeUndefined()
  })

  it('with no referrer, is a direct arrival, with the tags of its address', () => {
    expect(landingOf('/?utm_campaign=diwali', '')).toEqual({ utmCampaign: 'diwali' })
    expect(landingOf('/', '')).toEqual({})
  })

  it('is no landing on a reload or a return through the history', () => {
    const google = 'https://www.google.com/'
    expect(landingOf('/suites?utm_source=x', google, 'reload')).toBeUndefined()
    expect(landingOf('/suites?utm_source=x', google, 'back_forward')).toBeUndefined()
  })

  it('sends the tags as the address has them, and the referrer as its host (the server cleans them)', () => {
    expect(
      landingOf('/?utm_source=%3Cb%3ENews&utm_medium=email', 'https://mail.example/x?y'),
    ).toEqual({
      referrer: 'mail.example',
      utmSource: '<b>News',
      utmMedium: 'email',
    })
    expect(landingOf('/?utm_campaign=%20%20', '')).toEqual({ utmCampaign: '  ' })
  })
})

/**
 * The page's links into the booking engine, as the site draws them, with the booking sheet's
 * host, which takes a plain press of a Book Now.
 */
function drawPage() {
  const sheetHref = bookingEngineHref(engine, {
    checkIn: '2026-12-15',
    checkOut: '2026-12-18',
    adults: 2,
    children: 1,
  })
  render(
    <>
      <header>
        <BookNowLink place="header" />
      </header>
      <div id="site-menu">
        <BookNowLink place="side-menu" />
      </div>
      <main>
        <form aria-label="Check availability">
          <a href={bookingEngineHref(engine, { adults: 2, children: 0 })}>On the page</a>
        </form>
        <a href="https://elsewhere.example/trillium">Elsewhere</a>
      </main>
      <div data-bottom-bar="">
        <BookNowLink place="phone-bar" />
      </div>
      <div role="dialog" data-booking-sheet="side-menu">
        <a href={sheetHref}>Sheet opened from the side menu</a>
      </div>
      <div role="dialog" data-booking-sheet="">
        <a href={sheetHref}>Sheet opened otherwise</a>
      </div>
      <BookingSheetHost />
    </>,
    { container: document.body.appendChild(document.createElement('div')) },
  )
}

/**
 * Starts the count, then stops jsdom from leaving for the engine (it cannot, and says so)
 * after the count has seen the click: the browser would follow the link there.
 */
function startOnPage(router = fakeRouter().router) {
  const count = startCount(router, engine)
  for (const type of ['click', 'auxclick']) addEventListener(type, (e) => e.preventDefault())
  return count
}

/** Rewrites the rendered Book Nows' href to the test's engine (the deploy's in the app). */
function useTestEngine() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-book-now]'))
    link.href = engine
}

const linkNamed = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name) ??
  (() => {
    throw new Error(`no link ${name}`)
  })()

const press = (link: Element, init: MouseEventInit = {}, type = 'click') =>
  act(() => {
    link.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }))
  })

describe('the count: hand-offs to the booking engine', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 1, 23, 30) }))

  it('takes a plainly pressed Book Now as the sheet opening, not a hand-off', () => {
    drawPage()
    useTestEngine()
    const count = startOnPage()
    count()
    for (const link of document.querySelectorAll('a[data-book-now]')) press(link)
    expect(count()).toEqual([])
  })

  it('names the control of a Book Now followed as a link (a modifier key or the middle button)', () => {
    drawPage()
    useTestEngine()
    const count = startOnPage()
    count()
    press(document.querySelector('header a')!, { ctrlKey: true })
    press(document.querySelector('[data-bottom-bar] a')!, { button: 1 }, 'auxclick')
    press(document.querySelector('#site-menu a')!, { shiftKey: true })
    // a right click opens the browser's menu: nothing is followed
    press(document.querySelector('header a')!, { button: 2 }, 'auxclick')
    expect(count()).toEqual([
      { kind: 'book-now', path: '/', control: 'header' },
      { kind: 'book-now', path: '/', control: 'phone-bar' },
      { kind: 'book-now', path: '/', control: 'side-menu' },
    ])
  })

  it('names the Book Now that opened the sheet, or the sheet, with the stay as figures only', () => {
    drawPage()
    arrive('/romantic')
    const count = startOnPage()
    count()
    press(linkNamed('Sheet opened from the side menu'))
    press(linkNamed('Sheet opened otherwise'))
    // 15 to 18 December, 2 adults and a child, searched late on 1 December (local time)
    const stay = { kind: 'availability', path: '/romantic', nights: 3, party: 3, leadDays: 14 }
    expect(count()).toEqual([
      { kind: 'book-now', path: '/romantic', control: 'side-menu' },
      stay,
      { kind: 'book-now', path: '/romantic', control: 'sheet' },
      stay,
    ])
  })

  it('names a link on the page itself `page`, with no stay when it has no dates; other links are not counted', () => {
    drawPage()
    const count = startOnPage()
    count()
    press(linkNamed('On the page'))
    press(linkNamed('Elsewhere'))
    expect(count()).toEqual([{ kind: 'book-now', path: '/', control: 'page' }])
  })

  it('never prevents the link from being followed', () => {
    drawPage()
    startCount(fakeRouter().router, engine)
    const seen: boolean[] = []
    addEventListener('click', (e) => {
      seen.push(e.defaultPrevented)
      e.preventDefault()
    })
    press(linkNamed('On the page'))
    expect(seen).toEqual([false])
  })
})

describe("the count: the stay's figures at the server's limits", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 0, 1, 0, 5) }))

  /** The events of following a Check Availability link for this stay. */
  function follow(checkIn: string, checkOut: string, adults: number, children: number) {
    const link = document.body.appendChild(document.createElement('a'))
    link.href = bookingEngineHref(engine, { checkIn, checkOut, adults, children })
    const count = startOnPage()
    count()
    press(link)
    listeners.removeAll()
    link.remove()
    return count().find((e) => e.kind === 'availability')
  }

  it('takes 1 to 60 nights', () => {
    expect(follow('2026-01-01', '2026-01-02', 1, 0)).toMatchObject({ nights: 1, leadDays: 0 })
    expect(follow('2026-01-01', '2026-03-02', 1, 0)).toMatchObject({ nights: 60 })
    expect(follow('2026-01-01', '2026-03-03', 1, 0)).toBeUndefined()
    expect(follow('2026-01-02', '2026-01-02', 1, 0)).toBeUndefined()
  })

  it('takes arrivals from today to 730 days ahead', () => {
    expect(follow('2027-12-31', '2028-01-01', 1, 0)).toMatchObject({ leadDays: 729 })
    expect(follow('2028-01-01', '2028-01-02', 1, 0)).toMatchObject({ leadDays: 730 })
    expect(follow('2028-01-02', '2028-01-03', 1, 0)).toBeUndefined()
    expect(follow('2025-12-31', '2026-01-02', 1, 0)).toBeUndefined()
  })

  it('takes parties of 1 to 40', () => {
    expect(follow('2026-02-01', '2026-02-03', 38, 2)).toMatchObject({ party: 40 })
    expect(follow('2026-02-01', '2026-02-03', 39, 2)).toBeUndefined()
  })
})

describe('the count: enquiries', () => {
  it('counts an enquiry the form announced before the count started, and one after', () => {
    arrive('/contact')
    announceEnquirySent()
    const count = startCount(fakeRouter().router, engine)
    announceEnquirySent()
    expect(count()).toEqual([
      { kind: 'view', path: '/contact', landing: {} },
      { kind: 'enquiry', path: '/contact' },
      { kind: 'enquiry', path: '/contact' },
    ])
  })
})

describe('the count: what it keeps', () => {
  it('empties its list at each take', () => {
    const { router, navigate } = fakeRouter()
    const count = startCount(router, engine)
    expect(count()).toHaveLength(1)
    expect(count()).toEqual([])
    navigate('/spa')
    expect(count()).toEqual([{ kind: 'view', path: '/spa' }])
  })

  it('sets no cookie and no storage key', () => {
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'set')
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    arrive('/?utm_source=x', 'https://www.google.com/')
    drawPage()
    const { router, navigate } = fakeRouter()
    const count = startOnPage(router)
    navigate('/suites')
    press(linkNamed('Sheet opened otherwise'))
    announceEnquirySent()
    expect(count()).toHaveLength(5)
    expect(cookie).not.toHaveBeenCalled()
    expect(setItem).not.toHaveBeenCalled()
    expect(localStorage).toHaveLength(0)
    expect(sessionStorage).toHaveLength(0)
  })
})
