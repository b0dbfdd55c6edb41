// Length: the pure rules from a photograph and a slot to its files (crops, widths, densities, names, size checks), shared by the build and <Picture> so they cannot drift.
import { slots, slotVariants, sizeAt, type SlotName, type SlotVariant } from './slots.ts'

/**
 * The hotel's photographs as the pages see them, and the pure rules that turn a photograph and a
 * slot into files: the crop of each breakpoint (around the focal point), its widths and formats,
 * and the file names. The build (scripts/media/photo-pipeline/) makes exactly the files these
 * rules name, and `<Picture>` writes the same names into the page, so the two cannot drift.
 */

/** A photograph of the library after EXIF orientation: where its files come from. */
export interface PhotoSource {
  /** The file's stem, made URL-safe: the readable start of every file name made from it. */
  readonly id: string
  /** SHA-256 of the file, hex, 16 characters: names change when the photograph does. */
  readonly sha: string
  readonly width: number
  readonly height: number
}

/** A rectangle in fractions (0..1) of the photograph. */
export interface FractionRect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The photograph shown for one media key. */
export interface KeyPhoto {
  readonly source: string
  /** The subject, in fractions of the width and height; crops keep it in view. */
  readonly focus: readonly [number, number]
  readonly alt?: string
  /** Art direction: a crop per `<slot>.<breakpoint>`, `<breakpoint>` or `<slot>`. */
  readonly crops?: Readonly<Record<string, FractionRect>>
}

export interface PhotoManifest {
  readonly sources: Readonly<Record<string, PhotoSource>>
  readonly keys: Readonly<Record<string, KeyPhoto>>
  /** The Home film from the library: its files are `film/<id>-<720|1080>.<mp4|webm>`. */
  readonly film?: string
}

export const emptyPhotoManifest: PhotoManifest = { sources: {}, keys: {} }

/** Bumped when the encoders or their settings change, so every name (and cache entry) changes. */
export const pipelineVersion = 4

export const photoFormats = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof photoFormats)[number]
export const formatType: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}
const extension: Readonly<Record<PhotoFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/** A crop in whole pixels of the oriented photograph. */
export interface PixelRect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/**
 * The largest rectangle of an aspect ratio inside the photograph, centred on the focal point as
 * far as the edges allow; or the override (fractions) when the hotel chose the crop itself.
 */
export function cropRect(
  source: PhotoSource,
  focus: readonly [number, number],
  aspect: readonly [number, number] | 'native',
  override?: FractionRect,
): PixelRect {
  const { width: W, height: H } = source
  if (override) {
    const x = Math.round(clamp(override.x, 0, 1) * W)
    const y = Math.round(clamp(override.y, 0, 1) * H)
    return {
      x,
      y,
      width: Math.max(1, Math.min(W - x, Math.round(override.width * W))),
      height: Math.max(1, Math.min(H - y, Math.round(override.height * H))),
    }
  }
  if (aspect === 'native') return { x: 0, y: 0, width: W, height: H }
  const ratio = aspect[0] / aspect[1]
  const width = Math.min(W, Math.round(H * ratio))
  const height = Math.min(H, Math.round(width / ratio))
  const x = Math.round(clamp(focus[0] * W - width / 2, 0, W - width))
  const y = Math.round(clamp(focus[1] * H - height / 2, 0, H - height))
  return { x, y, width, height }
}

/** 32-bit FNV-1a as 8 hex digits: short, stable names that the browser bundle can compute too. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** The name shared by every file cut from one crop of one photograph. */
export function recipeName(source: PhotoSource, rect: PixelRect): string {
  const recipe = `${source.sha}|${rect.x},${rect.y},${rect.width},${rect.height}|v${pipelineVersion}`
  return `${source.id}-${shortHash(recipe)}`
}

/** A variant's file under MEDIA_BASE_URL: `img/<source>-<recipe hash>-<width>.<ext>`. */
export function variantFile(recipe: string, width: number, format: PhotoFormat): string {
  return `img/${recipe}-${width}.${extension[format]}`
}

/** One crop of a picture, with the widths it is made at. */
export interface PlannedCrop {
  readonly breakpoint: string
  readonly media?: string
  readonly rect: PixelRect
  readonly recipe: string
  /** Ascending; never wider than the crop. */
  readonly widths: readonly number[]
  /** The densest screen each width is made for (as `widths`), which sets its compression. */
  readonly densities: readonly number[]
  /** The intrinsic size written on the element: the largest width and its height. */
  readonly width: number
  readonly height: number
  /** Where the focal point falls in this crop, in percent, for object-position. */
  readonly focus: readonly [number, number]
}

function overrideFor(photo: KeyPhoto, slot: SlotName, breakpoint: string, single: boolean) {
  const crops = photo.crops
  if (!crops) return undefined
  return (
    crops[`${slot}.${breakpoint}`] ?? (single ? crops[slot] : (crops[breakpoint] ?? crops[slot]))
  )
}

/**
 * The widths of a crop: the slot's, cut at the crop's own width, which is added when cut and
 * made for the densest screen of the widths it stands in for.
 */
export function cropVariants(needed: readonly SlotVariant[], cropWidth: number): SlotVariant[] {
  const fitting = needed.filter((v) => v.width < cropWidth)
  const rest = needed.filter((v) => v.width >= cropWidth)
  if (rest.length > 0)
    fitting.push({ width: cropWidth, density: Math.max(...rest.map((v) => v.density)) })
  return fitting
}

/** Every crop of a photograph in a slot, one per breakpoint, in `<source>` order. */
export function planPicture(photo: KeyPhoto, source: PhotoSource, slot: SlotName): PlannedCrop[] {
  const breakpoints = slots[slot].breakpoints
  return breakpoints.map((bp, i) => {
    const rect = cropRect(
      source,
      photo.focus,
      bp.aspect,
      overrideFor(photo, slot, bp.name, breakpoints.length === 1),
    )
    const variants = cropVariants(slotVariants(slot, i), rect.width)
    const widths = variants.map((v) => v.width)
    const width = widths[widths.length - 1] ?? rect.width
    const fx = ((photo.focus[0] * source.width - rect.x) / rect.width) * 100
    const fy = ((photo.focus[1] * source.height - rect.y) / rect.height) * 100
    return {
      breakpoint: bp.name,
      ...('media' in bp ? { media: bp.media } : {}),
      rect,
      recipe: recipeName(source, rect),
      widths,
      densities: variants.map((v) => v.density),
      width,
      height: Math.round((width * rect.height) / rect.width),
      focus: [clamp(fx, 0, 100), clamp(fy, 0, 100)],
    }
  })
}

/** The smallest width a slot needs a crop to have: its widest CSS size at one pixel per pixel. */
export function minimumCropWidth(slot: SlotName, breakpoint: number): number {
  const bp = slots[slot].breakpoints[breakpoint]
  if (!bp) throw new Error(`Slot ${slot} has no breakpoint ${breakpoint}`)
  const media = 'media' in bp ? bp.media : undefined
  const max = media === undefined ? undefined : /max-width:\s*(\d+)px/.exec(media)
  const widest = max ? Number(max[1]) : 1920
  let need = 0
  for (let v = 320; v <= widest; v += 8)
    need = Math.max(need, sizeAt(slots[slot].sizes, v, v * 0.6))
  return Math.ceil(need)
}

/** The share image of a key: 1200x630, cropped around its focal point. */
export const ogSize = { width: 1200, height: 630 } as const

export function ogRect(photo: KeyPhoto, source: PhotoSource): PixelRect {
  return cropRect(source, photo.focus, [ogSize.width, ogSize.height])
}

/** The JPEG that structured data names for a key: the whole photograph, at most 1440 wide. */
export function schemaImage(photo: KeyPhoto, source: PhotoSource) {
  const rect = cropRect(source, photo.focus, 'native')
  const width = Math.min(1440, rect.width)
  return { rect, width, file: variantFile(recipeName(source, rect), width, 'jpeg') }
}

/**
 * How many pixels a photograph lacks for one use of its key (`card`, `hero`, `og`...): the
 * widest shortfall of its crops against the width the layout shows each at one pixel per
 * pixel, or against the share image's 1200 px. 0 when it is large enough; uses that take any
 * size (structured data) never fall short.
 */
export function shortfall(photo: KeyPhoto, source: PhotoSource, use: string): number {
  if (use === 'og') return Math.max(0, ogSize.width - ogRect(photo, source).width)
  if (!(use in slots)) return 0
  const slot = use as SlotName
  return Math.max(
    0,
    ...planPicture(photo, source, slot).map(
      (crop, i) => minimumCropWidth(slot, i) - crop.rect.width,
    ),
  )
}
