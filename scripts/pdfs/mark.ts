import { type Canvas, ellipsePath, hex, r } from './canvas.ts'

/** The site's palette (src/styles/tokens.css) as the documents draw it. */
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
} as const

/** The three-petal mark (blue, blue, green) around a small paper eye, as in the logo. */
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
