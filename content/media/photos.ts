import type { KeyPhoto, PhotoManifest, PhotoSource } from './photo-variants.ts'

declare const __PHOTOS__: PhotoManifest

/**
 * The photographs of this build, compiled in by the build (scripts/build.ts reads PHOTO_LIBRARY
 * and passes the table to Vite); empty without a photo library, and then every picture is its
 * generated artwork. Only code bundled by Vite imports this module.
 */
export const photoManifest: PhotoManifest = __PHOTOS__

/** The photograph shown for a media key, with its source; undefined where the artwork stays. */
export function photoFor(key: string): { photo: KeyPhoto; source: PhotoSource } | undefined {
  const photo = photoManifest.keys[key]
  if (!photo) return undefined
  const source = photoManifest.sources[photo.source]
  return source ? { photo, source } : undefined
}

/** Where a key is shown: a slot of `<Picture>`, its share image (`og`) or its structured data. */
export type PictureUse = string

const used = new Set<string>()

/**
 * Records that a page shows a key in a slot (or names its share or structured-data image). The
 * prerender reads the record after rendering every route, so the build makes exactly the files
 * the pages use. Pictures that only the browser draws (later carousel slides, the lightbox, the
 * promotion) are declared by their components while the page is rendered on the server.
 */
export function recordPictureUse(key: string, use: PictureUse): void {
  if (typeof window === 'undefined') used.add(`${key}|${use}`)
}

/** Every `key|use` recorded so far in this process (server rendering only). */
export function recordedPictureUses(): string[] {
  return [...used].sort()
}
