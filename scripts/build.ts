/**
 * `npm run build`: the client bundle, the server-render bundle, every route prerendered to
 * its own HTML file, the generated media and documents, sitemap.xml and robots.txt, and
 * precompressed copies of every text asset. Deploy-time origins are validated first.
 */
import { rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { ConfigError, readDeployConfig } from '../content/env.ts'
import { compressTree } from './build/compress.ts'
import { robotsTxt, sitemapXml } from './build/sitemap.ts'
import { prerender } from './prerender.ts'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const clientDir = join(dist, 'client')
const serverDir = join(dist, 'server')

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
  const indexable = pages.filter((p) => p.status === 200).map((p) => p.path)
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(config.siteUrl, indexable, new Date()))
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(config.siteUrl))

  const compressed = await compressTree(clientDir)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Built ${pages.length} pages (${indexable.length} in the sitemap), ${compressed} files precompressed, in ${seconds} s`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
})
