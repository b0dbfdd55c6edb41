import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { cropRect } from '../../content/media/photo-variants.ts'
import type { PhotoLibrary } from '../media/photo-library/index.ts'
import { decodePhoto, type Decoded } from '../media/photo-pipeline/index.ts'
import type { Box } from './canvas.ts'

/*
 * The hotel's photographs in the brochure and tariff documents: each page's photograph cut to
 * its picture box, as a print JPEG for the PDF and a screen JPEG for the page image.
 */

/** Cut photographs are cached by their recipe, beside the documents' rasterised artwork. */
const cacheDir = resolve(import.meta.dirname, '../../node_modules/.cache/document-pictures')

/** The page's photograph, if the library gives its key one. */
export function pagePhoto(library: PhotoLibrary | undefined, key: string) {
  const photo = library?.manifest.keys[key]
  const source = photo ? library?.manifest.sources[photo.source] : undefined
  const path = source ? library?.files.get(source.id) : undefined
  return photo && source && path ? { photo, source, path } : undefined
}

export type PagePhoto = NonNullable<ReturnType<typeof pagePhoto>>

interface Held {
  readonly pixels: Promise<Decoded>
  readonly bytes: number
}

/**
 * Decoded photographs by path, most recently used last. A decode costs more than the encodes
 * cut from it, and the pages of both brochures and the page images reuse a few photographs, so
 * each is decoded once; the total is bounded, so a library of very large photographs cannot
 * hold them all in memory. Emptied when the documents are written.
 */
const decoded = new Map<string, Held>()
const decodedBudgetBytes = 512 * 1024 * 1024

function decodedPhoto(found: PagePhoto): Promise<Decoded> {
  const known = decoded.get(found.path)
  if (known) {
    decoded.delete(found.path)
    decoded.set(found.path, known)
    return known.pixels
  }
  const held = {
    pixels: decodePhoto(found.path),
    bytes: found.source.width * found.source.height * 3,
  }
  decoded.set(found.path, held)
  let total = [...decoded.values()].reduce((sum, h) => sum + h.bytes, 0)
  for (const [path, old] of decoded) {
    if (total <= decodedBudgetBytes || old === held) break
    decoded.delete(path)
    total -= old.bytes
  }
  return held.pixels
}

/** How a cropped photograph is encoded: for a PDF, or for a page image browsers download. */
export type CropFormat = 'print' | 'jpeg' | 'webp'

/**
 * A photograph cropped to the box's shape around its focal point, `width` wide. For print a JPEG
 * (what a PDF embeds) with libjpeg's ImageMagick tables without trellis quantisation: 3.5 times
 * faster than mozjpeg's search for a file 12% larger, well inside the PDFs' budget. For the page
 * images, which browsers download, a mozjpeg JPEG or a WebP (write-pdfs.ts takes the smaller).
 */
export async function croppedPhoto(
  found: PagePhoto,
  box: Box,
  width: number,
  quality: number,
  format: CropFormat,
): Promise<Buffer> {
  const rect = cropRect(found.source, found.photo.focus, [box.w, box.h])
  const w = Math.min(width, rect.width)
  const recipe = `${found.source.sha}|${rect.x},${rect.y},${rect.width},${rect.height}|${w}|${quality}|${format}`
  const file = join(
    cacheDir,
    `photo-${createHash('sha256').update(recipe).digest('hex').slice(0, 20)}.${format === 'webp' ? 'webp' : 'jpg'}`,
  )
  if (existsSync(file)) return readFile(file)
  const { default: sharp } = await import('sharp')
  const { data, info } = await decodedPhoto(found)
  const resized = sharp(data, { raw: info })
    .extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height })
    .resize(w, Math.round((w * box.h) / box.w))
  const encoded =
    format === 'webp'
      ? resized.webp({ quality, effort: 4 })
      : format === 'jpeg'
        ? resized.jpeg({ quality, mozjpeg: true })
        : resized.jpeg({ quality, quantisationTable: 3, optimiseCoding: true })
  const bytes = await encoded.toBuffer()
  await mkdir(cacheDir, { recursive: true })
  await writeFile(file, bytes)
  return bytes
}

/** Releases the decoded photographs once the documents are written. */
export function forgetDecodedPhotos(): void {
  decoded.clear()
}
