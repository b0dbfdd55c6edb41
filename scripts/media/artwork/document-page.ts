import { site } from '../../../content/site.ts'
import type { MediaEntry, Scene } from '../../../content/media/types.ts'
import type { Ctx, Drawn } from './context.ts'
import { palette as P } from './palette.ts'
import { choose, type Rand } from './random.ts'
import { d1, escapeXml, n } from './svg.ts'

/* Documents: a brochure or tariff page, designed like the printed one. */

/**
 * Draws a scene small, for a page's picture. The scene module passes it in, so that module alone
 * chooses how a scene is drawn and the imports of this folder run one way.
 */
export type DrawInset = (key: string, scene: Scene, w: number, h: number, prefix: string) => Drawn

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

/**
 * A brochure or tariff page: a blue band with the resort's name and the page's title, a picture
 * chosen from the title (drawn by `drawInset`), the tagline and the estate's figures, and the page
 * number when the entry has one.
 */
export function documentPage(
  c: Ctx,
  key: string,
  entry: MediaEntry,
  w: number,
  h: number,
  drawInset: DrawInset,
): string {
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
  const inner = drawInset(`${key}#panel`, scene, pw, ph, `${c.id}p`)
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
