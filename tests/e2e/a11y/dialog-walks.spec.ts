import type { Locator, Page } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'
import { faults, tabWalk } from './tab-walk.ts'

/*
 * Issue 34: a Tab walk inside every dialog, each opened from the keyboard. While it is open,
 * focus stays inside it (Tab from its last control comes back to its first), every control it
 * reaches is on screen and uncovered with its ring, Escape closes it and focus goes back to the
 * control that opened it. The offers widget's panel is a disclosure, not a dialog: its walk
 * checks each control is seen with its ring and that Tab goes on out of it.
 */

/** Walks the open dialog: every stop inside it, seen and ringed; returns the stops' names. */
async function walkInside(page: Page, dialog: Locator): Promise<string[]> {
  await dialog.evaluate((el) => el.setAttribute('data-walked', ''))
  const stops = await tabWalk(page, { max: 40, scope: '[data-walked]' })
  expect(faults(stops)).toEqual([])
  // the walk went round: the Tab after the last control came back to one already met
  expect(stops.ended, stops.map((s) => s.name).join(' | ')).toMatch(/^came round/)
  return stops.map((s) => s.name)
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('the booking sheet on a phone: opened from the bottom bar by Enter, walked, closed by Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 740 })
  await openHydrated(page, '/suites')
  const opener = page.locator('[data-bottom-bar]').getByRole('link', { name: 'Book Now' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: 'Book your stay' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('spinbutton')).toHaveCount(6)
  expect(await walkInside(page, sheet)).toEqual([
    'Close booking',
    ...['day', 'month', 'year'].map((part) => `${part}, Start Date,`),
    ...['day', 'month', 'year'].map((part) => `${part}, End Date,`),
    'Choose dates',
    'Fewer adults',
    'More adults',
    'More children',
    'Check Availability',
  ])
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the side menu on a phone: opened by Enter, walked, closed by Escape', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  await openHydrated(page, '/dining')
  const opener = page.getByLabel('Open menu')
  await opener.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  // from its close button, which has focus as it opens (once the menu's code has come: the
  // <summary> opens it natively before), round to it again
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  const names = await walkInside(page, menu)
  expect(names.slice(0, 2)).toEqual(['Book Now', 'Suites'])
  expect(names).toContain('Contact')
  expect(names.slice(-2)).toEqual(['Chat with reservations on WhatsApp', 'Close menu'])
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the lightbox: opened from a thumbnail by Enter, walked, closed by Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/oaksuite')
  const opener = page.getByRole('button', { name: /^View larger:/ }).nth(2)
  await opener.focus()
  await page.keyboard.press('Enter')
  const lightbox = page.getByRole('dialog', { name: /Oak Suite pictures: picture 3 of 6/ })
  await expect(lightbox).toBeVisible()
  expect(await walkInside(page, lightbox)).toEqual(['Previous picture', 'Next picture', 'Close'])
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test.describe('the promotion', () => {
  test.use({ promoSeen: false })

  test('on a phone: opened by the first scroll, walked, closed by Escape with focus back where it was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.mouse.move(200, 400)
    await page.mouse.wheel(0, 400)
    const modal = page.getByRole('dialog', { name: 'Special offers' })
    await expect(modal).toBeVisible()
    // from its close button, which has focus as it opens, round to it again
    const names = await walkInside(page, modal)
    expect(names).toEqual(["See this season's special offers", 'See the Early Bird offer', 'Close'])
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
    await expect(skip).toBeFocused()
  })
})

test('the offers widget’s panel (a disclosure): opened by Enter, every control seen with its ring, Tab goes on out of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/about')
  const widget = page.getByRole('complementary', { name: 'Limited offers' })
  const toggle = widget.getByRole('button', { name: 'Limited offers' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // every control of the widget after its tab, then one Tab more: out of the widget
  const controls = await widget.locator('button:not([disabled]), a[href]').count()
  await widget.evaluate((el) => el.setAttribute('data-walked', ''))
  const stops = await tabWalk(page, { max: controls - 1, scope: '[data-walked]' })
  expect(faults(stops)).toEqual([])
  const names = stops.map((s) => s.name)
  expect(names.slice(0, 2)).toEqual(['Call us toll-free', 'Chat on WhatsApp (opens in a new tab)'])
  expect(names).toContain('Next offer')
  expect(names.some((name) => name.startsWith('View offer:'))).toBe(true)
  await page.keyboard.press('Tab')
  expect(await widget.evaluate((el) => el.contains(document.activeElement))).toBe(false)
})
