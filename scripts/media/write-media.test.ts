import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaTable } from '../../content/media/types.ts'
import { drawArtwork } from './artwork/index.ts'
import { ogImageFile, ogSize, writeMedia, writeOgImage, writeOgImages } from './write-media.ts'

const table = {
  'test.hero': { alt: 'Mist over the hills', width: 1920, height: 1080, scene: 'mist' },
  'test.suite': { alt: 'A suite', width: 1200, height: 900, scene: 'bed' },
  'test.photo': {
    alt: 'A real photo',
    width: 1200,
    height: 900,
    scene: 'resort',
    file: 'resort.jpg',
  },
} as const satisfies MediaTable

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trillium-media-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('writeMedia', () => {
  it('writes one SVG per generated entry and none for real photos', async () => {
    const out = join(dir, 'media')
    expect(await writeMedia(out, table)).toBe(2)
    expect((await readdir(out)).sort()).toEqual(['test.hero.svg', 'test.suite.svg'])
    expect(await readFile(join(out, 'test.hero.svg'), 'utf8')).toBe(
      drawArtwork('test.hero', table['test.hero']),
    )
  })

  it('renders SVGs that a real rasteriser reads at their intrinsic size', async () => {
    const meta = await sharp(join(dir, 'media', 'test.suite.svg')).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 900])
  })
})

describe('writeOgImage', () => {
  it('renders a 1200x630 JPEG share image from the artwork', async () => {
    const out = join(dir, 'og.jpg')
    await writeOgImage('test.hero', out, table)
    const image = sharp(out)
    const meta = await image.metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([ogSize.width, ogSize.height])
    // A real picture, not a blank: the sky and the foreground differ in brightness.
    const { channels } = await image.stats()
    expect(channels[0]?.stdev ?? 0).toBeGreaterThan(10)
  })

  it('crops a real photo to the share size', async () => {
    const photos = join(dir, 'photos')
    await mkdir(photos)
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f4a72' } })
      .jpeg()
      .toFile(join(photos, 'resort.jpg'))
    await writeOgImage('test.photo', join(dir, 'photo-og.jpg'), table, photos)
    const meta = await sharp(join(dir, 'photo-og.jpg')).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
  })

  it('writes several share images as <key>.og.jpg', async () => {
    const out = join(dir, 'og')
    await writeOgImages(out, ['test.hero', 'test.suite', 'test.hero'], table)
    expect((await readdir(out)).sort()).toEqual([
      ogImageFile('test.hero'),
      ogImageFile('test.suite'),
    ])
    expect(ogImageFile('test.hero')).toBe('test.hero.og.jpg')
  })

  it('names the key when it is not in the catalogue', async () => {
    await expect(writeOgImage('test.nothing', join(dir, 'x.png'), table)).rejects.toThrow(
      /test\.nothing/,
    )
  })
})
