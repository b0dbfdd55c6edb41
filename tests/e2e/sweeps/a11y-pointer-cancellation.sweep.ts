import { builtPaths, expect, test } from '../fixtures.ts'
import { pressesTakenOff } from '../a11y/pointer-press.ts'

/*
 * `npm run test:sweep` (and `npm run a11y:sweep`): issue 34's pointer cancellation (WCAG 2.5.2)
 * on every prerendered route at a phone's width and a laptop's: every control pressed, the
 * pointer taken off it and released elsewhere, and nothing acts (tests/e2e/a11y/pointer-press.ts).
 * `npm test` presses Home at both widths and the form page at 375 px
 * (tests/e2e/a11y/pointer-cancellation.spec.ts).
 */
test.describe.configure({ timeout: 180_000 })

for (const width of [375, 1280])
  test.describe(`at ${width} px`, () => {
    for (const path of builtPaths())
      test(`${path}: a press taken off a control before release does nothing`, async ({ page }) => {
        const { acted, pressed } = await pressesTakenOff(page, path, width)
        expect(acted).toEqual([])
        expect(pressed).toBeGreaterThan(2)
      })
  })
