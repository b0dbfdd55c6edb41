import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/*
 * Pictures below the fold wait until the app is interactive (scripts/build/boot.ts):
 * on a phone's six HTTP/1.1 connections, lazy pictures within the browser's lazy-load distance
 * started at the first layout and took the connections the modules needed. The boot swaps their
 * sources for an empty drawing until then (the box keeps its size), and puts them back at the
 * app's interactive mark. Without JavaScript nothing is held.
 */

test.use({ viewport: { width: 412, height: 823 } })

/** The order in which the page requested its lazy pictures and its entry module. */
function requestLog(page: Page): string[] {
  const log: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:') return
    if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/assets/'))
      log.push(url.pathname)
  })
  return log
}

/** Records each picture the boot holds (its source becomes the empty drawing) and its box then. */
async function watchHolds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { held: Map<Element, number>; shifts: number }
    w.shifts = 0
    w.held = new Map()
    // Only shifts of the pictures count here (the page's own figure is checked elsewhere).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as unknown as {
          value: number
          sources: { node?: Node | null }[]
        }
        if (sources.some(({ node }) => node instanceof HTMLImageElement)) w.shifts += value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver((records) => {
      for (const { target } of records)
        if (target instanceof HTMLImageElement && target.getAttribute('src')?.startsWith('data:'))
          w.held.set(target, target.getBoundingClientRect().height)
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['src'] })
  })
}

/** The lazy pictures of the page: their source now, their box when held (if held) and now. */
function lazyPictures(page: Page) {
  return page.evaluate(() => {
    const { held } = window as unknown as { held: Map<Element, number> }
    return [...document.querySelectorAll('main img[loading="lazy"]')].map((img) => ({
      src: img.getAttribute('src') ?? '',
      path: new URL((img as HTMLImageElement).src).pathname,
      held: held.get(img),
      now: img.getBoundingClientRect().height,
    }))
  })
}

test('held pictures are requested after the modules, then load as written', async ({ page }) => {
  await watchHolds(page)
  const log = requestLog(page)
  await page.goto('/suites', { waitUntil: 'load' })
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  // put back once the app is interactive
  await page.waitForFunction(() => !document.querySelector('img[src^="data:"]'))
  // The boot script runs before the parser reads the body, so it holds every lazy picture.
  const pictures = await lazyPictures(page)
  expect(pictures.length).toBeGreaterThan(2)
  for (const picture of pictures) expect(picture.held, JSON.stringify(picture)).toBeGreaterThan(0)
  const firstModule = log.findIndex((path) => path.startsWith('/assets/') && path.endsWith('.js'))
  expect(firstModule, log.join('\n')).toBeGreaterThanOrEqual(0)
  // Every picture has its own source again, and each one loads when the visitor reaches it.
  for (const img of await page.locator('main img[loading="lazy"]').all()) {
    expect(await img.getAttribute('src')).toMatch(/^\/media\//)
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
  }
  // None was requested before the app's modules.
  for (const { path } of pictures) {
    const at = log.indexOf(path)
    expect(at, `${path} was not requested:\n${log.join('\n')}`).toBeGreaterThan(firstModule)
  }
})

test('a held picture keeps its box: nothing shifts when its source comes back', async ({
  page,
}) => {
  await watchHolds(page)
  await page.goto('/dining', { waitUntil: 'load' })
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  // put back once the app is interactive
  await page.waitForFunction(() => !document.querySelector('img[src^="data:"]'))
  const pictures = await lazyPictures(page)
  expect(pictures.length).toBeGreaterThan(2)
  for (const picture of pictures) {
    // back with its own source, in the box it had while held
    expect(picture.now, JSON.stringify(picture)).toBe(picture.held)
    expect(picture.now).toBeGreaterThan(0)
    expect(picture.src).toMatch(/^\/media\//)
  }
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('nothing is held: the pictures keep their sources', async ({ page }) => {
    await page.goto('/suites')
    const sources = await page
      .locator('main img[loading="lazy"]')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
    expect(sources.length).toBeGreaterThan(2)
    for (const src of sources) expect(src).toMatch(/^\/media\//)
  })
})
