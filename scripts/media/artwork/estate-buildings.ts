import { mix } from './colour.ts'
import { inks, vgrad, type Ctx } from './context.ts'
import { palette as P } from './palette.ts'
import { between } from './random.ts'
import type { Ridge } from './ridges.ts'
import { d1, n, place } from './svg.ts'

/* What is built on and around the estate: the cottages, a Hoysala temple, a terrace. */

/**
 * Four low Malnad cottages along the near ground, spread evenly with a little jitter, their
 * windows lit from dusk to dawn. `u` is the picture's unit (about a hundredth of its width).
 */
export function cottages(c: Ctx, ground: Ridge, w: number, u: number): string {
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
export function temple(c: Ctx): string {
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

/** A terrace: stone floor, and a balustrade along its far edge with the valley beyond. */
export function terrace(c: Ctx, w: number, h: number, y: number, u: number): string {
  const k = inks(c)
  const hgt = u * 8
  const rail = mix(k.sil2, c.look.sky[1], 0.18)
  const floor = vgrad(c, [
    [0, mix(P.stone400, '#1b2436', c.look.dark + 0.15)],
    [1, mix(P.stone400, '#1b2436', c.look.dark + 0.45)],
  ])
  return `<rect y="${n(y)}" width="${n(w)}" height="${n(h - y)}" fill="${floor}"/><path d="M0 ${n(y - hgt / 2)}H${n(w)}" stroke="${rail}" stroke-width="${n(hgt)}" stroke-dasharray="${d1(u * 0.9)} ${d1(u * 2.6)}"/><rect y="${n(y - hgt - u)}" width="${n(w)}" height="${n(u * 1.3)}" fill="${rail}"/><rect y="${n(y - u * 0.6)}" width="${n(w)}" height="${n(u * 0.9)}" fill="${rail}"/>`
}
