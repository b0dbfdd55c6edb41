// Length: the layout slots and their sizes in one table, the one place picture widths live.
/**
 * The layout slots a picture can be shown in, and the one place their sizes live. A view names
 * the slot (`<Picture slot="card">`); from the slot come the `sizes` attribute (the width the CSS
 * gives the picture at every breakpoint), the aspect ratio of each breakpoint's crop (design.md:
 * hero 16:9 on laptops and 4:5 on phones, cards 4:3, galleries 3:2), and the pixel widths the
 * build makes of a photograph for it. `npm run media -- keys` prints the same table per key.
 *
 * Widths follow the CSS of src/styles/tokens.css: the content column is
 * `min(100vw - 2 * gutter, 75rem)` with a gutter of `clamp(20px, 4vw, 48px)`, so 100vw - 40px on
 * phones, 92vw from 500 px, and 1200 px from 1296 px.
 */

/** One term of a width: `vw`% of the viewport width plus `px` (and `vh`% of its height). */
export interface Length {
  readonly vw?: number
  readonly vh?: number
  readonly px?: number
}

/** A `sizes` entry: from `minWidth` up (the last entry has none), the smallest of its terms. */
export interface SizeRule {
  readonly minWidth?: number
  readonly min: readonly Length[]
}

/** The crop of one breakpoint: an aspect ratio, or the photograph's own (`native`). */
export interface SlotBreakpoint {
  /** A name for the breakpoint, used in photos.json crops (`phone`, `laptop`). */
  readonly name: string
  /** The media query of this crop's `<source>`; the last breakpoint has none. */
  readonly media?: string
  readonly aspect: readonly [number, number] | 'native'
}

export interface Slot {
  /** What the slot is, for `npm run media -- keys`. */
  readonly label: string
  readonly sizes: readonly SizeRule[]
  readonly breakpoints: readonly [SlotBreakpoint, ...SlotBreakpoint[]]
}

const phoneMedia = '(max-width: 767px)'
const column = (px: number): SizeRule => ({ min: [{ vw: 100, px: -40 }, { px }] })

const slotTable = {
  hero: {
    label: 'full-bleed banner, Home film poster, landing backdrop',
    sizes: [{ min: [{ vw: 100 }] }],
    breakpoints: [
      { name: 'phone', media: phoneMedia, aspect: [4, 5] },
      { name: 'laptop', aspect: [16, 9] },
    ],
  },
  card: {
    label: 'card in a grid of three',
    sizes: [
      { minWidth: 1296, min: [{ px: 384 }] },
      { minWidth: 992, min: [{ vw: 30.67, px: -16 }] },
      { minWidth: 652, min: [{ vw: 46, px: -12 }] },
      { min: [{ vw: 100, px: -40 }] },
    ],
    breakpoints: [{ name: 'all', aspect: [4, 3] }],
  },
  half: {
    label: 'card in a grid of two (blog)',
    sizes: [
      { minWidth: 1296, min: [{ px: 588 }] },
      { minWidth: 768, min: [{ vw: 46, px: -12 }] },
      { min: [{ vw: 100, px: -40 }] },
    ],
    breakpoints: [{ name: 'all', aspect: [3, 2] }],
  },
  split: {
    label: 'picture beside text, half the column',
    sizes: [
      { minWidth: 1296, min: [{ px: 564 }] },
      { minWidth: 992, min: [{ vw: 46, px: -36 }] },
      { min: [{ vw: 100, px: -40 }] },
    ],
    breakpoints: [{ name: 'all', aspect: [4, 3] }],
  },
  feature: {
    label: 'featured picture, over half the column',
    sizes: [
      { minWidth: 1296, min: [{ px: 700 }] },
      { minWidth: 992, min: [{ vw: 54, px: -40 }] },
      { min: [{ vw: 100, px: -40 }] },
    ],
    breakpoints: [{ name: 'all', aspect: [3, 2] }],
  },
  gallery: {
    label: 'carousel slide beside text',
    sizes: [
      { minWidth: 1296, min: [{ px: 640 }] },
      { minWidth: 992, min: [{ vw: 52, px: -40 }] },
      { min: [{ vw: 100, px: -40 }] },
    ],
    breakpoints: [{ name: 'all', aspect: [3, 2] }],
  },
  wide: {
    label: 'carousel slide across the column',
    sizes: [column(960)],
    breakpoints: [{ name: 'all', aspect: [3, 2] }],
  },
  figure: {
    label: 'picture in an article (wider than its text on laptops)',
    sizes: [{ minWidth: 992, min: [{ px: 832 }] }, column(704)],
    breakpoints: [{ name: 'all', aspect: [3, 2] }],
  },
  thumbnail: {
    label: 'gallery thumbnail (three, or two on phones)',
    sizes: [
      { minWidth: 1296, min: [{ px: 392 }] },
      { minWidth: 577, min: [{ vw: 30.67, px: -8 }] },
      { min: [{ vw: 50, px: -26 }] },
    ],
    breakpoints: [{ name: 'all', aspect: [4, 3] }],
  },
  lightbox: {
    label: 'lightbox, the whole photograph large',
    sizes: [
      { minWidth: 769, min: [{ vw: 100, px: -144 }, { px: 1280 }] },
      { min: [{ vw: 100, px: -24 }] },
    ],
    breakpoints: [{ name: 'all', aspect: 'native' }],
  },
  modal: {
    label: 'promotion pop-up on phones',
    sizes: [{ min: [{ vw: 100, px: -72 }, { px: 384 }] }],
    breakpoints: [{ name: 'all', aspect: [4, 3] }],
  },
} as const satisfies Record<string, Slot>

export type SlotName = keyof typeof slotTable

export const slots: Readonly<Record<SlotName, Slot>> = slotTable

export const slotNames = Object.keys(slots) as SlotName[]

const round = (n: number) => Math.round(n * 100) / 100

function lengthCss(length: Length): string {
  const terms: string[] = []
  if (length.vw !== undefined) terms.push(`${round(length.vw)}vw`)
  if (length.vh !== undefined) terms.push(`${round(length.vh)}vh`)
  if (length.px !== undefined && (length.px !== 0 || terms.length === 0))
    terms.push(`${round(Math.abs(length.px))}px`)
  if (terms.length === 1)
    return length.px !== undefined && length.px < 0 ? `-${terms[0]}` : terms[0]!
  const [first, ...rest] = terms
  const pxSign = length.px !== undefined && length.px < 0 ? '-' : '+'
  return `calc(${first} ${rest.map((t) => `${t.endsWith('px') ? pxSign : '+'} ${t}`).join(' ')})`
}

function ruleCss(rule: SizeRule): string {
  const value =
    rule.min.length === 1 ? lengthCss(rule.min[0]!) : `min(${rule.min.map(lengthCss).join(', ')})`
  return rule.minWidth === undefined ? value : `(min-width: ${rule.minWidth}px) ${value}`
}

/** The `sizes` attribute of a set of rules. */
export function sizesCss(rules: readonly SizeRule[]): string {
  return rules.map(ruleCss).join(', ')
}

/** The `sizes` attribute of a slot. */
export function slotSizes(slot: SlotName): string {
  return sizesCss(slots[slot].sizes)
}

/** The CSS width in pixels that `sizes` rules give at a viewport. */
export function sizeAt(rules: readonly SizeRule[], viewportWidth: number, viewportHeight: number) {
  const rule = rules.find((r) => r.minWidth === undefined || viewportWidth >= r.minWidth)
  if (!rule) throw new Error('sizes rules need a last entry without minWidth')
  return Math.min(
    ...rule.min.map(
      (l) =>
        ((l.vw ?? 0) * viewportWidth) / 100 + ((l.vh ?? 0) * viewportHeight) / 100 + (l.px ?? 0),
    ),
  )
}

/**
 * The widths a photograph is made at. Every needed width is rounded up to the next of these, so
 * a browser never picks a file much larger than the box it fills, and neighbouring sizes share
 * one file. Steps of about a third keep the waste under a third with few files, and the phone
 * widths at 2x, where most visitors are, get files of their own: 750 for 375 px at 2x and for
 * 360 px (India's commonest phone viewport) at 2x, 828 for 390 to 414 px at 2x (with a single
 * 800 they took 800 and 1200: 23% and 110% more pixels than a full-width hero needs, and on a
 * slow link the hero arrived 0.05 to 0.2 s later). Chrome takes the smallest file at least as
 * dense as the screen, so a 412 px phone at 1.75x (Lighthouse's mobile profile) takes 750 too.
 * 1200 rather than 1080 because the commonest phones at 3x (375 and 390 px, 1125 and 1170
 * pixels) would otherwise round up to 1440, 60% more pixels than they show.
 */
export const widthLadder = [320, 480, 640, 750, 828, 1200, 1440, 1920, 2560] as const

/** Viewports the widths are derived at: common phones, tablets, laptops and desktops. */
const viewports = [320, 360, 375, 390, 412, 430, 480, 576, 640, 700, 767, 768, 820, 992, 1024]
  .concat([1200, 1280, 1366, 1440, 1536, 1680, 1920, 2560])
  .map((width) => ({
    width,
    height: width < 768 ? Math.round(width * 2.1) : Math.round(width * 0.6),
  }))

/** Device pixel ratios to serve: phones up to 3, larger screens up to 2. */
function densities(viewportWidth: number): number[] {
  return viewportWidth <= 480 ? [1, 2, 3] : [1, 2]
}

function matchesMedia(media: string | undefined, viewportWidth: number): boolean {
  if (media === undefined) return true
  const max = /max-width:\s*(\d+)px/.exec(media)
  const min = /min-width:\s*(\d+)px/.exec(media)
  return (
    (max === null || viewportWidth <= Number(max[1])) &&
    (min === null || viewportWidth >= Number(min[1]))
  )
}

/** A width a photograph is made at, and the densest screen it is made for. */
export interface SlotVariant {
  readonly width: number
  /** The highest device pixel ratio among the viewports whose need rounds up to this width. */
  readonly density: number
}

/**
 * The ladder widths a slot's breakpoint needs: its rendered width at every viewport the
 * breakpoint applies to, times each density, rounded up to the ladder (never past its top).
 * A breakpoint is used only where no earlier breakpoint's media query matches. Each width
 * carries the highest density that needs it: the pipeline compresses a file for the densest
 * screen it is made for (scripts/media/photo-encode.ts).
 */
export function slotVariants(slot: SlotName, breakpoint: number): SlotVariant[] {
  const { breakpoints, sizes } = slots[slot]
  const own: SlotBreakpoint | undefined = breakpoints[breakpoint]
  if (!own) throw new Error(`Slot ${slot} has no breakpoint ${breakpoint}`)
  const earlier: readonly SlotBreakpoint[] = breakpoints.slice(0, breakpoint)
  const needed = new Map<number, number>()
  for (const viewport of viewports) {
    if (!matchesMedia(own.media, viewport.width)) continue
    if (earlier.some((b) => matchesMedia(b.media, viewport.width))) continue
    const css = sizeAt(sizes, viewport.width, viewport.height)
    for (const density of densities(viewport.width)) {
      const px = css * density
      const width = widthLadder.find((w) => w >= px) ?? widthLadder[widthLadder.length - 1]!
      needed.set(width, Math.max(density, needed.get(width) ?? 0))
    }
  }
  return [...needed]
    .map(([width, density]) => ({ width, density }))
    .sort((a, b) => a.width - b.width)
}

/** The ladder widths a slot's breakpoint needs (see `slotVariants`), ascending. */
export function slotWidths(slot: SlotName, breakpoint: number): number[] {
  return slotVariants(slot, breakpoint).map((v) => v.width)
}

/** The largest width a slot shows a picture at, for the "too small" check and the key list. */
export function largestWidth(slot: SlotName): number {
  return Math.max(...slots[slot].breakpoints.flatMap((_, i) => slotWidths(slot, i)))
}

/**
 * The `sizes` of a picture in a slot. The lightbox is also capped by its height (78vh), which
 * depends on the photograph's shape, so its rules gain a height term for the aspect shown.
 */
export function pictureSizes(slot: SlotName, aspect: number): string {
  if (slot !== 'lightbox') return slotSizes(slot)
  return sizesCss(
    slots.lightbox.sizes.map((rule) =>
      rule.minWidth === undefined ? rule : { ...rule, min: [...rule.min, { vh: 78 * aspect }] },
    ),
  )
}

/** The media query where a slot's last (default) breakpoint applies: after every earlier one. */
export function defaultBreakpointMedia(slot: SlotName): string | undefined {
  const earlier = slots[slot].breakpoints.slice(0, -1) as readonly SlotBreakpoint[]
  const maxima = earlier.map((b) => /max-width:\s*(\d+)px/.exec(b.media ?? '')?.[1])
  if (maxima.length === 0 || maxima.some((m) => m === undefined)) return undefined
  return `(min-width: ${Math.max(...maxima.map(Number)) + 1}px)`
}
