// Length: one suite over one real run of the pipeline (formats, widths, cache, metadata, placeholders), shared by its tests.
import { copyFile, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaTable } from '../../../content/media/types.ts'
import { readPhotoLibrary, type PhotoLibrary } from '../photo-library/index.ts'
import {
  placeholderColours,
  processPhotos,
  withPlaceholders,
  type PipelineResult,
} from './index.ts'

const fixtures = resolve(import.meta.dirname, '../../../tests/fixtures/photos')

const catalogue: MediaTable = {
  'test.hero': { alt: 'A banner', width: 1920, height: 1080, scene: 'hills' },
  'test.card': { alt: 'A card', width: 1200, height: 900, scene: 'bed' },
  'test.gallery': { alt: 'A slide', width: 1200, height: 800, scene: 'bar' },
  'test.camera': { alt: 'A photograph with EXIF', width: 1200, height: 900, scene: 'camera' },
}

// Where the pages showed each key (the record the prerender makes).
const uses = [
  'test.hero|hero',
  'test.hero|og',
  'test.hero|schema',
  'test.card|card',
  'test.gallery|gallery',
  'test.camera|card',
]

let dir: string
let library: PhotoLibrary
let first: PipelineResult
let second: PipelineResult
let out: string
let cache: string

/** Width, height and what else a written file carries. */
const inspect = (file: string) => sharp(join(out, file)).metadata()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-pipeline-'))
  const photos = join(dir, 'library')
  out = join(dir, 'media')
  cache = join(dir, 'cache')
  await import('node:fs/promises').then((fs) => fs.mkdir(photos))
  await copyFile(join(fixtures, 'garden.jpg'), join(photos, 'garden.jpg'))
  await copyFile(join(fixtures, 'kite.jpg'), join(photos, 'kite.jpg'))
  // A camera's photograph: make, model, serial number and where it was taken.
  await sharp(join(fixtures, 'kite.jpg'))
    .withExif({
      IFD0: { Make: 'Trillium Optics', Model: 'Field 7', Copyright: 'Estate photographer' },
      IFD2: { BodySerialNumber: 'SN-2041-7731', LensSerialNumber: 'LN-88' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 19/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '75/1 46/1 0/1',
      },
    })
    .jpeg()
    .toFile(join(photos, 'camera.jpg'))
  await writeFile(
    join(photos, 'photos.json'),
    JSON.stringify({
      'test.hero': { file: 'garden.jpg', focal: { x: 0.7, y: 0.4 } },
      'test.card': 'kite.jpg',
      'test.gallery': 'garden.jpg',
      'test.camera': 'camera.jpg',
    }),
  )
  library = await readPhotoLibrary(photos, catalogue)
  // These 1600 px copies are smaller than a laptop shows a hero (1920 px): as in preview mode,
  // that is reported rather than failed, so the rest can be checked on them.
  const preview: PhotoLibrary = { ...library, mode: 'preview' }
  first = await processPhotos({ library: preview, uses, outDir: out, cacheDir: cache })
  await rm(out, { recursive: true })
  second = await processPhotos({ library: preview, uses, outDir: out, cacheDir: cache })
}, 120_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const files = async () => (await readdir(join(out, 'img'))).sort()

describe('processPhotos', () => {
  it('makes AVIF, WebP and JPEG of every crop at every width, each the width its name says', async () => {
    const names = await files()
    const byCrop = new Map<string, Set<string>>()
    for (const name of names) {
      const match = /^(.+)-(\d+)\.(avif|webp|jpg)$/.exec(name)
      expect(match, name).not.toBeNull()
      const [, crop = '', width = '', ext = ''] = match ?? []
      byCrop.set(`${crop}@${width}`, new Set([...(byCrop.get(`${crop}@${width}`) ?? []), ext]))
      const meta = await inspect(`img/${name}`)
      expect(meta.width, name).toBe(Number(width))
      expect(meta.format).toBe(ext === 'jpg' ? 'jpeg' : ext === 'avif' ? 'heif' : 'webp')
    }
    // Every width of every crop in all three formats (the structured-data JPEG stands alone).
    const incomplete = [...byCrop].filter(([, exts]) => exts.size !== 3)
    expect(incomplete.map(([k]) => k)).toHaveLength(1)
    expect(first.variants).toBe(names.length + 1)
  })

  it('crops a hero 16:9 for laptops and 4:5 for phones, cards 4:3 and galleries 3:2', async () => {
    const ratios = new Set<string>()
    for (const name of (await files()).filter((n) => n.endsWith('.webp'))) {
      const { width = 0, height = 0 } = await inspect(`img/${name}`)
      ratios.add((width / height).toFixed(2))
    }
    expect([...ratios].sort()).toEqual(
      [16 / 9, 4 / 5, 4 / 3, 3 / 2].map((r) => r.toFixed(2)).sort(),
    )
  })

  it('never makes a file wider than its photograph (1600 px here), and goes up to it', async () => {
    const widths = (await files()).map((n) => Number(/-(\d+)\.\w+$/.exec(n)?.[1]))
    expect(Math.max(...widths)).toBe(1600)
  })

  it('makes the widths a phone and a laptop need for a hero', async () => {
    const hero = (await files()).filter((n) => n.startsWith('garden-') && n.endsWith('.avif'))
    const widths = new Set(hero.map((n) => Number(/-(\d+)\.avif$/.exec(n)?.[1])))
    // A 375 px phone at 2x and 3x, a 1440 px laptop at 1x.
    for (const needed of [750, 1125, 1440])
      expect(
        [...widths].some((w) => w >= needed && w < needed * 1.4),
        `${needed}`,
      ).toBe(true)
  })

  it('writes the share image at 1200x630 and the structured-data JPEG', async () => {
    const og = await inspect('og/test.hero.jpg')
    expect([og.width, og.height, og.format]).toEqual([1200, 630, 'jpeg'])
    expect((await files()).filter((n) => n.endsWith('.jpg')).length).toBeGreaterThan(0)
  })

  it('leaves no camera data, no GPS position and no colour profile in any file, all sRGB', async () => {
    const camera = (await files()).filter((n) => n.startsWith('camera-'))
    expect(camera.length).toBeGreaterThan(3)
    for (const name of [...camera, '../og/test.hero.jpg']) {
      const meta = await inspect(`img/${name}`)
      expect(meta.exif, name).toBeUndefined()
      expect(meta.xmp, name).toBeUndefined()
      expect(meta.icc, name).toBeUndefined()
      expect(meta.space, name).toBe('srgb')
      const bytes = await import('node:fs/promises').then((fs) =>
        fs.readFile(join(out, 'img', name)),
      )
      expect(bytes.includes('SN-2041-7731'), name).toBe(false)
      expect(bytes.includes('Trillium Optics'), name).toBe(false)
    }
  })

  it('does no image work on a second build: every file comes from the cache', async () => {
    expect(first.fromCache).toBe(0)
    expect(second.fromCache).toBe(second.variants)
    expect(second.variants).toBe(first.variants)
    expect(second.photos).toBe(3)
    const cached = await readdir(cache)
    const times = await Promise.all(cached.map(async (f) => (await stat(join(cache, f))).mtimeMs))
    expect(Math.max(...times)).toBeLessThan(Date.now())
    expect(second.seconds).toBeLessThan(first.seconds)
    expect(second.encodes).toBe(0)
  })

  it('encodes each file once, and a dense one over its byte budget rarely more', () => {
    // The share image of two keys with one crop is one encode; the budget's second encodes
    // are few (fixed quality steps took 1.4 encodes a file on the ten fixture photographs).
    expect(first.encodes).toBeGreaterThanOrEqual(first.variants - 1)
    expect(first.encodes).toBeLessThan(first.variants * 1.2)
  })

  it('gives each photograph an inline placeholder of at most 1 kB, written into the pages that show it', () => {
    expect([...second.placeholders.keys()].sort()).toEqual(['camera', 'garden', 'kite'])
    for (const css of second.placeholders.values()) {
      expect(css).toMatch(/^url\("data:image\/svg\+xml,/)
      expect(Buffer.byteLength(css)).toBeLessThanOrEqual(1024)
    }
    const page =
      '<style>body{}</style><img data-ph="garden"><img data-ph="garden"><img data-pc="camera">'
    const html = withPlaceholders(page, second.placeholders, new Map([['camera', '#405060']]))
    expect(html.match(/img\[data-ph="garden"\]/g)).toHaveLength(1)
    expect(html).not.toContain('data-ph="kite"]')
    expect(html).toContain('img[data-pc="camera"]{background-color:#405060}')
    expect(html).not.toContain('img[data-ph="camera"]')
    expect(html.indexOf('img[data-ph')).toBeLessThan(html.indexOf('</style>'))
  })

  it('reads each placeholder’s colour back from its preview', async () => {
    const colours = await placeholderColours(second.placeholders)
    expect([...colours.keys()].sort()).toEqual(['camera', 'garden', 'kite'])
    for (const colour of colours.values()) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
    // not one colour for every photograph
    expect(new Set(colours.values()).size).toBeGreaterThan(1)
  })
})

describe('a photograph listed in photos.json that is too small', () => {
  it('is reported in preview mode', () => {
    expect(first.undersized).toEqual([
      '"test.hero" (garden.jpg): 1600 px wide in its hero crop (laptop); the layout shows it 1920 px wide: use a larger photograph',
    ])
  })

  it('fails the build naming the key and the file', async () => {
    await expect(
      processPhotos({
        library: { ...library, mode: 'catalogue' },
        uses: ['test.card|hero'],
        outDir: join(dir, 'small'),
        cacheDir: cache,
      }),
    ).rejects.toThrow(
      /"test\.card" \(kite\.jpg\): 1600 px wide in its hero crop \(laptop\); the layout shows it 1920 px wide/,
    )
  })
})
