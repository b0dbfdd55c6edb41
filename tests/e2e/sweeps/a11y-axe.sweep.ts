import {
  axeViolations,
  builtPaths,
  expect,
  openHydrated,
  sidewaysOverflow,
  test,
} from '../fixtures.ts'

/*
 * `npm run test:sweep` (and `npm run a11y:sweep`): axe-core with the WCAG 2.2 AA tags (target
 * size included) on every prerendered route at 375 and at 1440 px, reveal sections shown (issue
 * 34's "Done when"). `npm test` runs axe on every page of its own and the first entry of each
 * family at 375 px and, at 1440 px, on Home, /suites, /contact and /dining (tests/e2e/site.spec.ts).
 */
test.describe.configure({ timeout: 90_000 })

for (const width of [375, 1440])
  test.describe(`at ${width} px`, () => {
    for (const path of builtPaths())
      test(`${path}: axe finds nothing`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.setViewportSize({ width, height: 900 })
        await openHydrated(page, path)
        expect(await axeViolations(page)).toEqual([])
        expect(await sidewaysOverflow(page), 'sideways overflow, px').toBe(0)
      })
  })
