import { expect, openHydrated, test } from '../fixtures.ts'
import { fingerprint, pressesTakenOff, settlesTo } from './pointer-press.ts'

/*
 * WCAG 2.5.2 Pointer Cancellation (issue 34): nothing acts on the press down. On a page of each
 * kind, every control on the page (links, buttons, menus, tabs, carousel controls, the booking
 * bar's fields) is pressed with the mouse, the pointer is moved off it to a spot where no
 * control is, and released there: the page must be as it was, the same address, no dialog or
 * menu open, no state of any control changed (tests/e2e/a11y/pointer-press.ts). Then the menu,
 * pressed and released on its button, must open, so the fingerprint is shown to see an action.
 * `npm test` presses Home (its header and booking bar differ most between a phone and a laptop,
 * and its carousels' controls are every carousel's) at a phone's width and a laptop's, and the
 * form page at a phone's; `npm run test:sweep` presses every route at both
 * (tests/e2e/sweeps/a11y-pointer-cancellation.sweep.ts).
 */
const presses = [
  { path: '/', width: 375 },
  { path: '/', width: 1280 },
  { path: '/contact', width: 375 },
]

test.describe('pointer cancellation: a press taken off a control before release does nothing', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const { path, width } of presses)
    test(`${path} at ${width} px`, async ({ page }) => {
      const { acted, pressed } = await pressesTakenOff(page, path, width)
      expect(acted).toEqual([])
      expect(pressed).toBeGreaterThan(10)
    })
})

test('the same press released on the control acts (the test above can fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/')
  const before = await fingerprint(page, true)
  const box = await page.locator('summary[aria-label="Open menu"]').boundingBox()
  if (box === null) throw new Error('no menu control')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  expect(before).toContain('"open":0')
  expect(await settlesTo(page, before)).toBeDefined()
  await expect(page.locator('details[data-menu]')).toHaveJSProperty('open', true)
})
