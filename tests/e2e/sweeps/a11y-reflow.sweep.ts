import { builtPaths, test } from '../fixtures.ts'
import { expectReflow } from '../a11y/reflow-checks.ts'

/*
 * `npm run test:sweep` (and `npm run a11y:sweep`): issue 34's reflow checks on every
 * prerendered route (tests/e2e/a11y/reflow-checks.ts): no sideways scroll at 320 px, fixed parts
 * at most a third of 320 x 256 at the top and half way down, and with WCAG 1.4.12's text spacing
 * nothing clipped and nothing scrolling sideways at 320 and 1280 px. `npm test` takes a page of
 * each family (tests/e2e/a11y/reflow.spec.ts).
 */
test.describe.configure({ timeout: 60_000 })
test.use({ bypassCSP: true })

for (const path of builtPaths()) test(`${path} reflows`, ({ page }) => expectReflow(page, path))
