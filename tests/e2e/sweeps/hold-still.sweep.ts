import { builtPaths, expect, test } from '../fixtures.ts'
import { readWhileHeld } from '../hold-still/held-reading.ts'

/*
 * `npm run test:sweep`: issue 32's check on every prerendered route at 375, 412, 768, 1024 and
 * 1440 px, on the artwork build and on the build with the repository's photo library. With the
 * app's scripts held back, the reader scrolls to the middle of the page; once they arrive and
 * the page is in use, the document's height and every element that was on screen are within
 * 8 px of where they were, and the scroll position is the reader's. `npm test` runs the
 * representative set (tests/e2e/hold-still/hold-still.spec.ts).
 */
const tolerance = 8
const widths = [375, 412, 768, 1024, 1440]

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 823 : 900 } })
    for (const path of builtPaths()) {
      test(`${path} holds still when its scripts arrive`, async ({ page }) => {
        const reading = await readWhileHeld(page, path)
        const summary = JSON.stringify(reading)
        expect(Math.abs(reading.scrollAfter - reading.scrollBefore), summary).toBeLessThanOrEqual(
          tolerance,
        )
        expect(Math.abs(reading.heightAfter - reading.heightBefore), summary).toBeLessThanOrEqual(
          tolerance,
        )
        expect(reading.largestMove, summary).toBeLessThanOrEqual(tolerance)
        expect(reading.kept, summary).toBeGreaterThanOrEqual(Math.ceil(reading.seen * 0.9))
      })
    }
  })
}
