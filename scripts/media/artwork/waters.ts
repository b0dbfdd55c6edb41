import { mix } from './colour.ts'
import { inLight, inks, rgrad, vgrad, type Ctx } from './context.ts'
import type { Land } from './landscape.ts'
import { palette as P } from './palette.ts'
import { between } from './random.ts'
import { d1, n, place } from './svg.ts'

/*
 * Water in the landscape: a waterfall, a lake, the pool. Each is drawn in picture units over the
 * landscape it is given, and takes its colours from the sky so it reflects the time of day.
 */

/** A waterfall: a dark cliff in the forest with white water falling into a pool, and spray. */
export function waterfall(c: Ctx, land: Land, w: number, h: number, u: number): string {
  const k = inks(c)
  const x = w * between(c.r, 0.38, 0.62)
  const top = land.horizon + h * 0.02
  const foot = land.ground(x) + u
  const wide = w * 0.09
  let out = `<path d="M${n(x - wide * 2.6)} ${n(foot)}L${n(x - wide * 1.3)} ${n(top)}H${n(x + wide * 1.4)}L${n(x + wide * 2.8)} ${n(foot)}Z" fill="${k.sil2}"/>`
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
  out += `<ellipse cx="${n(x)}" cy="${n(foot + u * 2.5)}" rx="${n(wide * 3)}" ry="${n(u * 1.6)}" fill="${inLight(c, P.blue500)}" opacity=".8"/>`
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
export function lake(c: Ctx, land: Land, w: number, h: number, u: number): string {
  const y = Math.max(land.horizon + h * 0.08, Math.min(land.ground(w / 2), h * 0.72))
  const water = vgrad(c, [
    [0, mix(c.look.sky[2], P.blue500, 0.35)],
    [0.5, mix(c.look.sky[1], P.blue700, 0.45)],
    [1, inLight(c, P.blue800)],
  ])
  let out = `<rect y="${n(y)}" width="${n(w)}" height="${n(h - y)}" fill="${water}"/>`
  let glints = ''
  for (let i = 1; i < 8; i++) {
    const yy = y + ((h - y) * i) / 8
    glints += `<path d="M${n(w * between(c.r, 0.05, 0.7))} ${n(yy)}h${n(w * between(c.r, 0.05, 0.22))}"/>`
  }
  out += `<g stroke="${c.look.haze}" stroke-width="${d1(Math.max(1, u * 0.2))}" opacity=".4" stroke-linecap="round">${glints}</g>`
  // The near shore: a low bank with reeds.
  out += `<path d="M0 ${n(h)}V${n(h - u * 4)}Q${n(w * 0.2)} ${n(h - u * 7)} ${n(w * 0.42)} ${n(h - u * 3)}V${n(h)}Z" fill="${inLight(c, P.green800)}"/>`
  return out
}

/** The pool below the deck at y, with ripples, and two loungers on the deck in front. */
export function pool(c: Ctx, w: number, h: number, y: number, u: number): string {
  const k = inks(c)
  const water = vgrad(c, [
    [0, mix(c.look.sky[2], P.blue500, 0.25)],
    [1, inLight(c, P.blue700)],
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
