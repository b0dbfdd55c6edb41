import { preload } from 'react-dom'
import { mediaUrl } from '../../../content/deploy.ts'
import { media, mediaFile, type MediaKey } from '../../../content/media/index.ts'
import type { MediaEntry } from '../../../content/media/types.ts'
import {
  formatType,
  planPicture,
  variantFile,
  type PhotoFormat,
  type PlannedCrop,
} from '../../../content/media/photo-variants.ts'
import { photoFor, recordPictureUse } from '../../../content/media/photos.ts'
import {
  defaultBreakpointMedia,
  pictureSizes,
  type SlotName,
} from '../../../content/media/slots.ts'
import { focalPoint } from './focal-point.ts'
import styles from './picture.module.css'

export interface PictureProps {
  readonly media: MediaKey
  /**
   * The layout slot the picture fills (content/media/slots.ts): its `sizes`, the aspect ratio of
   * each breakpoint's crop and the widths made of a photograph. `feature` unless given.
   */
  readonly slot?: SlotName
  /** Above the fold and likely the largest paint: load eagerly with high priority. */
  readonly priority?: boolean
  readonly className?: string | undefined
  /** Overrides the catalogue's alt text, e.g. empty when a caption already says it. */
  readonly alt?: string | undefined
  /** Overrides the slot's `sizes` (a photograph only: artwork is one vector file). */
  readonly sizes?: string | undefined
}

const srcset = (crop: PlannedCrop, format: PhotoFormat) =>
  crop.widths.map((w) => `${mediaUrl(variantFile(crop.recipe, w, format))} ${w}w`).join(', ')

/** The JPEG `src` for browsers without `srcset`: the width nearest a laptop's column. */
function fallbackWidth(crop: PlannedCrop): number {
  return crop.widths.find((w) => w >= 800) ?? crop.width
}

/**
 * Asks the browser to fetch a picture before it is shown, at the variant it will choose there
 * (AVIF, by `imagesrcset` and `imagesizes`, per breakpoint): for the page's largest paint from
 * the server, and for the lightbox's next picture in the browser.
 */
export function preloadPicture(key: MediaKey, slot: SlotName, priority: 'high' | 'low'): void {
  const entry: MediaEntry = media[key]
  const found = entry.file === undefined ? photoFor(key) : undefined
  if (!found) {
    preload(mediaUrl(mediaFile(key)), { as: 'image', fetchPriority: priority })
    return
  }
  const crops = planPicture(found.photo, found.source, slot)
  const last = crops[crops.length - 1]
  if (!last) return
  const sizes = pictureSizes(slot, last.width / last.height)
  const lastMedia = defaultBreakpointMedia(slot)
  for (const crop of crops) {
    const cropMedia = crop === last ? lastMedia : crop.media
    preload(mediaUrl(variantFile(crop.recipe, fallbackWidth(crop), 'avif')), {
      as: 'image',
      type: formatType.avif,
      imageSrcSet: srcset(crop, 'avif'),
      imageSizes: sizes,
      fetchPriority: priority,
      ...(cropMedia === undefined ? {} : { media: cropMedia }),
    })
  }
}

/**
 * A catalogue picture with its alt text and intrinsic size, so nothing shifts while it loads.
 * Below the fold it loads lazily; a priority picture loads eagerly with high fetch priority.
 *
 * Artwork (the default) is one SVG. A photograph from the library is a `<picture>`: per
 * breakpoint of its slot an AVIF and a WebP `<source>` (and a JPEG one before the last), each
 * with `srcset`, `sizes`, `width` and `height`, then the JPEG `<img srcset sizes>`. A priority
 * photograph is also preloaded (AVIF, per breakpoint) from the head, where the prerender moves
 * React's hoisted preloads. While it loads, the page's inline stylesheet paints a blurred
 * preview behind it (`data-ph`; below the fold its colour, `data-pc`: written by the build); the
 * focal point sets object-position.
 */
export function Picture({
  media: key,
  slot = 'feature',
  priority = false,
  className,
  alt,
  sizes,
}: PictureProps) {
  const entry: MediaEntry = media[key]
  // A brochure or tariff page is a drawn file (with its photograph inside): shown as it is, so
  // the build makes no files of the slot for it.
  recordPictureUse(key, entry.file === undefined ? slot : 'page')
  const found = entry.file === undefined ? photoFor(key) : undefined
  if (!found) {
    return (
      <img
        src={mediaUrl(mediaFile(key))}
        alt={alt ?? entry.alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        {...(className ? { className } : {})}
      />
    )
  }

  const { photo, source } = found
  const crops = planPicture(photo, source, slot)
  const last = crops[crops.length - 1]
  if (!last) throw new Error(`Slot ${slot} has no breakpoints`)
  const sizesAttr = sizes ?? pictureSizes(slot, last.width / last.height)
  const phone = crops.length > 1 ? crops[0] : undefined

  if (priority && sizes === undefined) preloadPicture(key, slot, 'high')

  const sources = crops.flatMap((crop) =>
    (crop === last ? (['avif', 'webp'] as const) : (['avif', 'webp', 'jpeg'] as const)).map(
      (format) => (
        <source
          key={`${crop.breakpoint}-${format}`}
          type={formatType[format]}
          srcSet={srcset(crop, format)}
          sizes={sizesAttr}
          // An art-directed crop's own box; the last crop's is the <img>'s.
          {...(crop === last ? {} : { width: crop.width, height: crop.height })}
          {...(crop.media === undefined ? {} : { media: crop.media })}
        />
      ),
    ),
  )

  return (
    <picture className={styles.picture}>
      {sources}
      <img
        src={mediaUrl(variantFile(last.recipe, fallbackWidth(last), 'jpeg'))}
        srcSet={srcset(last, 'jpeg')}
        sizes={sizesAttr}
        alt={alt ?? photo.alt ?? entry.alt}
        width={last.width}
        height={last.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={[styles.photo, className].filter(Boolean).join(' ')}
        // Its placeholder (written by the build): the blurred preview behind the picture painted
        // first, the photograph's colour behind one below the fold.
        {...(priority ? { 'data-ph': source.id } : { 'data-pc': source.id })}
        {...focalPoint(last.focus, phone?.focus)}
      />
    </picture>
  )
}
