/**
 * `npm run build`: the client bundle, the server-render bundle, every route prerendered to
 * its own HTML file, the generated media and documents, sitemap.xml and robots.txt, the
 * reservations desk's own bundle (dist/desk), and precompressed copies of every text asset. Deploy-time origins are validated first.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { ConfigError, readDeployConfig } from '../content/env.ts'
import { media } from '../content/media/index.ts'
import { compressTree } from './build/compress.ts'
import { robotsTxt, sitemapXml } from './build/sitemap.ts'
import { emptyPhotoManifest, type PhotoManifest } from '../content/media/photo-variants.ts'
import {
  PhotoLibraryError,
  readPhotoLibrary,
  withPhoto,
  type PhotoLibrary,
} from './media/photo-library/index.ts'
import {
  placeholderColours,
  processPhotos,
  withPlaceholders,
} from './media/photo-pipeline/index.ts'
import { encodeFilm, filmId, filmPoster, planFilm } from './media/film.ts'
import { writeSiteMedia } from './media/site-media.ts'
import { writeOgImage } from './media/write-media.ts'
import { prerender } from './prerender.ts'

const root = resolve(import.meta.dirname, '..')
// BUILD_DIR puts a second build beside the first (the test build with the photo library).
const dist = resolve(root, process.env['BUILD_DIR']?.trim() || 'dist')
const clientDir = join(dist, 'client')
const serverDir = join(dist, 'server')
const deskDir = join(dist, 'desk')

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

/**
 * The client and server bundles, built with the photographs' table compiled in, and every route
 * prerendered. Returns the pages and what they showed where (the `key|use` record). A second
 * render in the same process builds its server bundle in another folder, moved into place
 * afterwards, since Node keeps the modules of the first one under their paths.
 */
async function renderSite(manifest: PhotoManifest, pass: number) {
  const passServerDir = pass === 1 ? serverDir : `${serverDir}-pass${pass}`
  const define = { __PHOTOS__: JSON.stringify(manifest) }
  await rm(dist, { recursive: true, force: true })
  await build({ root, logLevel: 'warn', define, build: { outDir: clientDir } })
  await build({
    root,
    logLevel: 'warn',
    define,
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: passServerDir,
      emptyOutDir: true,
      manifest: false,
    },
  })
  const serverEntry = pathToFileURL(join(passServerDir, 'entry-server.js')).href
  const pages = await prerender(clientDir, serverEntry)
  const server = (await import(serverEntry)) as { recordedPictureUses: () => string[] }
  const uses = server.recordedPictureUses()
  if (passServerDir !== serverDir) await rename(passServerDir, serverDir)
  return { pages, uses }
}

async function main(): Promise<void> {
  const started = performance.now()
  const config = readDeployConfig(process.env)
  const libraryDir = process.env['PHOTO_LIBRARY']?.trim()
  const cacheDir = join(root, 'node_modules/.cache/photos')
  // Where the last build's pages showed each key: preview mode gives each key a photograph large
  // enough for those places. The record depends on the code, not on the photographs, and is
  // checked against this build's own below.
  const usesFile = join(cacheDir, 'media-uses.json')
  const knownUses = existsSync(usesFile)
    ? (JSON.parse(await readFile(usesFile, 'utf8')) as string[])
    : []
  // The library's table is read first (headers and hashes only) and compiled into the pages.
  const initial = libraryDir ? await readPhotoLibrary(libraryDir, media, knownUses) : undefined
  // The library's film replaces the shipped one where npm has an ffmpeg for this machine.
  const film = await planFilm(initial)
  if (film.kind === 'unavailable') console.log(film.line)
  const filmName = film.kind === 'encode' ? await filmId(film.original) : undefined
  const withPoster = async (read: PhotoLibrary): Promise<PhotoLibrary> =>
    film.kind === 'encode' && read.manifest.keys['home.video-poster'] === undefined
      ? withPhoto(read, 'home.video-poster', await filmPoster(film.ffmpeg, film.original, cacheDir))
      : read
  const manifestOf = (read: PhotoLibrary | undefined): PhotoManifest =>
    read ? { ...read.manifest, ...(filmName ? { film: filmName } : {}) } : emptyPhotoManifest

  let library = initial && (await withPoster(initial))
  let { pages, uses } = await renderSite(manifestOf(library), 1)
  if (libraryDir && library?.mode === 'preview') {
    const fitted = await withPoster(await readPhotoLibrary(libraryDir, media, uses))
    if (JSON.stringify(fitted.manifest.keys) !== JSON.stringify(library.manifest.keys)) {
      // Only when the record was missing or out of date: the first build of a checkout.
      console.log(
        '  preview mode: photographs fitted to where the pages show them, rendering again',
      )
      library = fitted
      ;({ pages, uses } = await renderSite(manifestOf(library), 2))
    }
  }
  await mkdir(cacheDir, { recursive: true })
  await writeFile(usesFile, JSON.stringify(uses))
  const mediaDir = join(clientDir, 'media')
  const photoKeys = library?.manifest.keys ?? {}
  // What the pages showed while prerendering, in which slots: exactly the files to make, and
  // what `npm run media -- keys` lists.
  await writeFile(join(dist, 'media-uses.json'), JSON.stringify(uses, null, 1))
  // The documents and the photographs do not depend on each other: made side by side, the
  // documents' single-threaded work fills the gaps the photographs' encodes leave on the cores.
  const [{ drawn, documents }, photos] = await Promise.all([
    writeSiteMedia(clientDir, library),
    library ? processPhotos({ library, uses, outDir: mediaDir, cacheDir }) : undefined,
  ])
  if (library && photos) {
    const colours = await placeholderColours(photos.placeholders)
    for (const page of pages) {
      const file = join(clientDir, page.file)
      const html = withPlaceholders(await readFile(file, 'utf8'), photos.placeholders, colours)
      await writeFile(file, html)
    }
    console.log(
      `${photos.photos} photos, ${photos.variants} variants, ${photos.fromCache} from cache, ${photos.seconds.toFixed(1)} s`,
    )
    if (library.mode === 'preview') {
      console.log(
        `  preview mode: ${library.dir} has no photos.json, so its photographs stand in for every picture (not for a live site)`,
      )
      for (const line of library.unused) console.log(`  not shown: ${line}`)
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

  // The reservations desk: its own build (vite.desk.config.ts), after the public site's, which
  // it leaves as it was (tests/quality/desk-apart.test.ts).
  await build({
    configFile: join(root, 'vite.desk.config.ts'),
    logLevel: 'warn',
    build: { outDir: deskDir },
  })
  const compressed = (await compressTree(clientDir)) + (await compressTree(deskDir))
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
