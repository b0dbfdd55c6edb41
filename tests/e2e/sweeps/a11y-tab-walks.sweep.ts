import { builtPaths, expect, openHydrated, test } from '../fixtures.ts'
import { faults, tabWalk, walkWidths } from '../a11y/tab-walk.ts'

/*
 * `npm run test:sweep` (and `npm run a11y:sweep`): issue 34's Tab walk on every prerendered
 * route at 320, 390, 768 and 1280 px, and at 1280 px in forced colours. Every control that
 * takes focus is at least partly on screen, not under a fixed part, draws a ring, and focus
 * never falls back to the page on the way (tests/e2e/a11y/tab-walk.ts). `npm test` walks a page
 * of each kind (tests/e2e/a11y/focus-not-obscured.spec.ts).
 */
test.describe.configure({ timeout: 120_000 })
// a walk that reached a few controls at least (a brochure's viewer page has four)

for (const width of walkWidths)
  test.describe(`at ${width} px`, () => {
    for (const path of builtPaths())
      test(`${path}: every focused control is seen, with its ring`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 })
        await openHydrated(page, path)
        const stops = await tabWalk(page)
        expect(stops.length, stops.map((s) => s.name).join(' | ')).toBeGreaterThan(2)
        expect(faults(stops)).toEqual([])
        // a page with the site's header starts at the skip link (WCAG 2.4.1); the landing page
        // and the brochures' own pages have no header, so no repeated block to skip
        const first = stops[0]?.name ?? ''
        if ((await page.locator('a[href="#main"]').count()) > 0)
          expect(first).toBe('Skip to content')
        // the walk went through the page and out of it, or round to its first stop: the
        // keyboard was never held
        const ends = ['left the page', `came round to ${first} after`]
        expect(
          ends.some((end) => stops.ended.startsWith(end)),
          stops.ended,
        ).toBe(true)
      })
  })

test.describe('at 1280 px in forced colours', () => {
  for (const path of builtPaths())
    test(`${path}: every focused control still draws a ring`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' })
      await page.setViewportSize({ width: 1280, height: 800 })
      await openHydrated(page, path)
      const stops = await tabWalk(page)
      expect(stops.length, stops.map((s) => s.name).join(' | ')).toBeGreaterThan(2)
      expect(faults(stops)).toEqual([])
    })
})
