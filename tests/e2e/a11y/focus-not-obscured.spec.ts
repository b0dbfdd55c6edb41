import { expect, openHydrated, test } from '../fixtures.ts'
import { faults, tabWalk, walkWidths } from './tab-walk.ts'

/*
 * WCAG 2.4.11 Focus Not Obscured and 2.4.7 Focus Visible (issue 34): Tab through a page from
 * its top to its end at 320, 390, 768 and 1280 px; every control that takes focus is at least
 * partly on screen, not under the header, the Book Now bar or the offers tab, draws a ring, and
 * focus never falls back to the page on the way. `npm test` walks Home (its header and booking
 * bar change most with the width) at each width, and a page of each other kind (a form page, a
 * suite, a page of carousels, a document) at one width each, the four widths shared out among
 * them; `npm run test:sweep` walks every route at every width
 * (tests/e2e/sweeps/a11y-tab-walks.sweep.ts).
 */
const representative = ['/contact', '/mountainsuite', '/dining', '/accessibility']
const walks = [
  ...walkWidths.map((width) => ({ path: '/', width })),
  ...representative.map((path, i) => ({ path, width: walkWidths[i % walkWidths.length]! })),
]

test.describe('Tab walks: every focused control is seen, with its ring', () => {
  test.describe.configure({ timeout: 90_000 })
  for (const { path, width } of walks)
    test(`${path} at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 })
      await openHydrated(page, path)
      const stops = await tabWalk(page)
      // the skip link comes first (WCAG 2.4.1)
      expect(stops[0]?.name).toBe('Skip to content')
      expect(stops.length, stops.map((s) => s.name).join(' | ')).toBeGreaterThan(15)
      expect(faults(stops)).toEqual([])
      // the walk went through the page and out of it, or round: the keyboard was never held
      expect(stops.ended).toMatch(/^(left the page|came round to Skip to content)/)
    })
})

test('in forced colours (Windows high contrast) every focused control still draws a ring', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/')
  // the date picker arrives as the pointer passes over the booking bar, its segments to walk
  await page.locator('#book').getByRole('form').hover()
  await expect(page.getByRole('spinbutton')).toHaveCount(6)
  await page.mouse.move(0, 0)
  const stops = await tabWalk(page, { max: 60 })
  expect(stops.length, stops.map((s) => s.name).join(' | ')).toBe(60)
  expect(faults(stops)).toEqual([])
  // the booking bar's date segments (a fill on screen, a ring in forced colours) were reached
  expect(stops.filter((s) => s.role === 'spinbutton')).toHaveLength(6)
})
