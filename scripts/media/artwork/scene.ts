import type { MediaEntry, Scene } from '../../../content/media/types.ts'
import type { Ctx, Drawn } from './context.ts'
import { documentPage, type DrawInset } from './document-page.ts'
import { landscape } from './landscape.ts'
import { outdoor } from './outdoor.ts'
import { looks, type Time } from './palette.ts'
import { choose, hash, prng, type Rand } from './random.ts'
import { room, rooms } from './room.ts'

/*
 * Which drawing a scene gets (a document page, a room, or a landscape with its subject) and in
 * what light. The generator is seeded by the key and the scene, and the light is its first draw.
 */

/** The light: one of the scene's allowed times, or any but night, mostly morning and day. */
function pickTime(r: Rand, allowed?: readonly Time[]): Time {
  if (allowed) return choose(r, allowed)
  const v = r()
  return v < 0.15 ? 'dawn' : v < 0.5 ? 'morning' : v < 0.8 ? 'day' : 'dusk'
}

/**
 * A new drawing of the scene for the key: the generator seeded by both, and its light, the first
 * draw (rooms are lit by day or at dusk). Ids will start with `prefix`.
 */
export function begin(key: string, scene: Scene, prefix: string): Ctx {
  const r = prng(hash(`${key}|${scene}`))
  const allowed = outdoor[scene]?.time ?? (rooms[scene] ? ['morning', 'day', 'dusk'] : undefined)
  const time = pickTime(r, allowed)
  return { r, time, look: looks[time], defs: [], id: prefix, next: 0 }
}

/**
 * Draws one scene for the key at w by h units: its body and defs, which the caller wraps in a
 * document or nests in a page. Ids start with `prefix`, so nested drawings keep them unique.
 */
export function drawScene(
  key: string,
  scene: Scene,
  w: number,
  h: number,
  prefix: string,
  entry?: MediaEntry,
  /** A picture inside a page: one ridge fewer, since it is small and the page has text too. */
  inset = false,
): Drawn {
  const c = begin(key, scene, prefix)
  const comp = outdoor[scene]
  if (scene === 'document')
    return {
      body: documentPage(
        c,
        key,
        entry ?? { alt: '', width: w, height: h, scene },
        w,
        h,
        pagePicture,
      ),
      defs: c.defs,
    }
  if (rooms[scene]) return { body: room(c, scene, w, h), defs: c.defs }
  const o = comp ?? { land: { mist: 0.5, ground: 0.88, rows: 'mid', trees: true, birds: 0 } }
  const land = landscape(c, w, h, inset ? { ...o.land, count: 4 } : o.land)
  const u = Math.min(w, h * 1.6) / 100
  const subject = o.subject ? o.subject(c, land, w, h, u) : ''
  return { body: land.layers.join('') + subject, defs: c.defs }
}

/** A page's picture: its scene drawn small, with one ridge fewer. */
const pagePicture: DrawInset = (key, scene, w, h, prefix) =>
  drawScene(key, scene, w, h, prefix, undefined, true)
