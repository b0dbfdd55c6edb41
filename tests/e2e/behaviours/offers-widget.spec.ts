import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'

/** The About page at a wide width on the visitor's clock, with the widget's panel opened. */
async function openWidget(page: Page, time: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.clock.install({ time: new Date(time) })
  await openHydrated(page, '/about')
  const widget = page.getByRole('complementary', { name: 'Limited offers' })
  await widget.getByRole('button', { name: 'Limited offers' }).click()
  return widget
}

test('the offers widget rotates the promos valid on the visitor’s date every three seconds', async ({
  page,
}) => {
  // 1 October: Extended Bliss, the Festive Offer, Early Bird and Stay More are all in season
  const widget = await openWidget(page, '2026-10-01T10:00:00')
  const counter = widget.getByLabel(/^Offer \d of \d$/)
  await expect(counter).toHaveText('1/4')
  await page.clock.runFor(3000)
  await expect(counter).toHaveText('2/4')
  // one source of truth: the Festive Offer is 20% here as on its page
  await expect(widget).toContainText('Festive Offer')
  await expect(widget).toContainText('20%')
  await widget.getByRole('button', { name: 'Pause offers' }).click()
  await page.clock.runFor(9000)
  await expect(counter).toHaveText('2/4')
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await expect(counter).toHaveText('4/4')
})

test('out of the festive and monsoon seasons, Early Bird and the season’s offer rotate', async ({
  page,
}) => {
  const widget = await openWidget(page, '2027-02-15T10:00:00')
  const counter = widget.getByLabel(/^Offer \d of \d$/)
  await expect(counter).toHaveText('1/2')
  await expect(widget).toContainText('Early Bird')
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await expect(widget).toContainText('Credit Luxury Getaway')
  await expect(widget).not.toContainText('Festive Offer')
})

test('no widget on windows of 768 px or narrower', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await openHydrated(page, '/about')
  await expect(page.getByRole('complementary', { name: 'Limited offers' })).toHaveCount(0)
})
