import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'

test.use({ promoSeen: false })

/** The visitor starts reading: the promo waits for this. */
async function scrollDown(page: Page) {
  await page.mouse.move(200, 400)
  await page.mouse.wheel(0, 400)
}

test('on a phone the promo opens once a day when the visitor starts scrolling, closes on Escape, and its picture leads to the special offers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.clock.setFixedTime(new Date('2026-11-21T09:00:00'))
  await openHydrated(page, '/about')
  const modal = page.getByRole('dialog', { name: 'Special offers' })
  // Not over a page the visitor has not seen yet, even once the page has gone idle.
  await page.waitForTimeout(1500)
  await expect(modal).toHaveCount(0)
  await scrollDown(page)
  await expect(modal).toBeVisible()
  await modal.getByText(/save up to 25% on your suite/).click()
  await expect(modal).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toHaveCount(0)

  await openHydrated(page, '/about')
  await scrollDown(page)
  await page.waitForTimeout(300)
  await expect(modal).toHaveCount(0)

  // the next day: the expired record clears ALL of localStorage and the promo shows again
  await page.evaluate(() => window.localStorage.setItem('left-by-yesterday', '1'))
  await page.clock.setFixedTime(new Date('2026-11-22T09:00:00'))
  await openHydrated(page, '/about')
  await scrollDown(page)
  await expect(modal).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('left-by-yesterday'))).toBeNull()
  // The picture leads there through the router: the page is not loaded again.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-promo', ''))
  await modal.getByRole('link', { name: "See this season's special offers" }).click()
  await expect(page).toHaveURL(/\/specialoffers$/)
  await expect(modal).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-before-promo')),
  ).toBe(true)
})

test('never on a viewport of 728 px or wider', async ({ page }) => {
  await page.setViewportSize({ width: 728, height: 900 })
  await openHydrated(page, '/about')
  await scrollDown(page)
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog', { name: 'Special offers' })).toHaveCount(0)
})
