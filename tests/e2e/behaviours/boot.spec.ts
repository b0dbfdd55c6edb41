import type { Page } from '@playwright/test'
import { slowLinkRtt } from '../../../scripts/build/boot.ts'
import { expect, test } from '../fixtures.ts'

/*
 * When the boot script asks for the app's modules (scripts/build/boot.ts): after the first
 * paint on a fast link, so that nothing shares the link with what the first paint needs; at
 * once on a slow one (the browser's round-trip estimate at `slowLinkRtt` or more), where
 * waiting for the paint cost the modules a long round trip. Either way the page becomes
 * interactive.
 */

test.use({ viewport: { width: 412, height: 823 } })

interface BootTiming {
  rtt: number | undefined
  paint: number | undefined
  entryRequested: number | undefined
}

/** The browser's round-trip estimate, the first paint and when the entry module was asked for. */
async function bootTiming(page: Page, path: string): Promise<BootTiming> {
  await page.goto(path)
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  return page.evaluate(() => {
    const entry = document.querySelector('script[data-modules]')?.getAttribute('data-modules')
    const href = new URL(entry?.split(' ')[0] ?? '/missing', location.href).href
    return {
      rtt: (navigator as Navigator & { connection?: { rtt: number } }).connection?.rtt,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entryRequested: performance.getEntriesByName(href, 'resource')[0]?.startTime,
    }
  })
}

test('on a fast link the modules are asked for after the first paint', async ({ page }) => {
  const timing = await bootTiming(page, '/contact')
  expect(timing.rtt).toBeLessThan(slowLinkRtt)
  expect(timing.paint).toBeDefined()
  expect(timing.entryRequested, JSON.stringify(timing)).toBeGreaterThan(timing.paint!)
})

test('on a slow link the modules are asked for at once, before the first paint', async ({
  page,
}) => {
  // a phone's latency (Lighthouse's mobile profile: 562.5 ms a request); the bandwidth is left
  // alone so the test stays quick
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const timing = await bootTiming(page, '/contact')
  expect(timing.rtt).toBeGreaterThanOrEqual(slowLinkRtt)
  expect(timing.paint).toBeDefined()
  expect(timing.entryRequested, JSON.stringify(timing)).toBeLessThan(timing.paint!)
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true')
  await cdp.detach()
})
