import { homeMedia } from './home.ts'
import { suitesMedia } from './suites.ts'
import type { MediaEntry } from './types.ts'

/**
 * The media catalogue: every picture key on the site, merged from one module per area.
 * Add an area by creating `content/media/<area>.ts` and spreading it here.
 */
export const media = {
  ...homeMedia,
  ...suitesMedia,
} as const

export type MediaKey = keyof typeof media

/** The file name of an entry under MEDIA_BASE_URL: its real photo, or its generated artwork. */
export function mediaFile(key: MediaKey): string {
  const entry: MediaEntry = media[key]
  return entry.file ?? `${key}.svg`
}

export function isMediaKey(key: string): key is MediaKey {
  return Object.hasOwn(media, key)
}
