import { mediaUrl } from '../../../content/deploy.ts'
import { media, mediaFile, type MediaKey } from '../../../content/media/index.ts'

export interface PictureProps {
  readonly media: MediaKey
  /** Above the fold and likely the largest paint: load eagerly with high priority. */
  readonly priority?: boolean
  readonly className?: string | undefined
  /** Overrides the catalogue's alt text, e.g. empty when a caption already says it. */
  readonly alt?: string | undefined
  /**
   * The rendered width, for a `srcset` of several widths. Ignored while the catalogue has one
   * file per key: HTML allows `sizes` only beside a `srcset` (and React copies it into the
   * preload it hoists for a high-priority image, where `imagesizes` needs `imagesrcset`).
   */
  readonly sizes?: string | undefined
}

/**
 * A catalogue picture with its alt text and intrinsic size, so nothing shifts while it loads.
 * Below the fold it loads lazily; a priority picture loads eagerly with high fetch priority.
 */
export function Picture({ media: key, priority = false, className, alt }: PictureProps) {
  const entry = media[key]
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
