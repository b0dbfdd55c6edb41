import { rgrad, type Ctx } from './context.ts'
import { d1 } from './svg.ts'

/*
 * Small pieces that outdoor subjects and rooms both use, in local units with the ground at y = 0:
 * lights, a chair, a table, a cup, a walker. They take their colours from the caller.
 */

/** Warm pin-point lights with a halo, for lamps, candles and windows after dark. */
export function lamp(c: Ctx, x: number, y: number, r: number): string {
  return `<circle cx="${d1(x)}" cy="${d1(y)}" r="${d1(r * 4)}" fill="${rgrad(c, '#f6cf8e', 0.55)}"/><circle cx="${d1(x)}" cy="${d1(y)}" r="${d1(r)}" fill="#fbe6bd"/>`
}

/** A sagging string of small lights between two points. */
export function stringLights(
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

/** A chair in side view at x, facing right (1) or left (-1), scaled by s. */
export function chair(x: number, col: string, facing: 1 | -1, s = 1): string {
  // Side view: a back, a seat and two legs, in local units (ground at y = 0).
  const b = facing * -4 * s
  return `<path d="M${d1(x + b)} ${d1(-16 * s)}V${d1(-8 * s)}H${d1(x - b)}V0M${d1(x + b)} ${d1(-8 * s)}V0" fill="none" stroke="${col}" stroke-width="${d1(1.2 * s)}" stroke-linejoin="round"/>`
}

/** Two chairs facing each other across x = 0, at -x and x: a table's, or a fire's. */
export function chairsFacing(x: number, col: string, s = 1): string {
  return chair(-x, col, 1, s) + chair(x, col, -1, s)
}

/** A table at x, wd wide and ht high, with a cloth over its top when one is given. */
export function table(x: number, wd: number, ht: number, col: string, cloth?: string): string {
  let out = `<path d="M${d1(x - wd / 2 + 2)} ${d1(-ht)}V0M${d1(x + wd / 2 - 2)} ${d1(-ht)}V0" stroke="${col}" stroke-width="1.2"/>`
  out += `<rect x="${d1(x - wd / 2)}" y="${d1(-ht - 1)}" width="${d1(wd)}" height="1.6" fill="${col}"/>`
  if (cloth)
    out += `<path d="M${d1(x - wd / 2 - 0.5)} ${d1(-ht - 1)}h${d1(wd + 1)}v${d1(ht * 0.45)}h${d1(-wd - 1)}Z" fill="${cloth}"/>`
  return out
}

/** A cup standing at (x, y), scaled by s. */
export function cup(x: number, y: number, col: string, s = 1): string {
  return `<path d="M${d1(x - 1.6 * s)} ${d1(y - 2.2 * s)}h${d1(3.2 * s)}l${d1(-0.4 * s)} ${d1(2.2 * s)}h${d1(-2.4 * s)}Z" fill="${col}"/>`
}

/** Two people walking with sticks, for the trek and the walks. */
export function walker(x: number, col: string, s: number, stride: number): string {
  const leg = 7 * s
  return `<g fill="${col}" stroke="${col}" stroke-linecap="round"><circle cx="${d1(x)}" cy="${d1(-18.5 * s)}" r="${d1(1.5 * s)}"/><path d="M${d1(x - 1.6 * s)} ${d1(-16.5 * s)}h${d1(3.2 * s)}l${d1(0.4 * s)} ${d1(8.5 * s)}h${d1(-4 * s)}Z" stroke="none"/><path d="M${d1(x - 3.4 * s)} ${d1(-16 * s)}h${d1(2 * s)}v${d1(6 * s)}h${d1(-2 * s)}Z" stroke="none"/><path d="M${d1(x)} ${d1(-8 * s)}l${d1(-stride * s)} ${d1(leg)}M${d1(x)} ${d1(-8 * s)}l${d1(stride * s)} ${d1(leg)}" stroke-width="${d1(1.3 * s)}" fill="none"/><path d="M${d1(x + 2 * s)} ${d1(-13 * s)}l${d1(2.6 * s)} ${d1(13 * s)}" stroke-width="${d1(0.5 * s)}" fill="none"/></g>`
}
