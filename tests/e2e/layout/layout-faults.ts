// Length: one subject, the five layout faults measured in the page (overlap, clipped, overflow, off screen, target).
import type { Page } from '@playwright/test'

/**
 * Issue 45's layout check, run inside the page: what a visitor would see as broken at this
 * width, in whatever faces the page is drawn in. For the elements inside `scope` (selectors; the
 * whole page by default) it reports:
 *
 * - **overlap**: two controls a visitor can press share pixels (more than 1 px each way). Only
 *   controls that move together are compared: the fixed parts (header, offers tab, bottom bar,
 *   an open dialog) with each other, the page's flow with itself; what scrolls under the fixed
 *   header is the layout-overlap spec's business. A control inside another is not an overlap.
 * - **clipped**: text cut by a box that hides its overflow (text wholly outside it is hidden on
 *   purpose, a carousel's other slides, and is left alone), an SVG's text running past its
 *   picture (the logo's wordmark), a named picture cut by its frame.
 * - **overflow**: text running out of its own box (a row of links wider than its column).
 * - **off screen**: text or a control partly outside the window sideways (or, fixed, below it),
 *   and a page that scrolls sideways at all.
 * - **target**: a control smaller than 24 x 24 px whose 24 px circle reaches another control
 *   or another small control's circle (WCAG 2.2's 2.5.8 Target Size (Minimum), with its
 *   exception for a link in a sentence).
 *
 * Each fault is one line naming the kind and the element or elements (tag, name, where), so a
 * sweep can say route, width, face and the two elements.
 */
export function layoutFaults(page: Page, scope: readonly string[] = ['body']): Promise<string[]> {
  return page.evaluate(findFaults, [...scope])
}

/** Runs in the page: every fault inside the elements `scope` selects. */
function findFaults(scope: string[]): string[] {
  const faults = new Set<string>()
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const roots = scope.flatMap((selector) => [...document.querySelectorAll(selector)])
  const elements = new Set<Element>()
  for (const root of roots) {
    elements.add(root)
    for (const el of root.querySelectorAll('*')) elements.add(el)
  }
  interface Rect {
    left: number
    top: number
    right: number
    bottom: number
  }
  const rectOf = (r: DOMRect): Rect => ({
    left: r.left,
    top: r.top,
    right: r.right,
    bottom: r.bottom,
  })
  const empty = (r: Rect) => r.right - r.left <= 0.5 || r.bottom - r.top <= 0.5
  const intersect = (a: Rect, b: Rect): Rect => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })
  const styles = new Map<Element, CSSStyleDeclaration>()
  const style = (el: Element) => {
    let s = styles.get(el)
    if (!s) styles.set(el, (s = getComputedStyle(el)))
    return s
  }

  /** A short, readable name: tag, text or label, and the landmark it is in. */
  const name = (el: Element) => {
    const own =
      el.getAttribute('aria-label') ??
      el.getAttribute('alt') ??
      (el instanceof HTMLElement ? el.innerText : el.textContent) ??
      ''
    const text = own.replace(/\s+/g, ' ').trim().slice(0, 40)
    const where = el.parentElement?.closest(
      '[role="dialog"], header, footer, aside, nav, [data-bottom-bar], main',
    )
    const label = where?.getAttribute('aria-label')
    const place = where ? ` in ${where.tagName.toLowerCase()}${label ? ` "${label}"` : ''}` : ''
    return `${el.tagName.toLowerCase()} "${text}"${place}`
  }

  const seen = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    el.closest('[inert]') === null

  /** Whether the element or an ancestor is fixed in the window (sticky stays with the page). */
  const fixedness = new Map<Element, boolean>()
  const isFixed = (el: Element | null): boolean => {
    if (!el) return false
    let f = fixedness.get(el)
    if (f === undefined) {
      f = style(el).position === 'fixed' || isFixed(el.parentElement)
      fixedness.set(el, f)
    }
    return f
  }

  /**
   * The box an element clips its content to (its padding box, on the axes whose overflow is not
   * visible: `overflow-x: clip` alone clips sideways only), or undefined when it clips nothing.
   */
  const clipOf = (el: Element): { box: Rect; scrolls: boolean; el: Element } | undefined => {
    const s = style(el)
    const x = s.overflowX !== 'visible'
    const y = s.overflowY !== 'visible'
    if (!x && !y) return undefined
    const r = el.getBoundingClientRect()
    const left = r.left + el.clientLeft
    const top = r.top + el.clientTop
    const box = {
      left: x ? left : -Infinity,
      right: x ? left + el.clientWidth : Infinity,
      top: y ? top : -Infinity,
      bottom: y ? top + el.clientHeight : Infinity,
    }
    const scrolls = [s.overflowX, s.overflowY].some((o) => o === 'auto' || o === 'scroll')
    return { box, scrolls, el }
  }

  /**
   * The ancestors whose box clips the element: overflow other than visible, or `clip`, on its
   * containing-block chain (an absolutely placed element escapes static ancestors, a fixed one
   * every ancestor). `scrolls` says whether the clip is a scroller (its hidden part is reachable).
   */
  const clippers = (el: Element): { box: Rect; scrolls: boolean; el: Element }[] => {
    const out: { box: Rect; scrolls: boolean; el: Element }[] = []
    let position = style(el).position
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = style(a)
      if (position === 'fixed') break
      const positioned = s.position !== 'static' || s.transform !== 'none'
      if (position === 'absolute' && !positioned) continue
      position = s.position
      const clip = clipOf(a)
      if (clip) out.push(clip)
    }
    return out
  }

  /** Text for screen readers only: in a 1 px box that hides its overflow, or clipped by `clip`. */
  const readersOnly = new Map<Element, boolean>()
  const forReadersOnly = (el: Element | null): boolean => {
    if (!el) return false
    let only = readersOnly.get(el)
    if (only === undefined) {
      const s = style(el)
      const r = el.getBoundingClientRect()
      only =
        (s.clip !== 'auto' && s.position === 'absolute') ||
        ((r.width <= 1 || r.height <= 1) && s.overflowX !== 'visible') ||
        forReadersOnly(el.parentElement)
      readersOnly.set(el, only)
    }
    return only
  }

  // -- controls: overlap, target size, off screen --------------------------------------------
  const pressable =
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="slider"], [role="spinbutton"], [role="option"], [role="menuitem"]'
  interface Control {
    el: Element
    /** Its box (what is seen of it), and a link's line boxes when it wraps onto lines. */
    box: Rect
    /** What of it is in view, its scrollers' hidden parts taken away (empty: scrolled away). */
    inView: Rect
    lines: Rect[]
    fixed: boolean
  }
  const controls: Control[] = []
  for (const el of elements) {
    if (!el.matches(pressable) || !seen(el) || style(el).pointerEvents === 'none') continue
    if (el instanceof HTMLButtonElement && el.tabIndex < 0 && el.getAttribute('aria-hidden'))
      continue
    const own = rectOf(el.getBoundingClientRect())
    if (own.right - own.left <= 1 || own.bottom - own.top <= 1) continue // for readers only
    // a frame that hides its overflow cuts the control; a scroller only hides it till scrolled
    const clips = clippers(el)
    const cuts = clips.filter((c) => !c.scrolls)
    const box = cuts.reduce((b, c) => intersect(b, c.box), own)
    if (empty(box)) continue // slid out of its frame on purpose (a carousel's other slides)
    const inView = clips.reduce((b, c) => intersect(b, c.box), own)
    const lines = [...el.getClientRects()]
      .map((r) => cuts.reduce((l, c) => intersect(l, c.box), rectOf(r)))
      .filter((r) => !empty(r))
    controls.push({ el, box, inView, lines, fixed: isFixed(el) })
  }

  for (const [i, a] of controls.entries()) {
    for (const b of controls.slice(i + 1)) {
      if (a.fixed !== b.fixed || a.el.contains(b.el) || b.el.contains(a.el)) continue
      for (const la of a.lines)
        for (const lb of b.lines) {
          const both = intersect(la, lb)
          if (both.right - both.left > 1 && both.bottom - both.top > 1)
            faults.add(
              `overlap: ${name(a.el)} and ${name(b.el)} share ${Math.round(both.right - both.left)} x ${Math.round(both.bottom - both.top)} px`,
            )
        }
    }
  }

  // WCAG 2.5.8: 24 x 24 px, or a 24 px circle on the target's centre that reaches no other
  // target and no other small target's circle; a link in a sentence is exempt.
  const inSentence = (el: Element) => {
    if (style(el).display !== 'inline') return false
    let block = el.parentElement
    while (block && style(block).display.startsWith('inline')) block = block.parentElement
    const own = (el.textContent ?? '').trim().length
    return (block?.textContent ?? '').trim().length > own
  }
  const small = controls.filter(
    (c) =>
      (c.box.right - c.box.left < 23.99 || c.box.bottom - c.box.top < 23.99) && !inSentence(c.el),
  )
  const centre = (r: Rect) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 })
  for (const s of small) {
    const c = centre(s.box)
    for (const o of controls) {
      if (o === s || o.fixed !== s.fixed || o.el.contains(s.el) || s.el.contains(o.el)) continue
      const oSmall = small.includes(o)
      let near: boolean
      if (oSmall) {
        const d = centre(o.box)
        near = Math.hypot(c.x - d.x, c.y - d.y) < 24 - 0.01
      } else {
        const dx = Math.max(o.box.left - c.x, 0, c.x - o.box.right)
        const dy = Math.max(o.box.top - c.y, 0, c.y - o.box.bottom)
        near = Math.hypot(dx, dy) < 12 - 0.01
      }
      if (near) {
        const size = `${Math.round(s.box.right - s.box.left)} x ${Math.round(s.box.bottom - s.box.top)} px`
        faults.add(`target: ${name(s.el)} is ${size} and too close to ${name(o.el)}`)
      }
    }
  }

  for (const c of controls) {
    const v = c.inView
    if (empty(v)) continue
    if (v.left < -1 || v.right > vw + 1 || (c.fixed && v.bottom > vh + 1))
      faults.add(
        `off screen: ${name(c.el)} (${Math.round(v.left)} to ${Math.round(v.right)} px of ${vw})`,
      )
  }

  // -- text: clipped, overflowing its box, off screen ------------------------------------------
  const range = document.createRange()
  for (const el of elements) {
    if (el instanceof SVGElement || !seen(el)) continue
    const texts = [...el.childNodes].filter(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    )
    if (texts.length === 0 || forReadersOnly(el)) continue
    let text: Rect | undefined
    for (const node of texts) {
      range.selectNodeContents(node)
      for (const r of range.getClientRects()) {
        if (r.width === 0 && r.height === 0) continue
        text = text
          ? {
              left: Math.min(text.left, r.left),
              top: Math.min(text.top, r.top),
              right: Math.max(text.right, r.right),
              bottom: Math.max(text.bottom, r.bottom),
            }
          : rectOf(r)
      }
    }
    if (!text) continue
    const s = style(el)
    const fontSize = parseFloat(s.fontSize)
    const lineHeight = s.lineHeight === 'normal' ? fontSize * 1.25 : parseFloat(s.lineHeight)
    // a line box shorter than the face's ascent and descent (1.2 to 1.26 em) lets the glyphs'
    // boxes stand out of it by half the difference, and draws them whole
    const slack = { x: 1, y: Math.max(0, (fontSize * 1.3 - lineHeight) / 2) + 1 }
    const beyond = (inner: Rect, outer: Rect) =>
      inner.left < outer.left - slack.x ||
      inner.right > outer.right + slack.x ||
      inner.top < outer.top - slack.y ||
      inner.bottom > outer.bottom + slack.y

    let hidden = false
    let visible = text
    const clips = clippers(el)
    const itself = clipOf(el)
    if (itself) clips.unshift(itself)
    for (const c of clips) {
      if (empty(intersect(text, c.box))) {
        hidden = true // wholly outside: a slide waiting beside its frame, scrolled out of view
        break
      }
      if (!c.scrolls && beyond(text, c.box))
        faults.add(`clipped: ${name(el)} is cut by ${name(c.el)}`)
      visible = intersect(visible, c.box)
    }
    if (hidden) continue
    // an inline element's box is its text's; any other has a box of its own to stay in
    if (
      s.display !== 'inline' &&
      s.display !== 'contents' &&
      beyond(text, rectOf(el.getBoundingClientRect()))
    )
      faults.add(`overflow: the text of ${name(el)} runs out of its box`)
    if (visible.right > visible.left && (visible.left < -1 || visible.right > vw + 1)) {
      if (visible.right > 0 && visible.left < vw)
        faults.add(`off screen: the text of ${name(el)} runs past the window`)
    }
  }

  // the logo's wordmark (and any SVG text) inside its picture; named pictures whole
  for (const el of elements) {
    if (el instanceof SVGTextElement && seen(el)) {
      const svg = el.ownerSVGElement
      if (!svg) continue
      const t = el.getBoundingClientRect()
      const box = svg.getBoundingClientRect()
      if (t.left < box.left - 1 || t.right > box.right + 1)
        faults.add(
          `clipped: the text "${el.textContent?.trim() ?? ''}" runs past its picture ${name(svg)}`,
        )
    }
    // a named picture (the logo, an icon that says something) partly cut by a frame; one
    // wholly outside it is hidden on purpose
    if (el.matches('svg[role="img"]') && seen(el)) {
      const own = rectOf(el.getBoundingClientRect())
      if (empty(own)) continue
      const box = clippers(el)
        .filter((c) => !c.scrolls)
        .reduce((b, c) => intersect(b, c.box), own)
      const whole =
        box.left <= own.left + 1 &&
        box.right >= own.right - 1 &&
        box.top <= own.top + 1 &&
        box.bottom >= own.bottom - 1
      if (!empty(box) && !whole) faults.add(`clipped: the picture ${name(el)} is cut`)
    }
  }

  const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth
  if (sideways > 0) faults.add(`off screen: the page scrolls sideways by ${sideways} px`)
  return [...faults]
}
