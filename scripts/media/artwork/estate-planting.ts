import { mix } from './colour.ts'
import { newId, type Ctx } from './context.ts'
import { palette as P, shadow } from './palette.ts'
import { between } from './random.ts'
import { sample, type Ridge } from './ridges.ts'
import { d1, n, smooth } from './svg.ts'

/* What grows on the estate's slopes, drawn into a ridge's own layer so it drifts with it. */

/** A ridge as what grows on it sees it: the ridge, the span drawn, the picture's height, its colour. */
export interface Slope {
  readonly ridge: Ridge
  readonly x0: number
  readonly x1: number
  readonly h: number
  readonly col: string
}

/** Rows of coffee bushes that follow a slope: round-capped dashes along offset ridge lines. */
export function coffeeRows(c: Ctx, slope: Slope, near: boolean): string {
  const { ridge, x0, x1, h, col } = slope
  const { r } = c
  const rows = near ? 7 : 6
  const tilt = between(r, -0.06, 0.06)
  const dark = mix(col, shadow, 0.35)
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
export function silverOaks(c: Ctx, slope: Slope, scale: number): string {
  const { ridge, x0, x1, h, col } = slope
  const { r } = c
  const count = 2 + Math.floor(r() * 4)
  const tone = mix(col, shadow, 0.3)
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
