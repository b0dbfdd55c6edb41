import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  documents,
  enchantingBrochure,
  tariffDocument,
  trilliumBrochure,
} from '../../content/brochures.ts'
import { media, type MediaKey } from '../../content/media/index.ts'
import type { MediaEntry } from '../../content/media/types.ts'
import { PageOverflowError, drawPage } from './draw-page.ts'
import { metricsFonts } from './pdf-canvas.ts'
import { measuringCanvas, renderPdf, writePdfs } from './write-pdfs.ts'

let out: string
let written: string[]

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'trillium-pdfs-'))
  written = await writePdfs(out)
}, 60_000)

afterAll(async () => {
  await rm(out, { recursive: true, force: true })
})

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

describe('writePdfs', () => {
  it('writes the three PDFs under media/ with their fixed file names', async () => {
    const files = await readdir(join(out, 'media'))
    for (const name of [
      'trillium-brochure.pdf',
      'enchanting-chikmagalur-brochure.pdf',
      'trillium-tariff.pdf',
    ]) {
      expect(files).toContain(name)
      expect(written).toContain(name)
    }
  })

  it.each([
    [trilliumBrochure.fileName, 15],
    [enchantingBrochure.fileName, 18],
    [tariffDocument.fileName, tariffDocument.pages.length],
  ])('%s parses back with %i pages, one per page image', async (fileName, pages) => {
    const bytes = await readFile(join(out, 'media', fileName))
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(pages)
    const document = documents.find((d) => d.fileName === fileName)!
    const images = (Object.entries(media) as [MediaKey, MediaEntry][]).filter(([key]) =>
      key.startsWith(`${document.mediaPrefix}-`),
    )
    expect(images).toHaveLength(pages)
    for (const p of pdf.getPages())
      expect([Math.round(p.getWidth()), Math.round(p.getHeight())]).toEqual([420, 595])
    expect(pdf.getTitle()).toBe(document.title)
  })

  it('writes one SVG page image per PDF page, named as the media catalogue says', async () => {
    const files = new Set(await readdir(join(out, 'media')))
    for (const document of documents) {
      document.pages.forEach((_, i) => {
        const key = `${document.mediaPrefix}-${String(i + 1).padStart(2, '0')}` as MediaKey
        const entry: MediaEntry = media[key]
        expect(entry.file && files.has(entry.file), key).toBe(true)
      })
    }
    const svg = await readFile(join(out, 'media', 'trillium-brochure-page-02.svg'), 'utf8')
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="840" height="1190" viewBox="0 0 420 595">/,
    )
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain(
      '<title>Trillium Resort &amp; Spa brochure, page 2 of 15: Where the clouds',
    )
    // The brand's type as outlines (an SVG in an <img> loads no web font), and the site's
    // artwork nested as vectors: nothing outside the file, no script, no system font.
    expect(svg).toMatch(/<defs><path id="(f|fi|n|nb)\d+" d="M/)
    expect(svg).toMatch(/<use href="#f\d+"/)
    expect(svg).toMatch(/<use href="#n\d+"/)
    expect(svg).not.toMatch(/font-family|<script|<image/)
    expect([...svg.matchAll(/href="([^"]*)"/g)].every((m) => m[1]?.startsWith('#'))).toBe(true)
    expect(svg).toMatch(
      /<svg x="0" y="0" width="420" height="\d+" preserveAspectRatio="xMidYMid slice" viewBox=/,
    )
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;)/)
  })

  it.skipIf(!hasPdftotext)('sets the real copy as text in the PDF (pdftotext)', () => {
    const text = execFileSync('pdftotext', [join(out, 'media', tariffDocument.fileName), '-'], {
      encoding: 'utf8',
    })
    expect(text).toContain('Check-in is from 1:00 PM.')
    expect(text).toContain('Family Suite')
    expect(text).not.toMatch(/₹|per night/)
    const brochure = execFileSync(
      'pdftotext',
      [join(out, 'media', enchantingBrochure.fileName), '-'],
      { encoding: 'utf8' },
    )
    expect(brochure).toContain('Mullayanagiri')
  })

  it('embeds the brand fonts, not the standard Times and Helvetica', async () => {
    const pdf = await PDFDocument.load(
      await readFile(join(out, 'media', enchantingBrochure.fileName)),
    )
    const fonts: string[] = []
    let embedded = 0
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict)) continue
      const base = object.get(PDFName.of('BaseFont'))
      if (object.get(PDFName.of('Type')) === PDFName.of('Font') && base instanceof PDFName)
        fonts.push(base.decodeText())
      if (object.get(PDFName.of('FontFile2'))) embedded++
    }
    expect(fonts.some((f) => /Fraunces/.test(f))).toBe(true)
    expect(fonts.some((f) => /Inter/.test(f))).toBe(true)
    expect(fonts.filter((f) => /Times|Helvetica/.test(f))).toEqual([])
    expect(embedded).toBeGreaterThanOrEqual(3)
  })

  it('weighs at most 5 MB each', async () => {
    for (const document of documents) {
      const { size } = await stat(join(out, 'media', document.fileName))
      expect(size, document.fileName).toBeLessThanOrEqual(5 * 1024 * 1024)
    }
  })

  it('is reproducible: the same content gives the same bytes', async () => {
    const [a, b] = await Promise.all([renderPdf(tariffDocument), renderPdf(tariffDocument)])
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })

  it('refuses a page whose copy would run off the page', async () => {
    const fonts = await metricsFonts()
    const canvas = measuringCanvas(fonts)
    const long = {
      layout: 'text',
      scene: 'hills',
      eyebrow: 'x',
      title: 'Too long',
      paragraphs: Array(12).fill('A sentence about the hills that goes on for a while. '.repeat(3)),
    } as const
    expect(() => drawPage(canvas, long, 2, undefined)).toThrow(PageOverflowError)
  })
})
