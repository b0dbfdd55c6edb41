import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Request } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promoStorageKeys } from '../../machines/promo-modal/promo-modal.storage.ts'

/** Every prerendered, indexable path of the build, read from its sitemap. */
export function builtPaths(): string[] {
  const xml = readFileSync(join(import.meta.dirname, '../../dist/client/sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
}

/**
 * The pages of their own that npm test judges at a laptop's width (1440 px) where a sweep judges
 * every route there: Home with the whole chrome, a listing, the form and a page of galleries.
 * What a wide screen adds to a phone's (the chrome's laptop layout) is every page's.
 */
export const laptopSample: ReadonlySet<string> = new Set(['/', '/suites', '/contact', '/dining'])

/** Messages a healthy page never logs: errors, failed requests, React hydration and key warnings. */
export interface ConsoleWatch {
  readonly problems: string[]
}

export const test = base.extend<{ consoleWatch: ConsoleWatch; promoSeen: boolean }>({
  /**
   * The daily promo modal opens on a phone's first visit of the day, at the first scroll, and
   * would cover every narrow-screen test; by default the visitor has seen it today. Its own
   * tests set `test.use({ promoSeen: false })`.
   */
  promoSeen: [true, { option: true }],
  page: async ({ page, promoSeen }, use) => {
    if (promoSeen) {
      await page.addInitScript(
        ({ shown, expiry }) => {
          const end = new Date()
          end.setHours(23, 59, 59, 999)
          window.localStorage.setItem(shown, 'true')
          window.localStorage.setItem(expiry, String(end.getTime()))
        },
        { shown: promoStorageKeys.shown, expiry: promoStorageKeys.expiry },
      )
    }
    await use(page)
  },
  consoleWatch: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' || /hydrat|did not match|Warning:/i.test(text))
        problems.push(`${message.type()}: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? ''
      // A navigation away aborts in-flight prefetches; that is not a fault of the page.
      if (!failure.includes('ERR_ABORTED'))
        problems.push(`requestfailed: ${request.url()} ${failure}`)
    })
    await use({ problems })
  },
})

/** Holds every script file matching `pattern` (by default all of them) until `release` is called. */
export async function holdScripts(
  page: Page,
  pattern: RegExp = /\/assets\/.+\.js$/,
): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/** Waits until the page has hydrated (the router marks the root). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true')
}

/** Loads a path and waits until the page has hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' })
  await hydrated(page)
}

/** Waits for the next two frames: what the last change set off has been laid out and drawn. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * Scrolls through the page as a reader would, so every reveal-once section has been seen, and
 * waits for their transitions to finish: axe then judges the page as a visitor reads it, not
 * half-faded.
 */
async function revealAll(page: Page): Promise<void> {
  if ((await page.locator('[data-reveal]').count()) === 0) return
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })
  await page.waitForFunction(() => document.querySelector('[data-reveal="hidden"]') === null)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  )
}

/**
 * How far the page scrolls sideways (0 when it does not), the more of: with every carousel still
 * a row of slides, and once each has set up its Swiper track (a track that sizes itself from a
 * column that grows with it widens the page). Swiper loads when the visitor reaches for a
 * carousel, so the pointer goes over each one.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  const before = await overflow()
  const carousels = page.locator(
    'section[aria-roledescription="carousel"]:has(button[aria-label^="Show slide"])',
  )
  for (const carousel of await carousels.all()) {
    await carousel.hover()
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
  }
  return Math.max(before, await overflow())
}

/** Runs axe with the WCAG 2.2 AA tag set and returns the violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  await revealAll(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

export { expect }

/**
 * The URLs of the page's requests that `keep` picks, from now on (what a test expects never
 * to be fetched, or the scripts a page loads). The list grows as the page requests.
 */
export function recordRequests(
  page: Page,
  keep: (request: Request) => boolean,
  as: (url: string) => string = (url) => url,
): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (keep(request)) urls.push(as(request.url()))
  })
  return urls
}

/** A request to anywhere but the site under test (no third party may be asked at load). */
export const elsewhere = (request: Request) => !request.url().startsWith('http://127.0.0.1')
