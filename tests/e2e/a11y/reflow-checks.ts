import type { Page } from '@playwright/test'
import { builtPaths } from '../fixtures.ts'

/**
 * The checks a keyboard user and a reader at 400% zoom make of a page (issue 34), shared by the
 * representative specs of `npm test` and by the sweep over every route and width
 * (`npm run a11y:sweep`, A11Y_SWEEP=1).
 */

/** The four widths of WCAG 2.4.11's walks: a 320 px phone, a 390 px phone, a tablet, a laptop. */
export const walkWidths = [320, 390, 768, 1280] as const

/** Whether this run is the sweep over every route (`npm run a11y:sweep`). */
export const sweeping = process.env['A11Y_SWEEP'] === '1'

/** Chromeless routes are not in the sitemap's indexable list only when noindex: add them. */
export function everyRoute(): string[] {
  return builtPaths()
}

/** What one focused control looked like on a Tab walk. */
export interface FocusStop {
  readonly name: string
  readonly role: string
  /** Some part of it is on screen and not under a fixed or sticky element (WCAG 2.4.11). */
  readonly unobscured: boolean
  /** It draws a focus indicator: an outline of 2 px or more, or a box shadow. */
  readonly indicated: boolean
}

/** Reads the focused element: is it on screen, uncovered, with a visible indicator? */
function readFocus(): FocusStop | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || el === document.documentElement) return null
  const name =
    (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60) || el.tagName
  const style = getComputedStyle(el)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
  const shadow = style.boxShadow !== 'none'
  // a date segment shows focus by its fill, which forced colours drop: then by its outline
  const forced = matchMedia('(forced-colors: active)').matches
  const filled =
    !forced &&
    el.getAttribute('role') === 'spinbutton' &&
    style.backgroundColor !== 'rgba(0, 0, 0, 0)'
  const r = el.getBoundingClientRect()
  const left = Math.max(r.left, 0)
  const right = Math.min(r.right, innerWidth)
  const top = Math.max(r.top, 0)
  const bottom = Math.min(r.bottom, innerHeight)
  let unobscured = false
  const hits = new Set<string>()
  if (right > left && bottom > top) {
    // a grid of points over its visible part: one that hits the control itself is enough
    for (let i = 0; i < 5 && !unobscured; i++)
      for (let j = 0; j < 3 && !unobscured; j++) {
        const x = left + ((right - left) * (i + 0.5)) / 5
        const y = top + ((bottom - top) * (j + 0.5)) / 3
        const hit = document.elementFromPoint(x, y)
        if (hit && (el === hit || el.contains(hit))) unobscured = true
        else hits.add(hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing')
      }
  }
  const role = el.getAttribute('role') ?? el.tagName.toLowerCase()
  return {
    name: unobscured ? name : `${name} @${Math.round(r.top)} under ${[...hits].join(' ')}`,
    role,
    unobscured,
    indicated: outline || shadow || filled,
  }
}

/**
 * Presses Tab until focus has gone round (back to where it started, or out of the page) or
 * `max` stops, and reports each stop. A stop that is hidden or shows no indicator is a fault.
 */
export async function tabWalk(page: Page, max = 160): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  const seen = new Set<string>()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    // read once the browser has drawn the frame the visitor sees (focus styles applied)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const stop = await page.evaluate(readFocus)
    if (stop === null) break
    // the path of the element in the document: a second visit means the walk went round
    const where = await page.evaluate(() => {
      const path: number[] = []
      for (let n = document.activeElement; n && n.parentElement; n = n.parentElement)
        path.push([...n.parentElement.children].indexOf(n))
      return path.join('.')
    })
    if (seen.has(where)) break
    seen.add(where)
    stops.push(stop)
  }
  return stops
}

/** The stops of a walk a visitor could not see, or could not see had focus. */
export const faults = (stops: readonly FocusStop[]) =>
  stops
    .filter((s) => !s.unobscured || !s.indicated)
    .map((s) => `${s.name}${s.unobscured ? '' : ' (hidden)'}${s.indicated ? '' : ' (no ring)'}`)

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
 * text no longer fits its box.
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
    return out
  })
}
