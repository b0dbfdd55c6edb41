import type { Page } from '@playwright/test'
import { expect, openHydrated, settle, test } from '../fixtures.ts'

/*
 * Issue 32: only a real client-side navigation moves the window. A link goes to the top of its
 * page, or to its anchor; back and forward return to where the visitor was on that page (the
 * router keeps the positions, src/app/router.tsx); a reload stays where it was.
 */
test.use({ viewport: { width: 1440, height: 900 } })

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
/*
 * Scrolls as a visitor's wheel would, and lets the page see it: a scroll event is dispatched at
 * the next frame, and the router notes which targets scrolled from those events. On a busy
 * machine the test's next step (Back) could otherwise come within the same frame, before any
 * scroll event, which no hand on a wheel can do (CI saw the page forgotten that way).
 */
const scrollTo = async (page: Page, top: number) => {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
  await expect.poll(() => scrollY(page)).toBe(top)
  await settle(page)
}

test('back and forward return to where the visitor was on each page', async ({ page }) => {
  await openHydrated(page, '/suites')
  await scrollTo(page, 1200)
  await page.getByRole('link', { name: 'Oak Suite', exact: true }).first().click()
  await expect(page).toHaveURL(/\/oaksuite$/)
  await expect.poll(() => scrollY(page)).toBe(0)
  await scrollTo(page, 900)
  await page.goBack()
  await expect(page).toHaveURL(/\/suites$/)
  await expect.poll(() => scrollY(page)).toBe(1200)
  await page.goForward()
  await expect(page).toHaveURL(/\/oaksuite$/)
  await expect.poll(() => scrollY(page)).toBe(900)
})

test('a link to an anchor on another page lands on the anchor', async ({ page }) => {
  await openHydrated(page, '/')
  const link = page.locator('a[href="/contact#getting-here"]').first()
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(/\/contact#getting-here$/)
  await expect
    .poll(() =>
      page.locator('#getting-here').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBeLessThan(200)
  expect(await scrollY(page)).toBeGreaterThan(300)
})

test('a reload keeps the visitor where they were', async ({ page }) => {
  await openHydrated(page, '/dining')
  await scrollTo(page, 1500)
  await page.reload({ waitUntil: 'load' })
  await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
  await page.waitForTimeout(300)
  expect(Math.abs((await scrollY(page)) - 1500)).toBeLessThanOrEqual(8)
})
