import fontkit from '@pdf-lib/fontkit'
import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
} from 'pdf-lib'
import { type Canvas, type FontName, type Rgb, type TextStyle, mix } from './canvas.ts'
import { documentFonts } from './fonts.ts'

export type FontSet = Readonly<Record<FontName, PDFFont>>

/**
 * Embeds the brand's four faces (scripts/pdfs/fonts.ts: Fraunces and its italic, Inter at two
 * weights), whole: they are already cut to the site's characters, a few tens of kilobytes each.
 */
export async function embedFonts(doc: PDFDocument): Promise<FontSet> {
  doc.registerFontkit(fontkit)
  const bytes = await documentFonts()
  const [serif, serifItalic, sans, sansBold] = await Promise.all([
    doc.embedFont(bytes.serif, { subset: false }),
    doc.embedFont(bytes['serif-italic'], { subset: false }),
    doc.embedFont(bytes.sans, { subset: false }),
    doc.embedFont(bytes['sans-bold'], { subset: false }),
  ])
  return { serif, 'serif-italic': serifItalic, sans, 'sans-bold': sansBold }
}

/** Font metrics without a page, for the SVG back end: the same widths, so both wrap alike. */
export async function metricsFonts(): Promise<FontSet> {
  return embedFonts(await PDFDocument.create())
}

/** Measures text as PDF viewers and the SVG pages will set it. */
export function measureWith(fonts: FontSet, value: string, style: TextStyle): number {
  const tracking = style.tracking ?? 0
  return fonts[style.font].widthOfTextAtSize(value, style.size) + tracking * value.length
}

const color = (c: Rgb) => rgb(c.r, c.g, c.b)

/** A Canvas drawing onto one pdf-lib page; its pictures are images embedded in the document. */
export function pdfCanvas(page: PDFPage, fonts: FontSet): Canvas<PDFImage> {
  const height = page.getHeight()
  return {
    width: page.getWidth(),
    height,
    picture(image, box) {
      page.drawImage(image, { x: box.x, y: height - box.y - box.h, width: box.w, height: box.h })
    },
    fill(d, c, opacity = 1) {
      page.drawSvgPath(d, { x: 0, y: height, color: color(c), opacity, borderWidth: 0 })
    },
    gradient(x, y, w, h, top, bottom) {
      // PDF shadings need raw objects; fine overlapping bands look the same in print and on screen.
      const bands = 72
      for (let i = 0; i < bands; i++) {
        const c = mix(top, bottom, i / (bands - 1))
        const bandY = y + (h * i) / bands
        const bandH = i === bands - 1 ? h / bands : h / bands + 1
        page.drawRectangle({
          x,
          y: height - bandY - bandH,
          width: w,
          height: bandH,
          color: color(c),
          borderWidth: 0,
        })
      }
    },
    stroke(d, c, lineWidth, opacity = 1) {
      page.drawSvgPath(d, {
        x: 0,
        y: height,
        borderColor: color(c),
        borderWidth: lineWidth,
        borderOpacity: opacity,
      })
    },
    text(value, x, y, style) {
      const tracking = style.tracking ?? 0
      if (tracking !== 0) page.pushOperators(pushGraphicsState(), setCharacterSpacing(tracking))
      page.drawText(value, {
        x,
        y: height - y,
        size: style.size,
        font: fonts[style.font],
        color: color(style.color),
        opacity: style.opacity ?? 1,
      })
      if (tracking !== 0) page.pushOperators(popGraphicsState())
    },
    measure: (value, style) => measureWith(fonts, value, style),
  }
}
