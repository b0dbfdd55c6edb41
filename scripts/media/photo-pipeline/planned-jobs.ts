import { basename } from 'node:path'
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
} from '../../../content/media/photo-variants.ts'
import { slots, type SlotName } from '../../../content/media/slots.ts'
import { PhotoLibraryError, type PhotoLibrary } from '../photo-library/index.ts'

/** One file to make: a crop of a source at a width (and, for share images, a set height). */
export interface Job {
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
