import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import type { Metadata } from 'sharp'
import type { PhotoSource } from '../../../content/media/photo-variants.ts'
import { PhotoLibraryError } from './library-types.ts'

/* One photograph of the library: its id from its file name, its size and its hash. */

export interface SourceInfo extends PhotoSource {
  readonly path: string
}

/** A URL-safe id from a file name: `Estate Dawn.JPG` is `estate-dawn`. */
export function idOf(file: string): string {
  const stem = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return stem === '' ? 'photo' : stem
}

/**
 * Reads one photograph's header: its size after EXIF orientation and its hash. A file that is
 * missing, unreadable or not a JPEG, PNG, WebP or AVIF image fails with `where` in the message.
 */
export async function readSource(path: string, where: string): Promise<Omit<SourceInfo, 'id'>> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new PhotoLibraryError(
      code === 'ENOENT'
        ? `${where}: the file does not exist`
        : `${where}: the file cannot be read (${code ?? String(error)})`,
    )
  }
  const { default: sharp } = await import('sharp')
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    throw new PhotoLibraryError(`${where}: not an image (JPEG, PNG, WebP or AVIF expected)`)
  }
  const accepted =
    meta.format === 'jpeg' ||
    meta.format === 'png' ||
    meta.format === 'webp' ||
    (meta.format === 'heif' && meta.compression === 'av1')
  if (!accepted || meta.width === undefined || meta.height === undefined)
    throw new PhotoLibraryError(
      `${where}: a ${meta.format ?? 'unknown'} file; JPEG, PNG, WebP or AVIF expected`,
    )
  // Orientations 5 to 8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5
  return {
    path,
    sha: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  }
}
