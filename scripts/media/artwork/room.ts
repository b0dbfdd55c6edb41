import type { Scene } from '../../../content/media/types.ts'
import { vgrad, type Ctx } from './context.ts'
import { lamp } from './figures.ts'
import { landscape } from './landscape.ts'
import { palette as P } from './palette.ts'
import { choose, between } from './random.ts'
import {
  barCounter,
  bath,
  bed,
  boardroom,
  cupping,
  diningTables,
  livingRoom,
  massage,
  spaStill,
  type RoomInk,
} from './room-furniture.ts'
import { d1, n, place } from './svg.ts'

/*
 * Interiors: a calm room with a large window onto the hills, and the furniture in silhouette.
 * Each room scene names its furniture, how large it stands and how many pendant lamps hang.
 */

/** The room scenes: each draws its furniture for the room's ink. */
export const rooms: Partial<
  Record<Scene, (k: RoomInk) => { art: string; size: number; pendants: number }>
> = {
  bed: (k) => ({ art: bed(k, false), size: 1, pendants: 0 }),
  'family-room': (k) => ({ art: bed(k, true), size: 1.05, pendants: 0 }),
  bath: (k) => ({ art: bath(k), size: 1, pendants: 1 }),
  'living-room': (k) => ({ art: livingRoom(k), size: 1, pendants: 0 }),
  spa: (k) => ({ art: spaStill(k), size: 1.1, pendants: 0 }),
  massage: (k) => ({ art: massage(k), size: 1.05, pendants: 1 }),
  restaurant: (k) => ({ art: diningTables(k, 3, false), size: 0.95, pendants: 3 }),
  bar: (k) => ({ art: barCounter(k), size: 1, pendants: 3 }),
  banquet: (k) => ({ art: diningTables(k, 3, true), size: 0.95, pendants: 2 }),
  boardroom: (k) => ({ art: boardroom(k), size: 1, pendants: 2 }),
  cupping: (k) => ({ art: cupping(k), size: 1, pendants: 2 }),
}

/**
 * A room for the scene: wall, a window onto a landscape of its own (nested, so it is clipped),
 * floor with the window's light on it, pendant lamps (lit at dusk) and the furniture. Empty for a
 * scene that is not a room.
 */
export function room(c: Ctx, scene: Scene, w: number, h: number): string {
  const { r } = c
  const drawFurniture = rooms[scene]
  if (!drawFurniture) return ''
  const evening = c.time === 'dusk'
  const wall = vgrad(c, [
    [0, evening ? '#e6ddd2' : P.paper],
    [1, evening ? '#cfc3b4' : P.stone],
  ])
  const floorY = h * between(r, 0.76, 0.82)
  const winW = w * between(r, 0.5, 0.64)
  const winX = (w - winW) / 2 + between(r, -1, 1) * w * 0.06
  const winY = h * 0.12
  const winH = floorY - h * 0.2 - winY
  let out = `<rect width="${n(w)}" height="${n(floorY)}" fill="${wall}"/>`

  // The view: the same landscape, clipped by a nested viewport.
  const inner: Ctx = { r, time: c.time, look: c.look, defs: c.defs, id: `${c.id}w`, next: 0 }
  const land = landscape(inner, winW, winH, {
    mist: 0.6,
    ground: 0.95,
    rows: 'none',
    trees: r() < 0.5,
    birds: 0,
    count: 4,
  })
  out += `<svg x="${n(winX)}" y="${n(winY)}" width="${n(winW)}" height="${n(winH)}" viewBox="0 0 ${n(winW)} ${n(winH)}">${land.layers.join('')}</svg>`
  const frame = Math.max(2, w / 260)
  const panes = winW > winH * 1.3 ? 3 : 2
  let mullions = ''
  for (let i = 1; i < panes; i++)
    mullions += `M${n(winX + (winW * i) / panes)} ${n(winY)}v${n(winH)}`
  out += `<rect x="${n(winX)}" y="${n(winY)}" width="${n(winW)}" height="${n(winH)}" fill="none" stroke="${P.blue800}" stroke-width="${n(frame * 1.6)}"/><path d="${mullions}" stroke="${P.blue800}" stroke-width="${n(frame)}"/>`
  // Sill, floor, and the soft pool of daylight the window throws on it.
  out += `<rect x="${n(winX - frame * 3)}" y="${n(winY + winH)}" width="${n(winW + frame * 6)}" height="${n(frame * 2)}" fill="${P.stone400}"/>`
  out += `<rect y="${n(floorY)}" width="${n(w)}" height="${n(h - floorY)}" fill="${vgrad(c, [
    [0, evening ? '#9c8d7c' : '#c4b8a6'],
    [1, evening ? '#7c6e60' : '#a89a86'],
  ])}"/>`
  out += `<path d="M${n(winX)} ${n(floorY)}H${n(winX + winW)}L${n(winX + winW * 1.15)} ${n(h)}H${n(winX - winW * 0.15)}Z" fill="${P.paper}" opacity="${evening ? 0.08 : 0.18}"/>`

  const k: RoomInk = {
    id: `${c.id}f`,
    sil: P.blue800,
    sil2: P.blue700,
    cloth: P.paper,
    accent: choose(r, [P.green500, P.ember, P.green700, P.blue500]),
    variant: Math.floor(r() * 3),
  }
  const furniture = drawFurniture(k)
  const u = Math.min(w, h * 1.5) / 100
  let hang = ''
  for (let i = 0; i < furniture.pendants; i++) {
    const x =
      furniture.pendants === 1 ? w * 0.5 : w * (0.22 + (0.56 * i) / (furniture.pendants - 1))
    const drop = h * 0.1
    hang += `<path d="M${n(x)} 0V${n(drop)}" stroke="${P.blue800}" stroke-width="${d1(Math.max(1, u * 0.15))}"/><path d="M${n(x - u * 2.2)} ${n(drop + u * 2)}Q${n(x)} ${n(drop - u * 1.2)} ${n(x + u * 2.2)} ${n(drop + u * 2)}Z" fill="${P.blue800}"/>`
    if (evening) hang += lamp(c, x, drop + u * 2.2, u * 0.5)
  }
  out += hang
  out += place(w / 2 + between(r, -1, 1) * w * 0.03, h * 0.95, u * furniture.size, furniture.art)
  return out
}
