import type { Canvas, FontName, Rgb } from './canvas.ts'
import { measureWith, type FontSet } from './pdf-canvas.ts'
import { r } from './canvas.ts'

// Metric-compatible stacks for PDF's Times and Helvetica, so the SVG page wraps as the PDF does.
const families: Readonly<Record<FontName, string>> = {
  serif: `'Times New Roman',Times,'Liberation Serif',serif`,
  'serif-italic': `'Times New Roman',Times,'Liberation Serif',serif`,
  sans: `Helvetica,Arial,'Liberation Sans',sans-serif`,
  'sans-bold': `Helvetica,Arial,'Liberation Sans',sans-serif`,
}

const hexOf = (c: Rgb) =>
  '#' +
  [c.r, c.g, c.b]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface SvgCanvas extends Canvas {
  /** The finished SVG document at the given intrinsic pixel size. */
  toString(pixelWidth: number, pixelHeight: number, title: string): string
}

/** A Canvas that collects SVG elements for a page image. */
export function svgCanvas(width: number, height: number, fonts: FontSet): SvgCanvas {
  const parts: string[] = []
  let gradients = 0
  const opacityAttr = (o: number | undefined) =>
    o === undefined || o === 1 ? '' : ` fill-opacity="${r(o)}"`
  return {
    width,
    height,
    fill(d, c, opacity) {
      parts.push(`<path d="${d}" fill="${hexOf(c)}"${opacityAttr(opacity)}/>`)
    },
    gradient(x, y, w, h, top, bottom) {
      const id = `g${gradients++}`
      parts.push(
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hexOf(top)}"/><stop offset="1" stop-color="${hexOf(bottom)}"/></linearGradient>` +
          `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#${id})"/>`,
      )
    },
    stroke(d, c, lineWidth, opacity) {
      const o = opacity === undefined || opacity === 1 ? '' : ` stroke-opacity="${r(opacity)}"`
      parts.push(
        `<path d="${d}" fill="none" stroke="${hexOf(c)}" stroke-width="${r(lineWidth)}"${o}/>`,
      )
    },
    text(value, x, y, style) {
      const italic = style.font === 'serif-italic' ? ' font-style="italic"' : ''
      const bold = style.font === 'sans-bold' ? ' font-weight="700"' : ''
      const tracking = style.tracking ? ` letter-spacing="${r(style.tracking)}"` : ''
      const opacity =
        style.opacity !== undefined && style.opacity !== 1
          ? ` fill-opacity="${r(style.opacity)}"`
          : ''
      parts.push(
        `<text x="${r(x)}" y="${r(y)}" font-family="${families[style.font]}" font-size="${r(style.size)}"${italic}${bold}${tracking} fill="${hexOf(style.color)}"${opacity}>${escapeXml(value)}</text>`,
      )
    },
    measure: (value, style) => measureWith(fonts, value, style),
    toString(pixelWidth, pixelHeight, title) {
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}">` +
        `<title>${escapeXml(title)}</title>${parts.join('')}</svg>`
      )
    },
  }
}
