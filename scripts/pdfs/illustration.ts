import type { Scene } from '../../content/media/types.ts'
import { type Canvas, type Rgb, ellipsePath, hex, r, rectPath } from './canvas.ts'

/**
 * The site's illustration style drawn with plain paths, so it works in a PDF as well as in
 * SVG: a banded sky, a sun or moon, layered hills in graded blues and greens, mist bands, and
 * a quiet silhouette for the scene. Deterministic per seed.
 */

export const palette = {
  blue900: hex('#142340'),
  blue800: hex('#1d2f4f'),
  blue700: hex('#2f4a72'),
  blue500: hex('#5d7aa6'),
  blue100: hex('#e3e9f2'),
  green800: hex('#2c4d37'),
  green700: hex('#3f6b4e'),
  green500: hex('#6f9672'),
  green300: hex('#a9c3a1'),
  paper: hex('#f7f4ee'),
  stone: hex('#e8e2d6'),
  ink: hex('#1c1c1c'),
  inkSoft: hex('#4a4a48'),
  ember: hex('#a63d27'),
  white: hex('#ffffff'),
  warm: hex('#f1d3a8'),
} as const

/** A small seeded generator (mulberry32 over an FNV-1a hash of the seed text). */
export function random(seed: string): () => number {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Mood = 'day' | 'dawn' | 'night' | 'mist'

function moodOf(scene: Scene): Mood {
  if (scene === 'night' || scene === 'bonfire' || scene === 'dinner' || scene === 'bar')
    return 'night'
  if (scene === 'sunrise' || scene === 'breakfast' || scene === 'birds' || scene === 'wedding')
    return 'dawn'
  if (scene === 'mist' || scene === 'spa' || scene === 'massage' || scene === 'bath') return 'mist'
  return 'day'
}

const skies: Readonly<Record<Mood, readonly [Rgb, Rgb]>> = {
  day: [hex('#7d98c0'), hex('#e7ecf1')],
  dawn: [hex('#4d6690'), hex('#f2d7b4')],
  night: [hex('#101b31'), hex('#2f4a72')],
  mist: [hex('#9fb0c6'), hex('#eef0ec')],
}

const hillColours: Readonly<Record<Mood, readonly Rgb[]>> = {
  day: [hex('#9fb2cc'), hex('#6f8bb2'), hex('#6f9672'), hex('#3f6b4e')],
  dawn: [hex('#8f9fbd'), hex('#5d7aa6'), hex('#5f8a66'), hex('#2c4d37')],
  night: [hex('#2a3f63'), hex('#22365a'), hex('#1f3a33'), hex('#142a22')],
  mist: [hex('#b7c3d3'), hex('#93a9c2'), hex('#8fae90'), hex('#5f8a66')],
}

/** A smooth ridge across [x, x + w] around baseline y, closed down to `bottom`. */
function ridge(
  rand: () => number,
  x: number,
  w: number,
  y: number,
  amp: number,
  bottom: number,
): string {
  const steps = 5
  const pts: [number, number][] = []
  for (let i = 0; i <= steps; i++) pts.push([x + (w * i) / steps, y + (rand() - 0.5) * 2 * amp])
  let d = `M${r(x)} ${r(bottom)} L${r(pts[0]![0])} ${r(pts[0]![1])}`
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1]!
    const [cx, cy] = pts[i]!
    const mx = (px + cx) / 2
    d += ` C${r(mx)} ${r(py)} ${r(mx)} ${r(cy)} ${r(cx)} ${r(cy)}`
  }
  return `${d} L${r(x + w)} ${r(bottom)} Z`
}

/** Draws the scene into the box; returns nothing, the canvas keeps it. */
export function drawIllustration(
  canvas: Canvas,
  box: { x: number; y: number; w: number; h: number },
  scene: Scene,
  seed: string,
): void {
  const rand = random(`${seed}:${scene}`)
  const { x, y, w, h } = box
  const mood = moodOf(scene)
  const [top, bottom] = skies[mood]
  canvas.gradient(x, y, w, h, top, bottom)

  // Sun, moon and stars.
  const sunX = x + w * (0.2 + rand() * 0.6)
  const sunY = y + h * (mood === 'dawn' ? 0.42 : 0.2 + rand() * 0.12)
  if (mood === 'night') {
    for (let i = 0; i < 26; i++) {
      canvas.fill(
        ellipsePath(x + rand() * w, y + rand() * h * 0.45, 0.7, 0.7),
        palette.white,
        0.4 + rand() * 0.5,
      )
    }
    canvas.fill(ellipsePath(sunX, sunY, h * 0.06, h * 0.06), palette.stone, 0.95)
  } else {
    const warm = mood === 'dawn' ? palette.warm : palette.white
    canvas.fill(ellipsePath(sunX, sunY, h * 0.14, h * 0.14), warm, 0.25)
    canvas.fill(ellipsePath(sunX, sunY, h * 0.075, h * 0.075), warm, mood === 'mist' ? 0.6 : 0.9)
  }

  // Hills, back to front, with mist between the layers.
  const colours = hillColours[mood]
  const bottomY = y + h
  colours.forEach((colour, i) => {
    const base = y + h * (0.45 + i * 0.13)
    canvas.fill(ridge(rand, x, w, base, h * (0.08 - i * 0.012), bottomY), colour)
    if (i < 2) {
      const mistY = base + h * (0.06 + rand() * 0.04)
      const mistX = x + rand() * w * 0.3
      const mistW = w * (0.5 + rand() * 0.4)
      const strength = mood === 'mist' ? 0.55 : mood === 'night' ? 0.12 : 0.35
      canvas.fill(
        ellipsePath(mistX + mistW / 2, mistY, mistW / 2, h * 0.025),
        palette.white,
        strength,
      )
    }
  })

  drawMotif(canvas, rand, box, scene, mood)
}

function drawMotif(
  canvas: Canvas,
  rand: () => number,
  { x, y, w, h }: { x: number; y: number; w: number; h: number },
  scene: Scene,
  mood: Mood,
): void {
  const ground = y + h
  const dark = mood === 'night' ? hex('#0c1622') : palette.green800
  const silhouette = mood === 'night' ? hex('#0a1220') : palette.blue800
  const coffeeRows = (rows: number) => {
    for (let row = 0; row < rows; row++) {
      const rowY = ground - h * 0.04 - row * h * 0.06
      const size = h * (0.028 - row * 0.004)
      for (let bx = x + ((row * 13) % 20); bx < x + w; bx += size * 2.6) {
        canvas.fill(ellipsePath(bx, rowY, size * 1.2, size), dark, 0.85 - row * 0.15)
      }
    }
  }
  const tree = (tx: number, scale: number) => {
    canvas.fill(
      rectPath(tx - 1.2 * scale, ground - h * 0.42 * scale, 2.4 * scale, h * 0.42 * scale),
      dark,
    )
    canvas.fill(
      ellipsePath(tx, ground - h * 0.45 * scale, h * 0.09 * scale, h * 0.06 * scale),
      dark,
      0.9,
    )
  }
  switch (scene) {
    case 'coffee-rows':
    case 'plantation-walk':
    case 'hills':
      coffeeRows(3)
      tree(x + w * (0.15 + rand() * 0.2), 1)
      tree(x + w * (0.7 + rand() * 0.2), 0.8)
      return
    case 'gazebo': {
      const gx = x + w * 0.62
      const gw = h * 0.32
      const gy = ground - h * 0.12
      canvas.fill(
        `M${r(gx - gw * 0.62)} ${r(gy - gw * 0.62)} L${r(gx)} ${r(gy - gw * 1.02)} L${r(gx + gw * 0.62)} ${r(gy - gw * 0.62)} Z`,
        silhouette,
      )
      for (const px of [-0.5, -0.17, 0.17, 0.5])
        canvas.fill(rectPath(gx + px * gw - 1.5, gy - gw * 0.62, 3, gw * 0.62), silhouette)
      canvas.fill(rectPath(gx - gw * 0.62, gy, gw * 1.24, 4), silhouette)
      coffeeRows(1)
      return
    }
    case 'bonfire':
    case 'night': {
      const fx = x + w * 0.5
      const fy = ground - h * 0.09
      canvas.fill(ellipsePath(fx, fy - h * 0.05, h * 0.2, h * 0.12), palette.warm, 0.18)
      canvas.fill(
        `M${r(fx - h * 0.07)} ${r(fy)} L${r(fx)} ${r(fy - h * 0.17)} L${r(fx + h * 0.07)} ${r(fy)} Z`,
        palette.ember,
      )
      canvas.fill(
        `M${r(fx - h * 0.035)} ${r(fy)} L${r(fx + h * 0.01)} ${r(fy - h * 0.11)} L${r(fx + h * 0.045)} ${r(fy)} Z`,
        palette.warm,
      )
      canvas.stroke(
        `M${r(fx - h * 0.1)} ${r(fy + 3)} L${r(fx + h * 0.1)} ${r(fy - 2)}`,
        hex('#3a2a1e'),
        3,
      )
      canvas.stroke(
        `M${r(fx - h * 0.1)} ${r(fy - 2)} L${r(fx + h * 0.1)} ${r(fy + 3)}`,
        hex('#3a2a1e'),
        3,
      )
      tree(x + w * 0.12, 0.9)
      tree(x + w * 0.86, 1.1)
      return
    }
    case 'resort': {
      const roofs = [0.18, 0.4, 0.66]
      roofs.forEach((fx, i) => {
        const bx = x + w * fx
        const bw = h * (0.3 + i * 0.04)
        const by = ground - h * (0.12 + (i % 2) * 0.05)
        const bh = h * 0.14
        canvas.fill(rectPath(bx, by - bh, bw, bh), silhouette)
        canvas.fill(
          `M${r(bx - 5)} ${r(by - bh)} L${r(bx + bw / 2)} ${r(by - bh - bw * 0.28)} L${r(bx + bw + 5)} ${r(by - bh)} Z`,
          silhouette,
        )
        for (let wi = 0; wi < 3; wi++)
          canvas.fill(
            rectPath(bx + bw * (0.15 + wi * 0.27), by - bh * 0.65, bw * 0.14, bh * 0.3),
            palette.warm,
            0.85,
          )
      })
      coffeeRows(1)
      return
    }
    case 'birds': {
      for (let i = 0; i < 7; i++) {
        const bx = x + w * (0.2 + rand() * 0.6)
        const by = y + h * (0.15 + rand() * 0.3)
        const s = h * (0.02 + rand() * 0.015)
        canvas.stroke(
          `M${r(bx - s)} ${r(by - s * 0.4)} Q${r(bx - s * 0.4)} ${r(by - s * 0.6)} ${r(bx)} ${r(by)} Q${r(bx + s * 0.4)} ${r(by - s * 0.6)} ${r(bx + s)} ${r(by - s * 0.4)}`,
          palette.blue800,
          1.2,
        )
      }
      tree(x + w * 0.1, 1.2)
      coffeeRows(1)
      return
    }
    case 'trek': {
      const tx = x + w * 0.58
      const ty = ground - h * 0.2
      canvas.stroke(
        `M${r(x + w * 0.2)} ${r(ground)} Q${r(x + w * 0.45)} ${r(ground - h * 0.1)} ${r(tx)} ${r(ty + h * 0.05)}`,
        palette.paper,
        2,
        0.7,
      )
      canvas.fill(ellipsePath(tx, ty - h * 0.09, h * 0.014, h * 0.014), silhouette)
      canvas.fill(rectPath(tx - h * 0.012, ty - h * 0.075, h * 0.024, h * 0.06), silhouette)
      canvas.stroke(
        `M${r(tx - h * 0.008)} ${r(ty - h * 0.015)} L${r(tx - h * 0.02)} ${r(ty + h * 0.03)} M${r(tx + h * 0.008)} ${r(ty - h * 0.015)} L${r(tx + h * 0.02)} ${r(ty + h * 0.03)}`,
        silhouette,
        2,
      )
      canvas.stroke(
        `M${r(tx + h * 0.03)} ${r(ty - h * 0.06)} L${r(tx + h * 0.04)} ${r(ty + h * 0.03)}`,
        silhouette,
        1.2,
      )
      return
    }
    case 'balcony':
    case 'bed':
    case 'living-room':
    case 'family-room':
    case 'bath': {
      // An interior: the hills seen through a window, a wall around it and furniture in front.
      const wall = mood === 'night' ? hex('#26334a') : hex('#efe9de')
      const frame = { x: x + w * 0.18, y: y + h * 0.1, w: w * 0.64, h: h * 0.58 }
      canvas.fill(rectPath(x, y, w, frame.y - y), wall)
      canvas.fill(rectPath(x, frame.y + frame.h, w, ground - frame.y - frame.h), wall)
      canvas.fill(rectPath(x, frame.y, frame.x - x, frame.h), wall)
      canvas.fill(rectPath(frame.x + frame.w, frame.y, x + w - frame.x - frame.w, frame.h), wall)
      canvas.stroke(rectPath(frame.x, frame.y, frame.w, frame.h), palette.blue800, 3)
      canvas.stroke(
        `M${r(frame.x + frame.w / 2)} ${r(frame.y)} L${r(frame.x + frame.w / 2)} ${r(frame.y + frame.h)}`,
        palette.blue800,
        2,
      )
      canvas.fill(rectPath(x, ground - h * 0.08, w, h * 0.08), hex('#d8cfbf'))
      if (scene === 'balcony') {
        canvas.fill(rectPath(x, frame.y + frame.h * 0.78, w, 3), palette.blue800)
        for (let bx = x + 6; bx < x + w; bx += 14)
          canvas.fill(
            rectPath(bx, frame.y + frame.h * 0.78, 2, ground - h * 0.08 - frame.y - frame.h * 0.78),
            palette.blue800,
            0.9,
          )
      } else if (scene === 'bath') {
        canvas.fill(
          `M${r(x + w * 0.3)} ${r(ground - h * 0.2)} L${r(x + w * 0.7)} ${r(ground - h * 0.2)} Q${r(x + w * 0.68)} ${r(ground - h * 0.06)} ${r(x + w * 0.5)} ${r(ground - h * 0.06)} Q${r(x + w * 0.32)} ${r(ground - h * 0.06)} ${r(x + w * 0.3)} ${r(ground - h * 0.2)} Z`,
          palette.white,
        )
      } else {
        const bedW = w * (scene === 'living-room' ? 0.36 : 0.5)
        const bx = x + (w - bedW) / 2
        canvas.fill(rectPath(bx, ground - h * 0.22, bedW, h * 0.14), palette.blue700)
        canvas.fill(rectPath(bx + 4, ground - h * 0.25, bedW - 8, h * 0.05), palette.paper)
        canvas.fill(rectPath(bx - 4, ground - h * 0.32, 6, h * 0.24), palette.blue800)
        if (scene === 'family-room')
          canvas.fill(
            rectPath(x + w * 0.82, ground - h * 0.2, w * 0.12, h * 0.12),
            palette.green700,
          )
      }
      return
    }
    case 'restaurant':
    case 'cafe':
    case 'breakfast':
    case 'dinner':
    case 'bar':
    case 'cupping': {
      const ty = ground - h * 0.16
      canvas.fill(rectPath(x + w * 0.18, ty, w * 0.64, 5), silhouette)
      canvas.fill(rectPath(x + w * 0.22, ty + 5, 4, h * 0.16), silhouette)
      canvas.fill(rectPath(x + w * 0.78 - 4, ty + 5, 4, h * 0.16), silhouette)
      const cups = scene === 'cupping' ? 5 : 3
      for (let i = 0; i < cups; i++) {
        const cx = x + w * (0.28 + (i * 0.44) / (cups - 1))
        canvas.fill(
          `M${r(cx - 8)} ${r(ty - 12)} L${r(cx + 8)} ${r(ty - 12)} L${r(cx + 6)} ${r(ty)} L${r(cx - 6)} ${r(ty)} Z`,
          palette.paper,
        )
        canvas.stroke(
          `M${r(cx - 3)} ${r(ty - 16)} Q${r(cx)} ${r(ty - 22)} ${r(cx - 1)} ${r(ty - 28)}`,
          palette.white,
          1,
          0.7,
        )
      }
      coffeeRows(1)
      return
    }
    case 'spa':
    case 'massage':
    case 'pool': {
      const sx = x + w * 0.5
      const sy = ground - h * 0.1
      ;[0.09, 0.07, 0.05].forEach((rx, i) => {
        canvas.fill(
          ellipsePath(sx, sy - i * h * 0.05, h * rx, h * 0.025),
          i === 2 ? palette.green700 : palette.blue800,
        )
      })
      canvas.fill(
        `M${r(sx + h * 0.12)} ${r(sy)} Q${r(sx + h * 0.16)} ${r(sy - h * 0.2)} ${r(sx + h * 0.3)} ${r(sy - h * 0.24)} Q${r(sx + h * 0.24)} ${r(sy - h * 0.06)} ${r(sx + h * 0.12)} ${r(sy)} Z`,
        palette.green700,
      )
      return
    }
    case 'banquet':
    case 'boardroom':
    case 'wedding': {
      const ax = x + w * 0.5
      const ay = ground - h * 0.08
      const aw = h * 0.3
      canvas.stroke(
        `M${r(ax - aw / 2)} ${r(ay)} L${r(ax - aw / 2)} ${r(ay - aw * 0.6)} Q${r(ax)} ${r(ay - aw * 1.2)} ${r(ax + aw / 2)} ${r(ay - aw * 0.6)} L${r(ax + aw / 2)} ${r(ay)}`,
        silhouette,
        4,
      )
      for (let i = 0; i < 9; i++) {
        const t = i / 8
        canvas.fill(
          ellipsePath(
            ax - aw / 2 + t * aw,
            ay - aw * 0.6 - Math.sin(t * Math.PI) * aw * 0.35,
            3.5,
            3.5,
          ),
          palette.paper,
        )
      }
      coffeeRows(1)
      return
    }
    case 'camera':
    case 'mist':
    case 'sunrise':
    case 'document':
      coffeeRows(2)
      return
  }
}

/** The three-petal mark: two blue petals and a green one around a small paper centre. */
export function drawMark(
  canvas: Canvas,
  cx: number,
  cy: number,
  size: number,
  onDark = false,
): void {
  const petal = (angle: number) => {
    const rot = (px: number, py: number): [number, number] => {
      const c = Math.cos(angle)
      const s = Math.sin(angle)
      return [cx + px * c - py * s, cy + px * s + py * c]
    }
    const p0 = rot(0, 0)
    const c1 = rot(-size * 0.42, -size * 0.3)
    const c2 = rot(-size * 0.3, -size * 0.9)
    const tip = rot(0, -size)
    const c3 = rot(size * 0.3, -size * 0.9)
    const c4 = rot(size * 0.42, -size * 0.3)
    return `M${r(p0[0])} ${r(p0[1])} C${r(c1[0])} ${r(c1[1])} ${r(c2[0])} ${r(c2[1])} ${r(tip[0])} ${r(tip[1])} C${r(c3[0])} ${r(c3[1])} ${r(c4[0])} ${r(c4[1])} ${r(p0[0])} ${r(p0[1])} Z`
  }
  canvas.fill(petal(0), onDark ? palette.blue500 : palette.blue800)
  canvas.fill(petal((2 * Math.PI) / 3), onDark ? palette.blue100 : palette.blue700)
  canvas.fill(petal((4 * Math.PI) / 3), onDark ? palette.green300 : palette.green700)
  canvas.fill(
    ellipsePath(cx, cy, size * 0.09, size * 0.09),
    onDark ? palette.blue800 : palette.paper,
  )
}
