import { readFile } from 'node:fs/promises'
import { constants as zlib } from 'node:zlib'
import { brotli, gzipAsync, type Encoding } from './encoding.ts'
import type { SiteFile } from './site-files.ts'

/** Total bytes kept in memory before new files are served from disk each time. */
const memoryCacheLimit = 96 * 1024 * 1024

/** The bytes of a built file in one encoding, read (or compressed) once and then kept. */
export type FileBodies = (entry: SiteFile, encoding: Encoding) => Promise<Buffer>

/**
 * The bodies of the build's files: the build's precompressed `.br`/`.gz` sibling when there is
 * one, else the file compressed once at the highest settings; kept in memory up to 96 MiB, after
 * which new files are read from disk each time.
 */
export function fileBodies(): FileBodies {
  const memory = new Map<string, Buffer>()
  let memoryBytes = 0
  const body: FileBodies = async (entry, encoding) => {
    const key = `${encoding}:${entry.file}`
    const cached = memory.get(key)
    if (cached !== undefined) return cached
    let data: Buffer
    const sibling = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined
    if (sibling !== undefined) data = await readFile(sibling.file)
    else {
      const plain =
        encoding === 'identity' ? await readFile(entry.file) : await body(entry, 'identity')
      data =
        encoding === 'br'
          ? await brotli(plain, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 9,
                [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : encoding === 'gzip'
            ? await gzipAsync(plain, { level: 9 })
            : plain
    }
    if (memoryBytes + data.length <= memoryCacheLimit) {
      memory.set(key, data)
      memoryBytes += data.length
    }
    return data
  }
  return body
}
