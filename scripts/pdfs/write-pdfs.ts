import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { documents, type SiteDocument } from '../../content/brochures.ts'
import { pageMediaKey } from '../../content/documents.ts'
import { isMediaKey, media } from '../../content/media/index.ts'
import type { MediaEntry } from '../../content/media/types.ts'
import { site } from '../../content/site.ts'
import { drawArtwork } from '../media/artwork/index.ts'
import type { PhotoLibrary } from '../media/photo-library/index.ts'
import type { Box, Canvas } from './canvas.ts'
import { croppedPhoto, forgetDecodedPhotos, pagePhoto, type PagePhoto } from './document-photos.ts'
import { drawPage, pageSize, pictureBox } from './draw-page.ts'
import { embedFonts, measureWith, metricsFonts, pdfCanvas, type FontSet } from './pdf-canvas.ts'
import { outlineFonts, svgCanvas, type SvgPicture } from './svg-canvas.ts'

/*
 * Each page's picture is the site's artwork for its scene, or, with a photo library, the
 * hotel's photograph for the page's key, cropped around its focal point to the picture's box:
 * in the PDF at print resolution (a JPEG, not the original), in the page image at the size the
 * brochure page shows it.
 */

/** Print resolution of the pictures in the PDFs: photographs, and the artwork rasterised. */
const printPpi = { photo: 220, artwork: 150 } as const
/** Rasterised artwork is cached by its drawing, so a rebuild does not draw it again. */
const cacheDir = resolve(import.meta.dirname, '../../node_modules/.cache/document-pictures')

/** The artwork's SVG as a print JPEG, from the cache when the same drawing was made before. */
async function artworkJpeg(svg: string): Promise<Buffer> {
  const file = join(cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 20)}.jpg`)
  if (existsSync(file)) return readFile(file)
  const { default: sharp } = await import('sharp')
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4', optimiseCoding: true })
    .toBuffer()
  await mkdir(cacheDir, { recursive: true })
  await writeFile(file, jpeg)
  return jpeg
}
/** Width of a photograph inside a page image: the page is shown up to 42rem, on 2x screens. */
const screenPhotoWidth = 720
/**
 * The most a page image's photograph may weigh. The first page image is the brochure pages'
 * largest paint, and the page's drawing around it (text as outlines) adds about 10 kB
 * compressed. At 40 kB (a JPEG then) the page was 48 kB and Lighthouse's simulated phone painted
 * it at 1.58 s; 28 kB keeps the brochure pages' largest paint under 1.5 s (issue 11).
 */
const screenPhotoBudgetBytes = 28_000
/** What a PDF may weigh (issue 11), with room for the fonts and the pages' vectors. */
export const pdfBudgetBytes = 5 * 1024 * 1024
const pictureBudgetBytes = pdfBudgetBytes - 600 * 1024

function pageKey(document: SiteDocument, index: number): string {
  const key = pageMediaKey(document, index)
  if (!isMediaKey(key))
    throw new Error(`No media entry ${key} for page ${index + 1} of ${document.fileName}`)
  return key
}

/** The page's artwork at the box's shape, `scale` pixels per point. */
function artworkSvg(document: SiteDocument, index: number, box: Box, scale: number): string {
  const page = document.pages[index]
  if (!page) throw new Error(`No page ${index + 1} in ${document.fileName}`)
  const entry: MediaEntry = {
    alt: '',
    width: Math.round(box.w * scale),
    height: Math.round(box.h * scale),
    scene: page.scene,
  }
  return drawArtwork(`${document.id}-${index + 1}`, entry)
}

/** The boxes of a document's pictures, from the page layout. */
function boxes(document: SiteDocument, fonts: FontSet): Box[] {
  const measure = measuringCanvas(fonts)
  return document.pages.map((page) => pictureBox(measure, page))
}

/** A canvas that only measures text, to lay pages out before their pictures exist. */
export function measuringCanvas(fonts: FontSet): Canvas {
  return {
    width: pageSize.width,
    height: pageSize.height,
    picture: () => undefined,
    fill: () => undefined,
    gradient: () => undefined,
    stroke: () => undefined,
    text: () => undefined,
    measure: (value, style) => measureWith(fonts, value, style),
  }
}

/**
 * The PDF of one document, one page per page of its content, in the brand's fonts, with each
 * page's picture at print resolution. Photographs share a budget that keeps the file under
 * 5 MB: a picture over its share is encoded again at a lower quality.
 */
export async function renderPdf(
  document: SiteDocument,
  library?: PhotoLibrary,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const fonts = await embedFonts(pdf)
  const pageBoxes = boxes(document, fonts)
  const share = pictureBudgetBytes / document.pages.length
  for (const [i, page] of document.pages.entries()) {
    const box = pageBoxes[i]
    if (!box) continue
    const found = pagePhoto(library, pageKey(document, i))
    let jpeg: Buffer
    if (found) {
      const width = Math.round((box.w / 72) * printPpi.photo)
      jpeg = await croppedPhoto(found, box, width, 80, 'print')
      for (let quality = 70; jpeg.length > share && quality >= 40; quality -= 10)
        jpeg = await croppedPhoto(found, box, width, quality, 'print')
    } else {
      jpeg = await artworkJpeg(artworkSvg(document, i, box, printPpi.artwork / 72))
    }
    const image = await pdf.embedJpg(jpeg)
    const pdfPage = pdf.addPage([pageSize.width, pageSize.height])
    drawPage(pdfCanvas(pdfPage, fonts), page, i + 1, image)
  }
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

/**
 * A page image's photograph: at each quality from 70 down (to 30 at most, when over its budget),
 * the smaller of a WebP and a JPEG. WebP is a third smaller on most photographs; on a dense one
 * (moss, gravel) a low-quality WebP weighs more than the JPEG.
 */
async function screenPhoto(found: PagePhoto, box: Box): Promise<SvgPicture> {
  let best: SvgPicture & { raster: Uint8Array } = { raster: new Uint8Array(), type: 'image/webp' }
  for (let quality = 70; quality >= 30; quality -= 10) {
    const [webp, jpeg] = await Promise.all([
      croppedPhoto(found, box, screenPhotoWidth, quality, 'webp'),
      croppedPhoto(found, box, screenPhotoWidth, quality, 'jpeg'),
    ])
    best =
      webp.length <= jpeg.length
        ? { raster: webp, type: 'image/webp' }
        : { raster: jpeg, type: 'image/jpeg' }
    if (best.raster.length <= screenPhotoBudgetBytes) break
  }
  return best
}

/** The page images of one document as SVG strings, keyed by their media file name. */
export async function renderPageImages(
  document: SiteDocument,
  library?: PhotoLibrary,
): Promise<Map<string, string>> {
  const fonts = await metricsFonts()
  const faces = await outlineFonts()
  const pageBoxes = boxes(document, fonts)
  const images = new Map<string, string>()
  for (const [i, page] of document.pages.entries()) {
    const key = pageKey(document, i)
    const entry: MediaEntry = media[key as keyof typeof media]
    if (entry.file === undefined)
      throw new Error(`Media entry ${key} must name its page image file`)
    const box = pageBoxes[i]
    if (!box) continue
    const found = pagePhoto(library, key)
    const picture: SvgPicture = found
      ? await screenPhoto(found, box)
      : { svg: artworkSvg(document, i, box, 2) }
    const canvas = svgCanvas(pageSize.width, pageSize.height, fonts, faces)
    drawPage(canvas, page, i + 1, picture)
    images.set(entry.file, canvas.toString(entry.width, entry.height, entry.alt))
  }
  return images
}

/**
 * Writes every brochure and tariff PDF under `<outDir>/media/` with its fixed file name, and
 * beside them the page images the brochure pages show (one SVG per PDF page, drawn by the same
 * layout code, so the two always match page for page). Called by the build.
 */
export async function writePdfs(outDir: string, library?: PhotoLibrary): Promise<string[]> {
  const dir = join(outDir, 'media')
  await mkdir(dir, { recursive: true })
  const written: string[] = []
  try {
    for (const document of documents) {
      const pdf = await renderPdf(document, library)
      if (pdf.length > pdfBudgetBytes)
        throw new Error(`${document.fileName} weighs ${pdf.length} bytes, over 5 MB`)
      await writeFile(join(dir, document.fileName), pdf)
      written.push(document.fileName)
      for (const [file, svg] of await renderPageImages(document, library)) {
        await writeFile(join(dir, file), svg)
        written.push(file)
      }
    }
  } finally {
    forgetDecodedPhotos()
  }
  return written
}
