import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MediaTable } from '../../../content/media/types.ts'
import { PhotoLibraryError, readPhotoLibrary } from './index.ts'

const fixtures = resolve(import.meta.dirname, '../../../tests/fixtures/photos')

const catalogue: MediaTable = {
  'test.hero': { alt: 'A banner', width: 1920, height: 1080, scene: 'hills' },
  'test.card': { alt: 'A card', width: 1200, height: 900, scene: 'bed' },
  'test.tall': { alt: 'A tall picture', width: 800, height: 1200, scene: 'trek' },
  'test.page': {
    alt: 'A brochure page',
    width: 840,
    height: 1190,
    scene: 'document',
    file: 'page-01.svg',
  },
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-library-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const put = (name: string) => copyFile(join(fixtures, name), join(dir, name))
const json = (value: unknown) => writeFile(join(dir, 'photos.json'), JSON.stringify(value))

describe('preview mode (no photos.json)', () => {
  it('gives every key a photograph, landscape to landscape keys and portrait to portrait ones, the same on every read', async () => {
    await Promise.all(['garden.jpg', 'kite.jpg', 'safelanding-portrait.jpg'].map(put))
    const library = await readPhotoLibrary(dir, catalogue)
    expect(library.mode).toBe('preview')
    const source = (key: string) => library.manifest.keys[key]?.source
    expect(Object.keys(library.manifest.keys).sort()).toEqual(Object.keys(catalogue).sort())
    expect(['garden', 'kite']).toContain(source('test.hero'))
    expect(['garden', 'kite']).toContain(source('test.card'))
    expect(source('test.card')).not.toBe(source('test.hero'))
    // A brochure page's picture is a landscape band.
    expect(['garden', 'kite']).toContain(source('test.page'))
    expect(source('test.tall')).toBe('safelanding-portrait')
    expect((await readPhotoLibrary(dir, catalogue)).manifest).toEqual(library.manifest)
  })

  it('names a portrait photograph it could not place when no picture on the site is portrait', async () => {
    await Promise.all(['garden.jpg', 'safelanding-portrait.jpg'].map(put))
    const { 'test.tall': _tall, ...wideOnly } = catalogue
    const library = await readPhotoLibrary(dir, wideOnly)
    expect(Object.values(library.manifest.keys).map((k) => k.source)).not.toContain(
      'safelanding-portrait',
    )
    expect(library.unused).toEqual([
      expect.stringMatching(/^safelanding-portrait\.jpg \(portrait, /),
    ])
    expect((await readPhotoLibrary(dir, catalogue)).unused).toEqual([])
  })

  it('reads sizes and hashes the files, and keeps only the photographs in use', async () => {
    await put('garden.jpg')
    const library = await readPhotoLibrary(dir, catalogue)
    expect(library.manifest.sources['garden']).toMatchObject({ width: 1600, height: 1000 })
    expect(library.manifest.sources['garden']?.sha).toMatch(/^[0-9a-f]{16}$/)
  })

  it('swaps width and height of a photograph whose EXIF says it is turned a quarter', async () => {
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#6f9672' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(dir, 'turned.jpg'))
    const library = await readPhotoLibrary(dir, catalogue)
    expect(library.manifest.sources['turned']).toMatchObject({ width: 200, height: 300 })
  })

  it('gives a photograph too small for a key only to keys shown small enough for it', async () => {
    await Promise.all(['garden.jpg', 'kite.jpg'].map(put))
    // 600 px wide: enough for a thumbnail (at most 392 px) and a card (384 px on laptops,
    // 727 px on a 767 px phone: not enough), far from a banner's 1920 px.
    await sharp(join(fixtures, 'garden.jpg')).resize(600).toFile(join(dir, 'aaa-small.jpg'))
    const keys: MediaTable = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => [
        `test.${k}`,
        { alt: k, width: 1200, height: 900, scene: 'hills' as const },
      ]),
    )
    const uses = [
      'test.a|hero',
      'test.b|thumbnail',
      'test.c|card',
      'test.d|thumbnail',
      'test.e|og',
      'test.f|thumbnail',
    ]
    const naive = await readPhotoLibrary(dir, keys)
    // In turn, without knowing where the keys are shown, the small one lands on the banner.
    expect(naive.manifest.keys['test.a']?.source).toBe('aaa-small')
    const fitted = await readPhotoLibrary(dir, keys, uses)
    const given = Object.entries(fitted.manifest.keys)
      .filter(([, photo]) => photo.source === 'aaa-small')
      .map(([key]) => key)
    expect(given.length).toBeGreaterThan(0)
    expect(given.every((key) => uses.includes(`${key}|thumbnail`))).toBe(true)
    expect(await readPhotoLibrary(dir, keys, uses)).toEqual(fitted)
  })

  it('gives the largest photograph when none is large enough for a key', async () => {
    await sharp(join(fixtures, 'garden.jpg')).resize(600).toFile(join(dir, 'small.jpg'))
    await sharp(join(fixtures, 'kite.jpg')).resize(900).toFile(join(dir, 'medium.jpg'))
    const library = await readPhotoLibrary(dir, catalogue, ['test.hero|hero', 'test.card|hero'])
    expect(library.manifest.keys['test.hero']?.source).toBe('medium')
    expect(library.manifest.keys['test.card']?.source).toBe('medium')
  })

  it('takes the first film in the folder as the Home film', async () => {
    await put('garden.jpg')
    await writeFile(join(dir, 'estate.mp4'), 'not really a film')
    expect((await readPhotoLibrary(dir, catalogue)).film).toBe(join(dir, 'estate.mp4'))
  })

  it('fails on a folder with no photographs, and on a folder that is not there', async () => {
    await expect(readPhotoLibrary(dir, catalogue)).rejects.toThrow(/no photographs/)
    await expect(readPhotoLibrary(join(dir, 'missing'), catalogue)).rejects.toThrow(
      /is not a folder/,
    )
  })
})

describe('photos.json', () => {
  it('maps keys to files with a focal point, an alt text and art-direction crops', async () => {
    await put('garden.jpg')
    await writeFile(join(dir, 'film.mov'), 'x')
    await json({
      'test.hero': {
        file: 'garden.jpg',
        focal: { x: 0.3, y: 0.6 },
        alt: 'The garden terrace in the morning',
        crops: { phone: { x: 0.2, y: 0, width: 0.4, height: 1 } },
      },
      'test.card': 'garden.jpg',
      'home.video': 'film.mov',
    })
    const library = await readPhotoLibrary(dir, catalogue)
    expect(library.mode).toBe('catalogue')
    expect(library.manifest.keys['test.hero']).toEqual({
      source: 'garden',
      focus: [0.3, 0.6],
      alt: 'The garden terrace in the morning',
      crops: { phone: { x: 0.2, y: 0, width: 0.4, height: 1 } },
    })
    expect(library.manifest.keys['test.card']).toEqual({ source: 'garden', focus: [0.5, 0.5] })
    // Keys it does not list keep their artwork.
    expect(library.manifest.keys['test.tall']).toBeUndefined()
    expect(library.film).toBe(join(dir, 'film.mov'))
  })

  const fails = async (entry: unknown, message: RegExp) => {
    await json({ 'test.hero': entry })
    const error = await readPhotoLibrary(dir, catalogue).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PhotoLibraryError)
    expect((error as Error).message).toMatch(/"test\.hero"/)
    expect((error as Error).message).toMatch(message)
  }

  it('fails the build on a missing file, naming the key and the file', async () => {
    await fails({ file: 'nowhere.jpg' }, /nowhere\.jpg.*does not exist/)
  })

  it('fails on a file that cannot be read', async () => {
    await mkdir(join(dir, 'folder.jpg'))
    await fails('folder.jpg', /folder\.jpg.*cannot be read/)
  })

  it('fails on a file that is not an image', async () => {
    await writeFile(join(dir, 'notes.jpg'), 'these are words, not pixels')
    await fails('notes.jpg', /notes\.jpg.*not an image/)
  })

  it('fails on an image in a format the site does not take', async () => {
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toFile(join(dir, 'anim.gif'))
    await fails('anim.gif', /anim\.gif.*JPEG, PNG, WebP or AVIF expected/)
  })

  it('fails on a bad focal point, a bad crop or an unknown field', async () => {
    await put('garden.jpg')
    await fails({ file: 'garden.jpg', focal: { x: 2, y: 0 } }, /focal/)
    await fails(
      { file: 'garden.jpg', crops: { phone: { x: 0.8, y: 0, width: 0.4, height: 1 } } },
      /crop "phone"/,
    )
    await fails({ file: 'garden.jpg', caption: 'x' }, /unknown field "caption"/)
  })

  it('fails on a key the catalogue does not have, and on invalid JSON', async () => {
    await put('garden.jpg')
    await json({ 'test.nothing': 'garden.jpg' })
    await expect(readPhotoLibrary(dir, catalogue)).rejects.toThrow(
      /"test\.nothing".*no such media key/,
    )
    await writeFile(join(dir, 'photos.json'), '{ "test.hero": ')
    await expect(readPhotoLibrary(dir, catalogue)).rejects.toThrow(/photos\.json: not valid JSON/)
  })
})
