import { expect, openHydrated, test } from '../fixtures.ts'
import { everyRoute, faults, sweeping, tabWalk, walkWidths } from './checks.ts'

/*
 * WCAG 2.4.11 Focus Not Obscured and 2.4.7 Focus Visible (issue 34): Tab through a page from
 * its top to its end at 320, 390, 768 and 1280 px; every control that takes focus is at least
 * partly on screen, not under the header, the Book Now bar or the offers tab, and draws a ring.
 * `npm test` walks a page of each kind (home and its booking bar, a form page, a suite, a page
 * of carousels, a document); `npm run a11y:sweep` walks every route.
 */
const representative = ['/', '/contact', '/mountainsuite', '/dining', '/accessibility']
const routes = sweeping ? everyRoute() : representative

test.describe('Tab walks: every focused control is seen, with its ring', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const width of walkWidths)
    for (const path of routes)
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 })
        await openHydrated(page, path)
        const stops = await tabWalk(page)
        expect(stops.length, 'controls reached').toBeGreaterThan(3)
        expect(faults(stops)).toEqual([])
      })
})

test('in forced colours (Windows high contrast) every focused control still draws a ring', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/')
  const stops = await tabWalk(page, 60)
  expect(stops.length).toBeGreaterThan(20)
  expect(faults(stops)).toEqual([])
  // the booking bar's date segments (a fill on screen, a ring in forced colours) were reached
  expect(stops.some((s) => s.role === 'spinbutton')).toBe(true)
})
