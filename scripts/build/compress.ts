import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/

/**
 * Writes `.br` and `.gz` siblings for every text file worth compressing, so the server
 * sends precompressed bytes at maximum compression instead of compressing per request.
 */
export async function compressTree(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const data = await readFile(file)
    if (data.length < 512) continue
    await writeFile(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    )
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  return count
}
