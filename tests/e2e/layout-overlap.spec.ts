import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/**
 * The text and controls of the page (not the header's, the tab's or the bottom bar's own)
 * whose boxes intersect one of the fixed elements, as `selector: element` lines.
 */
async function coveredBy(page: Page, fixedSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const fixed = document.querySelector(selector)
    if (!fixed || !fixed.checkVisibility()) return []
    const f = fixed.getBoundingClientRect()
    const content = document.querySelectorAll<HTMLElement>(
      'main :is(h1, h2, h3, h4, p, li, a, button, input, select, textarea, label, output, figcaption, dt, dd), footer :is(p, a, li, h2, h3)',
    )
    // The part of an element a visitor can see: its box clipped by every ancestor that clips
    // (a carousel's other slides wait beside it, hidden by the frame, and cover nothing).
    const seen = (el: HTMLElement) => {
      let { left, right, top, bottom } = el.getBoundingClientRect()
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const b = a.getBoundingClientRect()
        left = Math.max(left, b.left)
        right = Math.min(right, b.right)
        top = Math.max(top, b.top)
        bottom = Math.min(bottom, b.bottom)
      }
      return { left, right, top, bottom }
    }
    const hits: string[] = []
    for (const el of content) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const r = seen(el)
      if (r.right <= r.left || r.bottom <= r.top) continue
      const overlaps = r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top
      if (overlaps)
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
    }
    return hits
  }, fixedSelector)
}

/** Boxes of the header's visible parts (logo, each link, More, the actions). */
async function headerParts(page: Page): Promise<(Box & { name: string })[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'header :is(a, summary):not(#site-menu *, details > ul *)',
      ),
    ]
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const r = el.getBoundingClientRect()
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName
        return { name, x: r.x, y: r.y, width: r.width, height: r.height }
      }),
  )
}

const widths = [375, 768, 1024, 1440] as const
const paths = ['/', '/suites', '/romantic', '/offers', '/contact', '/about'] as const

test.use({ reducedMotion: 'reduce' })

for (const width of widths) {
  test(`nothing overlaps the header, the offers tab or the bottom bar at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await openHydrated(page, path)
      // the header's own parts fit side by side inside the viewport
      const parts = await headerParts(page)
      expect(parts.length, path).toBeGreaterThan(2)
      for (const [i, a] of parts.entries()) {
        expect(a.x, `${path} ${a.name}`).toBeGreaterThanOrEqual(0)
        expect(a.x + a.width, `${path} ${a.name}`).toBeLessThanOrEqual(width)
        for (const b of parts.slice(i + 1)) {
          const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5
          expect(apart, `${path}: ${a.name} overlaps ${b.name}`).toBe(true)
        }
      }
      // at the top of the page nothing sits under the header
      expect(await coveredBy(page, 'header'), `${path} header`).toEqual([])
      // the offers tab (wider than 768 px) at every scroll position
      const tab = 'aside[aria-label="Limited offers"] > div:first-child'
      if (width > 768) await expect(page.locator(tab)).toBeVisible()
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        expect(await coveredBy(page, tab), `${path} tab at ${y}`).toEqual([])
      }
      // at the end of the page the bottom bar (under 768 px) covers nothing
      await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }))
      if (width < 768) await expect(page.locator('[data-bottom-bar]')).toBeVisible()
      expect(await coveredBy(page, '[data-bottom-bar]'), `${path} bottom bar`).toEqual([])
    }
  })
}
