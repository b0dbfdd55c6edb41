/**
 * The drawing surface a document page is laid out on, with two implementations: pdf-lib
 * (the downloadable PDF) and SVG (the page images on the brochure pages). Coordinates are
 * PDF points with the origin at the top left and y growing downwards, as in SVG.
 */
export interface Rgb {
  readonly r: number
  readonly g: number
  readonly b: number
}

export type FontName = 'serif' | 'serif-italic' | 'sans' | 'sans-bold'

export interface TextStyle {
  readonly font: FontName
  readonly size: number
  readonly color: Rgb
  /** Extra space after each character, in points. */
  readonly tracking?: number
  readonly opacity?: number
}

/** A rectangle on the page, in points from the top left. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

export interface Canvas<Picture = unknown> {
  readonly width: number
  readonly height: number
  /** A picture (the page's artwork or photograph, already cut to the box's shape) filling a box. */
  picture(picture: Picture, box: Box): void
  /** A filled SVG path (absolute M, L, C, Q, Z commands). */
  fill(d: string, color: Rgb, opacity?: number): void
  /** A rectangle shaded from `top` to `bottom` colour (the sky). */
  gradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void
  /** A stroked SVG path. */
  stroke(d: string, color: Rgb, lineWidth: number, opacity?: number): void
  /** One line of text with its baseline at y. */
  text(value: string, x: number, y: number, style: TextStyle): void
  /** The advance width of a line of text in a style, for wrapping and alignment. */
  measure(value: string, style: TextStyle): number
}

/** `#rrggbb` to the 0..1 channels both back ends take. */
export function hex(value: string): Rgb {
  const n = parseInt(value.slice(1), 16)
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 }
}

/** Linear blend of two colours, for sky gradients drawn as bands. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t }
}

/** An axis-aligned rectangle as path data. */
export function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${r(x)} ${r(y)} L${r(x + w)} ${r(y)} L${r(x + w)} ${r(y + h)} L${r(x)} ${r(y + h)} Z`
}

/** An ellipse as four cubic curves. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  const k = 0.5523
  return (
    `M${r(cx - rx)} ${r(cy)} ` +
    `C${r(cx - rx)} ${r(cy - ry * k)} ${r(cx - rx * k)} ${r(cy - ry)} ${r(cx)} ${r(cy - ry)} ` +
    `C${r(cx + rx * k)} ${r(cy - ry)} ${r(cx + rx)} ${r(cy - ry * k)} ${r(cx + rx)} ${r(cy)} ` +
    `C${r(cx + rx)} ${r(cy + ry * k)} ${r(cx + rx * k)} ${r(cy + ry)} ${r(cx)} ${r(cy + ry)} ` +
    `C${r(cx - rx * k)} ${r(cy + ry)} ${r(cx - rx)} ${r(cy + ry * k)} ${r(cx - rx)} ${r(cy)} Z`
  )
}

/** Rounds a coordinate to two decimals so the output stays small and stable. */
export function r(n: number): string {
  return String(Math.round(n * 100) / 100)
}
