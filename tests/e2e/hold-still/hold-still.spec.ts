import { expect, holdScripts, test } from '../fixtures.ts'
import { readWhileHeld, type ReaderPlace } from './held-reading.ts'

/*
 * Issue 32: a visitor on a slow phone scrolls and reads before the app's scripts arrive. When
 * they arrive and the page hydrates, nothing the visitor reads moves: the scroll position stays
 * theirs (a page opened at #anchor stays at the anchor), the document keeps its height and every
 * element on screen stays within 8 px of where it was. The same check on every route at five
 * widths is `npm run test:sweep` (tests/e2e/sweeps/hold-still.sweep.ts).
 */
const tolerance = 8
const pages: { path: string; place: ReaderPlace }[] = [
  { path: '/', place: 'middle' },
  { path: '/suites', place: 'middle' },
  { path: '/coffeesuite', place: 'middle' },
  { path: '/dining', place: 'middle' },
  { path: '/contact', place: 'middle' },
  { path: '/contact#getting-here', place: 'past-anchor' },
  { path: '/blog/articlepage/wake-up-in-the-clouds', place: 'middle' },
]

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })
    for (const { path, place } of pages) {
      test(`${path}: the reader's place and what they read stay put when the scripts arrive`, async ({
        page,
      }) => {
        const reading = await readWhileHeld(page, path, place)
        if (place === 'past-anchor') {
          // The browser placed the page at the anchor (under the header) before any script ran.
          expect(reading.anchorTop).toBeGreaterThanOrEqual(0)
          expect(reading.anchorTop).toBeLessThan(200)
        }
        expect(reading.scrollBefore).toBeGreaterThan(500)
        expect(
          Math.abs(reading.scrollAfter - reading.scrollBefore),
          'scroll position',
        ).toBeLessThanOrEqual(tolerance)
        expect(
          Math.abs(reading.heightAfter - reading.heightBefore),
          'document height',
        ).toBeLessThanOrEqual(tolerance)
        expect(reading.readMove, `the element being read, ${reading.read}`).toBeLessThanOrEqual(
          tolerance,
        )
        expect(
          reading.largestMove,
          `the element that moved most, ${reading.moved}`,
        ).toBeLessThanOrEqual(tolerance)
        // Hydration keeps the prerendered nodes: what the reader sees is the same page, not a redraw.
        expect(reading.kept).toBeGreaterThanOrEqual(Math.ceil(reading.seen * 0.9))
      })
    }
  })
}

test.describe('a jump down the page before the scripts arrive', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('moves nothing: no layout shift from the jump to the moment the app is interactive', async ({
    page,
  }) => {
    const { release } = await holdScripts(page)
    await page.goto('/spa', { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(() => {
      const shifts: number[] = []
      ;(window as unknown as { __shifts: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value)
      }).observe({ type: 'layout-shift' })
    })
    // The End key, a link to an anchor far down: the last section lands on screen in one step.
    await page.evaluate(() =>
      document.querySelector('main section:last-of-type')?.scrollIntoView({ behavior: 'instant' }),
    )
    await page.waitForTimeout(300)
    release()
    await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
    await page.waitForTimeout(300)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001)
  })
})
