import { test } from '../fixtures.ts'
import { expectReflow } from './reflow-checks.ts'

/*
 * WCAG 1.4.10 Reflow and 1.4.12 Text Spacing (issue 34), on a page of each family: at 320 CSS
 * px no page scrolls sideways; at 320 x 256 (a 1280 x 1024 window at 400%) what stays fixed on
 * screen covers at most a third of the height, at the top of the page and scrolled down it;
 * with the text spacing of 1.4.12 no text is clipped and nothing scrolls sideways, at 320 and at
 * 1280 px. `npm run test:sweep` checks every route (tests/e2e/sweeps/a11y-reflow.sweep.ts).
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
  '/about',
  '/contact',
  '/blog/articlepage/article1',
  '/accessibility',
  '/enchantingchikmagalur',
]

test.describe('reflow at 320 px, fixed parts at 320 x 256, text spacing at 320 and 1280 px', () => {
  test.describe.configure({ timeout: 60_000 })
  test.use({ bypassCSP: true })
  for (const path of representative) test(path, ({ page }) => expectReflow(page, path))
})
