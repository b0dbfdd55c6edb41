import { inLight, rgrad, vgrad, type Ctx } from './context.ts'
import { palette as P } from './palette.ts'
import { between } from './random.ts'
import { d1, n } from './svg.ts'

/* What is above the hills: the sky's layer (gradient, sun or moon, stars, cloud) and the birds. */

/**
 * The sky from x0 to x1 down past the horizon: its gradient, the sun or moon with a soft glow
 * (`sunHeight` above the horizon as a fraction of the height, or a random one), the stars at
 * night and two streaks of high cloud.
 */
export function sky(
  c: Ctx,
  w: number,
  h: number,
  horizon: number,
  x0: number,
  x1: number,
  sunHeight: number | undefined,
): string {
  const { r, look } = c
  // The gradient, with a faint warm band at the horizon.
  const gradient = vgrad(c, [
    [0, look.sky[0]],
    [0.62, look.sky[1]],
    [1, look.sky[2]],
  ])
  let back = `<rect x="${n(x0)}" width="${n(x1 - x0)}" height="${n(horizon + h * 0.2)}" fill="${gradient}"/>`

  // Sun or moon with a wide soft glow.
  const sx = w * between(r, 0.18, 0.82)
  const sy = horizon - h * (sunHeight ?? between(r, 0.12, 0.3))
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
  return back
}

/** A loose flock of `count` birds in flight, as a group of strokes above the horizon. */
export function flock(c: Ctx, w: number, h: number, horizon: number, count: number): string {
  const { r } = c
  let birds = ''
  const bx = w * between(r, 0.2, 0.7)
  const by = horizon * between(r, 0.35, 0.7)
  const bs = Math.min(w, h) / 140
  for (let i = 0; i < count; i++) {
    const s = bs * between(r, 0.6, 1.2)
    const x = bx + between(r, -1, 1) * w * 0.12
    const y = by + between(r, -1, 1) * h * 0.06
    birds += `<path d="M${n(x - 3 * s)} ${n(y - s)}Q${n(x - 1.5 * s)} ${n(y - 2 * s)} ${n(x)} ${n(y)}Q${n(x + 1.5 * s)} ${n(y - 2 * s)} ${n(x + 3 * s)} ${n(y - s)}"/>`
  }
  const colour = inLight(c, P.blue800)
  return `<g fill="none" stroke="${colour}" stroke-width="${d1(Math.max(1, bs * 0.5))}" stroke-linecap="round" opacity=".8">${birds}</g>`
}
