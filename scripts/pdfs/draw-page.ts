import type { DocumentPage } from '../../content/brochures.ts'
import { site } from '../../content/site.ts'
import { type Box, type Canvas, type Rgb, type TextStyle, ellipsePath, rectPath } from './canvas.ts'
import { drawMark, palette } from './mark.ts'

/** A5 portrait in points: the size of every brochure and tariff page. */
export const pageSize = { width: 420, height: 595 } as const

const margin = 44
const measureWidth = pageSize.width - margin * 2
const footerY = 562

export class PageOverflowError extends Error {}

/** Greedy word wrap at the canvas's own metrics. */
function wrap(canvas: Canvas, text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (line !== '' && canvas.measure(candidate, style) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line !== '') lines.push(line)
  return lines
}

interface Flow {
  y: number
  readonly limit: number
}

function block(
  canvas: Canvas,
  flow: Flow,
  text: string,
  style: TextStyle,
  leading: number,
  x = margin,
  width = measureWidth,
): void {
  for (const line of wrap(canvas, text, style, width)) {
    flow.y += leading
    if (flow.y > flow.limit)
      throw new PageOverflowError(`Text does not fit on the page: "${text.slice(0, 40)}…"`)
    canvas.text(line, x, flow.y, style)
  }
}

function centred(canvas: Canvas, text: string, y: number, style: TextStyle): void {
  canvas.text(text, (canvas.width - canvas.measure(text, style)) / 2, y, style)
}

const eyebrowStyle = (color: Rgb): TextStyle => ({
  font: 'sans-bold',
  size: 7.5,
  color,
  tracking: 1.4,
})

function body(
  canvas: Canvas,
  flow: Flow,
  page: DocumentPage,
  colours: { text: Rgb; bullet: Rgb },
): void {
  const paragraph: TextStyle = { font: 'serif', size: 12, color: colours.text }
  for (const text of page.paragraphs) {
    block(canvas, flow, text, paragraph, 17)
    flow.y += 7
  }
  const point: TextStyle = { font: 'sans', size: 9.75, color: colours.text }
  for (const text of page.points ?? []) {
    const startY = flow.y + 14
    block(canvas, flow, text, point, 14, margin + 14, measureWidth - 14)
    canvas.fill(ellipsePath(margin + 4, startY - 3.2, 2.2, 2.2), colours.bullet)
    flow.y += 4
  }
}

function footer(canvas: Canvas, pageNumber: number, onDark: boolean): void {
  const colour = onDark ? palette.green300 : palette.inkSoft
  canvas.fill(
    rectPath(margin, footerY, measureWidth, 0.6),
    onDark ? palette.blue700 : palette.stone,
  )
  canvas.text(`${site.name.toUpperCase()} RESORT & SPA  ·  CHIKMAGALUR`, margin, footerY + 14, {
    font: 'sans',
    size: 6.5,
    color: colour,
    tracking: 1.1,
  })
  const number = String(pageNumber).padStart(2, '0')
  const style: TextStyle = { font: 'sans-bold', size: 7, color: colour, tracking: 1 }
  canvas.text(number, pageSize.width - margin - canvas.measure(number, style), footerY + 14, style)
}

/** A canvas that measures and draws nothing: to lay a page out before drawing it. */
function silentCanvas(canvas: Canvas): Canvas {
  return {
    ...canvas,
    fill: () => undefined,
    gradient: () => undefined,
    stroke: () => undefined,
    text: () => undefined,
    picture: () => undefined,
  }
}

/**
 * Where a page's picture goes: the top of the cover, a band above a text page's copy (taller
 * when the copy is short), the top of the back page. The picture is cut to this shape before
 * the page is drawn (its artwork drawn at this size, or its photograph cropped to it).
 */
export function pictureBox(canvas: Canvas, page: DocumentPage): Box {
  const { width } = pageSize
  if (page.layout === 'cover') return { x: 0, y: 0, w: width, h: 352 }
  if (page.layout === 'back') return { x: 0, y: 0, w: width, h: 210 }
  const textHeight = textPage(silentCanvas(canvas), page, 0, Number.POSITIVE_INFINITY)
  return { x: 0, y: 0, w: width, h: Math.min(340, Math.max(200, footerY - 40 - textHeight - 38)) }
}

/**
 * Lays out one document page on a canvas: the cover (full picture, mark, title), a text page
 * (picture band, eyebrow, title, paragraphs, points, footer with the page number) or the back
 * page (deep blue with the reservations contacts). The picture is the site's artwork for the
 * page's scene, or the hotel's photograph, cut to `pictureBox`. Throws PageOverflowError when
 * the copy does not fit, so a page that would be cut off fails the build instead.
 */
export function drawPage<Picture>(
  canvas: Canvas<Picture>,
  page: DocumentPage,
  pageNumber: number,
  picture: Picture,
): void {
  const { width, height } = pageSize
  const box = pictureBox(canvas, page)
  if (page.layout === 'cover') {
    canvas.fill(rectPath(0, 0, width, height), palette.paper)
    canvas.picture(picture, box)
    drawMark(canvas, width / 2, box.h + 42, 22)
    centred(canvas, page.eyebrow.toUpperCase(), box.h + 76, eyebrowStyle(palette.green700))
    const title: TextStyle = { font: 'serif', size: 30, color: palette.blue800 }
    let y = box.h + 76
    for (const line of wrap(canvas, page.title, title, measureWidth)) {
      y += 34
      centred(canvas, line, y, title)
    }
    const sub: TextStyle = { font: 'serif-italic', size: 12.5, color: palette.inkSoft }
    y += 8
    for (const line of page.paragraphs.flatMap((p) => wrap(canvas, p, sub, measureWidth))) {
      y += 20
      centred(canvas, line, y, sub)
    }
    if (y > footerY) throw new PageOverflowError(`Cover title does not fit: ${page.title}`)
    return
  }

  if (page.layout === 'back') {
    canvas.fill(rectPath(0, 0, width, height), palette.blue800)
    canvas.picture(picture, box)
    drawMark(canvas, margin + 14, 256, 16, true)
    const flow: Flow = { y: 290, limit: footerY - 10 }
    canvas.text(page.eyebrow.toUpperCase(), margin, flow.y, eyebrowStyle(palette.green300))
    flow.y += 6
    block(canvas, flow, page.title, { font: 'serif', size: 24, color: palette.paper }, 28)
    flow.y += 12
    body(canvas, flow, page, { text: palette.stone, bullet: palette.green300 })
    footer(canvas, pageNumber, true)
    return
  }

  canvas.fill(rectPath(0, 0, width, height), palette.paper)
  canvas.picture(picture, box)
  textPage(canvas, page, box.h + 38, footerY - 12)
  footer(canvas, pageNumber, false)
}

/** The eyebrow, title, rule and body of a text page from `top`; returns where the text ends. */
function textPage(canvas: Canvas, page: DocumentPage, top: number, limit: number): number {
  const flow: Flow = { y: top, limit }
  canvas.text(page.eyebrow.toUpperCase(), margin, flow.y, eyebrowStyle(palette.green700))
  flow.y += 6
  block(canvas, flow, page.title, { font: 'serif', size: 24, color: palette.blue800 }, 28)
  flow.y += 12
  canvas.fill(rectPath(margin, flow.y - 2, 36, 1.2), palette.green500)
  flow.y += 6
  body(canvas, flow, page, { text: palette.ink, bullet: palette.green700 })
  return flow.y
}
