import type { Page } from '@playwright/test'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { promoModalOracle, promoNow } from '../../model/oracles/promo-modal.oracle.ts'
import { statePaths } from '../../model/covering-paths.ts'
import { expectSeenOnPage } from '../../model/seen-page.ts'
import { storedRecord, type StoredPromo } from '../../model/promo-record.ts'
import { expect, holdScripts, openHydrated, test } from '../fixtures.ts'

test.use({ promoSeen: false })

/** Writes the promo's flag and expiry as another page (or an earlier visit) left them. */
async function store(page: Page, record: StoredPromo, others: Record<string, string> = {}) {
  await page.evaluate(
    ({ record, others }) => {
      const put = (key: string, value: string | null) =>
        value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)
      put('promoShown', record.shown)
      put('promoExpiry', record.expiry)
      for (const [key, value] of Object.entries(others)) localStorage.setItem(key, value)
    },
    { record, others },
  )
}

const stored = (page: Page) => page.evaluate(() => ({ ...localStorage }))

/**
 * A visit: the phone or screen, the visitor's clock, what storage holds, then the page, until
 * the modal has taken the visit.
 */
async function visit(page: Page, width: number, now: number, record: StoredPromo, others = {}) {
  await page.setViewportSize({ width, height: 844 })
  await page.clock.setFixedTime(now)
  await page.goto('/robots.txt')
  await page.evaluate(() => localStorage.clear())
  await store(page, record, others)
  await openHydrated(page, '/about')
  // The modal's code comes at the visitor's first scroll, which on a phone also opens it (the
  // machine's ENGAGE). To hold the visit apart from that, the page moves a pixel and back, with
  // the code held until it is back at the top: the machine takes the visit, waiting to engage.
  const code = /\/assets\/promo-modal[^/]*\.js$/
  const { release } = await holdScripts(page, code)
  const modalCode = page.waitForResponse(code)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener(
          'scroll',
          () => {
            addEventListener('scroll', () => resolve(), { once: true })
            scrollTo(0, 0)
          },
          { once: true },
        )
        scrollTo(0, 1)
      }),
  )
  release()
  await modalCode
  await page.unroute(code)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  )
}

/** The visitor starts reading (with the skip link focused, to see where focus goes back). */
async function scrollDown(page: Page) {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.mouse.move(200, 400)
  await page.mouse.wheel(0, 400)
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Special offers' })

test.describe('the promo modal table replayed in Chromium', () => {
  // a page per path: those that reach every state and perform every event (jsdom replays all)
  for (const path of statePaths(tablePaths(promoModalOracle), (row) => row.event.type)) {
    test(path.title, async ({ page }) => {
      await replayOnTableView(promoModalOracle, path, {
        start: () => undefined,
        perform: async (event) => {
          if (event.type === 'VISIT')
            await visit(
              page,
              payloadOf<number>(event, 'viewportWidth'),
              payloadOf<number>(event, 'now'),
              storedRecord(event),
            )
          else if (event.type === 'ENGAGE') {
            await page.clock.setFixedTime(payloadOf<number>(event, 'now'))
            await store(page, storedRecord(event))
            await scrollDown(page)
          } else if (event.type === 'CLOSE') {
            const via = payloadOf<string>(event, 'via')
            if (via === 'close mark')
              await modal(page).getByRole('button', { name: 'Close' }).click()
            // the overlay, beside the modal's content
            else if (via === 'overlay') await page.mouse.click(6, 6)
            else if (via === 'offer button')
              await modal(page).getByRole('link', { name: 'See the Early Bird offer' }).click()
            else throw new Error(`No way to close the modal by ${via}`)
          } else if (event.type === 'ESCAPE') await page.keyboard.press('Escape')
          else if (event.type === 'IMAGE_CLICK')
            await modal(page)
              .getByRole('link', { name: "See this season's special offers" })
              .click()
          else throw new Error(`The page cannot perform ${event.type}`)
        },
        wait: () => {
          throw new Error('The promo modal has no timers')
        },
        check: (seen, where) => expectSeenOnPage(page, seen, where),
      })
    })
  }
})

const endOfToday = String(new Date(2026, 10, 21, 23, 59, 59, 999).getTime())
const yesterday = {
  shown: 'true',
  expiry: String(new Date(2026, 10, 20, 23, 59, 59, 999).getTime()),
}

test('a visit past the stored expiry clears all of local storage, on a wide screen too', async ({
  page,
}) => {
  await visit(page, 1280, promoNow, yesterday, { 'left-by-yesterday': '1' })
  await expect.poll(() => stored(page)).toEqual({})
})

test('on a phone the modal opens at the first scroll, keeps what else is stored, and records the day', async ({
  page,
}) => {
  await visit(page, 390, promoNow, { shown: null, expiry: null }, { 'left-by-another-page': '1' })
  // not over a page the visitor has not seen yet, even once the page has gone idle
  await page.waitForTimeout(1000)
  await expect(modal(page)).toHaveCount(0)
  await scrollDown(page)
  await expect(modal(page)).toBeVisible()
  expect(await stored(page)).toEqual({
    'left-by-another-page': '1',
    promoShown: 'true',
    promoExpiry: endOfToday,
  })
  // Tab and Shift+Tab stay inside
  const close = modal(page).getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(modal(page).getByRole('link', { name: 'See the Early Bird offer' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await modal(page)
    .getByText(/save up to 25% on your suite/)
    .click()
  await expect(modal(page)).toBeVisible()

  // the picture leads to the special offers through the router: the page is not loaded again
  await page.evaluate(() => document.documentElement.setAttribute('data-before-promo', ''))
  await modal(page).getByRole('link', { name: "See this season's special offers" }).click()
  await expect(page).toHaveURL(/\/specialoffers$/)
  await expect(modal(page)).toHaveCount(0)
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-before-promo')),
  ).toBe(true)

  // the same day, another page: no modal
  await openHydrated(page, '/about')
  await scrollDown(page)
  await page.waitForTimeout(500)
  await expect(modal(page)).toHaveCount(0)
})
