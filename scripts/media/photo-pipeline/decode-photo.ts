import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/* Reading a photograph into pixels, writing files safely and running a bounded pool of tasks. */

/** Photographs with transparency are laid on the site's paper colour. */
const paper = '#f7f4ee'

export interface Decoded {
  readonly data: Buffer
  readonly info: { width: number; height: number; channels: 3 }
}

/**
 * A photograph upright (EXIF orientation applied), in sRGB, opaque (laid on the site's paper),
 * as raw pixels: what every file made from it is cut from, here and in the documents.
 */
export async function decodePhoto(path: string): Promise<Decoded> {
  const { default: sharp } = await import('sharp')
  const { data, info } = await sharp(path, { failOn: 'error' })
    .autoOrient()
    .toColourspace('srgb')
    .flatten({ background: paper })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, info: { width: info.width, height: info.height, channels: 3 } }
}

let temporaries = 0

/** Writes through a temporary name, so an interrupted build never leaves half a cached file. */
export async function writeAtomic(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}-${++temporaries}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}

/** Runs tasks with at most `limit` at a time. */
export async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]
      if (item !== undefined) await run(item)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker))
}
