import type { Locator } from '@playwright/test'
import { expect, holdScripts, test } from '../fixtures.ts'

/*
 * While the app starts, its sections off screen skip their layout and paint until they near
 * the screen (content-visibility: auto in section.module.css): on a slow phone hydration
 * handles what is on screen (the first paint lays out every section, so that each keeps its
 * size; tests/e2e/hold-still). What is skipped is still the page's (in the
 * accessibility tree, drawn as the visitor scrolls to it), and once the app is interactive every
 * section is drawn, so that nothing that reads the page's layout (axe in Lighthouse, a jump far
 * down the page) meets an undrawn one. Without JavaScript nothing waits: every section is drawn.
 */
const drawn = (section: Locator) =>
  section
    .locator(':scope > div')
    .first()
    .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))

test('sections below the fold wait to be drawn while the page starts, and are all drawn once it is interactive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // The app's scripts are held back: the page as it is before they run.
  const { release } = await holdScripts(page)
  await page.goto('/suites', { waitUntil: 'load' })
  const sections = page.locator('main section')
  const first = sections.first()
  const last = sections.last()
  // Marked once the page has painted (each section keeps the size that paint gave it).
  await expect(page.locator('html')).toHaveAttribute('data-starting', '')
  // The first, on screen, is drawn from the start; the last, screens below, is not.
  await expect(first).not.toHaveAttribute('data-offscreen')
  await expect(last).toHaveAttribute('data-offscreen', '')
  expect(await drawn(first)).toBe(true)
  expect(await drawn(last)).toBe(false)
  // In the accessibility tree before it is drawn.
  await expect(last.getByRole('heading', { name: 'Questions about the suites' })).toHaveCount(1)
  release()
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  // Drawn without the visitor scrolling to it.
  await expect.poll(() => drawn(last)).toBe(true)
  expect(await page.evaluate(() => scrollY)).toBe(0)
})

test('without JavaScript nothing waits: every section is drawn and its text is the page’s', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/suites')
  expect(await page.locator('html').getAttribute('data-starting')).toBeNull()
  const last = page.locator('main section').last()
  expect(await drawn(last)).toBe(true)
  // The text as rendered (what innerText, a reader or a copy of the page gets) includes it.
  expect(await page.locator('main').innerText()).toContain('Questions about the suites')
  expect(await page.evaluate(() => scrollY)).toBe(0)
  await context.close()
})

test('a page whose code fails to load draws every section once the pictures come back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await page.goto('/suites', { waitUntil: 'load' })
  await expect.poll(() => page.locator('html').getAttribute('data-starting')).toBeNull()
  await expect.poll(() => drawn(page.locator('main section').last())).toBe(true)
})
