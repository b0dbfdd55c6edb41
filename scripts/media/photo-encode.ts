import type { PhotoFormat } from '../../content/media/photo-variants.ts'

/*
 * How hard each file of a photograph is compressed. A file is made for the densest screen whose
 * need rounds up to its width (content/media/slots.ts, `slotVariants`), and compression follows
 * that density. A pixel of a 2x screen is half as wide as a 1x one and a 3x pixel a third: the
 * blur and ringing of strong compression shrink with the pixel, below what an eye resolves at
 * reading distance, so a dense screen's file can carry fewer bits per pixel for the same look.
 * Not proportionally fewer: a 3x file has 9 times the pixels of a 1x file of the same box, and
 * gets about 2 times its bits (bits per CSS pixel 1.0, 1.6 and 2.2 at 1x, 2x and 3x).
 *
 * Each density has a quality per format and, for AVIF, a byte budget in bits per pixel. A calm
 * photograph (sky, a lawn) stays at the density's quality, far under the budget; a dense one
 * (moss, gravel, leaves) is encoded again at the quality its first size predicts, down to a floor
 * under which skies band and faces smear. The budgets are what keep the largest paint within
 * issue 11's targets whatever the photograph: a 375 px phone's hero at 3x is a 1200x1500 file
 * of at most 54 kB, at 2x 800x1000 of at most 40 kB; a 1440 px laptop's at 2x the 2560x1440 file
 * of at most 184 kB, at 1x 1440x810 of at most 146 kB. Current browsers all take the AVIF; WebP
 * and JPEG are the fallbacks of older ones, so they follow the density's quality with no budget: WebP's bytes barely fall with its quality on a
 * dense photograph (about 1% a step at effort 0, against 4% for AVIF), so a budget would only
 * cost encodes and quality.
 *
 * The encoders run at their fastest settings, measured on a 1920 px photograph on this machine:
 * AVIF effort 0 with 4:2:0 chroma (0.27 s; 4:4:4 takes 0.42 s and effort 1 0.8 s, for files 1 to
 * 2% smaller), WebP effort 0 (0.15 s; effort 2 0.29 s, 1% smaller). The JPEG is the fallback of
 * browsers with neither AVIF nor WebP, so it has no budget and is baseline, not progressive
 * (0.03 s against 0.15 s, 3% larger). That is what keeps ten photographs well under a minute
 * on two cores.
 */

export interface DensitySettings {
  readonly quality: Readonly<Record<PhotoFormat, number>>
  /** AVIF bits per pixel at most. */
  readonly bitsPerPixel: number
}

const settings: Readonly<Record<1 | 2 | 3, DensitySettings>> = {
  1: { quality: { avif: 52, webp: 76, jpeg: 80 }, bitsPerPixel: 1.0 },
  2: { quality: { avif: 44, webp: 68, jpeg: 74 }, bitsPerPixel: 0.4 },
  3: { quality: { avif: 36, webp: 60, jpeg: 66 }, bitsPerPixel: 0.24 },
}

/** The lowest quality the AVIF budget search goes to. */
export const avifQualityFloor = 20

/** The settings of a density (1, 2 or 3; anything else takes the nearest). */
export function densitySettings(density: number): DensitySettings {
  return settings[density >= 2.5 ? 3 : density >= 1.5 ? 2 : 1]
}

/** The most an AVIF file may weigh, in bytes. */
export function avifBudget(density: number, width: number, height: number): number {
  return Math.floor((width * height * densitySettings(density).bitsPerPixel) / 8)
}

/** Raw sRGB pixels, already cropped and resized to the file's size. */
export interface Pixels {
  readonly data: Buffer
  readonly info: { readonly width: number; readonly height: number; readonly channels: 3 }
}

async function encodeAt(pixels: Pixels, format: PhotoFormat, quality: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const image = sharp(pixels.data, { raw: pixels.info })
  if (format === 'avif')
    return image.avif({ quality, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer()
  if (format === 'webp') return image.webp({ quality, effort: 0 }).toBuffer()
  return image.jpeg({ quality, optimiseCoding: true }).toBuffer()
}

/**
 * Bytes fall by about 4% a quality step on photographs (3.5% to 5.5% on the fixtures): from
 * one encode over budget, the quality that meets it is predicted, so a dense photograph takes
 * one more encode, rarely two, instead of a walk down in fixed steps.
 */
const bytesPerStep = 0.04

export interface Encoded {
  readonly bytes: Buffer
  readonly quality: number
  /** How many times the encoder ran (1 when the first encode met the budget). */
  readonly passes: number
}

/** Encodes pixels for a screen of `density`, within the format's byte budget. */
export async function encodeVariant(
  pixels: Pixels,
  format: PhotoFormat,
  density: number,
): Promise<Encoded> {
  let quality = densitySettings(density).quality[format]
  let bytes = await encodeAt(pixels, format, quality)
  let passes = 1
  if (format !== 'avif') return { bytes, quality, passes }
  const budget = avifBudget(density, pixels.info.width, pixels.info.height)
  while (bytes.length > budget && quality > avifQualityFloor) {
    const steps = Math.max(2, Math.ceil(Math.log(bytes.length / budget) / bytesPerStep))
    quality = Math.max(avifQualityFloor, quality - steps)
    bytes = await encodeAt(pixels, format, quality)
    passes++
  }
  return { bytes, quality, passes }
}
