import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tariffDocument } from '../../content/brochures.ts'
import { media } from '../../content/media/index.ts'
import { readPhotoLibrary, type PhotoLibrary } from '../media/photo-library/index.ts'
import { renderPageImages, renderPdf } from './write-pdfs.ts'

/*
 * The documents with a photo library whose photograph is as dense as a photograph gets (moss,
 * gravel): the page images stay light enough to be a phone's largest paint, and the PDF within
 * its 5 MB.
 */

let dir: string
let library: PhotoLibrary

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'document-photos-'))
  await sharp({
    create: {
      width: 960,
      height: 640,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .blur(0.7)
    .jpeg({ quality: 92 })
    .toFile(join(dir, 'dense.jpg'))
  library = await readPhotoLibrary(dir, media)
}, 60_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('documents with the hotel’s photographs', () => {
  it('keep each page image’s photograph to 28 kB, WebP or the JPEG where smaller, and the page to 60 kB compressed', async () => {
    const images = await renderPageImages(tariffDocument, library)
    expect(images.size).toBe(tariffDocument.pages.length)
    for (const [file, svg] of images) {
      const [, type, embedded = ''] =
        /href="data:image\/(webp|jpeg);base64,([^"]+)"/.exec(svg) ?? []
      const photo = Buffer.from(embedded, 'base64')
      expect((await sharp(photo).metadata()).format, file).toBe(type)
      expect(photo.length, file).toBeGreaterThan(8_000)
      expect(photo.length, file).toBeLessThanOrEqual(28_000)
      expect(brotliCompressSync(svg).length, file).toBeLessThanOrEqual(60_000)
    }
  }, 60_000)

  it('stay within 5 MB with the photographs in every page', async () => {
    const pdf = await renderPdf(tariffDocument, library)
    expect(pdf.length).toBeLessThanOrEqual(5 * 1024 * 1024)
    expect(pdf.length).toBeGreaterThan(100_000)
  }, 60_000)
})
