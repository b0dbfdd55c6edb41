// Length: the photo library's reading and checking (photos.json, preview mode, per-key errors) in one place.
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, extname, join, relative, resolve } from 'node:path'
import type { Metadata } from 'sharp'
import type { MediaTable } from '../../content/media/types.ts'
import {
  shortfall,
  type FractionRect,
  type KeyPhoto,
  type PhotoManifest,
  type PhotoSource,
} from '../../content/media/photo-variants.ts'

/*
 * The hotel's photo library: a folder named by PHOTO_LIBRARY at build time. With a photos.json
 * it maps media keys to files (with a focal point, an alt text and art-direction crops); without
 * one the build runs in preview mode and gives every key one of the folder's photographs, so the
 * whole site can be seen with photographs at once. Every problem is a PhotoLibraryError that
 * names the key and the file.
 */

export class PhotoLibraryError extends Error {
  override name = 'PhotoLibraryError'
}

/** The key of the Home film in photos.json. */
export const filmKey = 'home.video'

const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])
const videoExtensions = new Set(['.mp4', '.mov', '.m4v', '.webm', '.mkv', '.avi'])

export interface PhotoLibrary {
  readonly dir: string
  readonly mode: 'catalogue' | 'preview'
  readonly manifest: PhotoManifest
  /** Absolute path of each source, by its id. */
  readonly files: ReadonlyMap<string, string>
  /** The Home film's original, if the library has one. */
  readonly film?: string
  /**
   * Preview mode: the folder's photographs no picture took, each with why (a portrait where no
   * picture on the site is portrait), so the build can say so instead of leaving them silently.
   */
  readonly unused: readonly string[]
}

interface SourceInfo extends PhotoSource {
  readonly path: string
}

/** A URL-safe id from a file name: `Estate Dawn.JPG` is `estate-dawn`. */
function idOf(file: string): string {
  const stem = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return stem === '' ? 'photo' : stem
}

/**
 * Reads one photograph's header: its size after EXIF orientation and its hash. A file that is
 * missing, unreadable or not a JPEG, PNG, WebP or AVIF image fails with `where` in the message.
 */
async function readSource(path: string, where: string): Promise<Omit<SourceInfo, 'id'>> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new PhotoLibraryError(
      code === 'ENOENT'
        ? `${where}: the file does not exist`
        : `${where}: the file cannot be read (${code ?? String(error)})`,
    )
  }
  const { default: sharp } = await import('sharp')
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    throw new PhotoLibraryError(`${where}: not an image (JPEG, PNG, WebP or AVIF expected)`)
  }
  const accepted =
    meta.format === 'jpeg' ||
    meta.format === 'png' ||
    meta.format === 'webp' ||
    (meta.format === 'heif' && meta.compression === 'av1')
  if (!accepted || meta.width === undefined || meta.height === undefined)
    throw new PhotoLibraryError(
      `${where}: a ${meta.format ?? 'unknown'} file; JPEG, PNG, WebP or AVIF expected`,
    )
  // Orientations 5 to 8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5
  return {
    path,
    sha: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const fraction = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1

function parseFocus(value: unknown, where: string): [number, number] {
  if (value === undefined) return [0.5, 0.5]
  if (!isRecord(value) || !fraction(value['x']) || !fraction(value['y']))
    throw new PhotoLibraryError(`${where}: "focal" must be { "x": 0..1, "y": 0..1 }`)
  return [value['x'], value['y']]
}

function parseCrops(value: unknown, where: string): Record<string, FractionRect> | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value)) throw new PhotoLibraryError(`${where}: "crops" must be an object`)
  const crops: Record<string, FractionRect> = {}
  for (const [name, rect] of Object.entries(value)) {
    const ok =
      isRecord(rect) &&
      fraction(rect['x']) &&
      fraction(rect['y']) &&
      fraction(rect['width']) &&
      fraction(rect['height']) &&
      rect['width'] > 0 &&
      rect['height'] > 0 &&
      rect['x'] + rect['width'] <= 1.0001 &&
      rect['y'] + rect['height'] <= 1.0001
    if (!ok)
      throw new PhotoLibraryError(
        `${where}: crop "${name}" must be { "x", "y", "width", "height" } in 0..1, inside the photograph`,
      )
    crops[name] = {
      x: rect['x'] as number,
      y: rect['y'] as number,
      width: rect['width'] as number,
      height: rect['height'] as number,
    }
  }
  return crops
}

const entryFields = new Set(['file', 'focal', 'alt', 'crops'])

/** Every key of the catalogue, in name order (a brochure page's key names its picture). */
function photoKeys(catalogue: MediaTable): string[] {
  return Object.keys(catalogue).sort()
}

/** A document page's picture is a landscape band, whatever the page's own shape. */
function isLandscapeKey(catalogue: MediaTable, key: string): boolean {
  const entry = catalogue[key]
  return entry === undefined || entry.scene === 'document' || entry.width >= entry.height
}

/**
 * The library with one more photograph for a key (the film's poster frame when photos.json
 * names no poster), read and checked like the others.
 */
export async function withPhoto(
  library: PhotoLibrary,
  key: string,
  path: string,
): Promise<PhotoLibrary> {
  const read = await readSource(path, `${key} (${basename(path)})`)
  const id = `${key.replace(/[^a-z0-9]+/g, '-')}-${read.sha.slice(0, 6)}`
  return {
    ...library,
    manifest: {
      ...library.manifest,
      sources: {
        ...library.manifest.sources,
        [id]: { id, sha: read.sha, width: read.width, height: read.height },
      },
      keys: { ...library.manifest.keys, [key]: { source: id, focus: [0.5, 0.5] } },
    },
    files: new Map([...library.files, [id, path]]),
  }
}

/** Where the pages show each key: its uses (`card`, `hero`, `og`...) from `key|use` records. */
function usesByKey(uses: readonly string[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>()
  for (const entry of uses) {
    const [key = '', use = ''] = entry.split('|')
    byKey.set(key, [...(byKey.get(key) ?? []), use])
  }
  return byKey
}

/**
 * Preview mode's choice for one key: the photographs of its shape take the keys in turn, but a
 * photograph too small for somewhere the pages show the key is passed over for the next one
 * large enough, so a small photograph only goes where it fits. When none fits, the one that
 * falls shortest (reported by the pipeline as smaller than the layout shows it).
 */
function previewChoice(pool: readonly PhotoSource[], turn: number, uses: readonly string[]) {
  const lack = (source: PhotoSource) => {
    const photo: KeyPhoto = { source: source.id, focus: [0.5, 0.5] }
    return Math.max(0, ...uses.map((use) => shortfall(photo, source, use)))
  }
  let best: PhotoSource | undefined
  let bestLack = Number.POSITIVE_INFINITY
  for (let k = 0; k < pool.length; k++) {
    const source = pool[(turn + k) % pool.length]
    if (!source) continue
    const missing = lack(source)
    if (missing === 0) return source
    if (missing < bestLack) [best, bestLack] = [source, missing]
  }
  return best
}

/**
 * Reads the library: photos.json when the folder has one, else every photograph in the folder
 * (preview mode). Returns the table compiled into the pages and where each source lives.
 * `uses` (the `key|use` record of a build, content/media/photos.ts) lets preview mode give each
 * key a photograph large enough for everywhere the pages show it; without it, keys take the
 * photographs in turn.
 */
export async function readPhotoLibrary(
  folder: string,
  catalogue: MediaTable,
  uses: readonly string[] = [],
): Promise<PhotoLibrary> {
  const dir = resolve(folder)
  const info = await stat(dir).catch(() => undefined)
  if (!info?.isDirectory()) throw new PhotoLibraryError(`PHOTO_LIBRARY: ${folder} is not a folder`)

  const sources = new Map<string, SourceInfo>()
  const byPath = new Map<string, SourceInfo>()
  const addSource = async (path: string, where: string): Promise<SourceInfo> => {
    const known = byPath.get(path)
    if (known) return known
    const read = await readSource(path, where)
    let id = idOf(path)
    for (let n = 2; sources.has(id); n++) id = `${idOf(path)}-${n}`
    const source = { ...read, id }
    sources.set(id, source)
    byPath.set(path, source)
    return source
  }

  const keys: Record<string, KeyPhoto> = {}
  let film: string | undefined
  let mode: PhotoLibrary['mode']
  const jsonPath = join(dir, 'photos.json')
  const json = await readFile(jsonPath, 'utf8').catch(() => undefined)

  if (json !== undefined) {
    mode = 'catalogue'
    let table: unknown
    try {
      table = JSON.parse(json)
    } catch (error) {
      throw new PhotoLibraryError(`photos.json: not valid JSON (${(error as Error).message})`)
    }
    if (!isRecord(table)) throw new PhotoLibraryError('photos.json: must be an object of keys')
    const allowed = new Set(photoKeys(catalogue))
    for (const [key, value] of Object.entries(table)) {
      const entry = typeof value === 'string' ? { file: value } : value
      if (!isRecord(entry) || typeof entry['file'] !== 'string' || entry['file'] === '')
        throw new PhotoLibraryError(`photos.json "${key}": needs a "file"`)
      const file = entry['file']
      const path = resolve(dir, file)
      if (relative(dir, path).startsWith('..'))
        throw new PhotoLibraryError(`photos.json "${key}": "${file}" is outside the library`)
      const where = `photos.json "${key}" (${file})`
      if (key === filmKey) {
        if (!(await stat(path).catch(() => undefined))?.isFile())
          throw new PhotoLibraryError(`${where}: the file does not exist`)
        film = path
        continue
      }
      if (!allowed.has(key))
        throw new PhotoLibraryError(
          `${where}: no such media key (npm run media -- keys lists them)`,
        )
      for (const field of Object.keys(entry))
        if (!entryFields.has(field))
          throw new PhotoLibraryError(
            `${where}: unknown field "${field}" (file, focal, alt, crops)`,
          )
      if (entry['alt'] !== undefined && typeof entry['alt'] !== 'string')
        throw new PhotoLibraryError(`${where}: "alt" must be text`)
      const source = await addSource(path, where)
      const crops = parseCrops(entry['crops'], where)
      keys[key] = {
        source: source.id,
        focus: parseFocus(entry['focal'], where),
        ...(typeof entry['alt'] === 'string' ? { alt: entry['alt'] } : {}),
        ...(crops ? { crops } : {}),
      }
    }
  } else {
    mode = 'preview'
    const names = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort()
    const photos = names.filter((n) => imageExtensions.has(extname(n).toLowerCase()))
    const films = names.filter((n) => videoExtensions.has(extname(n).toLowerCase()))
    if (photos.length === 0)
      throw new PhotoLibraryError(
        `PHOTO_LIBRARY: ${folder} has no photos.json and no photographs (JPEG, PNG, WebP or AVIF)`,
      )
    const read = await Promise.all(photos.map((n) => addSource(join(dir, n), n)))
    const landscape = read.filter((s) => s.width >= s.height)
    const portrait = read.filter((s) => s.width < s.height)
    let nextLandscape = 0
    let nextPortrait = 0
    const shown = usesByKey(uses)
    // Keys in name order, each shape taking the photographs of its shape in turn: stable from
    // build to build, and neighbouring pictures on a page rarely repeat.
    for (const key of photoKeys(catalogue)) {
      const wide = isLandscapeKey(catalogue, key)
      const pool = wide
        ? landscape.length > 0
          ? landscape
          : read
        : portrait.length > 0
          ? portrait
          : read
      const turn = wide ? nextLandscape++ : nextPortrait++
      const source = previewChoice(pool, turn % pool.length, shown.get(key) ?? [])
      if (source) keys[key] = { source: source.id, focus: [0.5, 0.5] }
    }
    if (films[0] !== undefined) film = join(dir, films[0])
  }

  const used = new Set(Object.values(keys).map((k) => k.source))
  // Preview mode reads every photograph in the folder: those no key took are named.
  const portraitKeys = photoKeys(catalogue).some((key) => !isLandscapeKey(catalogue, key))
  const unused =
    mode === 'preview'
      ? [...sources.values()]
          .filter((source) => !used.has(source.id))
          .map((source) =>
            source.width < source.height && !portraitKeys
              ? `${basename(source.path)} (portrait, and no picture on the site is portrait: give it a key in photos.json to show it, where its focal point places the crop)`
              : `${basename(source.path)} (more photographs than pictures of its shape)`,
          )
      : []
  const manifest: PhotoManifest = {
    sources: Object.fromEntries(
      [...sources.values()]
        .filter((s) => used.has(s.id))
        .map((s) => [s.id, { id: s.id, sha: s.sha, width: s.width, height: s.height }]),
    ),
    keys,
  }
  return {
    dir,
    mode,
    manifest,
    files: new Map([...sources.values()].map((s) => [s.id, s.path])),
    ...(film === undefined ? {} : { film }),
    unused,
  }
}
