// Length: one subject, the spec's pages A in a browser, a test per page.
import type { Page } from '@playwright/test'
import { dining } from '../../content/pages/dining.ts'
import { conference, corporate, wedding } from '../../content/pages/events.ts'
import { experienceListing, experiences } from '../../content/experiences.ts'
import { diningFaq } from '../../content/faqs/dining.ts'
import { experiencesFaq } from '../../content/faqs/experiences.ts'
import { spaFaq } from '../../content/faqs/spa.ts'
import { offerListings, offers } from '../../content/offers.ts'
import { packageListing, packages } from '../../content/packages.ts'
import { paths } from '../../content/routes.ts'
import { site } from '../../content/site.ts'
import { spa } from '../../content/pages/spa.ts'
import { expect, openHydrated, recordRequests, test } from './fixtures.ts'

/** The JSON-LD entries of a prerendered page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
}

/** HTML-escapes text as React writes it into the prerendered page. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

interface Expectation {
  readonly h1: string
  readonly says: readonly string[]
  readonly types: readonly string[]
}

const pkgTypes = ['Offer', 'BreadcrumbList']
const expected: Record<string, Expectation> = {
  [paths.packages]: {
    h1: packageListing.title,
    says: ['The Misty Embrace', 'Wellness Serenity', 'Wildlife Safari Expedition'],
    types: ['BreadcrumbList'],
  },
  ...Object.fromEntries(
    Object.values(packages).map((p) => [
      p.path,
      { h1: p.name, says: ['Inclusions', 'Terms', ...p.inclusions, ...p.terms], types: pkgTypes },
    ]),
  ),
  [paths.offers]: {
    h1: 'Offers',
    says: ['Festive Offer', 'Early Bird', 'Extended Bliss'],
    types: ['BreadcrumbList'],
  },
  [paths.specialOffers]: {
    h1: offerListings.specialOffers.title,
    says: ['Early Bird', '50% Off on additional nights!'],
    types: ['BreadcrumbList'],
  },
  ...Object.fromEntries(
    Object.values(offers).map((o) => [
      o.path,
      { h1: o.name, says: [o.headline, ...o.inclusions, ...o.terms], types: pkgTypes },
    ]),
  ),
  [paths.experiences]: {
    h1: experienceListing.title,
    says: [
      ...Object.values(experiences).map((e) => e.name),
      ...experiencesFaq.map((f) => f.question),
    ],
    types: ['FAQPage', 'BreadcrumbList'],
  },
  ...Object.fromEntries(
    Object.values(experiences).map((e) => [
      e.path,
      {
        h1: e.name,
        says: ['Note', ...e.note, `Enquire about ${e.name}`, site.phones.reservations.display],
        types: ['Service', 'BreadcrumbList'],
      },
    ]),
  ),
  [paths.dining]: {
    h1: dining.title,
    says: [
      ...dining.outlets.map((o) => o.name),
      dining.discoverMore.label,
      ...diningFaq.map((f) => f.question),
    ],
    types: ['Service', 'FAQPage', 'BreadcrumbList'],
  },
  [paths.spa]: {
    h1: spa.title,
    says: [
      '9:00 AM to 5:00 PM',
      '90 minutes',
      spa.discoverMore.label,
      ...spaFaq.map((f) => f.question),
    ],
    types: ['Service', 'FAQPage', 'BreadcrumbList'],
  },
  [paths.conference]: {
    h1: conference.title,
    says: [
      '1500 sq ft',
      '350 sq ft',
      'Up to 10',
      '91',
      '54',
      '51',
      '36',
      conference.versatility.title,
    ],
    types: ['EventVenue', 'BreadcrumbList'],
  },
  [paths.wedding]: { h1: wedding.title, says: [wedding.intro[0]], types: ['BreadcrumbList'] },
  [paths.corporate]: {
    h1: corporate.title,
    says: corporate.offerings.map((o) => o.title),
    types: ['BreadcrumbList'],
  },
}

test.describe('pages A are prerendered with their content and head tags', () => {
  for (const [path, want] of Object.entries(expected)) {
    test(path, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const page = await response.text()
      expect(page).toMatch(
        new RegExp(`<h1[^>]*>${html(want.h1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      )
      for (const phrase of want.says) expect(page, phrase).toContain(html(phrase))
      expect(page).toMatch(/<title>[^<]{10,60}<\/title>/)
      expect(page).toMatch(/<meta data-head name="description" content="[^"]{70,160}">/)
      expect(page).toContain(`<link data-head rel="canonical" href="`)
      expect(page).toMatch(new RegExp(`rel="canonical" href="https?://[^"]+${path}"`))
      expect(page).toContain('property="og:title"')
      const types = jsonLd(page).map((entry) => entry['@type'])
      for (const type of want.types) expect(types).toContain(type)
    })
  }
})

/** Opens a page with the browser's clock fixed on a day (local noon), after hydration. */
async function openOn(page: Page, day: string, path: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${day}T12:00:00`))
  await openHydrated(page, path)
}

test.describe('offers follow the visitor’s calendar', () => {
  // The server serves the offer pages as of 22 November 2026 (playwright.config.ts); each test
  // moves the browser's clock, so hydration starts from the served day and then follows it.
  test('Extended Bliss is bookable in its season and returns the next June, without a hydration warning', async ({
    page,
    consoleWatch,
  }) => {
    await openOn(page, '2026-12-01', '/offer1')
    await expect(page.getByText('Ends on 22 December 2026')).toBeVisible()
    const book = page.getByRole('link', { name: 'Book Extended Bliss' })
    await expect(book).toBeVisible()
    expect(await book.getAttribute('href')).toMatch(/^https?:\/\//)

    await openOn(page, '2026-12-23', '/offer1')
    await expect(
      page.getByText('This offer is out of season. It returns on 1 June 2027.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /^Book Extended Bliss/ })).toHaveCount(0)
    // What is on now, one click away.
    await expect(page.getByRole('link', { name: 'Festive Offer' })).toBeVisible()
    expect(consoleWatch.problems).toEqual([])
  })

  test('the Festive Offer runs to 15 January and returns in October; Early Bird never ends', async ({
    page,
  }) => {
    await openOn(page, '2027-01-15', '/offer3')
    await expect(page.getByRole('link', { name: 'Book Festive Offer' })).toBeVisible()
    await openOn(page, '2027-01-16', '/offer3')
    await expect(
      page.getByText('This offer is out of season. It returns on 1 October 2027.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book Festive Offer' })).toHaveCount(0)
    await openOn(page, '2031-05-01', '/earlybird')
    await expect(page.getByRole('link', { name: 'Book Early Bird' })).toBeVisible()
    await expect(page.getByText('Not valid for stays from 23 December to 1 January.')).toBeVisible()
    await expect(page.getByRole('cell', { name: '20% off' })).toBeVisible()
    await expect(page.getByRole('cell', { name: '25% off' })).toBeVisible()
  })

  test('Weekend Indulgence returns every July', async ({ page }) => {
    await openOn(page, '2027-06-15', '/offer2')
    await expect(
      page.getByText('This offer is out of season. It returns on 1 July 2027.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book Weekend Indulgence' })).toHaveCount(0)
    await openOn(page, '2027-07-05', '/offer2')
    await expect(page.getByRole('link', { name: 'Book Weekend Indulgence' })).toBeVisible()
  })

  test('a package books its own target (package id and minimum nights) while in season', async ({
    page,
  }) => {
    await openOn(page, '2027-03-01', '/romantic')
    const book = page.getByRole('link', { name: 'Book The Misty Embrace' })
    await expect(book).toBeVisible()
    expect(await book.getAttribute('href')).toMatch(/[?&]package=romantic&nights=2$/)
    await openOn(page, '2027-03-01', '/stay_longer')
    expect(await page.getByRole('link', { name: 'Book Stay Longer' }).getAttribute('href')).toMatch(
      /[?&]package=stay_longer&nights=3$/,
    )
    await openOn(page, '2027-07-01', '/wildlife')
    await expect(
      page.getByText('This package is out of season. It returns on 1 October 2027.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book Wildlife Safari Expedition' })).toHaveCount(0)
    await openOn(page, '2027-07-01', '/honeymoon')
    await expect(page.getByText('This package ended on 31 December 2023.')).toBeVisible()
  })

  test('listings show only the offers in season on the visitor’s date, and what returns soon', async ({
    page,
  }) => {
    /** The cards of the section under "Choose your offer" (not those coming back soon). */
    const cards = () =>
      page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Choose your offer' }) })
        .getByRole('article')
    await openOn(page, '2026-12-16', paths.offers)
    await expect(page.getByText('Ends on 22 December 2026')).toBeVisible()
    await expect(page.getByText('No end date')).toBeVisible()
    await expect(cards()).toHaveCount(3)
    await expect(page.getByText('Returns on 2 January 2027')).toBeVisible()
    await openOn(page, '2027-02-15', paths.offers)
    await expect(cards()).toHaveCount(2)
    await expect(cards().getByRole('link')).toHaveText(['Early Bird', 'Credit Luxury Getaway'])
    await expect(page.getByText('Returns on 1 April 2027')).toBeVisible()
    await expect(page.getByText(/Ended on/)).toHaveCount(0)
  })
})

/**
 * Lets Swiper's slide transition (a real-time CSS transition of 0.7 s) finish. The test clock
 * fakes timers, not CSS, so without this the next fake tick would land mid-transition.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(900)
}

/** The label of the current dot of a carousel. */
async function currentDot(page: Page, name: string): Promise<string | null> {
  return page
    .getByRole('region', { name })
    .locator('button[aria-current="true"]')
    .getAttribute('aria-label')
}

test.describe('carousels', () => {
  test('render every slide in the HTML (a scrolling row until Swiper) and load Swiper only when the visitor reaches for a carousel', async ({
    page,
    request,
  }) => {
    const raw = await (await request.get(paths.dining)).text()
    expect(raw.match(/aria-roledescription="carousel"/g)).toHaveLength(3)
    // Three carousels of three slides each: every slide is in the page, so it reads without script.
    expect(raw.match(/aria-roledescription="slide"/g)).toHaveLength(9)
    expect(raw).not.toContain('swiper-initialized')

    const scripts = recordRequests(page, () => true)
    // Swiper's code (its stylesheet, 1 kB, applies after the first paint with the page's others)
    const swiper = (u: string) => /carousel-track-[\w-]+\.js$/.test(u)
    await openHydrated(page, paths.offers)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter(swiper)).toEqual([])
    await openHydrated(page, paths.dining)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter(swiper)).toEqual([])
    const carousels = page.locator('section[aria-roledescription="carousel"]')
    await expect(carousels.locator('.swiper-initialized')).toHaveCount(0)
    await carousels.first().hover()
    await expect(carousels.first().locator('.swiper-initialized')).toHaveCount(1)
    expect(scripts.filter(swiper).length).toBeGreaterThan(0)
  })

  test('autoplay every 4.5 s in an endless loop, with dots as labelled buttons', async ({
    page,
    consoleWatch,
  }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00') })
    await openHydrated(page, paths.wedding)
    // React hydrates the page inside the layout in a pass of its own, on the installed clock.
    await page.clock.runFor(100)
    const region = page.getByRole('region', { name: 'Weddings at the estate' })
    await region.hover()
    await expect(region.locator('.swiper-initialized')).toHaveCount(1)
    const count = wedding.slides.length
    await expect(region.getByRole('button', { name: `Show slide 2 of ${count}` })).toBeVisible()
    // From here the page's clock moves only when the test moves it: a clock that also flowed
    // with real time gave a slow machine a slide too many.
    await page.clock.pauseAt(new Date('2026-11-22T10:01:00'))
    // Hold the show, go back to the first slide (the jump to the paused time may have shown
    // the second), then let go: a fresh 4.5 s starts from this moment.
    await region.hover()
    await expect(region).toHaveAttribute('data-autoplay', 'off')
    await region.getByRole('button', { name: `Show slide 1 of ${count}` }).dispatchEvent('click')
    await settle(page)
    await page.getByRole('heading', { level: 1 }).hover()
    await expect(region).toHaveAttribute('data-autoplay', 'on')
    expect(await currentDot(page, 'Weddings at the estate')).toBe(`Show slide 1 of ${count}`)
    await page.clock.runFor(4499)
    expect(await currentDot(page, 'Weddings at the estate')).toBe(`Show slide 1 of ${count}`)
    await page.clock.runFor(1)
    await expect
      .poll(() => currentDot(page, 'Weddings at the estate'))
      .toBe(`Show slide 2 of ${count}`)
    for (let i = 3; i <= count; i++) {
      await settle(page)
      await page.clock.runFor(4600)
      await expect
        .poll(() => currentDot(page, 'Weddings at the estate'))
        .toBe(`Show slide ${i} of ${count}`)
    }
    await settle(page)
    await page.clock.runFor(4600)
    await expect
      .poll(() => currentDot(page, 'Weddings at the estate'))
      .toBe(`Show slide 1 of ${count}`)
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute(
      'data-swiper-slide-index',
      '0',
    )

    // Time flows again: Swiper goes to a slide that is not next to its own on an animation frame.
    await page.clock.resume()
    await region.getByRole('button', { name: `Show slide 3 of ${count}` }).click()
    await expect
      .poll(() => currentDot(page, 'Weddings at the estate'))
      .toBe(`Show slide 3 of ${count}`)
    await expect(region.locator('.swiper-slide-active')).toHaveAttribute(
      'data-swiper-slide-index',
      '2',
    )
    expect(consoleWatch.problems).toEqual([])
  })

  test('autoplay holds under the pointer; keyboard focus and the pause button stop it until play', async ({
    page,
  }) => {
    await page.clock.install()
    await openHydrated(page, paths.spa)
    await page.clock.runFor(100)
    const name = 'Inside the spa'
    const region = page.getByRole('region', { name })
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const leave = () => page.getByRole('heading', { level: 1 }).hover()
    await region.hover()
    await expect(region.locator('.swiper-initialized')).toHaveCount(1)

    await region.hover()
    await page.clock.runFor(10_000)
    expect(await currentDot(page, name)).toBe('Show slide 1 of 4')
    await leave()
    await settle(page)
    await page.clock.runFor(4600)
    await expect.poll(() => currentDot(page, name)).toBe('Show slide 2 of 4')

    // Keyboard focus coming in stops the show (ARIA APG), and it stays stopped once focus and
    // the pointer have left, until the visitor presses play.
    await region.getByRole('button', { name: 'Show slide 1 of 4' }).focus()
    await page.clock.runFor(10_000)
    expect(await currentDot(page, name)).toBe('Show slide 2 of 4')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentDot(page, name)).toBe('Show slide 1 of 4')
    await blur()
    await leave()
    await page.clock.runFor(10_000)
    expect(await currentDot(page, name)).toBe('Show slide 1 of 4')

    await region.getByRole('button', { name: 'Play the slideshow' }).click()
    await blur()
    await leave()
    await settle(page)
    await page.clock.runFor(4600)
    await expect.poll(() => currentDot(page, name)).toBe('Show slide 2 of 4')

    // a dot pressed with the mouse is the pointer's doing: the show carries on from it
    await region.getByRole('button', { name: 'Show slide 4 of 4' }).click()
    await leave()
    await settle(page)
    await page.clock.runFor(4600)
    await expect.poll(() => currentDot(page, name)).toBe('Show slide 1 of 4')

    await region.getByRole('button', { name: 'Pause the slideshow' }).click()
    await expect(region.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
    await blur()
    await leave()
    await page.clock.runFor(10_000)
    expect(await currentDot(page, name)).toBe('Show slide 1 of 4')
  })

  test('never autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await openHydrated(page, paths.conference)
    await page.clock.runFor(100)
    const region = page.getByRole('region', { name: 'Banquet Hall' })
    await region.hover()
    await expect(region.locator('.swiper-initialized')).toHaveCount(1)
    await page.getByRole('heading', { level: 1 }).hover()
    await page.clock.runFor(15_000)
    expect(await currentDot(page, 'Banquet Hall')).toBe('Show slide 1 of 3')
    await expect(region.getByRole('button', { name: /the slideshow$/ })).toHaveCount(0)
    await region.getByRole('button', { name: 'Show slide 3 of 3' }).click()
    await expect.poll(() => currentDot(page, 'Banquet Hall')).toBe('Show slide 3 of 3')
  })

  test('swipe moves to the next slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHydrated(page, paths.wedding)
    const region = page.getByRole('region', { name: 'Weddings at the estate' })
    await region.hover()
    await expect(region.locator('.swiper-initialized')).toHaveCount(1)
    const box = await region.locator('.swiper').boundingBox()
    if (!box) throw new Error('no carousel box')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 })
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
    await page.mouse.up()
    await expect
      .poll(() => currentDot(page, 'Weddings at the estate'))
      .toBe(`Show slide 2 of ${wedding.slides.length}`)
  })
})
