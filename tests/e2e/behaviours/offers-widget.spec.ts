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
  // 1 October 2025: Extended Bliss, the Festive Offer and Early Bird are all valid
  const widget = await openWidget(page, '2025-10-01T10:00:00')
  const counter = widget.getByLabel(/^Offer \d of \d$/)
  await expect(counter).toHaveText('1/3')
  await page.clock.runFor(3000)
  await expect(counter).toHaveText('2/3')
  // one source of truth: the Festive Offer is 20% here as on its page
  await expect(widget).toContainText('Festive Offer')
  await expect(widget).toContainText('20%')
  await widget.getByRole('button', { name: 'Pause offers' }).click()
  await page.clock.runFor(9000)
  await expect(counter).toHaveText('2/3')
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await expect(counter).toHaveText('1/3')
})

test('after the Festive Offer and Extended Bliss have ended only Early Bird is offered', async ({
  page,
}) => {
  const widget = await openWidget(page, '2026-11-21T10:00:00')
  await expect(widget.getByLabel(/^Offer \d of \d$/)).toHaveText('1/1')
  await expect(widget).toContainText('Early Bird')
  await expect(widget.getByRole('button', { name: 'Next offer' })).toBeDisabled()
})

test('no widget on windows of 768 px or narrower', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await openHydrated(page, '/about')
  await expect(page.getByRole('complementary', { name: 'Limited offers' })).toHaveCount(0)
})
