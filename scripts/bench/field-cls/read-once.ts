import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { promoStorageKeys } from '../../../machines/promo-modal/promo-modal.storage.ts'
import type { ReaderRun } from './figures.ts'

/** Lighthouse's applied ("devtools") mobile throttling, as `npm run bench -- --applied` uses. */
const throttling = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuRate: 4,
}

const require = createRequire(import.meta.url)
const webVitalsIife = require
  .resolve('web-vitals/attribution')
  .replace(/[^/]+$/, 'web-vitals.attribution.iife.js')
const readerScript = join(import.meta.dirname, 'reader.page.js')

/** One throttled load of `url` at `width`, scrolled as a reader does; the page's own figures. */
export async function readOnce(
  browser: Browser,
  url: string,
  width: number,
): Promise<Omit<ReaderRun, 'path' | 'width' | 'build'>> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 823 : 900 } })
  try {
    // The daily promo modal (phones) is a dialog, not a layout shift: the reader has seen it today.
    await context.addInitScript(
      ({ shown, expiry }) => {
        localStorage.setItem(shown, 'true')
        localStorage.setItem(expiry, String(Date.now() + 12 * 3600 * 1000))
      },
      { shown: promoStorageKeys.shown, expiry: promoStorageKeys.expiry },
    )
    // Playwright runs an init script inside a function: the iife's `var` would stay local to it.
    await context.addInitScript({
      content: `${readFileSync(webVitalsIife, 'utf8')}\nwindow.webVitals = webVitals`,
    })
    await context.addInitScript({ path: readerScript })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latency,
      downloadThroughput: throttling.downloadThroughput,
      uploadThroughput: throttling.uploadThroughput,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => (window as { __fieldCls?: { done: boolean } }).__fieldCls?.done === true,
      null,
      {
        timeout: 30_000,
        polling: 250,
      },
    )
    // A last frame for web-vitals to report the final value.
    await page.waitForTimeout(200)
    return await page.evaluate(() => {
      const s = (window as unknown as { __fieldCls: Record<string, unknown> }).__fieldCls as {
        cls: number
        largest?: { target: string | null; value: number }
        interactiveAt: number | null
        steps: number
        shifts: { time: number; value: number; sources: string[] }[]
      }
      return {
        cls: s.cls,
        largestTarget: s.largest?.target ?? null,
        largestValue: s.largest?.value ?? 0,
        interactiveMs: s.interactiveAt ?? Number.NaN,
        steps: s.steps,
        shifts: s.shifts.filter((shift) => shift.value > 0.001),
      }
    })
  } finally {
    await context.close()
  }
}
