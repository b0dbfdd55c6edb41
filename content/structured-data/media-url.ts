import { absoluteUrl, mediaUrl } from '../deploy.ts'
import { mediaFile, type MediaKey } from '../media/index.ts'
import { schemaImage } from '../media/photo-variants.ts'
import { photoFor, recordPictureUse } from '../media/photos.ts'

/** A media URL made absolute on the site's origin (it already is when MEDIA_BASE_URL is absolute). */
export function absoluteMedia(url: string): string {
  return url.startsWith('/') ? absoluteUrl(url) : url
}

/** The absolute URL of a catalogue image, for JSON-LD: a photograph's JPEG, or the artwork. */
export function absoluteMediaUrl(key: MediaKey): string {
  const found = photoFor(key)
  if (!found) return absoluteMedia(mediaUrl(mediaFile(key)))
  recordPictureUse(key, 'schema')
  return absoluteMedia(mediaUrl(schemaImage(found.photo, found.source).file))
}
