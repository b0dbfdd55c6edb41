import type { APIRequestContext } from '@playwright/test'
import { familyPaths } from '../../content/families.build-time.ts'
import {
  axeViolations,
  builtPaths,
  expect,
  laptopSample,
  openHydrated,
  sidewaysOverflow,
  test,
} from './fixtures.ts'

const paths = builtPaths()

/** The HTML a crawler receives holds the content and the head tags, before any script runs. */
async function expectPrerenderedHead(request: APIRequestContext, path: string): Promise<void> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  const html = await response.text()
  expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[\s\S]*<\/main>/)
  expect(html).toMatch(/<title>[^<]{10,}<\/title>/)
  expect(html).toMatch(/<meta data-head name="description" content="[^"]{50,}">/)
  expect(html).toContain(`<link data-head rel="canonical" href="`)
  expect(html).toMatch(/<meta data-head property="og:title"/)
  const jsonLd = [
    ...html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ]
  expect(jsonLd.length).toBeGreaterThanOrEqual(2)
  for (const block of jsonLd) expect(() => JSON.parse(block[1] ?? '') as unknown).not.toThrow()
}

/**
 * Every page of its own and the first entry of each family at 375 px, and at 1440 px the pages
 * of its own whose layouts differ most on a laptop (Home with the whole chrome, a listing, the
 * form, a page of galleries): a family's entries share one view and its styles
 * (src/routes/<family>.route.tsx), the chrome is every page's, and each family's first entry's
 * 1440 px layout is the layout snapshots' (tests/e2e/layout/families.spec.ts); the sweep judges
 * every entry at both widths (tests/e2e/sweeps/a11y-axe.sweep.ts).
 */
const entries = Object.values(familyPaths)
const laterEntries = new Set<string>(entries.flatMap((family) => family.slice(1)))
const widths = [375, 1440] as const
const judgedAt = (width: number) =>
  paths.filter((path) => !laterEntries.has(path) && (width === 375 || laptopSample.has(path)))

test.describe('every built route: prerendered, hydrated cleanly, axe (WCAG 2.2 AA), no sideways scroll', () => {
  // axe over a long page with a running carousel takes several seconds on 2 busy cores.
  test.describe.configure({ timeout: 90_000 })
  for (const width of widths) {
    for (const path of judgedAt(width)) {
      test(`${path} at ${width} px`, async ({ page, request, consoleWatch }) => {
        if (width === 375) await expectPrerenderedHead(request, path)
        // axe reads a settled page: no carousel autoplay moving slides under it. Motion itself
        // is covered by the carousel, reveal and widget tests.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.setViewportSize({ width, height: 900 })
        await openHydrated(page, path)
        const canonical = page.locator('link[rel="canonical"]')
        await expect(canonical).toHaveCount(1)
        expect(new URL((await canonical.getAttribute('href')) ?? '').pathname).toBe(path)
        expect(consoleWatch.problems).toEqual([])
        // Before the reveal sections come in from the sides, and after.
        expect(await sidewaysOverflow(page), 'sideways overflow, px').toBe(0)
        expect(await axeViolations(page)).toEqual([])
        expect(await sidewaysOverflow(page), 'sideways overflow, px').toBe(0)
      })
    }
  }
})

// An unknown path, and an unknown entry of a family (an article that was never written).
for (const unknown of ['/no-such-page-here', '/blog/articlepage/no-such-article']) {
  test(`${unknown} answers 404 with the designed page`, async ({ page, request }) => {
    const response = await request.get(unknown)
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('This path is lost in the mist')
    await page.goto(unknown)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This path is lost in the mist',
    )
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

test('head tags follow client-side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/suites')
  const before = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(before.some((t) => t.includes('"ItemList"'))).toBe(true)
  await page.getByRole('link', { name: 'Mountain Suite', exact: true }).first().click()
  await expect(page).toHaveURL(/\/mountainsuite$/)
  await expect(page).toHaveTitle(/Mountain Suite/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/mountainsuite$/,
  )
  const after = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(after.some((t) => t.includes('"HotelRoom"'))).toBe(true)
  expect(after.some((t) => t.includes('"ItemList"'))).toBe(false)
  expect(after.filter((t) => t.includes('"@type":"WebSite"'))).toHaveLength(1)
})
