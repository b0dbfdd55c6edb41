import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'
import {
  checkOpen,
  chromeFaults,
  commonWidths,
  everyWidth,
  headerShows,
  openIn,
  openingFaults,
  openings,
  resize,
} from './chrome-walk.ts'
import { faces, prepareFace } from './faces.ts'

/*
 * Issue 45: the layout at every width, in both faces (tests/e2e/layout/layout-faults.ts says
 * what counts as broken). Here the chrome: at every width from 320 to 1920 px in steps of 20 px
 * on one page resized (and to the pixel where the header changes what it shows), then each of
 * its dialogs and disclosures opened on the same page and checked at the common widths; a page
 * of each family at the common widths is families.spec.ts's, with its snapshots. `npm run
 * test:sweep` runs every route, and the dialogs at every 20 px (tests/e2e/sweeps/layout.sweep.ts).
 * Besides, nothing of the page sits under the fixed header, the offers tab or the bottom bar.
 */
test.use({ reducedMotion: 'reduce' })

for (const face of faces) {
  test.describe(`in the ${face} faces`, () => {
    test('the chrome at every width from 1920 to 320 px, then its dialogs open at the common widths, one page resized', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await prepareFace(page, face)
      await openIn(page, '/', face)
      const widths = [...everyWidth].reverse()
      const found = await chromeFaults(page, widths, `/ in the ${face} faces`)
      // the header did give way: all nine links, then fewer, then the side menu
      const seen = new Set<string>()
      for (const width of [1920, 1280, 768, 375]) {
        await resize(page, width)
        seen.add(await headerShows(page))
      }
      // Home's own: the Book Now sheet, the side menu, More and the offers panel, one after
      // the other (the lightbox is families.spec.ts's, on a suite page)
      for (const opening of openings.filter((o) => o.path === '/' && !o.promo))
        found.push(...(await checkOpen(page, opening, face, commonWidths)))
      expect(found).toEqual([])
      expect(seen.size).toBe(4)
    })

    test.describe(() => {
      test.use({ promoSeen: false })
      test('the promotion, open, at the common widths it opens at', async ({ page }) => {
        const promotion = openings.find((o) => o.promo)
        expect(promotion).toBeDefined()
        if (promotion) expect(await openingFaults(page, promotion, face, commonWidths)).toEqual([])
      })
    })
  })
}

test('the header at 1280 px: seven links, More with the rest and the phone and chat, Book Now', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openHydrated(page, '/')
  const header = page.locator('header')
  const row = header.locator('nav > ul > li > a').filter({ visible: true })
  await expect(row).toHaveText([
    'Suites',
    'Dining',
    'Spa',
    'Experiences',
    'Packages',
    'Offers',
    'Weddings',
  ])
  await header.locator('nav summary').click()
  const more = header.locator('nav details ul a').filter({ visible: true })
  await expect(more).toHaveText([
    'About',
    'Contact',
    /^Toll-free \d/,
    'Chat with reservations on WhatsApp',
  ])
  await expect(header.getByRole('link', { name: 'Book Now' })).toBeVisible()
  await expect(header.getByRole('link', { name: /^Call toll-free/ })).toBeHidden()
  // at 1920 px: every link, the icons, no More
  await page.setViewportSize({ width: 1920, height: 800 })
  await expect(row).toHaveCount(9)
  await expect(header.locator('nav summary')).toBeHidden()
  await expect(header.getByRole('link', { name: /^Call toll-free/ })).toBeVisible()
})

// -- the fixed parts over the page ----------------------------------------------------------

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

const paths = ['/', '/suites', '/romantic', '/offers', '/contact', '/about'] as const

for (const width of [375, 768, 1024, 1440] as const) {
  test(`nothing of the page is under the header, the offers tab or the bottom bar at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await openHydrated(page, path)
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
