// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { media } from '../../../content/media/index.ts'
import { scenes, type MediaEntry, type Scene } from '../../../content/media/types.ts'
import { drawArtwork, drawLandscapeLayers } from './index.ts'

/** The design brief's aim is under 6 KB a picture; no single one may pass 7 KB. */
const maxBytes = 7 * 1024
const aimBytes = 6 * 1024

const sizes = [
  [1920, 1080],
  [1200, 900],
  [600, 800],
  [1240, 1754],
] as const

function entry(
  scene: Scene,
  width: number,
  height: number,
  extra: Partial<MediaEntry> = {},
): MediaEntry {
  return { alt: `A ${scene}`, width, height, scene, ...extra }
}

/** Parses with jsdom's strict XML parser; a malformed document comes back as a parsererror. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`)
  return doc
}

/** Every `url(#x)` and `href="#x"` must name an element of the same document. */
function danglingReferences(doc: Document, svg: string): string[] {
  const ids = new Set(Array.from(doc.querySelectorAll('[id]'), (el) => el.id))
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '')
  return refs.filter((ref) => !ids.has(ref))
}

describe('the checks themselves', () => {
  it('reject malformed XML and dangling references', () => {
    expect(() => parse('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(/well-formed/)
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(#nope)"/></svg>'
    expect(danglingReferences(parse(svg), svg)).toEqual(['nope'])
  })
})

describe('drawArtwork', () => {
  for (const scene of scenes) {
    describe(scene, () => {
      for (const [width, height] of sizes) {
        it(`draws a well-formed, self-contained ${width}x${height} SVG`, () => {
          const key = `test.${scene}`
          const svg = drawArtwork(
            key,
            entry(scene, width, height, { caption: 'Suites & <Tariff>', page: 4 }),
          )
          const doc = parse(svg)
          const root = doc.documentElement
          expect(root.tagName).toBe('svg')
          expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg')
          expect(root.getAttribute('width')).toBe(String(width))
          expect(root.getAttribute('height')).toBe(String(height))
          const viewBox = (root.getAttribute('viewBox') ?? '').split(' ').map(Number)
          expect(viewBox).toHaveLength(4)
          // The drawing space keeps the picture's proportions, so nothing is letterboxed.
          expect((viewBox[2] ?? 0) / (viewBox[3] ?? 1)).toBeCloseTo(width / height, 2)
          expect(svg.length).toBeLessThan(maxBytes)
          expect(svg).not.toMatch(/href="(https?:)?\/\//)
          expect(svg).not.toMatch(/url\((?!#)/)
          expect(svg).not.toMatch(/<image|<script|<foreignObject|@import|NaN|undefined/)
          expect(danglingReferences(doc, svg)).toEqual([])
          const ids = Array.from(doc.querySelectorAll('[id]'), (el) => el.id)
          expect(new Set(ids).size).toBe(ids.length)
        })
      }

      it('is deterministic per key and differs between keys', () => {
        const e = entry(scene, 1200, 900)
        const a = drawArtwork(`${scene}.one`, e)
        expect(drawArtwork(`${scene}.one`, e)).toBe(a)
        const others = ['two', 'three', 'four'].map((k) => drawArtwork(`${scene}.${k}`, e))
        for (const other of others) expect(other).not.toBe(a)
      })
    })
  }

  it('sets a document page caption as escaped text, with its page number', () => {
    const svg = drawArtwork(
      'brochure.p7',
      entry('document', 1240, 1754, { caption: 'Suites & <Tariff>', page: 7 }),
    )
    const texts = Array.from(parse(svg).getElementsByTagName('text'), (t) => t.textContent)
    expect(texts).toContain('Suites & <Tariff>')
    expect(texts).toContain('7')
  })

  it('varies the light: a scene drawn for many keys shows more than one time of day', () => {
    const skies = new Set(
      Array.from({ length: 12 }, (_, i) => {
        const svg = drawArtwork(`hills.${i}`, entry('hills', 1200, 900))
        return /stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1]
      }),
    )
    expect(skies.size).toBeGreaterThan(1)
  })

  it('keeps the whole catalogue within budget, averaging under the aim', () => {
    const drawn = Object.entries(media as Record<string, MediaEntry>)
      .filter(([, e]) => e.file === undefined)
      .map(([key, e]) => drawArtwork(key, e).length)
    expect(drawn.length).toBeGreaterThan(0)
    expect(Math.max(...drawn)).toBeLessThan(maxBytes)
    expect(drawn.reduce((a, b) => a + b, 0) / drawn.length).toBeLessThan(aimBytes)
  })
})

describe('drawLandscapeLayers', () => {
  it('splits an outdoor scene into transparent, wider layers for the video', () => {
    const layers = drawLandscapeLayers('home.video-poster', entry('mist', 1920, 1080), 0.05)
    expect(layers.length).toBeGreaterThanOrEqual(5)
    for (const layer of layers) {
      const root = parse(layer).documentElement
      expect(root.getAttribute('width')).toBe(String(1920 + 2 * 96))
      expect(root.getAttribute('height')).toBe('1080')
    }
  })

  it('refuses a scene that is not a landscape', () => {
    expect(() => drawLandscapeLayers('x', entry('bed', 1920, 1080), 0.05)).toThrow(/no landscape/)
  })
})
