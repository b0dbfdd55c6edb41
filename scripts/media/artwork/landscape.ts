import { mix } from './colour.ts'
import { rgrad, vgrad, type Ctx } from './context.ts'
import { coffeeRows, silverOaks } from './estate-planting.ts'
import { palette as P, shadow } from './palette.ts'
import { between } from './random.ts'
import { highest, lowest, makeRidge, sample, type Ridge } from './ridges.ts'
import { flock, sky } from './sky.ts'
import { d1, n, smooth } from './svg.ts'

/** How a scene wants its hills: mist, the near ground, the planting, the birds and the sun. */
export interface LandOptions {
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

/** A drawn landscape, with what a subject needs to stand in it. */
export interface Land {
  /** The layers from the sky to the nearest ground, for a still image or a video's parallax. */
  readonly layers: string[]
  readonly ground: Ridge
  readonly horizon: number
}

/**
 * The landscape every outdoor scene stands on: sky, sun or moon, four or five ridges from far to
 * near with mist in between, coffee rows and silver oaks, and the nearest ground, whose ridge
 * the caller gets back to stand its subject on.
 */
export function landscape(c: Ctx, w: number, h: number, o: LandOptions): Land {
  const { r, look } = c
  const bleed = o.bleed ?? 0
  const x0 = -bleed
  const x1 = w + bleed
  const horizon = h * between(r, 0.4, 0.52)
  const layers = [sky(c, w, h, horizon, x0, x1, o.sunHeight)]

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
            [1, mix(col, shadow, 0.35)],
          ])
        : vgrad(c, [
            [0.35, col],
            [1, mix(col, look.haze, 0.6)],
          ])
    let layer = `<path d="${smooth(sample(ridge, x0, x1, 8))}V${n(Math.max(bottom, top + 2))}H${n(x0)}Z" fill="${fill}"/>`

    const slope = { ridge, x0, x1, h, col }
    if (i === rowLayer) layer += coffeeRows(c, slope, i === count - 1)
    if (o.trees && (i === count - 2 || i === count - 3))
      layer += silverOaks(c, slope, i === count - 2 ? 1 : 0.55)

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

  // The birds fly behind even the farthest ridge: their layer comes right after the sky's.
  if (o.birds > 0) layers.splice(1, 0, flock(c, w, h, horizon, o.birds))

  const ground = ridges[count - 1] ?? (() => nearBase)
  return { layers, ground, horizon }
}
