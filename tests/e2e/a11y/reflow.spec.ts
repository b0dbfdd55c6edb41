import { expect, openHydrated, test } from '../fixtures.ts'
import {
  clippedText,
  everyRoute,
  fixedShare,
  sidewaysScroll,
  sweeping,
  textSpacingCss,
} from './checks.ts'

/*
 * WCAG 1.4.10 Reflow and 1.4.12 Text Spacing (issue 34). At 320 CSS px no page scrolls
 * sideways; at 320 x 256 (a 1280 x 1024 window at 400%) what stays fixed on screen covers at
 * most a third of the height, at the top of the page and scrolled down it; with the text
 * spacing of 1.4.12 no text is clipped (at 320 and 1280 px) and at 1280 px nothing scrolls
 * sideways. `npm test` takes a page
 * of each family; `npm run a11y:sweep` every route.
 */
const representative = [
  '/',
  '/suites',
  '/mountainsuite',
  '/romantic',
  '/offers',
  '/offer1',
  '/trekking',
  '/dining',
  '/contact',
  '/blog/articlepage/article1',
  '/accessibility',
  '/enchantingchikmagalur',
]
const routes = sweeping ? everyRoute() : representative

test.describe('reflow at 320 px, fixed parts at 320 x 256, text spacing', () => {
  test.describe.configure({ timeout: 60_000 })
  // the reader's text-spacing style sheet is an inline style, which the site's CSP refuses
  test.use({ bypassCSP: true })
  for (const path of routes)
    test(path, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 320, height: 640 })
      await openHydrated(page, path)
      expect(await sidewaysScroll(page), 'sideways scroll at 320 px').toBe(0)

      await page.setViewportSize({ width: 320, height: 256 })
      expect(await fixedShare(page), 'fixed share at the top').toBeLessThanOrEqual(1 / 3)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      expect(await fixedShare(page), 'fixed share scrolled down').toBeLessThanOrEqual(1 / 3)

      // text spacing: nothing clipped at 320 px nor at 1280 px, and at 1280 px nothing
      // scrolls sideways (at 320 px with the spacing some pages do: docs/accessibility.md)
      await page.setViewportSize({ width: 320, height: 640 })
      await page.addStyleTag({ content: textSpacingCss })
      expect(await clippedText(page)).toEqual([])
      await page.setViewportSize({ width: 1280, height: 800 })
      expect(await clippedText(page)).toEqual([])
      expect(await sidewaysScroll(page), 'sideways scroll with text spacing').toBe(0)
    })
})
