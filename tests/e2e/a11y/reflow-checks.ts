import type { Page } from '@playwright/test'
import { expect, openHydrated, sidewaysOverflow } from '../fixtures.ts'

/**
 * What a reader at 400% zoom or with their own text spacing meets (WCAG 1.4.10 Reflow, 1.4.12
 * Text Spacing), shared by the representative spec of `npm test` (tests/e2e/a11y/reflow.spec.ts)
 * and the sweep over every route (tests/e2e/sweeps/a11y-reflow.sweep.ts).
 */

/** How far the page scrolls sideways, in CSS px (0 when it does not: WCAG 1.4.10). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * The share of the viewport that fixed and sticky elements cover, from a grid of points (the
 * side menu and dialogs, closed, cover nothing).
 */
export function fixedShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const steps = 24
    let covered = 0
    for (let i = 0; i < steps; i++)
      for (let j = 0; j < steps; j++) {
        const x = ((i + 0.5) * innerWidth) / steps
        const y = ((j + 0.5) * innerHeight) / steps
        for (let n = document.elementFromPoint(x, y); n; n = n.parentElement) {
          const position = getComputedStyle(n).position
          if (position === 'fixed' || position === 'sticky') {
            covered++
            break
          }
        }
      }
    return covered / (steps * steps)
  })
}

/** WCAG 1.4.12's text spacing, applied as a reader's style sheet would. */
export const textSpacingCss = `*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`

/**
 * Text that the spacing clips: an element that hides its overflow (not a scroller, not the
 * visually hidden text for screen readers, not a carousel's track of off-screen slides) whose
 * text no longer fits its box, and SVG text running past the view box of an SVG that clips.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el)
      const hides =
        ['hidden', 'clip'].includes(style.overflowY) || ['hidden', 'clip'].includes(style.overflowX)
      if (
        !hides ||
        el.closest('.visually-hidden, [aria-roledescription="carousel"], [role="dialog"]')
      )
        continue
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || !el.textContent?.trim()) continue
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const tall =
        ['hidden', 'clip'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 2
      const wide =
        ['hidden', 'clip'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 2
      if (tall || wide)
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}"`,
        )
    }
    // text drawn in an SVG (the logo's wordmark) that runs past a view box that clips it
    for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
      const svg = text.ownerSVGElement
      if (!svg || !['hidden', 'clip'].includes(getComputedStyle(svg).overflowX)) continue
      const inner = text.getBoundingClientRect()
      const box = svg.getBoundingClientRect()
      if (box.width > 0 && (inner.right > box.right + 1 || inner.left < box.left - 1))
        out.push(`svg text "${text.textContent?.trim() ?? ''}"`)
    }
    return out
  })
}

/**
 * Every reflow check on one route: at 320 x 640 nothing scrolls sideways (each carousel set up
 * too); at 320 x 256 (a 1280 x 1024 window at 400%) what stays fixed covers at most a third of
 * the screen, at the top and half way down; with the 1.4.12 text spacing nothing is clipped and
 * nothing scrolls sideways at 320 nor at 1280 px. The page needs `bypassCSP` (the reader's
 * style sheet is an inline style, which the site's CSP refuses).
 */
export async function expectReflow(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 320, height: 640 })
  await openHydrated(page, path)
  expect(await sidewaysOverflow(page), 'sideways scroll at 320 px').toBe(0)

  await page.setViewportSize({ width: 320, height: 256 })
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await fixedShare(page), 'fixed share at the top').toBeLessThanOrEqual(1 / 3)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  expect(await fixedShare(page), 'fixed share scrolled down').toBeLessThanOrEqual(1 / 3)

  await page.setViewportSize({ width: 320, height: 640 })
  await page.addStyleTag({ content: textSpacingCss })
  expect(await clippedText(page), 'text clipped with the spacing at 320 px').toEqual([])
  expect(await sidewaysScroll(page), 'sideways scroll with the spacing at 320 px').toBe(0)
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await clippedText(page), 'text clipped with the spacing at 1280 px').toEqual([])
  expect(await sidewaysScroll(page), 'sideways scroll with the spacing at 1280 px').toBe(0)
}
