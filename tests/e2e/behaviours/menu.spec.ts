import { expect, openHydrated, test } from '../fixtures.ts'

test('the mobile menu closes on Escape (focus back on the hamburger) and on a route change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHydrated(page, '/')
  const hamburger = page.getByLabel('Open menu')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await hamburger.click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(hamburger).toBeFocused()

  await hamburger.click()
  await menu.getByRole('link', { name: 'Suites' }).first().click()
  await expect(page).toHaveURL(/\/suites$/)
  await expect(menu).toBeHidden()
})
