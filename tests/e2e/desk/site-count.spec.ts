import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { chromiumArgs } from '../../../scripts/browser.ts'
import { hydrated } from '../fixtures.ts'
import { startDeskServer, type DeskServer } from './desk-server.ts'
import { sendEnquiry, signInThroughLink } from './desk-steps.ts'

/*
 * The site's count end to end (issue 43), in Chromium against the real server on SQLite: a guest
 * reads three pages (Home from a newsletter's link, Suites by a client-side link, Contact), hands
 * off to the booking engine from the second with the header's Book Now and sends an enquiry from
 * the third. A headless-looking browser and a crawler send beacons too. The manager's Site page
 * then shows 1 visitor, 3 page views, the hand-off on /suites and the enquiry on /contact, and
 * the newsletter as the source; the count set no cookie and no storage key; a reservations
 * account gets 403 from the Site page's API and no link to it.
 */

test.describe.configure({ mode: 'serial', timeout: 240_000 })

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

// The guest's browser says it is a desktop Chrome from its launch: a context's user agent (set
// through DevTools) is not given to a beacon a page sends as it unloads, which would then go out
// as HeadlessChrome's, and a headless browser is not counted.
test.use({
  launchOptions: {
    args: [...chromiumArgs, `--user-agent=${chrome}`],
    ...(process.env['CHROME_PATH'] ? { executablePath: process.env['CHROME_PATH'] } : {}),
  },
})

let desk: DeskServer
test.beforeAll(async () => {
  test.setTimeout(90_000)
  desk = await startDeskServer(16)
})
test.afterAll(async () => desk.stop())

const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const engine = 'https://booking.trilliumresort.example/'
/** The keys the site's own features may keep (the booking choice, scroll positions, the offer's day). */
const featureKeys = [
  'trillium.booking-choice',
  'tsr-scroll-restoration-v1_3',
  'promoShown',
  'promoExpiry',
]

/** A browser context as a visitor's, the booking engine answered by a stand-in page. */
async function visitor(context: BrowserContext): Promise<Page> {
  await context.route(`${engine}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Booking engine</title><h1>Book</h1>' }),
  )
  return context.newPage()
}

/**
 * Waits until the count's code (in the vitals chunk, loaded at the first idle moment) runs,
 * asking the page again and again (not on animation frames, which a busy machine may starve).
 */
async function counting(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // an array until the count starts and takes it (src/components/enquiry-form/enquiry-sent.ts)
          const queue = (window as { __countQueue?: unknown }).__countQueue
          return queue !== undefined && !Array.isArray(queue)
        }),
      { timeout: 30_000 },
    )
    .toBe(true)
}

/** The page is hidden (a tab switch, played out in the page: headless pages stay visible). */
async function hide(page: Page) {
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/vitals'))
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  expect((await beacon).status()).toBe(204)
}

/** A table's cells by its column headers: one record per body row. */
async function tableRows(table: Locator): Promise<Record<string, string>[]> {
  return table.evaluate((element): Record<string, string>[] => {
    const t = element as HTMLTableElement
    const text = (cell: HTMLTableCellElement) => cell.textContent?.trim() ?? ''
    const heads = Array.from(t.tHead?.rows[0]?.cells ?? [], text)
    const rows = Array.from(t.tBodies).flatMap((body) => Array.from(body.rows))
    return rows.map((row) =>
      Object.fromEntries(Array.from(row.cells, (cell, i) => [heads[i] ?? '', text(cell)])),
    )
  })
}

test('a visit of three pages is counted without cookies or storage, and the manager reads it on the Site page', async ({
  browser,
}) => {
  // the same user agent for the page's own requests (the project's device sets one) as at launch
  const guestContext = await browser.newContext({
    userAgent: chrome,
    viewport: { width: 1280, height: 900 },
  })
  const guest = await visitor(guestContext)

  // 1. Home, from a newsletter's link
  await guest.goto(`${desk.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=monsoon`)
  await hydrated(guest)
  await counting(guest)
  // 2. Suites, by the header's link (the router's navigation, no page load)
  await guest.getByRole('banner').getByRole('link', { name: 'Suites', exact: true }).click()
  await expect(guest).toHaveURL(/\/suites$/)
  // the Book Now of the header opens the booking sheet; its Check Availability hands off
  await guest.getByRole('banner').getByRole('link', { name: 'Book Now' }).click()
  const sheet = guest.getByRole('dialog', { name: 'Book your stay' })
  await sheet.getByRole('link', { name: 'Check Availability' }).click()
  // the page is left for the booking engine: its beacon leaves with it (pagehide)
  await expect(guest.getByRole('heading', { name: 'Book' })).toBeVisible()
  // 3. Contact, where the guest sends an enquiry
  await sendEnquiry(guest, desk.url, {
    name: 'Meera Iyer',
    email: 'meera@example.org',
    message: 'Three nights in the monsoon, please.',
  })
  await counting(guest)
  const storage = await guest.evaluate(() => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
  ])
  await hide(guest)
  expect(await guestContext.cookies()).toEqual([])
  expect(storage.filter((key) => !featureKeys.includes(key))).toEqual([])

  // a headless-looking browser and a crawler send the beacon a page sends: neither is counted
  for (const userAgent of [headless, crawler]) {
    const sent = await guest.request.post(`${desk.url}/api/vitals`, {
      headers: { 'user-agent': userAgent },
      data: {
        route: '/spa',
        navigationType: 'navigate',
        device: 'desktop',
        metrics: [{ name: 'LCP', value: 900 }],
        events: [{ kind: 'view', path: '/spa', landing: {} }],
      },
    })
    expect(sent.status()).toBe(204)
  }
  await guestContext.close()

  const manager = await signInThroughLink(browser, desk, 1280, {
    email: 'leela@trillium.example',
    name: 'Leela Menon',
    role: 'manager',
  })
  const site = manager.page
  const problems: string[] = []
  site.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
  })
  await site.getByRole('navigation').getByRole('link', { name: 'Site' }).click()
  await expect(site.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible()
  const total = (label: string) =>
    site.locator('.site-total', { hasText: label }).locator('.site-total__figure')
  await expect(total('Visitors')).toHaveText('1')
  await expect(total('Page views')).toHaveText('3')
  const pages = await tableRows(site.getByRole('table', { name: /^Top pages by views/ }))
  expect(pages).toHaveLength(3)
  const row = (path: string) => pages.find((r) => r['Page'] === path)
  expect(row('/suites')).toMatchObject({ Views: '1', 'Book Now hand-offs': '1', Enquiries: '0' })
  expect(row('/contact')).toMatchObject({ Views: '1', 'Book Now hand-offs': '0', Enquiries: '1' })
  expect(row('/')).toMatchObject({ Views: '1', 'Book Now hand-offs': '0', Enquiries: '0' })
  const sources = await tableRows(site.getByRole('table', { name: 'Visits by source' }))
  expect(sources.map((r) => r['Source'])).toContain('newsletter')
  // the charts drew (uPlot's canvas) without a refusal of the page's policy or React's warnings
  await expect(site.locator('canvas').first()).toBeVisible()
  expect(problems).toEqual([])
  await manager.context.close()

  const colleague = await signInThroughLink(browser, desk, 375, {
    email: 'arjun@trillium.example',
    name: 'Arjun Shetty',
    role: 'reservations',
  })
  await expect(colleague.page.getByRole('link', { name: 'Site' })).toHaveCount(0)
  const refused = await colleague.page.request.get(
    `${desk.url}/api/desk/site/traffic?from=2026-11-01&to=2026-11-28`,
  )
  expect(refused.status()).toBe(403)
  await colleague.context.close()
})
