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
import { media } from '../content/media/index.ts'
import { compressTree } from './build/compress.ts'
import { robotsTxt, sitemapXml } from './build/sitemap.ts'
import { emptyPhotoManifest } from '../content/media/photo-variants.ts'
import {
  PhotoLibraryError,
  readPhotoLibrary,
  withPhoto,
  type PhotoLibrary,
} from './media/photo-library.ts'
import { processPhotos, withPlaceholders } from './media/photo-pipeline.ts'
import { encodeFilm, filmId, filmPoster, planFilm } from './media/film.ts'
import { writeSiteMedia } from './media/site-media.ts'
import { writeOgImage } from './media/write-media.ts'
import { prerender } from './prerender.ts'

const root = resolve(import.meta.dirname, '..')
// BUILD_DIR puts a second build beside the first (the test build with the photo library).
const dist = resolve(root, process.env['BUILD_DIR']?.trim() || 'dist')
const clientDir = join(dist, 'client')
const serverDir = join(dist, 'server')

/** The catalogue keys the pages name as their Open Graph image (`.../og/<key>.png`). */
async function shareImageKeys(clientDir: string, files: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>()
  for (const file of files) {
    const html = await readFile(join(clientDir, file), 'utf8')
    for (const match of html.matchAll(/property="og:image" content="[^"]*\/og\/([^"/]+)\.jpg"/g)) {
      if (match[1]) keys.add(match[1])
    }
  }
  return keys
}

async function main(): Promise<void> {
  const started = performance.now()
  const config = readDeployConfig(process.env)
  const libraryDir = process.env['PHOTO_LIBRARY']?.trim()
  // The library's table is read first (headers and hashes only) and compiled into the pages.
  let library: PhotoLibrary | undefined = libraryDir
    ? await readPhotoLibrary(libraryDir, media)
    : undefined
  const cacheDir = join(root, 'node_modules/.cache/photos')
  // The library's film replaces the shipped one where npm has an ffmpeg for this machine.
  const film = await planFilm(library)
  if (film.kind === 'unavailable') console.log(film.line)
  let filmName: string | undefined
  if (library && film.kind === 'encode') {
    filmName = await filmId(film.original)
    if (library.manifest.keys['home.video-poster'] === undefined)
      library = await withPhoto(
        library,
        'home.video-poster',
        await filmPoster(film.ffmpeg, film.original, cacheDir),
      )
  }
  const manifest = library
    ? { ...library.manifest, ...(filmName ? { film: filmName } : {}) }
    : emptyPhotoManifest
  const define = { __PHOTOS__: JSON.stringify(manifest) }
  await rm(dist, { recursive: true, force: true })

  await build({ root, logLevel: 'warn', define, build: { outDir: clientDir } })
  await build({
    root,
    logLevel: 'warn',
    define,
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
    },
  })

  const serverEntry = pathToFileURL(join(serverDir, 'entry-server.js')).href
  const pages = await prerender(clientDir, serverEntry)
  const mediaDir = join(clientDir, 'media')
  const photoKeys = library?.manifest.keys ?? {}
  // What the pages showed while prerendering, in which slots: exactly the files to make, and
  // what `npm run media -- keys` lists.
  const server = (await import(serverEntry)) as { recordedPictureUses: () => string[] }
  const uses = server.recordedPictureUses()
  await writeFile(join(dist, 'media-uses.json'), JSON.stringify(uses, null, 1))
  // The documents and the photographs do not depend on each other: made side by side, the
  // documents' single-threaded work fills the gaps the photographs' encodes leave on the cores.
  const [{ drawn, documents }, photos] = await Promise.all([
    writeSiteMedia(clientDir, library),
    library ? processPhotos({ library, uses, outDir: mediaDir, cacheDir }) : undefined,
  ])
  if (library && photos) {
    for (const page of pages) {
      const file = join(clientDir, page.file)
      await writeFile(file, withPlaceholders(await readFile(file, 'utf8'), photos.placeholders))
    }
    console.log(
      `${photos.photos} photos, ${photos.variants} variants, ${photos.fromCache} from cache, ${photos.seconds.toFixed(1)} s`,
    )
    if (library.mode === 'preview') {
      console.log(
        `  preview mode: ${library.dir} has no photos.json, so its photographs stand in for every picture (not for a live site)`,
      )
      const small = new Set(photos.undersized.map((m) => /\(([^)]+)\)/.exec(m)?.[1] ?? m))
      if (small.size > 0)
        console.log(
          `  smaller than the layout shows them in ${photos.undersized.length} places: ${[...small].join(', ')} (a photos.json entry that small fails the build)`,
        )
    }
  }
  if (film.kind === 'encode') {
    const started = performance.now()
    const encoded = await encodeFilm(film.ffmpeg, film.original, mediaDir, cacheDir)
    console.log(
      `film: ${encoded.files.length} files (720p and 1080p, MP4 and WebM), ${encoded.fromCache} from cache, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
  }
  const ogKeys = await shareImageKeys(
    clientDir,
    pages.map((p) => p.file),
  )
  await mkdir(join(mediaDir, 'og'), { recursive: true })
  for (const key of ogKeys)
    if (photoKeys[key] === undefined) await writeOgImage(key, join(mediaDir, 'og', `${key}.jpg`))
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
  if (error instanceof ConfigError || error instanceof PhotoLibraryError)
    console.error(error.message)
  else console.error(error)
  process.exitCode = 1
})
