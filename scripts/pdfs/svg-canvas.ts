import fontkit, { type Font } from '@pdf-lib/fontkit'
import type { Canvas, FontName, Rgb } from './canvas.ts'
import { r } from './canvas.ts'
import { documentFonts } from './fonts.ts'
import { measureWith, type FontSet } from './pdf-canvas.ts'

/**
 * A page image's picture: the site's artwork as an SVG document (nested, so it stays vector),
 * or a photograph as a JPEG, both already cut to the picture's box.
 */
export type SvgPicture =
  | { readonly svg: string }
  | { readonly raster: Uint8Array; readonly type: 'image/webp' | 'image/jpeg' }

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

export interface SvgCanvas extends Canvas<SvgPicture> {
  /** The finished SVG document at the given intrinsic pixel size. */
  toString(pixelWidth: number, pixelHeight: number, title: string): string
}

/** Short, distinct id prefixes of each face's glyphs. */
const glyphPrefix: Readonly<Record<FontName, string>> = {
  serif: 'f',
  'serif-italic': 'fi',
  sans: 'n',
  'sans-bold': 'nb',
}

/** The brand's faces read by fontkit, for their outlines. */
export type OutlineFonts = Readonly<Record<FontName, Font>>

let outlines: Promise<OutlineFonts> | undefined

/** The document faces (scripts/pdfs/fonts.ts) as outlines, loaded once. */
export function outlineFonts(): Promise<OutlineFonts> {
  outlines ??= documentFonts().then((bytes) => ({
    serif: fontkit.create(bytes.serif),
    'serif-italic': fontkit.create(bytes['serif-italic']),
    sans: fontkit.create(bytes.sans),
    'sans-bold': fontkit.create(bytes['sans-bold']),
  }))
  return outlines
}

/**
 * A Canvas that collects SVG elements for a page image. Text is drawn as the brand's glyph
 * outlines (each glyph defined once and placed with `<use>`): an SVG shown in an `<img>` cannot
 * load web fonts, so this is how the page image shows Fraunces and Inter, exactly as the PDF
 * does. The words stay in the image's title for assistive technology and the page's alt text.
 */
export function svgCanvas(
  width: number,
  height: number,
  fonts: FontSet,
  faces: OutlineFonts,
): SvgCanvas {
  const parts: string[] = []
  const glyphs = new Map<string, string>()
  let gradients = 0
  const opacityAttr = (o: number | undefined) =>
    o === undefined || o === 1 ? '' : ` fill-opacity="${r(o)}"`
  return {
    width,
    height,
    picture(picture, box) {
      if ('svg' in picture) {
        // The artwork's own root element, placed in the box and cropped to it.
        parts.push(
          picture.svg.replace(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="[^"]*" height="[^"]*"/,
            `<svg x="${r(box.x)}" y="${r(box.y)}" width="${r(box.w)}" height="${r(box.h)}" preserveAspectRatio="xMidYMid slice"`,
          ),
        )
      } else {
        parts.push(
          `<image x="${r(box.x)}" y="${r(box.y)}" width="${r(box.w)}" height="${r(box.h)}" preserveAspectRatio="xMidYMid slice" href="data:${picture.type};base64,${Buffer.from(picture.raster).toString('base64')}"/>`,
        )
      }
    },
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
      const face = faces[style.font]
      const scale = style.size / face.unitsPerEm
      const tracking = style.tracking ?? 0
      const run = face.layout(value)
      let pen = 0
      let uses = ''
      run.glyphs.forEach((glyph, i) => {
        const id = `${glyphPrefix[style.font]}${glyph.id}`
        if (!glyphs.has(id)) {
          const d = glyph.path.toSVG()
          glyphs.set(id, d === '' ? '' : `<path id="${id}" d="${d}"/>`)
        }
        if (glyphs.get(id) !== '') uses += `<use href="#${id}" x="${r(pen / scale)}"/>`
        pen += (run.positions[i]?.xAdvance ?? glyph.advanceWidth) * scale + tracking
      })
      const opacity =
        style.opacity !== undefined && style.opacity !== 1
          ? ` fill-opacity="${r(style.opacity)}"`
          : ''
      // Font units point up; the page's y grows down: flip each line about its baseline.
      parts.push(
        `<g fill="${hexOf(style.color)}"${opacity} transform="translate(${r(x)} ${r(y)}) scale(${Math.round(scale * 1e5) / 1e5} ${-Math.round(scale * 1e5) / 1e5})">${uses}</g>`,
      )
    },
    measure: (value, style) => measureWith(fonts, value, style),
    toString(pixelWidth, pixelHeight, title) {
      const defs = [...glyphs.values()].join('')
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}">` +
        `<title>${escapeXml(title)}</title><defs>${defs}</defs>${parts.join('')}</svg>`
      )
    },
  }
}
