import type { Page } from '@playwright/test'
import { expect, holdScripts, hydrated, openHydrated, test } from '../fixtures.ts'

test('a reveal section stays hidden until scrolled into view, slides in for 1.5 s, then stays shown', async ({
  page,
}) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 700 })
  await openHydrated(page, '/')
  // the reveal sections are islands: wait until they have hydrated too
  await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
  // from here on, time moves only when the test says
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  const section = page.locator('[data-reveal]').filter({ hasText: 'FEET ABOVE SEA LEVEL' }).first()
  await expect(section).toHaveAttribute('data-reveal', 'hidden')
  await expect(section).toHaveCSS('opacity', '0')
  await section.scrollIntoViewIfNeeded()
  // The section's code comes as it nears the screen, and its island may wait on the page's
  // timers: the clock steps a millisecond at a time until the machine has started revealing.
  for (let step = 0; (await section.getAttribute('data-reveal')) === 'hidden'; step++) {
    if (step > 5000) throw new Error('The section never started revealing')
    await page.clock.runFor(1)
  }
  await expect(section).toHaveAttribute('data-reveal', 'revealing')
  await expect(section).toHaveCSS('transition-duration', '1.5s, 1.5s')
  // at most a millisecond has passed since it started
  await page.clock.runFor(1498)
  await expect(section).toHaveAttribute('data-reveal', 'revealing')
  await page.clock.runFor(2)
  await expect(section).toHaveAttribute('data-reveal', 'shown')
  await expect(section).toHaveCSS('opacity', '1')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.clock.runFor(5000)
  await expect(section).toHaveAttribute('data-reveal', 'shown')
})

test('with reduced motion every reveal section is shown at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openHydrated(page, '/')
  const sections = page.locator('[data-reveal]')
  await expect(sections).toHaveCount(4)
  // Shown before their code has loaded (it loads as they come near)...
  const shown = (el: Element) => {
    const style = getComputedStyle(el)
    return style.opacity === '1' && style.transform === 'none'
  }
  expect(
    await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-reveal'))),
  ).toContain('hidden')
  for (const section of await sections.all()) expect(await section.evaluate(shown)).toBe(true)
  // ...and marked shown by the machine once it runs, without any motion.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  for (const section of await sections.all()) {
    await section.scrollIntoViewIfNeeded()
    await expect(section).toHaveAttribute('data-reveal', 'shown')
  }
})

/** The reveal island's own code (not the split section that holds it, which every page names). */
const revealCode = /\/assets\/reveal-(?!split)[\w-]+\.js$/

/**
 * Opens `path` (About) on a phone with the reveal island's code held back, until the page has
 * hydrated: the held code's `release`, the request for that code (`asked`), and About's first
 * reveal section.
 */
async function openWithRevealHeld(page: Page, path: string) {
  const { release } = await holdScripts(page, revealCode)
  await page.setViewportSize({ width: 412, height: 823 })
  const asked = page.waitForRequest(revealCode)
  await page.goto(path)
  await hydrated(page)
  return { release, asked, section: page.locator('[data-reveal]').first() }
}

test('a reveal section just below the screen loads its code at once, and the page is interactive without waiting for it', async ({
  page,
}) => {
  // On a phone the first reveal section of About starts half a screen below the fold.
  const { release, asked, section } = await openWithRevealHeld(page, '/about')
  // Well before the gate's patience for an island that never loads (15 s) runs out.
  await page.waitForFunction(
    () => document.documentElement.dataset['interactive'] === 'true',
    null,
    { timeout: 5000 },
  )
  expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(823)
  await asked
  await expect(section).toHaveAttribute('data-reveal', 'hidden')
  release()
  await section.scrollIntoViewIfNeeded()
  await expect(section).toHaveAttribute('data-reveal', 'shown', { timeout: 5000 })
})

test('a reveal section on screen at load holds the interactive mark until its code has run', async ({
  page,
}) => {
  // Opened at its heading: About's first reveal section is on screen from the start.
  const { release, asked, section } = await openWithRevealHeld(page, '/about#about-altitude')
  const top = await section.evaluate((el) => el.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(-100)
  expect(top).toBeLessThan(823)
  await asked
  // The page has hydrated and asked for the section's code; while that is held, it is not ready.
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => document.documentElement.dataset['interactive'])).toBeUndefined()
  release()
  await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
  await expect(section).not.toHaveAttribute('data-reveal', 'hidden')
})
