import type { Scene } from '../../../content/media/types.ts'
import { mix } from './colour.ts'
import { inks, type Ctx } from './context.ts'
import { cottages, temple, terrace } from './estate-buildings.ts'
import { walker } from './figures.ts'
import type { Land, LandOptions } from './landscape.ts'
import {
  balconyChairs,
  bonfire,
  breakfastTable,
  cafeTable,
  cameraOnTripod,
  dinnerTable,
  gazebo,
  mandap,
  perchedBird,
  trekkers,
} from './outdoor-subjects.ts'
import { palette as P, type Time } from './palette.ts'
import { between } from './random.ts'
import { n, place } from './svg.ts'
import { lake, pool, waterfall } from './waters.ts'

/*
 * The outdoor scenes: for each, the times of day it may be lit at, how its landscape is drawn, and
 * the subject placed in it. A scene missing here (and from the rooms) gets plain hills.
 */

/** How one outdoor scene is drawn. */
export interface Composition {
  readonly time?: readonly Time[]
  readonly land: Omit<LandOptions, 'bleed'>
  readonly subject?: (c: Ctx, land: Land, w: number, h: number, u: number) => string
}

/**
 * Places a local-unit subject on the nearest ridge, a third of the way in from one side (or near
 * the middle, with `centre`).
 */
function standing(draw: (c: Ctx) => string, size = 1, centre = false) {
  return (c: Ctx, land: Land, w: number, _h: number, u: number): string => {
    const x = centre
      ? w * between(c.r, 0.42, 0.58)
      : w * (c.r() < 0.5 ? 0.34 : 0.66) + between(c.r, -1, 1) * w * 0.04
    return place(x, land.ground(x) + u * 0.6, u * size, draw(c))
  }
}

/** The outdoor scenes' compositions. */
export const outdoor: Partial<Record<Scene, Composition>> = {
  hills: { land: { mist: 0.45, ground: 0.9, rows: 'none', trees: true, birds: 3 } },
  mist: {
    time: ['dawn', 'morning'],
    land: { mist: 1, ground: 0.92, rows: 'none', trees: true, birds: 0 },
  },
  sunrise: {
    time: ['dawn'],
    land: { mist: 0.7, ground: 0.9, rows: 'mid', trees: true, birds: 4, sunHeight: 0.06 },
  },
  night: {
    time: ['night'],
    land: { mist: 0.3, ground: 0.88, rows: 'none', trees: true, birds: 0 },
    subject: (c, land, w, _h, u) => cottages(c, land.ground, w, u * 0.9),
  },
  'coffee-rows': { land: { mist: 0.5, ground: 0.7, rows: 'near', trees: true, birds: 2 } },
  'plantation-walk': {
    land: { mist: 0.4, ground: 0.72, rows: 'near', trees: true, birds: 0 },
    subject: (c, land, w, h, u) => {
      const x = w * between(c.r, 0.4, 0.6)
      const y = land.ground(x)
      // A footpath winding down toward the viewer, with one walker on it.
      const path = `<path d="M${n(x - u)} ${n(y)}Q${n(x - w * 0.12)} ${n((y + h) / 2)} ${n(x - w * 0.1)} ${n(h)}H${n(x + w * 0.08)}Q${n(x - w * 0.03)} ${n((y + h) / 2)} ${n(x + u)} ${n(y)}Z" fill="${mix(P.stone, '#3b4458', c.look.dark + 0.1)}" opacity=".8"/>`
      const wy = y + (h - y) * 0.35
      return path + place(x - w * 0.03, wy, u * 0.75, walker(0, inks(c).sil, 1, 2.2))
    },
  },
  trek: {
    land: { mist: 0.55, ground: 0.84, rows: 'none', trees: true, birds: 2 },
    subject: standing(trekkers, 1.3),
  },
  birds: {
    land: { mist: 0.5, ground: 0.94, rows: 'mid', trees: true, birds: 9 },
    subject: standing(perchedBird, 1.1),
  },
  gazebo: {
    time: ['morning', 'day', 'dusk', 'dawn'],
    land: { mist: 0.5, ground: 0.84, rows: 'mid', trees: true, birds: 0 },
    subject: standing(gazebo, 0.95),
  },
  bonfire: {
    time: ['dusk', 'night'],
    land: { mist: 0.25, ground: 0.84, rows: 'none', trees: true, birds: 0 },
    subject: standing(bonfire, 1.05, true),
  },
  wedding: {
    time: ['morning', 'day', 'dusk'],
    land: { mist: 0.4, ground: 0.86, rows: 'none', trees: true, birds: 0 },
    subject: standing(mandap, 1.05, true),
  },
  camera: {
    land: { mist: 0.55, ground: 0.86, rows: 'mid', trees: true, birds: 3 },
    subject: standing(cameraOnTripod, 1.4),
  },
  resort: {
    land: { mist: 0.45, ground: 0.8, rows: 'mid', trees: true, birds: 0 },
    subject: (c, land, w, _h, u) => cottages(c, land.ground, w, u),
  },
  temple: {
    time: ['morning', 'day', 'dusk', 'dawn'],
    land: { mist: 0.4, ground: 0.86, rows: 'none', trees: true, birds: 2 },
    subject: standing(temple, 0.62, true),
  },
  waterfall: {
    time: ['morning', 'day', 'dawn'],
    land: { mist: 0.6, ground: 0.9, rows: 'none', trees: true, birds: 0 },
    subject: waterfall,
  },
  lake: {
    time: ['dawn', 'morning', 'dusk'],
    land: { mist: 0.55, ground: 0.74, rows: 'none', trees: true, birds: 3 },
    subject: lake,
  },
  pool: {
    time: ['morning', 'day', 'dusk'],
    land: { mist: 0.5, ground: 0.66, rows: 'none', trees: true, birds: 2 },
    subject: (c, land, w, h, u) => pool(c, w, h, land.ground(w / 2) + u, u),
  },
  breakfast: {
    time: ['dawn', 'morning', 'day'],
    land: { mist: 0.55, ground: 0.86, rows: 'mid', trees: true, birds: 0 },
    subject: standing(breakfastTable, 1.25),
  },
  dinner: {
    time: ['dusk', 'night'],
    land: { mist: 0.35, ground: 0.86, rows: 'none', trees: true, birds: 0 },
    subject: standing(dinnerTable, 1.25, true),
  },
  cafe: {
    time: ['morning', 'day', 'dawn'],
    land: { mist: 0.6, ground: 0.78, rows: 'mid', trees: true, birds: 2 },
    subject: (c, _land, w, h, u) =>
      terrace(c, w, h, h * 0.8, u) +
      place(w * (c.r() < 0.5 ? 0.32 : 0.68), h * 0.96, u * 1.15, cafeTable(c)),
  },
  balcony: {
    land: { mist: 0.6, ground: 0.78, rows: 'mid', trees: true, birds: 2 },
    subject: (c, _land, w, h, u) =>
      terrace(c, w, h, h * 0.8, u) +
      place(w * between(c.r, 0.4, 0.6), h * 0.97, u * 1.1, balconyChairs(c)),
  },
}
