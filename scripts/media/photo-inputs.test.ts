import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaTable } from '../../content/media/types.ts'
import { readPhotoLibrary, type PhotoLibrary } from './photo-library/index.ts'
import { processPhotos } from './photo-pipeline/index.ts'

/*
 * A library the pipeline has never seen: the same photograph as PNG, WebP, AVIF, turned by its
 * EXIF orientation, in CMYK, at 16 bits, in grey, with transparency, and one 6000 px wide. Every
 * file made from them must be upright, 8-bit sRGB with three channels, and look like the
 * photograph.
 */

const fixtures = resolve(import.meta.dirname, '../../tests/fixtures/photos')
const garden = join(fixtures, 'garden.jpg')

const inputs: Record<string, (file: string) => Promise<unknown>> = {
  'upright.jpg': (file) => sharp(garden).toFile(file),
  'png.png': (file) => sharp(garden).png().toFile(file),
  'webp.webp': (file) => sharp(garden).webp({ quality: 92 }).toFile(file),
  'avif.avif': (file) => sharp(garden).avif({ quality: 80 }).toFile(file),
  // Stored a quarter turn anticlockwise; orientation 6 tells a viewer to turn it back.
  'turned.jpg': (file) =>
    sharp(garden).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toFile(file),
  'cmyk.jpg': (file) => sharp(garden).toColourspace('cmyk').jpeg({ quality: 92 }).toFile(file),
  'deep.png': (file) => sharp(garden).toColourspace('rgb16').png().toFile(file),
  'grey.jpg': (file) => sharp(garden).toColourspace('b-w').jpeg({ quality: 92 }).toFile(file),
  // The left half transparent: it is laid on the site's paper colour.
  'clear.png': async (file) => {
    const { width = 0, height = 0 } = await sharp(garden).metadata()
    const mask = await sharp({
      create: { width: width / 2, height, channels: 4, background: '#000000ff' },
    })
      .png()
      .toBuffer()
    return sharp(garden)
      .ensureAlpha()
      .composite([{ input: mask, left: 0, top: 0, blend: 'dest-out' }])
      .png()
      .toFile(file)
  },
  'huge.jpg': (file) => sharp(garden).resize(6000).jpeg({ quality: 85 }).toFile(file),
}
const names = Object.keys(inputs).map((name) => name.replace(/\.\w+$/, ''))

let dir: string
let out: string
let library: PhotoLibrary

/** The made file of a key at a width (the JPEG, the format every browser decodes). */
async function made(id: string, width: number): Promise<string> {
  const files = (await readdir(join(out, 'img'))).filter(
    (f) => f.startsWith(`${id}-`) && f.endsWith(`-${width}.jpg`),
  )
  expect(files, `${id} at ${width} px`).toHaveLength(1)
  return join(out, 'img', files[0] ?? '')
}

/** Mean difference per channel (0..255) between two pictures, at a common small size. */
async function difference(a: string, b: string): Promise<number> {
  const pixels = (file: string) =>
    sharp(file).resize(64, 40, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const [x, y] = await Promise.all([pixels(a), pixels(b)])
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0))
  return sum / x.length
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-inputs-'))
  const photos = join(dir, 'library')
  out = join(dir, 'media')
  await mkdir(photos)
  for (const [name, make] of Object.entries(inputs)) await make(join(photos, name))
  await writeFile(
    join(photos, 'photos.json'),
    JSON.stringify(
      Object.fromEntries(Object.keys(inputs).map((f) => [`test.${f.split('.')[0]}`, f])),
    ),
  )
  const catalogue: MediaTable = Object.fromEntries(
    names.map((n) => [`test.${n}`, { alt: n, width: 1200, height: 900, scene: 'hills' as const }]),
  )
  library = await readPhotoLibrary(photos, catalogue)
  const uses = [...names.map((n) => `test.${n}|thumbnail`), 'test.huge|lightbox']
  await processPhotos({ library, uses, outDir: out, cacheDir: join(dir, 'cache') })
}, 120_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('photographs of every kind the hotel may send', () => {
  it('reads each one upright, at its size after EXIF orientation', () => {
    for (const name of names.filter((n) => n !== 'huge'))
      expect(library.manifest.sources[name], name).toMatchObject({ width: 1600, height: 1000 })
    expect(library.manifest.sources['huge']).toMatchObject({ width: 6000, height: 3750 })
  })

  it('makes every file 8-bit sRGB with three channels and no metadata', async () => {
    const files = await readdir(join(out, 'img'))
    expect(files.length).toBeGreaterThan(names.length * 9)
    for (const file of files) {
      const meta = await sharp(join(out, 'img', file)).metadata()
      expect([meta.space, meta.channels, meta.depth], file).toEqual(['srgb', 3, 'uchar'])
      expect(meta.orientation, file).toBeUndefined()
      expect(meta.exif, file).toBeUndefined()
      expect(meta.icc, file).toBeUndefined()
    }
  })

  it('shows the same photograph whatever the format, the orientation or the bit depth', async () => {
    const reference = await made('upright', 320)
    for (const name of ['png', 'webp', 'avif', 'turned', 'deep'])
      expect(await difference(await made(name, 320), reference), name).toBeLessThan(4)
    // CMYK cannot hold every colour of the original: close, not equal.
    expect(await difference(await made('cmyk', 320), reference)).toBeLessThan(12)
  })

  it('keeps a grey photograph grey, and lays a transparent one on the paper colour', async () => {
    const grey = await sharp(await made('grey', 320))
      .raw()
      .toBuffer()
    let spread = 0
    for (let i = 0; i < grey.length; i += 3)
      spread = Math.max(spread, Math.abs((grey[i] ?? 0) - (grey[i + 2] ?? 0)))
    expect(spread).toBeLessThan(12)
    const clear = sharp(await made('clear', 320))
    const { data } = await clear
      .extract({ left: 4, top: 100, width: 8, height: 8 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      })
    const paper = [0xf7, 0xf4, 0xee]
    for (const [i, value] of paper.entries())
      expect(Math.abs((data[i] ?? 0) - value), `channel ${i}`).toBeLessThan(6)
  })

  it('takes a 6000 px photograph, and makes nothing wider than the layout needs (2560 px)', async () => {
    const widths = (await readdir(join(out, 'img')))
      .filter((f) => f.startsWith('huge-'))
      .map((f) => Number(/-(\d+)\.\w+$/.exec(f)?.[1]))
    expect(Math.max(...widths)).toBe(2560)
  })
})
