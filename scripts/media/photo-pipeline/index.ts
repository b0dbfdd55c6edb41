import { availableParallelism } from 'node:os'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pipelineVersion, type PhotoSource } from '../../../content/media/photo-variants.ts'
import { encodeVariant } from '../photo-encode.ts'
import type { PhotoLibrary } from '../photo-library/index.ts'
import { decodePhoto, pool, writeAtomic, type Decoded } from './decode-photo.ts'
import { plannedJobs, type Job } from './planned-jobs.ts'
import { placeholder } from './placeholders.ts'

export { decodePhoto, type Decoded } from './decode-photo.ts'
export { plannedJobs } from './planned-jobs.ts'
export { placeholderColours, withPlaceholders } from './placeholders.ts'

/*
 * Build-time processing of the photographs the pages use: each crop at each width the layout
 * needs, as AVIF, WebP and JPEG, in sRGB, with every piece of metadata dropped (sharp writes
 * none unless asked: no EXIF, so no camera serials or GPS, and no ICC profile once converted).
 * Every file is cached under its content-derived name (node_modules/.cache/photos), so a rebuild
 * with unchanged photographs does no image work at all.
 */

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
