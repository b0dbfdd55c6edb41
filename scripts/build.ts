/**
 * `npm run build`: the client bundle, the server-render bundle, every route prerendered to
 * its own HTML file, the generated media and documents, sitemap.xml and robots.txt, and
 * precompressed copies of every text asset. Deploy-time origins are validated first.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { ConfigError, readDeployConfig } from '../content/env.ts'
import { compressTree } from './build/compress.ts'
import { robotsTxt, sitemapXml } from './build/sitemap.ts'
import { writeMedia, writeOgImage } from './media/write-media.ts'
import { writePdfs } from './pdfs/write-pdfs.ts'
import { prerender } from './prerender.ts'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const clientDir = join(dist, 'client')
const serverDir = join(dist, 'server')

/** The catalogue keys the pages name as their Open Graph image (`.../og/<key>.png`). */
async function shareImageKeys(clientDir: string, files: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>()
  for (const file of files) {
    const html = await readFile(join(clientDir, file), 'utf8')
    for (const match of html.matchAll(/property="og:image" content="[^"]*\/og\/([^"/]+)\.png"/g)) {
      if (match[1]) keys.add(match[1])
    }
  }
  return keys
}

async function main(): Promise<void> {
  const started = performance.now()
  const config = readDeployConfig(process.env)
  await rm(dist, { recursive: true, force: true })

  await build({ root, logLevel: 'warn' })
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
    },
  })

  const pages = await prerender(clientDir, pathToFileURL(join(serverDir, 'entry-server.js')).href)
  const mediaDir = join(clientDir, 'media')
  const drawn = await writeMedia(mediaDir)
  const documents = await writePdfs(clientDir)
  const ogKeys = await shareImageKeys(
    clientDir,
    pages.map((p) => p.file),
  )
  await mkdir(join(mediaDir, 'og'), { recursive: true })
  for (const key of ogKeys) await writeOgImage(key, join(mediaDir, 'og', `${key}.png`))
  const indexable = pages.filter((p) => p.status === 200).map((p) => p.path)
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(config.siteUrl, indexable, new Date()))
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(config.siteUrl))

  const compressed = await compressTree(clientDir)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Built ${pages.length} pages (${indexable.length} in the sitemap), ${drawn} artworks, ${documents.length} document files, ${ogKeys.size} share images, ${compressed} files precompressed, in ${seconds} s`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
})
