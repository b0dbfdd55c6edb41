import type { Locator } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'

/*
 * A page's sections off screen skip their layout and paint until they near the screen
 * (content-visibility: auto in section.module.css): on a slow phone the first paint and
 * hydration handle what is on screen. What is skipped is still the page's: in the
 * accessibility tree, and drawn as the visitor scrolls to it.
 */
const drawn = (section: Locator) =>
  section
    .locator(':scope > div')
    .first()
    .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))

test('a section far below the fold is skipped at load, read by assistive technology, and drawn when scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/suites')
  const sections = page.locator('main section')
  const first = sections.first()
  const last = sections.last()
  // The first, on screen, is drawn from the start; the last, screens below, is not.
  expect(await drawn(first)).toBe(true)
  expect(await drawn(last)).toBe(false)
  // In the accessibility tree before it is drawn.
  await expect(last.getByRole('heading', { name: 'Questions about the suites' })).toHaveCount(1)
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => drawn(last)).toBe(true)
})
