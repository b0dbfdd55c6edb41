import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe (WCAG 2.0 to 2.2, A and AA) over a rendered part of the desk in jsdom and fails with
 * each violation's rule and nodes. jsdom lays nothing out, so colour contrast and target sizes
 * are left to the end-to-end checks in Chromium (tests/e2e/desk).
 */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  })
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    'axe violations',
  ).toEqual([])
}
