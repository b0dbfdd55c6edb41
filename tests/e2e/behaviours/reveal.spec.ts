import { expect, openHydrated, test } from '../fixtures.ts'

test('a reveal section stays hidden until scrolled into view, then stays shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await openHydrated(page, '/')
  const section = page.locator('[data-reveal]').filter({ hasText: 'FEET ABOVE SEA LEVEL' }).first()
  await expect(section).toHaveAttribute('data-reveal', 'hidden')
  await section.scrollIntoViewIfNeeded()
  await expect(section).toHaveAttribute('data-reveal', 'shown')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(200)
  await expect(section).toHaveAttribute('data-reveal', 'shown')
})

test('with reduced motion every reveal section is shown at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openHydrated(page, '/')
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
})
