// The hotel's photo library read into a manifest and source paths (what the library is: library-types.ts).
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, extname, join, relative, resolve } from 'node:path'
import type { MediaTable } from '../../../content/media/types.ts'
import type { KeyPhoto, PhotoManifest } from '../../../content/media/photo-variants.ts'
import { entryFields, isRecord, parseCrops, parseFocus } from './entry-fields.ts'
import {
  filmKey,
  imageExtensions,
  PhotoLibraryError,
  videoExtensions,
  type PhotoLibrary,
} from './library-types.ts'
import { isLandscapeKey, photoKeys, previewChoice, usesByKey } from './preview-choice.ts'
import { idOf, readSource, type SourceInfo } from './source-file.ts'

export { filmKey, PhotoLibraryError, type PhotoLibrary } from './library-types.ts'

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
