/**
 * The media catalogue's shape. Every picture on the site is an entry: alt text, intrinsic size
 * and the scene its generated artwork draws. An entry with `file` is a real photo served from
 * MEDIA_BASE_URL; without it the build draws the scene as SVG (scripts/media), deterministic
 * per key, so the site looks finished with no photo library.
 */
export const scenes = [
  'hills',
  'mist',
  'sunrise',
  'night',
  'coffee-rows',
  'plantation-walk',
  'trek',
  'birds',
  'gazebo',
  'bonfire',
  'spa',
  'massage',
  'bed',
  'bath',
  'balcony',
  'living-room',
  'family-room',
  'restaurant',
  'bar',
  'cafe',
  'breakfast',
  'dinner',
  'cupping',
  'camera',
  'banquet',
  'boardroom',
  'wedding',
  'pool',
  'resort',
  'temple',
  'waterfall',
  'lake',
  'document',
] as const

export type Scene = (typeof scenes)[number]

export interface MediaEntry {
  /** What the picture shows, for people who cannot see it. Empty only for decoration. */
  readonly alt: string
  readonly width: number
  readonly height: number
  readonly scene: Scene
  /** A real photo's file name under MEDIA_BASE_URL; absent: generated artwork `<key>.svg`. */
  readonly file?: string
  /** Text the generated artwork sets on a `document` page (a brochure or tariff title). */
  readonly caption?: string
  /** The page number a `document` page prints at its foot (brochure and tariff pages). */
  readonly page?: number
}

export type MediaTable = Readonly<Record<string, MediaEntry>>
