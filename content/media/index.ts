import { aboutMedia } from './about.ts'
import { blogMedia } from './blog.ts'
import { brochuresMedia } from './brochures.ts'
import { homeMedia } from './home.ts'
import { landingMedia } from './landing.ts'
import { suitesMedia } from './suites.ts'
import { diningMedia } from './dining.ts'
import { eventsMedia } from './events.ts'
import { experiencesMedia } from './experiences.ts'
import { offersMedia } from './offers.ts'
import { packagesMedia } from './packages.ts'
import { spaMedia } from './spa.ts'
import type { MediaEntry } from './types.ts'

/**
 * The media catalogue: every picture key on the site, merged from one module per area.
 * Add an area by creating `content/media/<area>.ts` and spreading it here.
 */
export const media = {
  ...homeMedia,
  ...suitesMedia,
  ...aboutMedia,
  ...blogMedia,
  ...brochuresMedia,
  ...landingMedia,
  ...diningMedia,
  ...eventsMedia,
  ...experiencesMedia,
  ...offersMedia,
  ...packagesMedia,
  ...spaMedia,
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
