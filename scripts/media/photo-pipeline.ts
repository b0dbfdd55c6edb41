// Length: the sharp pipeline of one photograph, its variants, crops and cache, kept in one place.
import { availableParallelism } from 'node:os'
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import {
  minimumCropWidth,
  ogRect,
  ogSize,
  planPicture,
  pipelineVersion,
  photoFormats,
  schemaImage,
  variantFile,
  type PhotoFormat,
  type PhotoSource,
  type PixelRect,
} from '../../content/media/photo-variants.ts'
import { slots, type SlotName } from '../../content/media/slots.ts'
import { encodeVariant } from './photo-encode.ts'
import { PhotoLibraryError, type PhotoLibrary } from './photo-library.ts'

/*
 * Build-time processing of the photographs the pages use: each crop at each width the layout
 * needs, as AVIF, WebP and JPEG, in sRGB, with every piece of metadata dropped (sharp writes
 * none unless asked: no EXIF, so no camera serials or GPS, and no ICC profile once converted).
 * Every file is cached under its content-derived name (node_modules/.cache/photos), so a rebuild
 * with unchanged photographs does no image work at all.
 */

/** Photographs with transparency are laid on the site's paper colour. */
const paper = '#f7f4ee'

/** One file to make: a crop of a source at a width (and, for share images, a set height). */
interface Job {
  readonly source: PhotoSource
  readonly rect: PixelRect
  readonly width: number
  readonly height?: number
  readonly format: PhotoFormat
  /** The densest screen the file is made for: it sets the compression (photo-encode.ts). */
  readonly density: number
  /** Path under the media folder. */
  readonly file: string
  /** The cache's name for it: share images have fixed names, so theirs adds the recipe. */
  readonly cacheName: string
}

export interface PipelineResult {
  readonly photos: number
  readonly variants: number
  readonly fromCache: number
  readonly seconds: number
  /** Encoder runs: the variants made plus the budget's second encodes (0 when all cached). */
  readonly encodes: number
  /** The inline placeholder of each source in use (a CSS `url(...)`, at most 1 kB). */
  readonly placeholders: ReadonlyMap<string, string>
  /** Every file written under the media folder. */
  readonly files: readonly string[]
  /** Preview mode: where a photograph is smaller than the layout shows it (not an error there). */
  readonly undersized: readonly string[]
}

export interface PipelineOptions {
  readonly library: PhotoLibrary
  /** `key|use` pairs recorded while prerendering (content/media/photos.ts). */
  readonly uses: readonly string[]
  /** The media folder of the build (dist/client/media). */
  readonly outDir: string
  readonly cacheDir: string
  /** Parallel encodes; the machine's cores by default. */
  readonly concurrency?: number
}

const slotNameSet = new Set<string>(Object.keys(slots))

/**
 * The files the recorded uses need, checked against the layout: a photograph listed in
 * photos.json that is too small for where it is shown fails the build. In preview mode the
 * folder's photographs go everywhere, so a small one is only reported (`undersized`).
 */
export function plannedJobs(
  library: PhotoLibrary,
  uses: readonly string[],
  undersized: string[] = [],
): Job[] {
  const { manifest } = library
  const jobs = new Map<string, Job>()
  const tooSmall = (message: string) => {
    if (library.mode === 'catalogue') throw new PhotoLibraryError(message)
    undersized.push(message)
  }
  // A file two slots share is made for the densest screen of either.
  const add = (job: Omit<Job, 'cacheName'> & { cacheName?: string }) => {
    const known = jobs.get(job.file)
    if (known && known.density >= job.density) return
    jobs.set(job.file, { ...job, cacheName: job.cacheName ?? basename(job.file) })
  }
  for (const use of uses) {
    const [key = '', what = ''] = use.split('|')
    const photo = manifest.keys[key]
    if (!photo) continue
    const source = manifest.sources[photo.source]
    if (!source) throw new Error(`Photo table: ${key} names an unknown source ${photo.source}`)
    const where = `"${key}" (${basename(library.files.get(source.id) ?? source.id)})`
    if (what === 'og') {
      const rect = ogRect(photo, source)
      if (rect.width < ogSize.width)
        tooSmall(
          `${where}: ${rect.width} px wide in its share-image crop; at least ${ogSize.width} px needed`,
        )
      add({
        source,
        rect,
        width: ogSize.width,
        height: ogSize.height,
        format: 'jpeg',
        density: 1,
        file: `og/${key}.jpg`,
        cacheName: `og-${source.sha}-${rect.x}-${rect.y}-${rect.width}-${rect.height}-v${pipelineVersion}.jpg`,
      })
    } else if (what === 'schema') {
      const image = schemaImage(photo, source)
      add({
        source,
        rect: image.rect,
        width: image.width,
        format: 'jpeg',
        density: 1,
        file: image.file,
      })
    } else if (slotNameSet.has(what)) {
      const slot = what as SlotName
      planPicture(photo, source, slot).forEach((crop, i) => {
        const needed = minimumCropWidth(slot, i)
        if (crop.rect.width < needed)
          tooSmall(
            `${where}: ${crop.rect.width} px wide in its ${slot} crop (${crop.breakpoint}); the layout shows it ${needed} px wide: use a larger photograph`,
          )
        crop.widths.forEach((width, w) => {
          for (const format of photoFormats)
            add({
              source,
              rect: crop.rect,
              width,
              format,
              density: crop.densities[w] ?? 1,
              file: variantFile(crop.recipe, width, format),
            })
        })
      })
    }
  }
  return [...jobs.values()]
}

export interface Decoded {
  readonly data: Buffer
  readonly info: { width: number; height: number; channels: 3 }
}

/**
 * A photograph upright (EXIF orientation applied), in sRGB, opaque (laid on the site's paper),
 * as raw pixels: what every file made from it is cut from, here and in the documents.
 */
export async function decodePhoto(path: string): Promise<Decoded> {
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(path, { failOn: 'error' })
    .autoOrient()
    .toColourspace('srgb')
    .flatten({ background: paper })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, info: { width: info.width, height: info.height, channels: 3 } }
}

let temporaries = 0

/** Writes through a temporary name, so an interrupted build never leaves half a cached file. */
async function writeAtomic(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}-${++temporaries}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}

/** Runs tasks with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      if (item !== undefined) await run(item)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker))
}

/**
 * The inline placeholder of a photograph: a 16 px wide WebP, blurred by an SVG filter (so it is
 * smooth at any size, with no CSS filter to paint), as a CSS url. Well under 1 kB.
 */
async function placeholder(decoded: Decoded): Promise<string> {
  const { default: sharp } = await import('sharp')
  const width = 16
  const height = Math.max(1, Math.round((width * decoded.info.height) / decoded.info.width))
  const tiny = await sharp(decoded.data, { raw: decoded.info })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: 40, effort: 6 })
    .toBuffer()
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' preserveAspectRatio='none'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='.8'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image filter='url(#b)' width='${width}' height='${height}' preserveAspectRatio='none' href='data:image/webp;base64,${tiny.toString('base64')}'/></svg>`
  return `url("data:image/svg+xml,${svg.replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}")`
}

/** The files of one crop at one size: resized once, then encoded in each format. */
interface SizeGroup {
  readonly source: PhotoSource
  readonly jobs: Job[]
}

/**
 * Makes (or copies from the cache) every file the pages use and each source's placeholder.
 * Sources are decoded once each, only when one of their files is not cached, and released when
 * their last file is written; each crop is resized once per width, and its AVIF, WebP and JPEG
 * are encoded from those pixels.
 */
export async function processPhotos(options: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now()
  const { library, outDir, cacheDir } = options
  const undersized: string[] = []
  const jobs = plannedJobs(library, options.uses, undersized)
  const sourceIds = [...new Set(jobs.map((j) => j.source.id))].sort()
  let fromCache = 0
  let encodes = 0

  // Share images of keys with the same photograph and crop are one encode, copied.
  const byCacheName = new Map<string, Job[]>()
  for (const job of jobs)
    byCacheName.set(job.cacheName, [...(byCacheName.get(job.cacheName) ?? []), job])
  const copyOut = async (from: string, cacheName: string) => {
    for (const job of byCacheName.get(cacheName) ?? []) {
      await mkdir(dirname(join(outDir, job.file)), { recursive: true })
      await copyFile(from, join(outDir, job.file))
    }
  }
  const pending: Job[] = []
  await pool([...byCacheName.keys()], 8, async (cacheName) => {
    const cached = join(cacheDir, cacheName)
    const group = byCacheName.get(cacheName) ?? []
    if (existsSync(cached)) {
      await copyOut(cached, cacheName)
      fromCache += group.length
    } else if (group[0]) pending.push(group[0])
  })

  const placeholders = new Map<string, string>()
  const placeholderFile = (source: PhotoSource) =>
    join(cacheDir, `placeholder-${source.sha}-v${pipelineVersion}.txt`)
  const missingPlaceholders: PhotoSource[] = []
  for (const id of sourceIds) {
    const source = library.manifest.sources[id]
    if (!source) continue
    const file = placeholderFile(source)
    if (existsSync(file)) placeholders.set(id, await readFile(file, 'utf8'))
    else missingPlaceholders.push(source)
  }

  const bySize = new Map<string, SizeGroup>()
  for (const job of pending) {
    const { x, y, width, height } = job.rect
    const key = `${job.source.id}|${x},${y},${width},${height}|${job.width}x${job.height ?? ''}`
    const group = bySize.get(key) ?? { source: job.source, jobs: [] }
    group.jobs.push(job)
    bySize.set(key, group)
  }
  // Grouped by source, largest first: the slow encodes start early and each source is
  // released as soon as its last file is done. A source whose files are all cached but whose
  // placeholder is not is decoded for the placeholder alone.
  const groups = [...bySize.values()].sort(
    (a, b) => a.source.id.localeCompare(b.source.id) || b.jobs[0]!.width - a.jobs[0]!.width,
  )
  for (const source of missingPlaceholders)
    if (!groups.some((g) => g.source.id === source.id)) groups.push({ source, jobs: [] })

  if (groups.length > 0) {
    const { default: sharp } = await import('sharp')
    // Two files at a time on two cores: each runs single-threaded, which wastes no time on
    // handing work between threads for these small images.
    sharp.concurrency(1)
    const decoded = new Map<string, Promise<Decoded>>()
    const remaining = new Map<string, number>()
    for (const group of groups)
      remaining.set(group.source.id, (remaining.get(group.source.id) ?? 0) + 1)
    const pixels = (source: PhotoSource) => {
      let promise = decoded.get(source.id)
      if (!promise) {
        const path = library.files.get(source.id)
        if (path === undefined) throw new Error(`No file for photo source ${source.id}`)
        promise = decodePhoto(path).then(async (image) => {
          if (missingPlaceholders.includes(source)) {
            const css = await placeholder(image)
            placeholders.set(source.id, css)
            await writeAtomic(placeholderFile(source), Buffer.from(css))
          }
          return image
        })
        decoded.set(source.id, promise)
      }
      return promise
    }
    await pool(groups, options.concurrency ?? availableParallelism(), async (group) => {
      const { data, info } = await pixels(group.source)
      const [first] = group.jobs
      if (first) {
        const { rect } = first
        const resized = await sharp(data, { raw: info })
          .extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height })
          .resize(first.width, first.height ?? null, { fit: 'cover', kernel: 'lanczos3' })
          .raw()
          .toBuffer({ resolveWithObject: true })
        const size = {
          width: resized.info.width,
          height: resized.info.height,
          channels: 3 as const,
        }
        for (const job of group.jobs) {
          const encoded = await encodeVariant(
            { data: resized.data, info: size },
            job.format,
            job.density,
          )
          encodes += encoded.passes
          await writeAtomic(join(cacheDir, job.cacheName), encoded.bytes)
          await copyOut(join(cacheDir, job.cacheName), job.cacheName)
        }
      }
      const left = (remaining.get(group.source.id) ?? 1) - 1
      remaining.set(group.source.id, left)
      if (left === 0) decoded.delete(group.source.id)
    })
  }

  return {
    photos: sourceIds.length,
    variants: jobs.length,
    fromCache,
    seconds: (performance.now() - started) / 1000,
    encodes,
    placeholders,
    files: jobs.map((j) => j.file),
    undersized,
  }
}

/**
 * The colour of each placeholder: the mean of its 16 px preview (read back from the preview
 * itself, so it needs no cache of its own), as `#rrggbb`.
 */
export async function placeholderColours(
  placeholders: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const { default: sharp } = await import('sharp')
  const colours = new Map<string, string>()
  for (const [id, css] of placeholders) {
    const webp = /base64,([A-Za-z0-9+/=]+)/.exec(css)?.[1]
    if (webp === undefined) continue
    const { channels } = await sharp(Buffer.from(webp, 'base64')).stats()
    const hex = channels
      .slice(0, 3)
      .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
      .join('')
    colours.set(id, `#${hex}`)
  }
  return colours
}

/**
 * Adds each page's placeholders to its inline stylesheet: one rule per photograph the page
 * shows, so only what the page needs is inlined and the CSP's hash of the block (taken by the
 * server when it starts) covers them. The picture the page paints first (`img[data-ph]`, never
 * lazy) has the blurred preview; a picture below the fold (`img[data-pc]`) the photograph's
 * colour: seven previews were 0.8 kB of Home's compressed HTML, which is to fit TCP's first
 * window (scripts/build/inline-styles.ts), and a picture below the fold is rarely seen loading.
 */
export function withPlaceholders(
  html: string,
  placeholders: ReadonlyMap<string, string>,
  colours: ReadonlyMap<string, string> = new Map(),
): string {
  const ids = (attribute: string) => [
    ...new Set(
      [...html.matchAll(new RegExp(` ${attribute}="([^"]+)"`, 'g'))].map((m) => m[1] ?? ''),
    ),
  ]
  const previews = ids('data-ph').map((id) => {
    const css = placeholders.get(id)
    return css === undefined ? '' : `img[data-ph="${id}"]{background-image:${css}}`
  })
  const plain = ids('data-pc').map((id) => {
    const colour = colours.get(id)
    return colour === undefined ? '' : `img[data-pc="${id}"]{background-color:${colour}}`
  })
  const rules = [...previews, ...plain].join('')
  if (rules === '') return html
  const at = html.indexOf('</style>')
  if (at === -1) throw new Error('A page with photographs has no inline stylesheet')
  return html.slice(0, at) + rules + html.slice(at)
}
