import type { Page } from '@playwright/test'
import { settle } from '../fixtures.ts'
import { installContrast } from './colour-contrast.ts'

/**
 * A keyboard user's Tab walk (WCAG 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured, 2.1.2 No
 * Keyboard Trap, and 1.4.11 Non-text Contrast for the focus ring), shared by the representative specs of `npm test` (tests/e2e/a11y) and the
 * sweep over every route (tests/e2e/sweeps/a11y-tab-walks.sweep.ts).
 */

/** The four widths of the issue's walks: a 320 px phone, a 390 px phone, a tablet, a laptop. */
export const walkWidths = [320, 390, 768, 1280] as const

/** What one focused control looked like on a Tab walk. */
export interface FocusStop {
  readonly name: string
  readonly role: string
  /** Some part of it is on screen and not under a fixed or sticky element (WCAG 2.4.11). */
  readonly unobscured: boolean
  /** It draws a focus indicator: an outline of 2 px or more, or a box shadow. */
  readonly indicated: boolean
  /**
   * The contrast of its ring with what lies around it (WCAG 1.4.11: 3:1), the better of the
   * ring's colour and of a shadow edging it; null where the surround is a picture or a gradient,
   * the control shows focus without an outline, or forced colours choose the colours.
   */
  readonly ringContrast: number | null
  /** It is inside the walk's scope (the open dialog), or the walk has no scope. */
  readonly inside: boolean
  /** Focus fell to the page itself before reaching it: the control it was on went away. */
  readonly afterLoss: boolean
  /** The walk has met this very element before: a second visit ends the walk. */
  readonly again: boolean
}

type Reading = Omit<FocusStop, 'afterLoss'>

/** Reads the focused element: on screen, uncovered, with an indicator, inside `scope`? */
function readFocus(scope: string | null): Reading | null {
  /**
   * The contrast of `el`'s focus outline (or of a shadow's colour edging it, whichever is better)
   * with the colour just outside its ring; null where that is a picture, a video or a gradient.
   */
  function contrastAround(el: Element, style: CSSStyleDeclaration): number | null {
    const kit = window.contrastKit
    if (kit === undefined) throw new Error('The page has no contrastKit (installContrast)')
    const box = el.getBoundingClientRect()
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2
    const x = box.left - reach >= 0 ? box.left - reach : box.right + reach
    const around = kit.colourBeside(el, x, box.top + box.height / 2)
    if (around === null) return null
    const edge = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0]
    return Math.max(kit.ratio(style.outlineColor, around), edge ? kit.ratio(edge, around) : 0)
  }
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || el === document.documentElement) return null
  // its name as a reader would hear it, near enough: its label, its text, or its picture's
  const name =
    (el.getAttribute('aria-label') ?? el.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60) ||
    el.querySelector('img')?.alt ||
    el.tagName
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
  let unobscured = false
  const hits = new Set<string>()
  // each box of it (a link that wraps has one per line), on screen: a grid of points over each,
  // and one point that hits the control itself is enough
  for (const box of el.getClientRects()) {
    const left = Math.max(box.left, 0)
    const right = Math.min(box.right, innerWidth)
    const top = Math.max(box.top, 0)
    const bottom = Math.min(box.bottom, innerHeight)
    if (right <= left || bottom <= top) continue
    for (let i = 0; i < 5 && !unobscured; i++)
      for (let j = 0; j < 3 && !unobscured; j++) {
        const x = left + ((right - left) * (i + 0.5)) / 5
        const y = top + ((bottom - top) * (j + 0.5)) / 3
        const hit = document.elementFromPoint(x, y)
        if (hit && (el === hit || el.contains(hit))) unobscured = true
        else hits.add(hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing')
      }
  }
  const ringContrast = forced || !outline ? null : contrastAround(el, style)
  // the walk's controls met so far, by identity (the page keeps them between reads)
  const met = ((window as { walkMet?: WeakSet<Element> }).walkMet ??= new WeakSet())
  const again = met.has(el)
  met.add(el)
  return {
    name: unobscured ? name : `${name} @${Math.round(r.top)} under ${[...hits].join(' ')}`,
    role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
    unobscured,
    indicated: outline || shadow || filled,
    ringContrast,
    inside: scope === null || el.closest(scope) !== null,
    again,
  }
}

/**
 * Presses Tab until focus has gone round (back to a control already met) or `max` stops, and
 * reports each stop, read once two frames have drawn after the key (about 33 ms). Focus falling to
 * the page's body (the control it was on went away) is marked on the stop that follows; focus
 * leaving the page (past its last control) or falling twice ends the walk. `scope` is the CSS
 * selector of an open dialog: every stop should then be inside it.
 */
export async function tabWalk(
  page: Page,
  { max = 160, scope = null }: { max?: number; scope?: string | null } = {},
): Promise<Walk> {
  const stops: FocusStop[] = []
  await page.evaluate(() => delete (window as { walkMet?: unknown }).walkMet)
  await installContrast(page)
  let fell = false
  const end = (ended: string): Walk => Object.assign(stops, { ended })
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    // read what the next two frames draw: the focus handlers of a control (a carousel moving
    // its row to the slide focus reached) have run by then, as they have for the eye
    await settle(page)
    const stop = await page.evaluate(readFocus, scope)
    if (stop === null) {
      // past the last control focus leaves the page; a second fall in a row is that too
      if (fell || stops.length === 0) return end(`left the page after ${i + 1} presses`)
      fell = true
      continue
    }
    // round: focus came back to a control already met; a fall just before it was the page's end
    if (stop.again) return end(`came round to ${stop.name} after ${i + 1} presses`)
    stops.push({ ...stop, afterLoss: fell })
    fell = false
  }
  return end(`stopped at ${max} presses`)
}

/** The stops of a walk in order, and how it ended (for a failing test's message). */
export type Walk = FocusStop[] & { readonly ended: string }

/** The stops of a walk a visitor could not see, could not see had focus, or lost focus before. */
export const faults = (stops: readonly FocusStop[]) =>
  stops
    .filter(
      (s) =>
        !s.unobscured ||
        !s.indicated ||
        (s.ringContrast !== null && s.ringContrast < 3) ||
        !s.inside ||
        s.afterLoss,
    )
    .map(
      (s) =>
        `${s.name}${s.unobscured ? '' : ' (hidden)'}${s.indicated ? '' : ' (no ring)'}` +
        `${s.ringContrast !== null && s.ringContrast < 3 ? ` (ring contrast ${s.ringContrast}:1)` : ''}` +
        `${s.inside ? '' : ' (outside the dialog)'}${s.afterLoss ? ' (focus fell to the page before it)' : ''}`,
    )
