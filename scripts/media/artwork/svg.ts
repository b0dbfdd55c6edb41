/*
 * Writing SVG text: numbers rounded so the files stay a few kilobytes, escaped text, smooth curves
 * and placed groups.
 */

/** Pixel coordinates: whole numbers are plenty and keep the files small. */
export const n = (v: number): string => String(Math.round(v))
/** Local (scaled) coordinates keep one decimal. */
export const d1 = (v: number): string => String(Math.round(v * 10) / 10)

/** Text made safe inside an element or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A smooth open curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smooth(pts: readonly (readonly [number, number])[]): string {
  const at = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [0, 0]
  let out = `M${n(at(0)[0])} ${n(at(0)[1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = at(i - 1)
    const [x1, y1] = at(i)
    const [x2, y2] = at(i + 1)
    const [x3, y3] = at(i + 2)
    // Catmull-Rom's first control point mirrors the previous segment's second, so every
    // segment after the first can be the shorter S command.
    const tail = `${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`
    out += i === 0 ? `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${tail}` : `S${tail}`
  }
  return out
}

/** A drawing in local units, moved to (x, y) and scaled by s. */
export function place(x: number, y: number, s: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(s * 1000) / 1000})">${body}</g>`
}
