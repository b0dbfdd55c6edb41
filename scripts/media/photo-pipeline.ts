// Length: the sharp pipeline of one photograph, its variants, crops and cache, kept in one place.
import { availableParallelism } from 'node:os'
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Sharp } from 'sharp'
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
import { PhotoLibraryError, type PhotoLibrary } from './photo-library.ts'

/*
 * Build-time processing of the photographs the pages use: each crop at each width the layout
 * needs, as AVIF, WebP and JPEG, in sRGB, with every piece of metadata dropped (sharp writes
 * none unless asked: no EXIF, so no camera serials or GPS, and no ICC profile once converted).
 * Every file is cached under its content-derived name (node_modules/.cache/photos), so a rebuild
 * with unchanged photographs does no image work at all.
 */

/**
 * Encoder settings; part of every name through `pipelineVersion`. The fastest AVIF and WebP
 * efforts: on a photograph they cost 4 to 5 times less time than the defaults for files within
 * a few percent of the same size, which is what keeps ten photographs under a minute on two
 * cores. The JPEG is the fallback of browsers without either, so it skips mozjpeg's slow search.
 * Wide files are for dense screens, where finer detail hides stronger compression: quality
 * steps down with the width.
 */
export function encoderOptions(format: PhotoFormat, width: number) {
  const step = width >= 1920 ? 2 : width >= 1440 ? 1 : 0
  if (format === 'avif') return { quality: [52, 47, 42][step], effort: 0 }
  if (format === 'webp') return { quality: [76, 72, 68][step], effort: 2 }
  return { quality: [78, 74, 70][step], progressive: true, optimiseCoding: true }
}

/** Photographs with transparency are laid on the site's paper colour. */
const paper = '#f7f4ee'

/** One file to make: a crop of a source at a width (and, for share images, a set height). */
interface Job {
  readonly source: PhotoSource
  readonly rect: PixelRect
  readonly width: number
  readonly height?: number
  readonly format: PhotoFormat
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
  const add = (job: Omit<Job, 'cacheName'> & { cacheName?: string }) => {
    if (!jobs.has(job.file))
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
        file: `og/${key}.jpg`,
        cacheName: `og-${source.sha}-${rect.x}-${rect.y}-${rect.width}-${rect.height}-v${pipelineVersion}.jpg`,
      })
    } else if (what === 'schema') {
      const image = schemaImage(photo, source)
      add({ source, rect: image.rect, width: image.width, format: 'jpeg', file: image.file })
    } else if (slotNameSet.has(what)) {
      const slot = what as SlotName
      planPicture(photo, source, slot).forEach((crop, i) => {
        const needed = minimumCropWidth(slot, i)
        if (crop.rect.width < needed)
          tooSmall(
            `${where}: ${crop.rect.width} px wide in its ${slot} crop (${crop.breakpoint}); the layout shows it ${needed} px wide: use a larger photograph`,
          )
        for (const width of crop.widths)
          for (const format of photoFormats)
            add({
              source,
              rect: crop.rect,
              width,
              format,
              file: variantFile(crop.recipe, width, format),
            })
      })
    }
  }
  return [...jobs.values()]
}

/**
 * Bytes per pixel a modern-format file may take: about 0.6 bits a pixel for AVIF, which is
 * what a phone's hero (800x1000) needs to stay near 60 kB. A dense photograph (moss, a forest
 * path) over it is encoded again at a lower quality, down to a floor; a calm one never is.
 */
const byteBudget: Readonly<Record<PhotoFormat, number | undefined>> = {
  avif: 0.075,
  webp: 0.11,
  jpeg: undefined,
}
const qualityFloor = { avif: 34, webp: 52, jpeg: 0 } as const

async function encode(image: Sharp, format: PhotoFormat, width: number, height: number) {
  const options = encoderOptions(format, width)
  const at = (quality: number) => {
    const copy = image.clone()
    if (format === 'avif') return copy.avif({ ...options, quality }).toBuffer()
    if (format === 'webp') return copy.webp({ ...options, quality }).toBuffer()
    return copy.jpeg({ ...options, quality }).toBuffer()
  }
  let quality = options.quality ?? 75
  let bytes = await at(quality)
  const budget = byteBudget[format]
  while (
    budget !== undefined &&
    bytes.length > width * height * budget &&
    quality > qualityFloor[format]
  ) {
    quality = Math.max(qualityFloor[format], quality - 6)
    bytes = await at(quality)
  }
  return bytes
}

interface Decoded {
  readonly data: Buffer
  readonly info: { width: number; height: number; channels: 3 }
}

/** A photograph upright (EXIF orientation applied), in sRGB, opaque, as raw pixels. */
async function decode(path: string): Promise<Decoded> {
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

/**
 * Makes (or copies from the cache) every file the pages use and each source's placeholder.
 * Sources are decoded once each, only when one of their files is not cached, and released when
 * their last file is written.
 */
export async function processPhotos(options: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now()
  const { library, outDir, cacheDir } = options
  const undersized: string[] = []
  const jobs = plannedJobs(library, options.uses, undersized)
  const sourceIds = [...new Set(jobs.map((j) => j.source.id))].sort()
  let fromCache = 0

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
  const missingPlaceholders = []
  for (const id of sourceIds) {
    const source = library.manifest.sources[id]
    if (!source) continue
    const file = join(cacheDir, `placeholder-${source.sha}-v${pipelineVersion}.txt`)
    if (existsSync(file)) placeholders.set(id, await readFile(file, 'utf8'))
    else missingPlaceholders.push(source)
  }

  if (pending.length > 0 || missingPlaceholders.length > 0) {
    const { default: sharp } = await import('sharp')
    // Two encodes at a time on two cores: each runs single-threaded, which wastes no time on
    // handing work between threads for these small images.
    sharp.concurrency(1)
    const decoded = new Map<string, Promise<Decoded>>()
    const remaining = new Map<string, number>()
    for (const job of pending) remaining.set(job.source.id, (remaining.get(job.source.id) ?? 0) + 1)
    const pixels = (source: PhotoSource) => {
      let promise = decoded.get(source.id)
      if (!promise) {
        const path = library.files.get(source.id)
        if (path === undefined) throw new Error(`No file for photo source ${source.id}`)
        promise = decode(path)
        decoded.set(source.id, promise)
      }
      return promise
    }
    for (const source of missingPlaceholders) {
      const css = await placeholder(await pixels(source))
      placeholders.set(source.id, css)
      await writeAtomic(
        join(cacheDir, `placeholder-${source.sha}-v${pipelineVersion}.txt`),
        Buffer.from(css),
      )
      if (!remaining.has(source.id)) decoded.delete(source.id)
    }
    // Largest first, grouped by source: the slow encodes start early and each source is
    // released as soon as its last file is done.
    pending.sort((a, b) => a.source.id.localeCompare(b.source.id) || b.width - a.width)
    await pool(pending, options.concurrency ?? availableParallelism(), async (job) => {
      const { data, info } = await pixels(job.source)
      const image = sharp(data, { raw: info })
        .extract({
          left: job.rect.x,
          top: job.rect.y,
          width: job.rect.width,
          height: job.rect.height,
        })
        .resize(job.width, job.height ?? null, { fit: 'cover', kernel: 'lanczos3' })
      const height = job.height ?? Math.round((job.width * job.rect.height) / job.rect.width)
      const bytes = await encode(image, job.format, job.width, height)
      await writeAtomic(join(cacheDir, job.cacheName), bytes)
      await copyOut(join(cacheDir, job.cacheName), job.cacheName)
      const left = (remaining.get(job.source.id) ?? 1) - 1
      remaining.set(job.source.id, left)
      if (left === 0) decoded.delete(job.source.id)
    })
  }

  return {
    photos: sourceIds.length,
    variants: jobs.length,
    fromCache,
    seconds: (performance.now() - started) / 1000,
    placeholders,
    files: jobs.map((j) => j.file),
    undersized,
  }
}

/**
 * Adds each page's placeholders to its inline stylesheet: one rule per photograph the page
 * shows (`img[data-ph]`), so only what the page needs is inlined and the CSP's hash of the block
 * (taken by the server when it starts) covers them.
 */
export function withPlaceholders(html: string, placeholders: ReadonlyMap<string, string>): string {
  const ids = [...new Set([...html.matchAll(/ data-ph="([^"]+)"/g)].map((m) => m[1] ?? ''))]
  const rules = ids
    .map((id) => {
      const css = placeholders.get(id)
      return css === undefined ? '' : `img[data-ph="${id}"]{background-image:${css}}`
    })
    .join('')
  if (rules === '') return html
  const at = html.indexOf('</style>')
  if (at === -1) throw new Error('A page with photographs has no inline stylesheet')
  return html.slice(0, at) + rules + html.slice(at)
}
