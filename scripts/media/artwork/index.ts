// Length: a drawing library: one illustration style, its palette and primitives, and a drawing per scene.
import { site } from '../../../content/site.ts'
import type { MediaEntry, Scene } from '../../../content/media/types.ts'

/*
 * The site's generated artwork: one illustration style for every scene of the media catalogue.
 * Layered hills in graded petal blues and greens, soft mist, a sun or moon, coffee rows and
 * silver oaks, with a quiet silhouette for the subject. Everything is drawn from a PRNG seeded by
 * the key, so the same key always gives the same picture and two keys of one scene differ in
 * ridges, time of day and mist. Numbers are rounded and shapes reused (dash patterns for rows
 * and balusters, one gradient per layer) to keep each file to a few kilobytes.
 */

/** Colours of src/styles/tokens.css, kept here because the build step runs outside the browser. */
export const palette = {
  blue900: '#142340',
  blue800: '#1d2f4f',
  blue700: '#2f4a72',
  blue500: '#5d7aa6',
  blue100: '#e3e9f2',
  green800: '#2c4d37',
  green700: '#3f6b4e',
  green500: '#6f9672',
  green300: '#a9c3a1',
  paper: '#f7f4ee',
  stone: '#e8e2d6',
  stone400: '#b9b0a0',
  ink: '#1c1c1c',
  ember: '#a63d27',
} as const

const P = palette

type Time = 'dawn' | 'morning' | 'day' | 'dusk' | 'night'
type Rand = () => number

interface Look {
  readonly sky: readonly [string, string, string]
  readonly haze: string
  readonly sun: string
  readonly glow: string
  /** How far the hills sink toward night blue (0 = day). */
  readonly dark: number
}

const looks: Record<Time, Look> = {
  dawn: {
    sky: ['#33496f', '#9a9bb4', '#f1d9c6'],
    haze: '#f4e6dc',
    sun: '#fbe3c8',
    glow: '#f6c9a2',
    dark: 0.12,
  },
  morning: {
    sky: ['#5d7aa6', '#aebfd4', '#eef0ea'],
    haze: '#f7f4ee',
    sun: '#fbf6ea',
    glow: '#fff4dc',
    dark: 0,
  },
  day: {
    sky: ['#7994bd', '#c5d3e2', '#f3f2ec'],
    haze: '#f7f4ee',
    sun: '#fffaf0',
    glow: '#fffbef',
    dark: 0,
  },
  dusk: {
    sky: ['#1d2f4f', '#59698f', '#dcb29a'],
    haze: '#d9c3b9',
    sun: '#f3c79e',
    glow: '#e9a57c',
    dark: 0.3,
  },
  night: {
    sky: ['#0d1626', '#1d2f4f', '#3b5078'],
    haze: '#4f6690',
    sun: '#eef0f2',
    glow: '#9fb2d3',
    dark: 0.62,
  },
}

/** A 32-bit FNV-1a hash: a stable seed from the key. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: small, fast and good enough for shapes. */
function prng(seed: number): Rand {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function between(r: Rand, lo: number, hi: number): number {
  return lo + (hi - lo) * r()
}

function choose<T>(r: Rand, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)]
  if (item === undefined) throw new Error('choose() needs a non-empty list')
  return item
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** Linear mix of two hex colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? v) - v) * t))
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}

/** Pixel coordinates: whole numbers are plenty and keep the files small. */
const n = (v: number): string => String(Math.round(v))
/** Local (scaled) coordinates keep one decimal. */
const d1 = (v: number): string => String(Math.round(v * 10) / 10)

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Everything a drawing needs: the PRNG, the look, the size, and a sink for shared defs. */
interface Ctx {
  readonly r: Rand
  readonly time: Time
  readonly look: Look
  readonly defs: string[]
  /** A short prefix so nested drawings (a window's view, a page's panel) keep ids unique. */
  readonly id: string
  next: number
}

function newId(c: Ctx): string {
  c.next += 1
  return `${c.id}${c.next.toString(36)}`
}

function vgrad(c: Ctx, stops: readonly (readonly [number, string, number?])[]): string {
  const id = newId(c)
  const s = stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
  c.defs.push(`<linearGradient id="${id}" x2="0" y2="1">${s}</linearGradient>`)
  return `url(#${id})`
}

function rgrad(c: Ctx, col: string, op: number): string {
  const id = newId(c)
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${col}" stop-opacity="${op}"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}

/** A smooth open curve through the points (Catmull-Rom turned into cubic Béziers). */
function smooth(pts: readonly (readonly [number, number])[]): string {
  const at = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [0, 0]
  let out = `M${n(at(0)[0])} ${n(at(0)[1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = at(i - 1)
    const [x1, y1] = at(i)
    const [x2, y2] = at(i + 1)
    const [x3, y3] = at(i + 2)
    // Catmull-Rom's first control point mirrors the previous segment's second, so every
    // segment after the first can be the shorter S command.
    const tail = `${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`
    out += i === 0 ? `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${tail}` : `S${tail}`
  }
  return out
}

type Ridge = (x: number) => number

function makeRidge(r: Rand, w: number, base: number, amp: number, rough: number): Ridge {
  const f = [between(r, 0.35, 1.1), between(r, 1.4, 2.8), between(r, 3.5, 6.5)]
  const p = [r() * 6.283, r() * 6.283, r() * 6.283]
  const a = [0.62, 0.28, 0.1 * rough]
  return (x) => {
    let y = 0
    for (let k = 0; k < 3; k++)
      y += (a[k] ?? 0) * Math.sin(6.283 * (f[k] ?? 1) * (x / w) + (p[k] ?? 0))
    return base - amp * y
  }
}

function sample(ridge: Ridge, x0: number, x1: number, steps: number): [number, number][] {
  const pts: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps
    pts.push([x, ridge(x)])
  }
  return pts
}

function lowest(ridge: Ridge, x0: number, x1: number): number {
  let y = -Infinity
  for (let i = 0; i <= 24; i++) y = Math.max(y, ridge(x0 + ((x1 - x0) * i) / 24))
  return y
}

function highest(ridge: Ridge, x0: number, x1: number): number {
  let y = Infinity
  for (let i = 0; i <= 24; i++) y = Math.min(y, ridge(x0 + ((x1 - x0) * i) / 24))
  return y
}

interface LandOptions {
  /** 0..1: how much mist lies in the valleys. */
  readonly mist: number
  /** Where the nearest ground sits, as a fraction of the height. */
  readonly ground: number
  /** Coffee rows on the middle slope, on the near slope, or none. */
  readonly rows: 'mid' | 'near' | 'none'
  readonly trees: boolean
  readonly birds: number
  /** The sun or moon's height above the horizon, as a fraction of the height (dawn: low). */
  readonly sunHeight?: number
  /** How many ridges, far to near (default 5). */
  readonly count?: number
  /** Extra width drawn on each side, for the video's parallax drift. */
  readonly bleed?: number
}

interface Land {
  /** The layers from the sky to the nearest ground, for a still image or a video's parallax. */
  readonly layers: string[]
  readonly ground: Ridge
  readonly nearColour: string
  readonly horizon: number
}

/**
 * The landscape every outdoor scene stands on: sky, sun or moon, four or five ridges from far to
 * near with mist in between, coffee rows and silver oaks, and the nearest ground, whose ridge
 * the caller gets back to stand its subject on.
 */
function landscape(c: Ctx, w: number, h: number, o: LandOptions): Land {
  const { r, look } = c
  const bleed = o.bleed ?? 0
  const x0 = -bleed
  const x1 = w + bleed
  const layers: string[] = []
  const horizon = h * between(r, 0.4, 0.52)

  // Sky, with a faint warm band at the horizon.
  const sky = vgrad(c, [
    [0, look.sky[0]],
    [0.62, look.sky[1]],
    [1, look.sky[2]],
  ])
  let back = `<rect x="${n(x0)}" width="${n(x1 - x0)}" height="${n(horizon + h * 0.2)}" fill="${sky}"/>`

  // Sun or moon with a wide soft glow.
  const sx = w * between(r, 0.18, 0.82)
  const sy = horizon - h * (o.sunHeight ?? between(r, 0.12, 0.3))
  const sr = Math.min(w, h) * (c.time === 'night' ? 0.03 : 0.045)
  back += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 9)}" fill="${rgrad(c, look.glow, c.time === 'night' ? 0.35 : 0.7)}"/>`
  back += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="${look.sun}" opacity="${c.time === 'day' ? 0.9 : 0.95}"/>`
  if (c.time === 'night') {
    let stars = ''
    for (let i = 0; i < 26; i++) {
      stars += `<circle cx="${n(between(r, 0, w))}" cy="${n(r() * horizon * 0.8)}" r="${d1(between(r, 0.5, 1.5) * Math.max(1, w / 1200))}"/>`
    }
    back += `<g fill="#eef0f2" opacity=".7">${stars}</g>`
  }
  // Two long streaks of high cloud.
  for (let i = 0; i < 2; i++) {
    const cy = horizon * between(r, 0.2, 0.75)
    back += `<ellipse cx="${n(between(r, 0, w))}" cy="${n(cy)}" rx="${n(w * between(r, 0.18, 0.35))}" ry="${n(h * 0.012)}" fill="${look.haze}" opacity="${c.time === 'night' ? 0.12 : 0.35}"/>`
  }
  layers.push(back)

  const count = o.count ?? 5
  const nearBase = h * o.ground
  const ramp = [
    mix(look.sky[2], P.blue500, 0.42),
    mix(P.blue500, P.green500, 0.3),
    mix(P.blue700, P.green700, 0.45),
    mix(P.green700, P.blue800, 0.35),
    mix(P.blue800, P.green800, 0.35),
  ].map((col) => mix(col, '#111c2e', look.dark))
  const ridges: Ridge[] = []
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    const base = horizon + (nearBase - horizon) * Math.pow(t, 0.9)
    const amp =
      i === 0
        ? h * between(r, 0.09, 0.15)
        : i === count - 1
          ? h * 0.025
          : h * between(r, 0.035, 0.07)
    ridges.push(makeRidge(r, w, base + (i === 0 ? h * 0.02 : 0), amp, i === count - 1 ? 0.3 : 1))
  }
  const mistBand = vgrad(c, [
    [0, look.haze, 0],
    [0.55, look.haze, 0.85],
    [1, look.haze, 0],
  ])
  const mistPatch = rgrad(c, look.haze, 0.8)
  const rowLayer = o.rows === 'near' ? count - 1 : o.rows === 'mid' ? count - 2 : -1
  let nearColour: string = P.blue800
  for (let i = 0; i < count; i++) {
    const ridge = ridges[i]
    const col = ramp[i]
    if (!ridge || !col) continue
    const nextRidge = ridges[i + 1]
    const top = highest(ridge, x0, x1)
    const bottom = nextRidge ? lowest(nextRidge, x0, x1) + h * 0.01 : h
    const fill =
      i === count - 1
        ? vgrad(c, [
            [0, col],
            [1, mix(col, '#0b1320', 0.35)],
          ])
        : vgrad(c, [
            [0.35, col],
            [1, mix(col, look.haze, 0.6)],
          ])
    let layer = `<path d="${smooth(sample(ridge, x0, x1, 8))}V${n(Math.max(bottom, top + 2))}H${n(x0)}Z" fill="${fill}"/>`
    if (i === count - 1) nearColour = col

    if (i === rowLayer) layer += coffeeRows(c, ridge, x0, x1, h, col, i === count - 1)
    if (o.trees && (i === count - 2 || i === count - 3))
      layer += silverOaks(c, ridge, x0, x1, h, col, i === count - 2 ? 1 : 0.55)

    // Mist in the valley in front of this ridge: a band and one or two drifting patches.
    if (nextRidge && r() < 0.45 + o.mist) {
      const y = (lowest(ridge, x0, x1) + highest(nextRidge, x0, x1)) / 2
      const bh = h * (0.05 + 0.09 * o.mist) * between(r, 0.7, 1.3)
      layer += `<rect x="${n(x0)}" y="${n(y - bh / 2)}" width="${n(x1 - x0)}" height="${n(bh)}" fill="${mistBand}" opacity="${d1(between(r, 0.35, 0.6) + o.mist * 0.35)}"/>`
      const patches = o.mist > 0.8 ? 2 : 1
      for (let k = 0; k < patches; k++) {
        layer += `<ellipse cx="${n(between(r, 0, w))}" cy="${n(y + bh * between(r, -0.2, 0.4))}" rx="${n(w * between(r, 0.25, 0.5))}" ry="${n(bh * between(r, 0.6, 1))}" fill="${mistPatch}" opacity="${d1(0.5 + o.mist * 0.4)}"/>`
      }
    }
    layers.push(layer)
  }

  if (o.birds > 0) {
    let birds = ''
    const bx = w * between(r, 0.2, 0.7)
    const by = horizon * between(r, 0.35, 0.7)
    const bs = Math.min(w, h) / 140
    for (let i = 0; i < o.birds; i++) {
      const s = bs * between(r, 0.6, 1.2)
      const x = bx + between(r, -1, 1) * w * 0.12
      const y = by + between(r, -1, 1) * h * 0.06
      birds += `<path d="M${n(x - 3 * s)} ${n(y - s)}Q${n(x - 1.5 * s)} ${n(y - 2 * s)} ${n(x)} ${n(y)}Q${n(x + 1.5 * s)} ${n(y - 2 * s)} ${n(x + 3 * s)} ${n(y - s)}"/>`
    }
    const birdColour = mix(P.blue800, '#0b1320', look.dark)
    layers.splice(
      1,
      0,
      `<g fill="none" stroke="${birdColour}" stroke-width="${d1(Math.max(1, bs * 0.5))}" stroke-linecap="round" opacity=".8">${birds}</g>`,
    )
  }

  const ground = ridges[count - 1] ?? (() => nearBase)
  return { layers, ground, nearColour, horizon }
}

/** Rows of coffee bushes that follow a slope: round-capped dashes along offset ridge lines. */
function coffeeRows(
  c: Ctx,
  ridge: Ridge,
  x0: number,
  x1: number,
  h: number,
  col: string,
  near: boolean,
): string {
  const { r } = c
  const rows = near ? 7 : 6
  const tilt = between(r, -0.06, 0.06)
  const dark = mix(col, '#0b1320', 0.35)
  const light = mix(col, P.green300, near ? 0.45 : 0.25)
  let out = ''
  for (let j = 1; j <= rows; j++) {
    const depth = near ? Math.pow(j / rows, 1.6) * h * 0.2 : Math.pow(j / rows, 1.4) * h * 0.07
    const size = (near ? 4 + j * 2.4 : 1.4 + j * 0.7) * (h / 900)
    const pts = sample(
      (x) => ridge(x) + h * 0.008 + depth + (x - x0) * tilt * (j / rows),
      x0,
      x1,
      5,
    )
    out += `<path d="${smooth(pts)}" stroke-dasharray="0 ${d1(size * 1.3)}" stroke-width="${d1(size)}"/>`
  }
  // A lit edge on the bushes makes the rows read as foliage, not dots: the same rows again,
  // lighter and nudged up, by reference so the bytes are not spent twice.
  const id = newId(c)
  return `<g stroke="${dark}" opacity=".75"><g id="${id}" fill="none" stroke-linecap="round">${out}</g></g><use href="#${id}" stroke="${light}" opacity="${near ? 0.4 : 0.3}" y="-${d1(Math.max(1, h / 500))}"/>`
}

/** Silver oaks, the tall shade trees of the estates, standing on a ridge. */
function silverOaks(
  c: Ctx,
  ridge: Ridge,
  x0: number,
  x1: number,
  h: number,
  col: string,
  scale: number,
): string {
  const { r } = c
  const count = 2 + Math.floor(r() * 4)
  const tone = mix(col, '#0b1320', 0.3)
  let out = ''
  for (let i = 0; i < count; i++) {
    // x0 is minus the bleed, so x1 + x0 is the picture width: trees stay put in the video.
    const x = between(r, 0, x1 + x0)
    const y = ridge(x) + h * 0.01
    const th = h * between(r, 0.09, 0.15) * scale
    const cw = th * 0.16
    out += `<path d="M${n(x)} ${n(y)}V${n(y - th)}" stroke="${tone}" stroke-width="${d1(Math.max(1, th * 0.02))}"/>`
    out += `<ellipse cx="${n(x)}" cy="${n(y - th * 0.7)}" rx="${n(cw)}" ry="${n(th * 0.32)}"/>`
  }
  return `<g fill="${tone}">${out}</g>`
}

/** Colours for subjects standing in a landscape at this time of day. */
function inks(c: Ctx) {
  const night = c.time === 'night'
  return {
    sil: mix(P.blue900, '#070c16', c.look.dark),
    sil2: mix(P.blue800, '#0b1320', c.look.dark * 0.8),
    cloth: night ? '#c9ccd4' : c.time === 'dusk' ? '#eadfd6' : P.paper,
    lamp: '#f6cf8e',
  }
}

function place(x: number, y: number, s: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})">${body}</g>`
}

/** Warm pin-point lights with a halo, for lamps, candles and windows after dark. */
function lamp(c: Ctx, x: number, y: number, r: number): string {
  return `<circle cx="${d1(x)}" cy="${d1(y)}" r="${d1(r * 4)}" fill="${rgrad(c, '#f6cf8e', 0.55)}"/><circle cx="${d1(x)}" cy="${d1(y)}" r="${d1(r)}" fill="#fbe6bd"/>`
}

/** A sagging string of small lights between two points. */
function stringLights(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  dot: number,
): string {
  const mx = (x1 + x2) / 2
  return `<path d="M${d1(x1)} ${d1(y1)}Q${d1(mx)} ${d1(Math.max(y1, y2) + sag)} ${d1(x2)} ${d1(y2)}" fill="none" stroke="#fbe6bd" stroke-width="${d1(dot)}" stroke-linecap="round" stroke-dasharray="0 ${d1(dot * 3.5)}"/>`
}

function chair(x: number, col: string, facing: 1 | -1, s = 1): string {
  // Side view: a back, a seat and two legs, in local units (ground at y = 0).
  const b = facing * -4 * s
  return `<path d="M${d1(x + b)} ${d1(-16 * s)}V${d1(-8 * s)}H${d1(x - b)}V0M${d1(x + b)} ${d1(-8 * s)}V0" fill="none" stroke="${col}" stroke-width="${d1(1.2 * s)}" stroke-linejoin="round"/>`
}

function table(x: number, wd: number, ht: number, col: string, cloth?: string): string {
  let out = `<path d="M${d1(x - wd / 2 + 2)} ${d1(-ht)}V0M${d1(x + wd / 2 - 2)} ${d1(-ht)}V0" stroke="${col}" stroke-width="1.2"/>`
  out += `<rect x="${d1(x - wd / 2)}" y="${d1(-ht - 1)}" width="${d1(wd)}" height="1.6" fill="${col}"/>`
  if (cloth)
    out += `<path d="M${d1(x - wd / 2 - 0.5)} ${d1(-ht - 1)}h${d1(wd + 1)}v${d1(ht * 0.45)}h${d1(-wd - 1)}Z" fill="${cloth}"/>`
  return out
}

function cup(x: number, y: number, col: string, s = 1): string {
  return `<path d="M${d1(x - 1.6 * s)} ${d1(y - 2.2 * s)}h${d1(3.2 * s)}l${d1(-0.4 * s)} ${d1(2.2 * s)}h${d1(-2.4 * s)}Z" fill="${col}"/>`
}

/** Two people walking with sticks, for the trek and the walks. */
function walker(x: number, col: string, s: number, stride: number): string {
  const leg = 7 * s
  return `<g fill="${col}" stroke="${col}" stroke-linecap="round"><circle cx="${d1(x)}" cy="${d1(-18.5 * s)}" r="${d1(1.5 * s)}"/><path d="M${d1(x - 1.6 * s)} ${d1(-16.5 * s)}h${d1(3.2 * s)}l${d1(0.4 * s)} ${d1(8.5 * s)}h${d1(-4 * s)}Z" stroke="none"/><path d="M${d1(x - 3.4 * s)} ${d1(-16 * s)}h${d1(2 * s)}v${d1(6 * s)}h${d1(-2 * s)}Z" stroke="none"/><path d="M${d1(x)} ${d1(-8 * s)}l${d1(-stride * s)} ${d1(leg)}M${d1(x)} ${d1(-8 * s)}l${d1(stride * s)} ${d1(leg)}" stroke-width="${d1(1.3 * s)}" fill="none"/><path d="M${d1(x + 2 * s)} ${d1(-13 * s)}l${d1(2.6 * s)} ${d1(13 * s)}" stroke-width="${d1(0.5 * s)}" fill="none"/></g>`
}

/* Outdoor subjects, in local units: ground at y = 0, about 100 units to the image width. */

function gazebo(c: Ctx): string {
  const k = inks(c)
  const lit = c.time === 'dusk' || c.time === 'night' || c.time === 'dawn'
  let out = `<rect x="-19" y="-3" width="38" height="3" fill="${k.sil}"/>`
  out += `<path d="M-15 -3V-20M-5.5 -3V-20M5.5 -3V-20M15 -3V-20" stroke="${k.sil}" stroke-width="1.6"/>`
  out += `<path d="M-15 -9H15" stroke="${k.sil}" stroke-width=".8"/><path d="M-15 -7H15" stroke="${k.sil}" stroke-width="1" stroke-dasharray=".8 2.2"/>`
  out += `<path d="M-21 -19.5L0 -33L21 -19.5Z" fill="${k.sil}"/><rect x="-21.5" y="-21" width="43" height="2" fill="${k.sil2}"/><path d="M0 -33V-37" stroke="${k.sil}" stroke-width=".7"/>`
  if (lit) out += lamp(c, 0, -16, 0.9) + stringLights(-15, -19, 15, -19, 2.5, 0.7)
  return out
}

function bonfire(c: Ctx): string {
  const k = inks(c)
  let out = `<circle cy="-6" r="34" fill="${rgrad(c, '#f2a15e', 0.55)}"/>`
  out += `<ellipse cy="-.2" rx="9" ry="1.6" fill="${k.sil}"/>`
  out += `<path d="M-7 -.5L6 -3.2M-6 -3.2L7 -.5" stroke="${k.sil2}" stroke-width="1.6" stroke-linecap="round"/>`
  out += `<path d="M-4.5 -2C-5.5 -7 -1.5 -8.5 -.5 -14C1.5 -9.5 5.5 -7.5 4.5 -2Z" fill="${P.ember}"/>`
  out += `<path d="M-2.8 -2C-3.2 -5.5 .2 -6.5 .4 -10.5C1.6 -7 3.6 -5.5 2.8 -2Z" fill="#e8914f"/>`
  out += `<path d="M-1.3 -2C-1.3 -4 .3 -4.5 .4 -6.8C1.3 -4.6 1.8 -3.6 1.3 -2Z" fill="#f8d79a"/>`
  out += `<g fill="#f8d79a"><circle cx="1.5" cy="-18" r=".35"/><circle cx="-1.8" cy="-21" r=".3"/><circle cx="2.6" cy="-24" r=".25"/></g>`
  // Low chairs around the fire.
  out += chair(-17, k.sil, 1) + chair(17, k.sil, -1) + chair(-29, k.sil2, 1, 0.8)
  return out
}

function mandap(c: Ctx): string {
  const k = inks(c)
  const flower = c.time === 'night' ? '#d9a08f' : '#e7b3a0'
  let out = `<rect x="-20" y="-2.5" width="40" height="2.5" fill="${k.sil}"/><rect x="-16" y="-4" width="32" height="1.5" fill="${k.sil2}"/>`
  out += `<path d="M-16 -4V-27M16 -4V-27M-8 -4V-25M8 -4V-25" stroke="${k.sil}" stroke-width="1.4"/>`
  out += `<path d="M-19 -27H19L16 -30Q0 -41 -16 -30Z" fill="${k.sil}"/>`
  // Garlands: swags of flowers between the pillars, then two hanging strings.
  const swag = (a: number, b: number) =>
    `<path d="M${a} -26.5Q${(a + b) / 2} -21 ${b} -26.5" fill="none"/>`
  out += `<g stroke="${flower}" stroke-width="1.1" stroke-linecap="round" stroke-dasharray="0 1.5">${swag(-16, -8)}${swag(-8, 8)}${swag(8, 16)}<path d="M-16 -26V-6M16 -26V-6"/></g>`
  out += `<circle cy="-34" r=".9" fill="${flower}"/>`
  // The aisle: rows of chairs facing the mandap.
  for (let i = 0; i < 3; i++) {
    const s = 0.7 + i * 0.15
    out += chair(-26 - i * 4, k.sil2, -1, s) + chair(26 + i * 4, k.sil2, 1, s)
  }
  return out
}

function trekkers(c: Ctx): string {
  const k = inks(c)
  return walker(-4, k.sil, 1, 2.6) + walker(9, k.sil2, 0.85, 1.8)
}

function cameraOnTripod(c: Ctx): string {
  const k = inks(c)
  return `<path d="M0 -16L-6 0M0 -16L6 0M0 -16V-1" stroke="${k.sil}" stroke-width=".9" fill="none"/><rect x="-4.5" y="-22" width="9" height="6" rx="1" fill="${k.sil}"/><rect x="-2" y="-23.4" width="3.2" height="1.6" fill="${k.sil}"/><circle cx="3.6" cy="-19" r="2.6" fill="${k.sil2}"/><circle cx="3.6" cy="-19" r="1.3" fill="${mix(k.sil2, '#9fb2d3', 0.35)}"/>`
}

function perchedBird(c: Ctx): string {
  const k = inks(c)
  // A branch reaching in from the side with a small bird on it.
  return `<path d="M-60 -6Q-30 -10 -8 -16Q2 -19 10 -26M-22 -11Q-16 -18 -10 -19" fill="none" stroke="${k.sil}" stroke-width="1.4" stroke-linecap="round"/><g fill="${k.sil}"><ellipse cx="-30" cy="-13" rx="3" ry="2" transform="rotate(-14 -30 -13)"/><circle cx="-27.5" cy="-15.2" r="1.3"/><path d="M-26.4 -15.4l1.4 .3l-1.3 .5ZM-32.5 -12.4l-4 2l.6-2.2Z"/><ellipse cx="-12" cy="-19" rx="2.2" ry="1.2"/><ellipse cx="4" cy="-21" rx="2.6" ry="1.3" transform="rotate(-30 4 -21)"/></g>`
}

function cottages(c: Ctx, ground: Ridge, w: number, u: number): string {
  const { r } = c
  const k = inks(c)
  const lit = c.time !== 'day' && c.time !== 'morning'
  let out = ''
  const count = 4
  for (let i = 0; i < count; i++) {
    const x = w * (0.18 + (0.64 * i) / (count - 1)) + between(r, -1, 1) * w * 0.04
    const y = ground(x) + u * 0.5
    const s = u * between(r, 0.75, 1.05)
    const wd = between(r, 12, 18)
    // A low Malnad cottage: a steep tiled roof over a short white wall.
    let body = `<rect x="${d1(-wd / 2)}" y="-6" width="${d1(wd)}" height="6" fill="${c.time === 'night' ? '#8b93a6' : P.stone}"/>`
    body += `<path d="M${d1(-wd / 2 - 3)} -5.5L${d1(-wd / 2 + 3)} -12H${d1(wd / 2 - 3)}L${d1(wd / 2 + 3)} -5.5Z" fill="${k.sil2}"/>`
    // A door and two windows, lit after dark.
    body += `<path d="M-1.2 -4h2.4v4h-2.4ZM${d1(-wd / 2 + 2)} -4h2v2h-2ZM${d1(wd / 2 - 4)} -4h2v2h-2Z" fill="${lit ? '#f3c989' : k.sil}"/>`
    out += place(x, y, s, body)
  }
  return out
}

/**
 * A Hoysala temple (Belur, Halebidu): a star-shaped plinth, a pillared hall with a deep eave and
 * a stepped tower with its finial, in silhouette.
 */
function temple(c: Ctx): string {
  const k = inks(c)
  let out = ''
  // The stellate plinth: a row of stepped points, in two tiers.
  let plinth = 'M-34 0'
  for (let x = -34; x < 34; x += 4) plinth += `L${x + 2} -2.5L${x + 4} -1`
  out += `<path d="${plinth}V0Z" fill="${k.sil2}"/><rect x="-30" y="-7" width="60" height="4.6" fill="${k.sil2}"/>`
  // The hall: pillars under a sloping eave, and the carved band above.
  out += `<rect x="-24" y="-17" width="48" height="10" fill="${k.sil}"/>`
  out += `<path d="M-20 -8V-16M-12 -8V-16M-4 -8V-16M4 -8V-16M12 -8V-16M20 -8V-16" stroke="${k.sil2}" stroke-width="1.4"/>`
  out += `<path d="M-28 -16.5L28 -16.5L24 -19.5H-24Z" fill="${k.sil2}"/><rect x="-22" y="-23" width="44" height="3.5" fill="${k.sil}"/>`
  // The tower over the shrine: stepped tiers narrowing to a dome and finial.
  for (let i = 0; i < 5; i++) {
    const half = 13 - i * 2.2
    out += `<rect x="${d1(12 - half)}" y="${d1(-27 - i * 4)}" width="${d1(half * 2)}" height="4.2" fill="${i % 2 ? k.sil2 : k.sil}"/>`
  }
  out += `<path d="M5.5 -42.5Q12 -50 18.5 -42.5Z" fill="${k.sil}"/><path d="M12 -48V-52" stroke="${k.sil}" stroke-width="1"/><circle cx="12" cy="-52.5" r="1" fill="${k.sil}"/>`
  return out
}

/** A waterfall: a dark cliff in the forest with white water falling into a pool, and spray. */
function waterfall(c: Ctx, land: Land, w: number, h: number, u: number): string {
  const k = inks(c)
  const x = w * between(c.r, 0.38, 0.62)
  const top = land.horizon + h * 0.02
  const foot = land.ground(x) + u
  const wide = w * 0.09
  const rock = mix(P.blue800, '#0b1320', c.look.dark * 0.8)
  let out = `<path d="M${n(x - wide * 2.6)} ${n(foot)}L${n(x - wide * 1.3)} ${n(top)}H${n(x + wide * 1.4)}L${n(x + wide * 2.8)} ${n(foot)}Z" fill="${rock}"/>`
  const water = vgrad(c, [
    [0, P.paper, 0.95],
    [1, P.blue100, 0.85],
  ])
  out += `<path d="M${n(x - wide * 0.55)} ${n(top)}H${n(x + wide * 0.5)}Q${n(x + wide * 0.7)} ${n((top + foot) / 2)} ${n(x + wide * 0.9)} ${n(foot)}H${n(x - wide * 0.95)}Q${n(x - wide * 0.7)} ${n((top + foot) / 2)} ${n(x - wide * 0.55)} ${n(top)}Z" fill="${water}"/>`
  // Falling streaks and the spray cloud at the foot.
  let streaks = ''
  for (let i = 0; i < 6; i++) {
    const sx = x + between(c.r, -0.4, 0.4) * wide
    streaks += `<path d="M${n(sx)} ${n(top + (foot - top) * between(c.r, 0, 0.3))}V${n(foot - (foot - top) * between(c.r, 0, 0.2))}"/>`
  }
  out += `<g stroke="${P.blue500}" stroke-width="${d1(Math.max(1, u * 0.25))}" opacity=".35">${streaks}</g>`
  out += `<ellipse cx="${n(x)}" cy="${n(foot)}" rx="${n(wide * 2.2)}" ry="${n(u * 3)}" fill="${rgrad(c, P.paper, 0.85)}"/>`
  out += `<ellipse cx="${n(x)}" cy="${n(foot + u * 2.5)}" rx="${n(wide * 3)}" ry="${n(u * 1.6)}" fill="${mix(P.blue500, '#0b1320', c.look.dark)}" opacity=".8"/>`
  return (
    out +
    place(x - wide * 3.2, foot, u * 0.45, silhouetteTree(k.sil)) +
    place(x + wide * 3.1, foot, u * 0.5, silhouetteTree(k.sil2))
  )
}

/** A tall forest tree in silhouette, in local units. */
function silhouetteTree(col: string): string {
  return `<path d="M0 0V-14" stroke="${col}" stroke-width="1.6"/><path d="M-6 -10Q-7 -24 0 -30Q7 -24 6 -10Z" fill="${col}"/>`
}

/** A still lake in front of the hills, the sky and the far ridge mirrored in it. */
function lake(c: Ctx, land: Land, w: number, h: number, u: number): string {
  const y = Math.max(land.horizon + h * 0.08, Math.min(land.ground(w / 2), h * 0.72))
  const water = vgrad(c, [
    [0, mix(c.look.sky[2], P.blue500, 0.35)],
    [0.5, mix(c.look.sky[1], P.blue700, 0.45)],
    [1, mix(P.blue800, '#0b1320', c.look.dark)],
  ])
  let out = `<rect y="${n(y)}" width="${n(w)}" height="${n(h - y)}" fill="${water}"/>`
  let glints = ''
  for (let i = 1; i < 8; i++) {
    const yy = y + ((h - y) * i) / 8
    glints += `<path d="M${n(w * between(c.r, 0.05, 0.7))} ${n(yy)}h${n(w * between(c.r, 0.05, 0.22))}"/>`
  }
  out += `<g stroke="${c.look.haze}" stroke-width="${d1(Math.max(1, u * 0.2))}" opacity=".4" stroke-linecap="round">${glints}</g>`
  // The near shore: a low bank with reeds.
  out += `<path d="M0 ${n(h)}V${n(h - u * 4)}Q${n(w * 0.2)} ${n(h - u * 7)} ${n(w * 0.42)} ${n(h - u * 3)}V${n(h)}Z" fill="${mix(P.green800, '#0b1320', c.look.dark)}"/>`
  return out
}

function pool(c: Ctx, w: number, h: number, y: number, u: number): string {
  const k = inks(c)
  const water = vgrad(c, [
    [0, mix(c.look.sky[2], P.blue500, 0.25)],
    [1, mix(P.blue700, '#0b1320', c.look.dark)],
  ])
  let out = `<rect y="${n(y)}" width="${n(w)}" height="${n(h - y)}" fill="${mix(P.stone400, '#2a3246', c.look.dark + 0.1)}"/>`
  const py = y + u * 1.2
  const ph = (h - py) * 0.6
  out += `<rect y="${n(py)}" width="${n(w)}" height="${n(ph)}" fill="${water}"/>`
  let ripples = ''
  for (let i = 1; i < 6; i++) {
    const yy = py + (ph * i) / 6
    ripples += `<path d="M${n(w * between(c.r, 0.05, 0.6))} ${n(yy)}h${n(w * between(c.r, 0.08, 0.3))}"/>`
  }
  out += `<g stroke="${P.paper}" stroke-width="${d1(Math.max(1, u * 0.2))}" opacity=".35" stroke-linecap="round">${ripples}</g>`
  // Two loungers on the deck in the foreground.
  const lounger = `<path d="M-12 -3H6L12 -9" fill="none" stroke="${k.sil}" stroke-width="1.6" stroke-linejoin="round"/><path d="M-10 -3V0M4 -3V0" stroke="${k.sil}" stroke-width=".9"/>`
  const ly = py + ph + (h - py - ph) * 0.85
  out += place(w * 0.3, ly, u, lounger) + place(w * 0.52, ly, u, lounger)
  return out
}

/** A terrace: stone floor, and a balustrade along its far edge with the valley beyond. */
function terrace(c: Ctx, w: number, h: number, y: number, u: number): string {
  const k = inks(c)
  const hgt = u * 8
  const rail = mix(k.sil2, c.look.sky[1], 0.18)
  const floor = vgrad(c, [
    [0, mix(P.stone400, '#1b2436', c.look.dark + 0.15)],
    [1, mix(P.stone400, '#1b2436', c.look.dark + 0.45)],
  ])
  return `<rect y="${n(y)}" width="${n(w)}" height="${n(h - y)}" fill="${floor}"/><path d="M0 ${n(y - hgt / 2)}H${n(w)}" stroke="${rail}" stroke-width="${n(hgt)}" stroke-dasharray="${d1(u * 0.9)} ${d1(u * 2.6)}"/><rect y="${n(y - hgt - u)}" width="${n(w)}" height="${n(u * 1.3)}" fill="${rail}"/><rect y="${n(y - u * 0.6)}" width="${n(w)}" height="${n(u * 0.9)}" fill="${rail}"/>`
}

function breakfastTable(c: Ctx): string {
  const k = inks(c)
  let out = chair(-17, k.sil, 1) + chair(17, k.sil, -1)
  out += table(0, 26, 11, k.sil, k.cloth)
  out += cup(-6, -12, k.sil2) + cup(6, -12, k.sil2)
  out += `<ellipse cy="-12.3" rx="3.6" ry=".7" fill="${k.sil2}"/><path d="M-1.8 -13Q0 -17 1.8 -13Z" fill="${P.green700}"/>`
  // A coffee pot.
  out += `<path d="M10 -12V-16.5Q11.5 -18 13 -16.5V-12ZM13 -15.5L14.6 -16.5" fill="${k.sil2}" stroke="${k.sil2}" stroke-width=".5"/>`
  return out
}

function dinnerTable(c: Ctx): string {
  const k = inks(c)
  let out = chair(-15, k.sil, 1) + chair(15, k.sil, -1)
  out += table(0, 22, 11, k.sil, k.cloth)
  out += `<path d="M-5 -12v-3.5M5 -12v-3.5" stroke="${k.sil2}" stroke-width=".4"/><path d="M-6 -17.5h2l-.5 2h-1ZM4 -17.5h2l-.5 2h-1Z" fill="${k.sil2}"/>`
  out +=
    `<rect x="-.4" y="-15.5" width=".8" height="3.5" fill="${k.cloth}"/>` + lamp(c, 0, -16.3, 0.5)
  out += stringLights(-30, -34, 30, -36, 5, 0.8)
  return out
}

function cafeTable(c: Ctx): string {
  const k = inks(c)
  let out = chair(-11, k.sil, 1) + chair(11, k.sil, -1)
  out += `<path d="M0 -11V0M-3.5 0H3.5" stroke="${k.sil}" stroke-width="1"/><ellipse cy="-11.4" rx="6" ry="1" fill="${k.sil}"/>`
  out += cup(-2.2, -12, k.cloth, 0.7) + cup(2.4, -12, k.cloth, 0.7)
  return out
}

function balconyChairs(c: Ctx): string {
  const k = inks(c)
  // Two planter's chairs with long arms and a low table between them.
  const planter = (x: number, f: 1 | -1) =>
    `<path d="M${x - 7 * f} -17L${x - 2 * f} -6H${x + 7 * f}M${x - 1 * f} -6V0M${x + 6 * f} -6V0M${x - 3 * f} -10H${x + 9 * f}" fill="none" stroke="${k.sil}" stroke-width="1.4" stroke-linejoin="round"/>`
  return planter(-14, 1) + planter(14, -1) + table(0, 9, 6, k.sil2) + cup(-1.5, -7, k.cloth, 0.7)
}

interface Composition {
  readonly time?: readonly Time[]
  readonly land: Omit<LandOptions, 'bleed'>
  readonly subject?: (c: Ctx, land: Land, w: number, h: number, u: number) => string
}

/** Places a local-unit subject on the nearest ridge, a third of the way in from one side. */
function standing(draw: (c: Ctx) => string, size = 1, centre = false) {
  return (c: Ctx, land: Land, w: number, _h: number, u: number): string => {
    const x = centre
      ? w * between(c.r, 0.42, 0.58)
      : w * (c.r() < 0.5 ? 0.34 : 0.66) + between(c.r, -1, 1) * w * 0.04
    return place(x, land.ground(x) + u * 0.6, u * size, draw(c))
  }
}

const outdoor: Partial<Record<Scene, Composition>> = {
  hills: { land: { mist: 0.45, ground: 0.9, rows: 'none', trees: true, birds: 3 } },
  mist: {
    time: ['dawn', 'morning'],
    land: { mist: 1, ground: 0.92, rows: 'none', trees: true, birds: 0 },
  },
  sunrise: {
    time: ['dawn'],
    land: { mist: 0.7, ground: 0.9, rows: 'mid', trees: true, birds: 4, sunHeight: 0.06 },
  },
  night: {
    time: ['night'],
    land: { mist: 0.3, ground: 0.88, rows: 'none', trees: true, birds: 0 },
    subject: (c, land, w, _h, u) => cottages(c, land.ground, w, u * 0.9),
  },
  'coffee-rows': { land: { mist: 0.5, ground: 0.7, rows: 'near', trees: true, birds: 2 } },
  'plantation-walk': {
    land: { mist: 0.4, ground: 0.72, rows: 'near', trees: true, birds: 0 },
    subject: (c, land, w, h, u) => {
      const x = w * between(c.r, 0.4, 0.6)
      const y = land.ground(x)
      // A footpath winding down toward the viewer, with one walker on it.
      const path = `<path d="M${n(x - u)} ${n(y)}Q${n(x - w * 0.12)} ${n((y + h) / 2)} ${n(x - w * 0.1)} ${n(h)}H${n(x + w * 0.08)}Q${n(x - w * 0.03)} ${n((y + h) / 2)} ${n(x + u)} ${n(y)}Z" fill="${mix(P.stone, '#3b4458', c.look.dark + 0.1)}" opacity=".8"/>`
      const wy = y + (h - y) * 0.35
      return path + place(x - w * 0.03, wy, u * 0.75, walker(0, inks(c).sil, 1, 2.2))
    },
  },
  trek: {
    land: { mist: 0.55, ground: 0.84, rows: 'none', trees: true, birds: 2 },
    subject: standing(trekkers, 1.3),
  },
  birds: {
    land: { mist: 0.5, ground: 0.94, rows: 'mid', trees: true, birds: 9 },
    subject: standing(perchedBird, 1.1),
  },
  gazebo: {
    time: ['morning', 'day', 'dusk', 'dawn'],
    land: { mist: 0.5, ground: 0.84, rows: 'mid', trees: true, birds: 0 },
    subject: standing(gazebo, 0.95),
  },
  bonfire: {
    time: ['dusk', 'night'],
    land: { mist: 0.25, ground: 0.84, rows: 'none', trees: true, birds: 0 },
    subject: standing(bonfire, 1.05, true),
  },
  wedding: {
    time: ['morning', 'day', 'dusk'],
    land: { mist: 0.4, ground: 0.86, rows: 'none', trees: true, birds: 0 },
    subject: standing(mandap, 1.05, true),
  },
  camera: {
    land: { mist: 0.55, ground: 0.86, rows: 'mid', trees: true, birds: 3 },
    subject: standing(cameraOnTripod, 1.4),
  },
  resort: {
    land: { mist: 0.45, ground: 0.8, rows: 'mid', trees: true, birds: 0 },
    subject: (c, land, w, _h, u) => cottages(c, land.ground, w, u),
  },
  temple: {
    time: ['morning', 'day', 'dusk', 'dawn'],
    land: { mist: 0.4, ground: 0.86, rows: 'none', trees: true, birds: 2 },
    subject: standing(temple, 0.62, true),
  },
  waterfall: {
    time: ['morning', 'day', 'dawn'],
    land: { mist: 0.6, ground: 0.9, rows: 'none', trees: true, birds: 0 },
    subject: waterfall,
  },
  lake: {
    time: ['dawn', 'morning', 'dusk'],
    land: { mist: 0.55, ground: 0.74, rows: 'none', trees: true, birds: 3 },
    subject: lake,
  },
  pool: {
    time: ['morning', 'day', 'dusk'],
    land: { mist: 0.5, ground: 0.66, rows: 'none', trees: true, birds: 2 },
    subject: (c, land, w, h, u) => pool(c, w, h, land.ground(w / 2) + u, u),
  },
  breakfast: {
    time: ['dawn', 'morning', 'day'],
    land: { mist: 0.55, ground: 0.86, rows: 'mid', trees: true, birds: 0 },
    subject: standing(breakfastTable, 1.25),
  },
  dinner: {
    time: ['dusk', 'night'],
    land: { mist: 0.35, ground: 0.86, rows: 'none', trees: true, birds: 0 },
    subject: standing(dinnerTable, 1.25, true),
  },
  cafe: {
    time: ['morning', 'day', 'dawn'],
    land: { mist: 0.6, ground: 0.78, rows: 'mid', trees: true, birds: 2 },
    subject: (c, _land, w, h, u) =>
      terrace(c, w, h, h * 0.8, u) +
      place(w * (c.r() < 0.5 ? 0.32 : 0.68), h * 0.96, u * 1.15, cafeTable(c)),
  },
  balcony: {
    land: { mist: 0.6, ground: 0.78, rows: 'mid', trees: true, birds: 2 },
    subject: (c, _land, w, h, u) =>
      terrace(c, w, h, h * 0.8, u) +
      place(w * between(c.r, 0.4, 0.6), h * 0.97, u * 1.1, balconyChairs(c)),
  },
}

/* Interiors: a calm room with a large window onto the hills, and the furniture in silhouette. */

interface RoomInk {
  /** A prefix for ids of shapes drawn once and repeated. */
  readonly id: string
  /** 0, 1 or 2: which of a piece's versions to draw (headboard, tub, chair). */
  readonly variant: number
  readonly sil: string
  readonly sil2: string
  readonly cloth: string
  readonly accent: string
}

function bed(k: RoomInk, twin: boolean): string {
  if (twin) {
    const one = (x: number) =>
      `<rect x="${x - 9}" y="-20" width="18" height="12" rx="1" fill="${k.sil}"/><rect x="${x - 8}" y="-9" width="16" height="6" fill="${k.cloth}"/><rect x="${x - 8}" y="-7" width="16" height="2.2" fill="${k.accent}"/><rect x="${x - 8.5}" y="-3.2" width="17" height="3.2" fill="${k.sil}"/><rect x="${x - 6}" y="-12" width="12" height="3" rx="1.2" fill="${k.cloth}"/>`
    return (
      one(-13) +
      one(13) +
      `<rect x="-2.5" y="-7" width="5" height="7" fill="${k.sil2}"/>` +
      `<path d="M-1.6 -10.5h3.2l.8 3h-4.8Z" fill="#f3d9a6"/>`
    )
  }
  // Three headboards (plain, arched, panelled), so the suites do not all share one bed.
  const headboards = [
    `<rect x="-24" y="-24" width="48" height="16" rx="1.5" fill="${k.sil}"/>`,
    `<path d="M-24 -8V-20Q0 -31 24 -20V-8Z" fill="${k.sil}"/>`,
    `<rect x="-24" y="-23" width="48" height="15" fill="${k.sil}"/><path d="M-12 -23V-8M0 -23V-8M12 -23V-8" stroke="${k.sil2}" stroke-width=".8"/>`,
  ]
  let out =
    k.variant > 0 ? `<ellipse cy="-.4" rx="44" ry="2.6" fill="${k.accent}" opacity=".25"/>` : ''
  out += headboards[k.variant] ?? headboards[0]
  out += `<rect x="-22" y="-10" width="44" height="7" fill="${k.cloth}"/><rect x="-22" y="-7.5" width="44" height="2.6" fill="${k.accent}"/>`
  out += `<rect x="-23" y="-3.2" width="46" height="3.2" fill="${k.sil}"/>`
  out += `<rect x="-18" y="-14" width="16" height="4" rx="1.6" fill="${k.cloth}"/><rect x="2" y="-14" width="16" height="4" rx="1.6" fill="${k.cloth}"/>`
  // Bedside tables and lamps.
  for (const x of [-31, 31]) {
    out += `<rect x="${x - 4}" y="-8" width="8" height="8" fill="${k.sil2}"/><path d="M${x} -8V-12" stroke="${k.sil}" stroke-width=".6"/><path d="M${x - 2.4} -15.5h4.8l1 3.5h-6.8Z" fill="#f3d9a6"/>`
  }
  return out
}

function bath(k: RoomInk): string {
  const tub =
    k.variant === 1
      ? `<rect x="-24" y="-14" width="48" height="12" rx="5" fill="${k.cloth}"/>`
      : `<path d="M-24 -14H24Q23 -2 14 -2H-14Q-23 -2 -24 -14Z" fill="${k.cloth}"/>`
  const plant =
    k.variant === 2
      ? `<path d="M-34 0V-5H-29V0ZM-31.5 -5Q-36 -14 -39 -17M-31.5 -5Q-31 -15 -27 -19" fill="${k.sil2}" stroke="${P.green700}" stroke-width="1.1"/>`
      : ''
  return `${plant}${tub}<path d="M-24 -14H24" stroke="${k.sil}" stroke-width="1.2"/><path d="M-12 -2l-1.5 2M12 -2l1.5 2" stroke="${k.sil}" stroke-width="1.4"/><path d="M19 -14V-24Q19 -26 16.5 -26V-24" fill="none" stroke="${k.sil}" stroke-width=".9"/><rect x="28" y="-8" width="8" height="8" fill="${k.sil2}"/><rect x="28.5" y="-11" width="7" height="3" rx="1" fill="${k.accent}"/>`
}

function livingRoom(k: RoomInk): string {
  let out = `<path d="M-26 -16H6V-8H-26Z" fill="${k.sil}"/><rect x="-29" y="-11" width="38" height="8" rx="1.5" fill="${k.sil}"/><rect x="-29" y="-3" width="38" height="3" fill="${k.sil2}"/>`
  out += `<rect x="-23" y="-14" width="9" height="5" rx="1.5" fill="${k.cloth}"/><rect x="-12" y="-14" width="9" height="5" rx="1.5" fill="${k.accent}"/>`
  out += `<rect x="13" y="-5" width="14" height="1.4" fill="${k.sil2}"/><path d="M15 -3.6V0M25 -3.6V0" stroke="${k.sil2}" stroke-width=".8"/>`
  out += `<path d="M34 0V-26Q34 -30 28 -30" fill="none" stroke="${k.sil}" stroke-width=".8"/><path d="M25.5 -30h5l-1 3h-3Z" fill="#f3d9a6"/>`
  // Some living rooms have a reading chair by the window, some a rug.
  if (k.variant === 1)
    out = `<ellipse cx="2" cy="-.4" rx="36" ry="2.4" fill="${k.accent}" opacity=".25"/>` + out
  if (k.variant === 2)
    out += `<path d="M-44 -14H-35V-7H-44Z" fill="${k.sil2}"/><rect x="-46" y="-9" width="13" height="6" rx="1.5" fill="${k.sil2}"/><path d="M-44 -3V0M-35 -3V0" stroke="${k.sil2}" stroke-width="1"/>`
  return out
}

function spaStill(k: RoomInk): string {
  let out = `<rect x="-26" y="-7" width="52" height="2" fill="${k.sil}"/><path d="M-22 -5V0M22 -5V0" stroke="${k.sil}" stroke-width="1.4"/>`
  out += `<ellipse cx="-13" cy="-8.6" rx="6" ry="1.8" fill="${k.sil2}"/><ellipse cx="-13" cy="-11.6" rx="4.4" ry="1.5" fill="${k.sil}"/><ellipse cx="-13" cy="-14.2" rx="2.9" ry="1.2" fill="${k.sil2}"/>`
  out += `<path d="M-2 -7Q4 -2 10 -7Z" fill="${k.cloth}"/><path d="M1.5 -7.5Q4 -10 6.5 -7.5Q4 -8.5 1.5 -7.5Z" fill="${k.accent}"/>`
  out += `<rect x="15" y="-11" width="2.6" height="4" fill="${k.cloth}"/><rect x="19.4" y="-9.5" width="2.6" height="2.5" fill="${k.cloth}"/>`
  out += `<path d="M-30 0V-6Q-30 -8 -28 -8H-26V0ZM-28 -8Q-33 -20 -36 -24M-28 -8Q-27 -19 -22 -25M-28 -8Q-30 -16 -29 -27" fill="${k.sil2}" stroke="${P.green700}" stroke-width="1.1"/>`
  return out
}

function massage(k: RoomInk): string {
  let out = `<rect x="-22" y="-12" width="44" height="3" rx="1" fill="${k.sil}"/><path d="M-18 -9V0M18 -9V0M-18 -4H18" stroke="${k.sil}" stroke-width="1.2" fill="none"/>`
  out += `<path d="M-10 -12.2h26q2 0 2 2.4v4h-2v-3h-26Z" fill="${k.cloth}"/><rect x="-20" y="-14.6" width="7" height="2.6" rx="1.3" fill="${k.cloth}"/>`
  out += `<rect x="27" y="-8" width="7" height="8" fill="${k.sil2}"/><path d="M27.5 -8Q30.5 -11.5 33.5 -8Z" fill="${k.accent}"/>`
  return out
}

function diningTables(k: RoomInk, count: number, round: boolean): string {
  // One table with its chairs, drawn once and repeated by reference across the room.
  let set = ''
  if (round) {
    set += chair(-9, k.sil2, 1, 0.9) + chair(9, k.sil2, -1, 0.9)
    set += `<path d="M-8 -11Q-9 -1 -8.5 0H8.5Q9 -1 8 -11Z" fill="${k.cloth}"/><ellipse cy="-11" rx="8" ry="1.3" fill="${k.cloth}"/><path d="M0 -12v-3" stroke="${k.accent}" stroke-width="1.6" stroke-linecap="round"/>`
  } else {
    set += chair(-10, k.sil2, 1) + chair(10, k.sil2, -1) + table(0, 13, 10, k.sil, k.cloth)
    set += cup(-2.5, -11, k.sil2, 0.6) + cup(2.5, -11, k.sil2, 0.6)
  }
  const id = `${k.id}t`
  let out = `<g id="${id}">${set}</g>`
  for (let i = 1; i < count; i++)
    out += `<use href="#${id}" x="${(i % 2 === 1 ? -1 : 1) * 26 * Math.ceil(i / 2)}"/>`
  return out
}

function barCounter(k: RoomInk): string {
  let out = `<rect x="-32" y="-14" width="64" height="14" fill="${k.sil}"/><rect x="-34" y="-15.5" width="68" height="2" fill="${k.sil2}"/>`
  out += `<path d="M-32 -4H32" stroke="${k.accent}" stroke-width=".5"/>`
  for (const x of [-20, -6, 8, 22])
    out += `<path d="M${x} -10V0M${x - 2.5} 0H${x + 2.5}" stroke="${k.sil2}" stroke-width=".8"/><ellipse cx="${x}" cy="-10" rx="3" ry=".9" fill="${k.sil2}"/>`
  out += `<path d="M-26 -16.5v-3.2M-24 -16.5v-4.4M-16 -16.5v-2.6" stroke="${k.sil2}" stroke-width="1.2" stroke-linecap="round"/>`
  return out
}

function boardroom(k: RoomInk): string {
  let out = ''
  for (let i = 0; i < 5; i++)
    out += `<rect x="${-26 + i * 13}" y="-17" width="6" height="8" rx="1.5" fill="${k.sil2}"/>`
  out += `<path d="M-34 -10H34L38 -7H-38Z" fill="${k.sil}"/><path d="M-30 -7V0M30 -7V0" stroke="${k.sil}" stroke-width="1.6"/>`
  for (let i = 0; i < 5; i++)
    out += `<rect x="${-28 + i * 13}" y="-7" width="8" height="7" rx="1.5" fill="${k.sil}"/>`
  out += `<rect x="-34" y="-10.8" width="68" height=".8" fill="${k.cloth}" opacity=".5"/>`
  return out
}

function cupping(k: RoomInk): string {
  // A cupping table seen close: bowls of coffee, a spoon, scattered beans.
  let out = `<rect x="-50" y="-8" width="100" height="8" fill="${k.sil}"/><rect x="-50" y="-9" width="100" height="1.2" fill="${k.sil2}"/>`
  for (let i = 0; i < 5; i++) {
    const x = -24 + i * 12
    out += `<path d="M${x - 4.4} -15Q${x - 4} -9 ${x} -9Q${x + 4} -9 ${x + 4.4} -15Z" fill="${k.cloth}"/><ellipse cx="${x}" cy="-15" rx="4.4" ry="1.1" fill="#4a3226"/>`
  }
  out += `<path d="M30 -10.5L40 -12.5" stroke="${k.cloth}" stroke-width=".6"/><ellipse cx="29" cy="-10.3" rx="1.6" ry=".7" fill="${k.cloth}"/>`
  out += `<g fill="#4a3226"><ellipse cx="-36" cy="-9.7" rx=".9" ry=".55"/><ellipse cx="-33.6" cy="-9.9" rx=".9" ry=".55"/><ellipse cx="-35" cy="-10.5" rx=".9" ry=".55"/></g>`
  return out
}

const rooms: Partial<
  Record<Scene, (k: RoomInk) => { art: string; size: number; pendants: number }>
> = {
  bed: (k) => ({ art: bed(k, false), size: 1, pendants: 0 }),
  'family-room': (k) => ({ art: bed(k, true), size: 1.05, pendants: 0 }),
  bath: (k) => ({ art: bath(k), size: 1, pendants: 1 }),
  'living-room': (k) => ({ art: livingRoom(k), size: 1, pendants: 0 }),
  spa: (k) => ({ art: spaStill(k), size: 1.1, pendants: 0 }),
  massage: (k) => ({ art: massage(k), size: 1.05, pendants: 1 }),
  restaurant: (k) => ({ art: diningTables(k, 3, false), size: 0.95, pendants: 3 }),
  bar: (k) => ({ art: barCounter(k), size: 1, pendants: 3 }),
  banquet: (k) => ({ art: diningTables(k, 3, true), size: 0.95, pendants: 2 }),
  boardroom: (k) => ({ art: boardroom(k), size: 1, pendants: 2 }),
  cupping: (k) => ({ art: cupping(k), size: 1, pendants: 2 }),
}

function room(c: Ctx, scene: Scene, w: number, h: number): string {
  const { r } = c
  const drawFurniture = rooms[scene]
  if (!drawFurniture) return ''
  const evening = c.time === 'dusk'
  const wall = vgrad(c, [
    [0, evening ? '#e6ddd2' : P.paper],
    [1, evening ? '#cfc3b4' : P.stone],
  ])
  const floorY = h * between(r, 0.76, 0.82)
  const winW = w * between(r, 0.5, 0.64)
  const winX = (w - winW) / 2 + between(r, -1, 1) * w * 0.06
  const winY = h * 0.12
  const winH = floorY - h * 0.2 - winY
  let out = `<rect width="${n(w)}" height="${n(floorY)}" fill="${wall}"/>`

  // The view: the same landscape, clipped by a nested viewport.
  const inner: Ctx = { r, time: c.time, look: c.look, defs: c.defs, id: `${c.id}w`, next: 0 }
  const land = landscape(inner, winW, winH, {
    mist: 0.6,
    ground: 0.95,
    rows: 'none',
    trees: r() < 0.5,
    birds: 0,
    count: 4,
  })
  out += `<svg x="${n(winX)}" y="${n(winY)}" width="${n(winW)}" height="${n(winH)}" viewBox="0 0 ${n(winW)} ${n(winH)}">${land.layers.join('')}</svg>`
  const frame = Math.max(2, w / 260)
  const panes = winW > winH * 1.3 ? 3 : 2
  let mullions = ''
  for (let i = 1; i < panes; i++)
    mullions += `M${n(winX + (winW * i) / panes)} ${n(winY)}v${n(winH)}`
  out += `<rect x="${n(winX)}" y="${n(winY)}" width="${n(winW)}" height="${n(winH)}" fill="none" stroke="${P.blue800}" stroke-width="${n(frame * 1.6)}"/><path d="${mullions}" stroke="${P.blue800}" stroke-width="${n(frame)}"/>`
  // Sill, floor, and the soft pool of daylight the window throws on it.
  out += `<rect x="${n(winX - frame * 3)}" y="${n(winY + winH)}" width="${n(winW + frame * 6)}" height="${n(frame * 2)}" fill="${P.stone400}"/>`
  out += `<rect y="${n(floorY)}" width="${n(w)}" height="${n(h - floorY)}" fill="${vgrad(c, [
    [0, evening ? '#9c8d7c' : '#c4b8a6'],
    [1, evening ? '#7c6e60' : '#a89a86'],
  ])}"/>`
  out += `<path d="M${n(winX)} ${n(floorY)}H${n(winX + winW)}L${n(winX + winW * 1.15)} ${n(h)}H${n(winX - winW * 0.15)}Z" fill="${P.paper}" opacity="${evening ? 0.08 : 0.18}"/>`

  const k: RoomInk = {
    id: `${c.id}f`,
    sil: P.blue800,
    sil2: P.blue700,
    cloth: P.paper,
    accent: choose(r, [P.green500, P.ember, P.green700, P.blue500]),
    variant: Math.floor(r() * 3),
  }
  const furniture = drawFurniture(k)
  const u = Math.min(w, h * 1.5) / 100
  let hang = ''
  for (let i = 0; i < furniture.pendants; i++) {
    const x =
      furniture.pendants === 1 ? w * 0.5 : w * (0.22 + (0.56 * i) / (furniture.pendants - 1))
    const drop = h * 0.1
    hang += `<path d="M${n(x)} 0V${n(drop)}" stroke="${P.blue800}" stroke-width="${d1(Math.max(1, u * 0.15))}"/><path d="M${n(x - u * 2.2)} ${n(drop + u * 2)}Q${n(x)} ${n(drop - u * 1.2)} ${n(x + u * 2.2)} ${n(drop + u * 2)}Z" fill="${P.blue800}"/>`
    if (evening) hang += lamp(c, x, drop + u * 2.2, u * 0.5)
  }
  out += hang
  out += place(w / 2 + between(r, -1, 1) * w * 0.03, h * 0.95, u * furniture.size, furniture.art)
  return out
}

/* Documents: a brochure or tariff page, designed like the printed one. */

const pageSubjects: readonly Scene[] = [
  'gazebo',
  'coffee-rows',
  'mist',
  'bonfire',
  'resort',
  'trek',
  'hills',
  'sunrise',
]

/** A page's picture follows its title where the title names something the set can draw. */
const captionScenes: readonly (readonly [RegExp, readonly Scene[]])[] = [
  [new RegExp(`^${site.name} Resort`, 'i'), ['sunrise', 'mist']],
  [/cupping|beans|yemen/i, ['cupping']],
  [/spa|wellness|massage/i, ['spa', 'massage']],
  [/wedding|mandap/i, ['wedding']],
  [/conference|meeting|boardroom/i, ['boardroom', 'banquet']],
  [/restaurant|dining|tables|bar\b|breakfast/i, ['restaurant', 'breakfast']],
  [/family/i, ['family-room']],
  [/suite|room/i, ['bed', 'balcony', 'living-room', 'bath']],
  [/fire|stars|night/i, ['bonfire', 'night']],
  [/cloud|mist/i, ['mist']],
  [/trek|hike|walk|come up|kudremukh|mullayanagiri|budangiri/i, ['trek']],
  [/falls|waterfall/i, ['waterfall']],
  [/lake|river/i, ['lake']],
  [/pool/i, ['pool']],
  [/coffee|estate|plantation/i, ['coffee-rows', 'plantation-walk']],
  [/temple|belur|halebidu|heritage/i, ['temple']],
  [/view|air|hills|season/i, ['hills', 'sunrise']],
  [/tariff|rates|payment|cancell|inclusion/i, ['resort']],
]

function pageScene(r: Rand, caption: string | undefined): Scene {
  const named =
    caption === undefined ? undefined : captionScenes.find(([pattern]) => pattern.test(caption))
  return choose(r, named?.[1] ?? pageSubjects)
}

function documentPage(c: Ctx, key: string, entry: MediaEntry, w: number, h: number): string {
  const { r } = c
  const m = Math.min(w, h) * 0.07
  const band = h * 0.15
  const fs = Math.min(w, h) * 0.05
  const title = escapeXml(entry.caption ?? site.displayName)
  let out = `<rect width="${n(w)}" height="${n(h)}" fill="${P.paper}"/><rect width="${n(w)}" height="${n(band)}" fill="${P.blue800}"/>`
  out += `<text x="${n(m)}" y="${n(band * 0.42)}" font-family="Georgia, serif" font-size="${n(fs * 0.34)}" letter-spacing="${d1(fs * 0.1)}" fill="${P.green300}">${escapeXml(site.name.toUpperCase())} · ${escapeXml(site.address.locality.toUpperCase())}</text>`
  out += `<text x="${n(m)}" y="${n(band * 0.78)}" font-family="Georgia, serif" font-size="${n(fs)}" fill="${P.paper}">${title}</text>`

  // The page's picture, a scene chosen by the key.
  const pw = w - 2 * m
  const ph = h * 0.55
  const py = band + m
  const scene = pageScene(r, entry.caption)
  const inner = drawScene(`${key}#panel`, scene, pw, ph, `${c.id}p`, undefined, true)
  out += `<svg x="${n(m)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" viewBox="0 0 ${n(pw)} ${n(ph)}">${inner.body}</svg>`
  c.defs.push(...inner.defs)

  const ty = py + ph + m * 1.1
  out += `<path d="M${n(m)} ${n(ty)}h${n(pw * 0.18)}" stroke="${P.green700}" stroke-width="${d1(Math.max(1, fs * 0.05))}"/>`
  out += `<text x="${n(m)}" y="${n(ty + fs * 1.2)}" font-family="Georgia, serif" font-style="italic" font-size="${n(fs * 0.55)}" fill="${P.blue800}">${escapeXml(site.tagline)}</text>`
  out += `<text x="${n(m)}" y="${n(ty + fs * 2.1)}" font-family="Georgia, serif" font-size="${n(fs * 0.34)}" letter-spacing="${d1(fs * 0.06)}" fill="#4a4a48">${site.elevationFeet} FEET · ${site.plantationAcres} ACRES OF COFFEE · THE WESTERN GHATS</text>`
  if (entry.page !== undefined) {
    out += `<text x="${n(w - m)}" y="${n(h - m * 0.6)}" text-anchor="end" font-family="Georgia, serif" font-size="${n(fs * 0.4)}" fill="#4a4a48">${entry.page}</text>`
  }
  return out
}

function pickTime(r: Rand, allowed?: readonly Time[]): Time {
  if (allowed) return choose(r, allowed)
  const v = r()
  return v < 0.15 ? 'dawn' : v < 0.5 ? 'morning' : v < 0.8 ? 'day' : 'dusk'
}

interface Drawn {
  readonly body: string
  readonly defs: string[]
}

function drawScene(
  key: string,
  scene: Scene,
  w: number,
  h: number,
  prefix: string,
  entry?: MediaEntry,
  /** A picture inside a page: one ridge fewer, since it is small and the page has text too. */
  inset = false,
): Drawn {
  const r = prng(hash(`${key}|${scene}`))
  const comp = outdoor[scene]
  const time = pickTime(r, comp?.time ?? (rooms[scene] ? ['morning', 'day', 'dusk'] : undefined))
  const c: Ctx = { r, time, look: looks[time], defs: [], id: prefix, next: 0 }
  if (scene === 'document')
    return {
      body: documentPage(c, key, entry ?? { alt: '', width: w, height: h, scene }, w, h),
      defs: c.defs,
    }
  if (rooms[scene]) return { body: room(c, scene, w, h), defs: c.defs }
  const o = comp ?? { land: { mist: 0.5, ground: 0.88, rows: 'mid', trees: true, birds: 0 } }
  const land = landscape(c, w, h, inset ? { ...o.land, count: 4 } : o.land)
  const u = Math.min(w, h * 1.6) / 100
  const subject = o.subject ? o.subject(c, land, w, h, u) : ''
  return { body: land.layers.join('') + subject, defs: c.defs }
}

/**
 * Draws the generated artwork for one media entry as a complete SVG document: a landscape,
 * interior or brochure page in the site's illustration style, sized to the entry's intrinsic
 * width and height. The drawing is seeded by the key, so it is the same on every build, and two
 * keys of one scene get different ridges, light and mist. No rasters, fonts or external
 * references: it renders the same in an `<img>` anywhere.
 */
export function drawArtwork(key: string, entry: MediaEntry): string {
  const { w, h } = units(entry)
  const drawn = drawScene(key, entry.scene, w, h, 'a', entry)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${entry.width}" height="${entry.height}" viewBox="0 0 ${d1(w)} ${d1(h)}"><defs>${drawn.defs.join('')}</defs>${drawn.body}</svg>`
}

/**
 * The drawing's own coordinate space: the longer side is 640 units whatever the pixel size, so
 * every coordinate fits in three digits and a 1920-pixel hero costs no more bytes than a card.
 */
function units(entry: MediaEntry): { w: number; h: number } {
  const k = Math.max(entry.width, entry.height) / 640
  return { w: Math.round((entry.width / k) * 10) / 10, h: Math.round((entry.height / k) * 10) / 10 }
}

/**
 * The layers of an outdoor entry's landscape (sky, each ridge with its mist, and the subject on
 * top), each as its own transparent SVG document, wider by `bleedFraction` of the width on each
 * side. The home
 * video moves them at different speeds for a slow parallax drift; the stacked layers at rest
 * draw the same picture as `drawArtwork` for that key.
 */
export function drawLandscapeLayers(
  key: string,
  entry: MediaEntry,
  bleedFraction: number,
): string[] {
  const { w, h } = units(entry)
  const bleed = Math.round(w * bleedFraction)
  const px = entry.width / w
  const r = prng(hash(`${key}|${entry.scene}`))
  const comp = outdoor[entry.scene]
  if (!comp) throw new Error(`Scene ${entry.scene} has no landscape to split into layers`)
  const time = pickTime(r, comp.time)
  const c: Ctx = { r, time, look: looks[time], defs: [], id: 'a', next: 0 }
  const land = landscape(c, w, h, { ...comp.land, bleed })
  const W = w + 2 * bleed
  return land.layers.map(
    (layer) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W * px)}" height="${entry.height}" viewBox="${-bleed} 0 ${d1(W)} ${d1(h)}"><defs>${c.defs.join('')}</defs>${layer}</svg>`,
  )
}
