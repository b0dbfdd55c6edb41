import { mix } from './colour.ts'
import { palette as P, shadow, type Look, type Time } from './palette.ts'
import type { Rand } from './random.ts'

/*
 * The state one drawing carries: its generator, its light, and the defs (gradients, shapes drawn
 * once and used again) that go at the top of the document, with the ids that name them.
 */

/** Everything a drawing needs: the PRNG, the light, and a sink for shared defs. */
export interface Ctx {
  readonly r: Rand
  readonly time: Time
  readonly look: Look
  readonly defs: string[]
  /** A short prefix so nested drawings (a window's view, a page's panel) keep ids unique. */
  readonly id: string
  next: number
}

/** A fresh id for a def, unique within the document. */
export function newId(c: Ctx): string {
  c.next += 1
  return `${c.id}${c.next.toString(36)}`
}

/** A top-to-bottom gradient through the stops (offset, colour, opacity), added to the defs. */
export function vgrad(c: Ctx, stops: readonly (readonly [number, string, number?])[]): string {
  const id = newId(c)
  const s = stops
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
  c.defs.push(`<linearGradient id="${id}" x2="0" y2="1">${s}</linearGradient>`)
  return `url(#${id})`
}

/** A soft round glow of one colour fading out, added to the defs. */
export function rgrad(c: Ctx, col: string, op: number): string {
  const id = newId(c)
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${col}" stop-opacity="${op}"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}

/** Colours for subjects standing in a landscape at this time of day. */
export function inks(c: Ctx) {
  const night = c.time === 'night'
  return {
    sil: mix(P.blue900, '#070c16', c.look.dark),
    sil2: mix(P.blue800, shadow, c.look.dark * 0.8),
    cloth: night ? '#c9ccd4' : c.time === 'dusk' ? '#eadfd6' : P.paper,
  }
}

/** The colour as this time of day shows it: darkened toward the night by the look's `dark`. */
export function inLight(c: Ctx, col: string): string {
  return mix(col, shadow, c.look.dark)
}

/** A drawing's body and the defs it needs, to be wrapped in a document or nested in another. */
export interface Drawn {
  readonly body: string
  readonly defs: string[]
}
