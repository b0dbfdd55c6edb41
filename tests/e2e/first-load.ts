import type { Page, Response } from '@playwright/test'
import { familyPaths } from '../../content/families.build-time.ts'
import { expect, laptopSample, test } from './fixtures.ts'

/*
 * What a page fetches before the visitor does anything (issue 13, point 5): every script the
 * browser downloads by the time the network has been idle and the page interactive, the boot
 * module, the entry, the route's chunks, and whatever loads by itself afterwards (idle-loaded
 * widgets, web-vitals, islands on screen), summed as the gzip bytes that crossed the wire. Issue
 * 6's budgets: Home at most 130 kB, every other page at most 150 kB (1 kB = 1000 bytes).
 * Nothing here moves the mouse, scrolls, focuses or types: what waits for the visitor to reach
 * for it must not be counted because it must not have loaded.
 */
const budgets = { home: 130_000, other: 150_000 } as const
const viewports = [
  { width: 412, height: 915 },
  { width: 1440, height: 900 },
] as const

const laterEntries = new Set<string>(Object.values(familyPaths).flatMap((f) => f.slice(1)))

/**
 * Whether npm test judges a page at a width (first-load.spec.ts; the sweep judges the rest): every
 * page of its own and each family's first entry at 412 px, the laptop sample at 1440 px.
 */
export const judgedByNpmTest = (path: string, width: number): boolean =>
  !laterEntries.has(path) && (width < 1440 || laptopSample.has(path))

/** No request in flight for this long counts as the network being idle. */
const quietMs = 500

/** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle, again). */
async function networkIdle(page: Page, inFlight: () => number): Promise<void> {
  let quietSince = Date.now()
  for (;;) {
    await page.waitForTimeout(100)
    if (inFlight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
  }
}

/** Two rounds of the browser's idle callbacks: what a page defers "until idle" has started. */
async function twoIdlePeriods(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), {
          timeout: 2000,
        }),
      ),
  )
}

interface Fetched {
  readonly url: string
  readonly bytes: number
}

/** Loads `path` untouched and returns every script it fetched, with its encoded (gzip) size. */
async function scriptsFetched(page: Page, path: string): Promise<Fetched[]> {
  let inFlight = 0
  page.on('request', () => inFlight++)
  page.on('requestfinished', () => inFlight--)
  page.on('requestfailed', () => inFlight--)
  const scripts: Promise<Fetched>[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    const encoding = response.headers()['content-encoding']
    scripts.push(
      response
        .request()
        .sizes()
        .then(({ responseBodySize }) => {
          // Small files are served as they are; everything else must have come as gzip.
          if (encoding !== undefined && encoding !== 'gzip')
            throw new Error(`${response.url()} came as ${encoding}, not gzip`)
          return { url: new URL(response.url()).pathname, bytes: responseBodySize }
        }),
    )
  })
  await page.goto(path, { waitUntil: 'load' })
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  await networkIdle(page, () => inFlight)
  await twoIdlePeriods(page)
  await networkIdle(page, () => inFlight)
  return Promise.all(scripts)
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/**
 * The first-load budget of each of `paths` at 412 and 1440 px, at the widths `at` keeps for it
 * (both unless told).
 */
export function judgeFirstLoads(
  paths: readonly string[],
  at: (path: string, width: number) => boolean = () => true,
): void {
  test.describe('JavaScript a page fetches before the visitor does anything', () => {
    // The budgets are gzip's: ask for gzip, as a browser that speaks no Brotli would.
    test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })

    for (const viewport of viewports) {
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport })
        for (const path of paths.filter((p) => at(p, viewport.width))) {
          test(`${path} stays within its budget`, async ({ page }) => {
            const fetched = await scriptsFetched(page, path)
            const total = fetched.reduce((sum, script) => sum + script.bytes, 0)
            const budget = path === '/' ? budgets.home : budgets.other
            const list = fetched
              .map((script) => `${kB(script.bytes).padStart(9)} ${script.url}`)
              .join('\n')
            // A page that fetched no entry would pass any budget: it must have hydrated with one.
            expect(fetched.some((script) => /\/assets\/index-[^/]+\.js$/.test(script.url))).toBe(
              true,
            )
            expect(
              total,
              `${path} at ${viewport.width} px fetched ${kB(total)} of JavaScript (budget ${kB(budget)}):\n${list}`,
            ).toBeLessThanOrEqual(budget)
          })
        }
      })
    }
  })
}
