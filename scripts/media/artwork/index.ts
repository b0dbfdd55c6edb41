import type { MediaEntry } from '../../../content/media/types.ts'
import { landscape } from './landscape.ts'
import { outdoor } from './outdoor.ts'
import { begin, drawScene } from './scene.ts'
import { d1 } from './svg.ts'

export { palette } from './palette.ts'

/*
 * The site's generated artwork: one illustration style for every scene of the media catalogue.
 * Layered hills in graded petal blues and greens, soft mist, a sun or moon, coffee rows and
 * silver oaks, with a quiet silhouette for the subject. Everything is drawn from a PRNG seeded by
 * the key, so the same key always gives the same picture and two keys of one scene differ in
 * ridges, time of day and mist. Numbers are rounded and shapes reused (dash patterns for rows
 * and balusters, one gradient per layer) to keep each file to a few kilobytes.
 *
 * This module writes the whole documents; the drawing is done below it, where imports run one
 * way: scene.ts chooses the drawing (document-page.ts, room.ts with room-furniture.ts, or
 * outdoor.ts with its subjects in outdoor-subjects.ts, estate-buildings.ts and waters.ts); those
 * stand on landscape.ts (sky.ts, ridges.ts, estate-planting.ts) and figures.ts; everything draws
 * with context.ts, palette.ts, random.ts, colour.ts and svg.ts.
 */

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
 * The layers of an outdoor entry's landscape (the sky, the birds, and each ridge with its planting
 * and mist; not the scene's subject), each as its own transparent SVG document, wider by
 * `bleedFraction` of the width on each side. The home video moves them at different speeds for a
 * slow parallax drift; for a scene without a subject, the stacked layers at rest draw the same
 * picture as `drawArtwork` for that key.
 */
export function drawLandscapeLayers(
  key: string,
  entry: MediaEntry,
  bleedFraction: number,
): string[] {
  const { w, h } = units(entry)
  const bleed = Math.round(w * bleedFraction)
  const px = entry.width / w
  const comp = outdoor[entry.scene]
  if (!comp) throw new Error(`Scene ${entry.scene} has no landscape to split into layers`)
  const c = begin(key, entry.scene, 'a')
  const land = landscape(c, w, h, { ...comp.land, bleed })
  const W = w + 2 * bleed
  return land.layers.map(
    (layer) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W * px)}" height="${entry.height}" viewBox="${-bleed} 0 ${d1(W)} ${d1(h)}"><defs>${c.defs.join('')}</defs>${layer}</svg>`,
  )
}
