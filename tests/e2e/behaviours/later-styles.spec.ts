import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/*
 * Stylesheets for what the app renders when the visitor acts (a dialog, a running carousel)
 * stand in the page as disabled links at their place in the cascade (data-later,
 * scripts/build/inline-styles.ts). The boot script enables them, once the app is interactive,
 * at the visitor's first sign of intent or once the page has been quiet five seconds.
 */
const later = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-later]')].map((link) => ({
      enabled: !link.hasAttribute('disabled'),
      loaded: link.sheet !== null,
    })),
  )
const interactive = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)

test('wait for the visitor’s first sign of intent once the app is interactive, then apply', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await interactive(page)
  const before = await later(page)
  expect(before.length).toBeGreaterThan(0)
  expect(before.every((l) => !l.enabled && !l.loaded)).toBe(true)
  await page.mouse.move(200, 300)
  await expect.poll(async () => (await later(page)).every((l) => l.enabled && l.loaded)).toBe(true)
})

test('apply on a quiet page a few seconds after it became interactive', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await interactive(page)
  await expect
    .poll(async () => (await later(page)).every((l) => l.enabled && l.loaded), {
      timeout: 15_000,
    })
    .toBe(true)
})

test('a running carousel keeps the page’s own layout: its stylesheet stands where it did in the cascade', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await interactive(page)
  const reviews = page.locator('section[aria-label="Guest reviews"]')
  const width = async () => (await reviews.locator('figure').first().boundingBox())?.width ?? 0
  await reviews.scrollIntoViewIfNeeded()
  const prerendered = await width()
  await reviews.hover()
  await expect(reviews.locator('.swiper-initialized')).toHaveCount(1)
  await expect.poll(async () => (await later(page)).every((l) => l.loaded)).toBe(true)
  // 768 px wide, as in the prerendered page (appended last, the stylesheet made it 1200)
  expect(prerendered).toBeLessThanOrEqual(768)
  expect(await width()).toBe(prerendered)
})

test('a page reached in the app is laid out as when it is loaded: the shared stylesheet a page holds in part applies before it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const layout = () =>
    page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('*')].slice(0, 400).map((el) => {
        const r = el.getBoundingClientRect()
        return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`
      }),
    )
  await page.goto('/suites')
  await interactive(page)
  const loaded = await layout()

  await page.goto('/')
  await interactive(page)
  // Home holds the rules of the shared stylesheet its markup can use; the file waits for intent.
  const shared = page.locator('link[data-later][href*="page-kit"]')
  await expect(shared).toHaveCount(1)
  await page.locator('header nav a[href="/suites"]').first().click()
  await expect(page).toHaveURL(/\/suites$/)
  await expect(page.locator('h1')).toContainText('Suites')
  await expect.poll(layout).toEqual(loaded)
})
