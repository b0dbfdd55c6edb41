import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { media } from '../../content/media/index.ts'
import type { MediaEntry, MediaTable } from '../../content/media/types.ts'
import { drawArtwork } from './artwork/index.ts'

/** Open Graph's recommended share-image size; social sites crop anything else. */
export const ogSize = { width: 1200, height: 630 } as const

/**
 * Writes the generated artwork of every catalogue entry that has no real photo (`file`) to
 * `<outDir>/<key>.svg`, the name `<Picture>` asks MEDIA_BASE_URL for. Entries with a photo
 * are left to the media host. Returns the number of files written so the build can report it.
 */
export async function writeMedia(outDir: string, table: MediaTable = media): Promise<number> {
  await mkdir(outDir, { recursive: true })
  const drawn = Object.entries(table).filter(([, entry]) => entry.file === undefined)
  await Promise.all(
    drawn.map(([key, entry]) => writeFile(join(outDir, `${key}.svg`), drawArtwork(key, entry))),
  )
  return drawn.length
}

/**
 * Renders one entry's artwork as a 1200x630 JPEG for Open Graph and Twitter cards, which do not
 * read SVG. The artwork is drawn at the share size itself (same key, so the same scene and
 * light), not cropped from the catalogue size. An entry with a real photo is resized and
 * cropped from that file instead, read from `photoDir` when given (the photo library's share
 * images are made by photo-pipeline/, around each photograph's focal point).
 */
export async function writeOgImage(
  key: string,
  outPath: string,
  table: MediaTable = media,
  photoDir?: string,
): Promise<void> {
  const entry: MediaEntry | undefined = table[key]
  if (!entry) throw new Error(`writeOgImage: "${key}" is not in the media catalogue`)
  // sharp is loaded only here, so writing the SVGs never needs its native binary.
  const { default: sharp } = await import('sharp')
  let input: Buffer
  if (entry.file !== undefined) {
    if (photoDir === undefined)
      throw new Error(`writeOgImage: "${key}" is a photo (${entry.file}); pass its folder`)
    input = await readFile(join(photoDir, entry.file))
  } else {
    input = Buffer.from(drawArtwork(key, { ...entry, ...ogSize }))
  }
  await sharp(input)
    .resize(ogSize.width, ogSize.height, { fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(outPath)
}

/** The file name of an entry's share image beside its artwork: `<key>.og.jpg`. */
export function ogImageFile(key: string): string {
  return `${key}.og.jpg`
}

/**
 * Writes the share image of each key to `<outDir>/<key>.og.jpg` (see `writeOgImage`), one at a
 * time since each rasterisation already uses every core.
 */
export async function writeOgImages(
  outDir: string,
  keys: readonly string[],
  table: MediaTable = media,
): Promise<void> {
  await mkdir(outDir, { recursive: true })
  for (const key of new Set(keys)) await writeOgImage(key, join(outDir, ogImageFile(key)), table)
}

// `tsx scripts/media/write-media.ts <outDir>` writes the artwork on its own, for a quick look.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2] ?? 'dist/client/media'
  writeMedia(outDir).then(
    (count) => console.log(`Wrote ${count} generated images to ${outDir}`),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
