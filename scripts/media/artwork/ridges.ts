import { between, type Rand } from './random.ts'

/*
 * A ridge is a line of hills: a height for every x, the sum of three sines of random frequency and
 * phase (broad swell, shoulders, and a little roughness), so no two keys share a skyline.
 */

/** The height of a ridge's top at x, in picture units (y grows downward). */
export type Ridge = (x: number) => number

/** A new ridge across width w around height base, swinging by amp; rough scales the fine wiggle. */
export function makeRidge(r: Rand, w: number, base: number, amp: number, rough: number): Ridge {
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

/** The ridge's points at steps + 1 even places from x0 to x1. */
export function sample(ridge: Ridge, x0: number, x1: number, steps: number): [number, number][] {
  const pts: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps
    pts.push([x, ridge(x)])
  }
  return pts
}

/** The lowest point of the ridge between x0 and x1 (the largest y). */
export function lowest(ridge: Ridge, x0: number, x1: number): number {
  return Math.max(...heights(ridge, x0, x1))
}

/** The highest point of the ridge between x0 and x1 (the smallest y). */
export function highest(ridge: Ridge, x0: number, x1: number): number {
  return Math.min(...heights(ridge, x0, x1))
}

/** The ridge's height at 25 places: close enough to find its top and its dips. */
function heights(ridge: Ridge, x0: number, x1: number): number[] {
  return sample(ridge, x0, x1, 24).map(([, y]) => y)
}
