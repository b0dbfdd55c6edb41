/*
 * The hotel's photo library: a folder named by PHOTO_LIBRARY at build time. With a photos.json
 * it maps media keys to files (with a focal point, an alt text and art-direction crops); without
 * one the build runs in preview mode and gives every key one of the folder's photographs, so the
 * whole site can be seen with photographs at once. Every problem is a PhotoLibraryError that
 * names the key and the file.
 */

import type { PhotoManifest } from '../../../content/media/photo-variants.ts'

export class PhotoLibraryError extends Error {
  override name = 'PhotoLibraryError'
}

/** The key of the Home film in photos.json. */
export const filmKey = 'home.video'

export const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])
export const videoExtensions = new Set(['.mp4', '.mov', '.m4v', '.webm', '.mkv', '.avi'])

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
