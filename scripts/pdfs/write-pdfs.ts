import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { documents, pageMediaKey, type SiteDocument } from '../../content/brochures.ts'
import { isMediaKey, media } from '../../content/media/index.ts'
import type { MediaEntry } from '../../content/media/types.ts'
import { site } from '../../content/site.ts'
import { drawPage, pageSize } from './draw-page.ts'
import { embedFonts, metricsFonts, pdfCanvas } from './pdf-canvas.ts'
import { svgCanvas } from './svg-canvas.ts'

/** The PDF of one document, one vector page per page of its content. */
export async function renderPdf(document: SiteDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const fonts = await embedFonts(pdf)
  document.pages.forEach((page, i) => {
    const pdfPage = pdf.addPage([pageSize.width, pageSize.height])
    drawPage(pdfCanvas(pdfPage, fonts), page, i + 1, `${document.id}-${i + 1}`)
  })
  pdf.setTitle(document.title)
  pdf.setAuthor(site.displayName)
  pdf.setSubject(site.tagline)
  pdf.setCreator(site.displayName)
  pdf.setProducer('pdf-lib')
  pdf.setLanguage('en-IN')
  // Fixed dates keep the build reproducible: the same content always gives the same bytes.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'))
  return pdf.save()
}

/** The page images of one document as SVG strings, keyed by their media file name. */
export async function renderPageImages(document: SiteDocument): Promise<Map<string, string>> {
  const fonts = await metricsFonts()
  const images = new Map<string, string>()
  document.pages.forEach((page, i) => {
    const key = pageMediaKey(document, i)
    if (!isMediaKey(key))
      throw new Error(`No media entry ${key} for page ${i + 1} of ${document.fileName}`)
    const entry: MediaEntry = media[key]
    if (entry.file === undefined)
      throw new Error(`Media entry ${key} must name its page image file`)
    const canvas = svgCanvas(pageSize.width, pageSize.height, fonts)
    drawPage(canvas, page, i + 1, `${document.id}-${i + 1}`)
    images.set(entry.file, canvas.toString(entry.width, entry.height, entry.alt))
  })
  return images
}

/**
 * Writes every brochure and tariff PDF under `<outDir>/media/` with its fixed file name, and
 * beside them the page images the brochure pages show (one SVG per PDF page, drawn by the same
 * layout code, so the two always match page for page). Called by the build.
 */
export async function writePdfs(outDir: string): Promise<string[]> {
  const dir = join(outDir, 'media')
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  for (const document of documents) {
    await writeFile(join(dir, document.fileName), await renderPdf(document))
    written.push(document.fileName)
    for (const [file, svg] of await renderPageImages(document)) {
      await writeFile(join(dir, file), svg)
      written.push(file)
    }
  }
  return written
}
