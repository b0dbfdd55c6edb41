import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { media } from '../../content/media/index.ts'
import type { MediaEntry } from '../../content/media/types.ts'
import { isQualityRun } from './built-site.ts'

/*
 * Checks over the test build made with the repository's photo library
 * (`BUILD_DIR=.tmp/photo-site PHOTO_LIBRARY=tests/fixtures/photos`, npm test's second build):
 * every photograph the pages show is a <picture> the browser can choose from, every file it
 * names exists at the width it claims and no wider than its photograph, the largest paint is
 * preloaded from the head, and each picture's placeholder is in the page.
 */

const root = resolve(import.meta.dirname, '../..')
const siteDir = join(root, '.tmp/photo-site/client')
const library = join(root, 'tests/fixtures/photos')
const hasPhotoBuild = existsSync(join(siteDir, 'sitemap.xml'))
const run = isQualityRun && hasPhotoBuild

type JsdomModule = { JSDOM: new (html: string) => { window: { document: Document } } }
const jsdomSpecifier = 'jsdom'

interface Page {
  readonly path: string
  readonly html: string
  readonly document: Document
}

let pages: Page[] = []
/** Pixel width of each original in the library, by the id the file names start with. */
const sourceWidths = new Map<string, number>()

beforeAll(async () => {
  if (!run) return
  const { JSDOM } = (await import(jsdomSpecifier)) as JsdomModule
  pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => {
      const html = readFileSync(join(siteDir, f), 'utf8')
      const path = `/${f.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/'
      return { path, html, document: new JSDOM(html).window.document }
    })
  for (const file of readdirSync(library).filter((f) => f.endsWith('.jpg'))) {
    const { width = 0 } = await sharp(join(library, file)).metadata()
    sourceWidths.set(file.replace(/\.jpg$/, ''), width)
  }
})

const candidates = (srcset: string | null) =>
  (srcset ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const [url = '', descriptor = ''] = c.split(/\s+/)
      return { url, width: Number(descriptor.replace(/w$/, '')) }
    })

describe.skipIf(!run)('the build with a photo library', () => {
  it('shows photographs: every raster <img> has srcset, sizes, width and height, in a <picture> with AVIF and WebP', () => {
    let photographs = 0
    for (const page of pages) {
      for (const img of page.document.querySelectorAll('img')) {
        const src = img.getAttribute('src') ?? ''
        // the count's image for a visitor without JavaScript (issue 43) is no photograph
        if (src.endsWith('.svg') || img.closest('noscript') !== null) continue
        photographs++
        const where = `${page.path}: ${src}`
        expect(img.getAttribute('srcset'), where).toBeTruthy()
        expect(img.getAttribute('sizes'), where).toBeTruthy()
        expect(Number(img.getAttribute('width')), where).toBeGreaterThan(0)
        expect(Number(img.getAttribute('height')), where).toBeGreaterThan(0)
        const picture = img.parentElement
        expect(picture?.tagName, where).toBe('PICTURE')
        const types = [...(picture?.querySelectorAll('source') ?? [])].map((s) => {
          expect(s.getAttribute('srcset'), where).toBeTruthy()
          expect(s.getAttribute('sizes'), where).toBe(img.getAttribute('sizes'))
          return s.getAttribute('type')
        })
        expect(types, where).toEqual(expect.arrayContaining(['image/avif', 'image/webp']))
      }
    }
    expect(photographs).toBeGreaterThan(100)
  })

  it('names only files that exist, each as wide as its descriptor and never wider than its photograph', async () => {
    const seen = new Map<string, number>()
    for (const page of pages)
      for (const el of page.document.querySelectorAll('img[srcset], source[srcset]'))
        for (const { url, width } of candidates(el.getAttribute('srcset'))) seen.set(url, width)
    expect(seen.size).toBeGreaterThan(100)
    for (const [url, width] of seen) {
      const file = join(siteDir, url)
      expect(existsSync(file), url).toBe(true)
      const meta = await sharp(file).metadata()
      expect(meta.width, url).toBe(width)
      const source = /\/img\/(.+)-[0-9a-f]{8}-\d+\.\w+$/.exec(url)?.[1] ?? ''
      expect(width, url).toBeLessThanOrEqual(sourceWidths.get(source) ?? 0)
    }
  })

  it('loads the largest paint at once, preloaded from the head with imagesrcset and imagesizes; the rest lazily', () => {
    let checked = 0
    for (const page of pages) {
      const eager = [...page.document.querySelectorAll('picture > img[loading="eager"]')]
      if (eager.length === 0) continue
      checked++
      expect(eager, page.path).toHaveLength(1)
      const img = eager[0]
      expect(img?.getAttribute('fetchpriority'), page.path).toBe('high')
      const avif = [...(img?.parentElement?.querySelectorAll('source[type="image/avif"]') ?? [])]
      const preloads = [...page.document.head.querySelectorAll('link[rel="preload"][as="image"]')]
      expect(preloads.map((l) => l.getAttribute('imagesrcset')).sort(), page.path).toEqual(
        avif.map((s) => s.getAttribute('srcset')).sort(),
      )
      for (const link of preloads) {
        expect(link.getAttribute('imagesizes'), page.path).toBe(img?.getAttribute('sizes'))
        expect(link.getAttribute('fetchpriority'), page.path).toBe('high')
      }
      expect(page.document.body.querySelector('link[rel="preload"]'), page.path).toBeNull()
      for (const other of page.document.querySelectorAll('picture > img:not([loading="eager"])')) {
        expect(other.getAttribute('loading'), page.path).toBe('lazy')
        expect(other.getAttribute('decoding'), page.path).toBe('async')
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('makes no slot files for brochure and tariff pages, which are drawn files with the photograph inside', () => {
    const uses = JSON.parse(readFileSync(join(siteDir, '../media-uses.json'), 'utf8')) as string[]
    const drawn = Object.entries(media as Record<string, MediaEntry>)
      .filter(([, entry]) => entry.file !== undefined)
      .map(([key]) => key)
    expect(drawn.length).toBeGreaterThan(30)
    const shown = uses.filter((use) => drawn.includes(use.split('|')[0] ?? ''))
    expect(shown.length).toBeGreaterThan(30)
    expect(shown.filter((use) => !use.endsWith('|page'))).toEqual([])
  })

  it('paints a placeholder behind every photograph, from the page itself: the first painted blurred (at most 1 kB), the others their colour', () => {
    let previews = 0
    for (const page of pages) {
      const style = [...page.document.head.querySelectorAll('style')]
        .map((s) => s.textContent)
        .join('')
      const images = [...page.document.querySelectorAll('picture img')]
      for (const img of images) {
        const preview = img.getAttribute('data-ph')
        const colour = img.getAttribute('data-pc')
        // one or the other: the blurred preview only behind a picture that is not lazy
        expect(
          [preview, colour].filter((v) => v !== null),
          page.path,
        ).toHaveLength(1)
        if (preview !== null) {
          expect(img.getAttribute('loading'), `${page.path} ${preview}`).not.toBe('lazy')
          const rule = new RegExp(
            `img\\[data-ph="${preview}"\\]\\{background-image:(url\\("[^"]+"\\))\\}`,
          )
          const match = rule.exec(style)
          expect(match, `${page.path} ${preview}`).not.toBeNull()
          expect(
            Buffer.byteLength(match?.[1] ?? ''),
            `${page.path} ${preview}`,
          ).toBeLessThanOrEqual(1024)
          previews++
        } else {
          expect(style, `${page.path} ${colour}`).toMatch(
            new RegExp(`img\\[data-pc="${colour}"\\]\\{background-color:#[0-9a-f]{6}\\}`),
          )
        }
      }
    }
    expect(previews).toBeGreaterThan(0)
  })

  it('shares a 1200x630 JPEG per page and names JPEG photographs in structured data', async () => {
    const origin = 'http://localhost:3000'
    const shares = new Set<string>()
    const jsonLdImages = new Set<string>()
    let photoMentions = 0
    for (const page of pages) {
      const og = page.document.head
        .querySelector('meta[property="og:image"]')
        ?.getAttribute('content')
      if (og) shares.add(og.replace(origin, ''))
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]'))
        for (const m of (script.textContent ?? '').matchAll(
          /"(?:image|url)":"([^"]+\/media\/[^"]+)"/g,
        )) {
          jsonLdImages.add((m[1] ?? '').replace(origin, ''))
          if (m[1]?.includes('/media/img/')) photoMentions++
        }
    }
    for (const url of shares) {
      const meta = await sharp(join(siteDir, url)).metadata()
      expect([meta.format, meta.width, meta.height], url).toEqual(['jpeg', 1200, 630])
    }
    expect(photoMentions).toBeGreaterThan(10)
    for (const url of jsonLdImages) expect(existsSync(join(siteDir, url)), url).toBe(true)
  })
})
