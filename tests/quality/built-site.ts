import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readDeployConfig } from '../../content/env.ts'

// jsdom ships no type declarations (and @types/jsdom is not installed): the specifier is a
// variable so the compiler does not look for them, and this is the one constructor used.
type JsdomModule = { JSDOM: new (html: string) => { window: { document: Document } } }
const jsdomSpecifier = 'jsdom'
const { JSDOM } = (await import(jsdomSpecifier)) as JsdomModule

/** The production build the quality checks read (`npm run build` writes it). */
export const clientDir = resolve(import.meta.dirname, '../../dist/client')

/** Whether there is a complete build to check (the sitemap is written last but one). */
export const hasBuild = existsSync(join(clientDir, 'sitemap.xml'))

/**
 * Whether this run is the checks-over-the-built-pages step: `QUALITY_CHECKS=1 vitest run
 * tests/quality` (npm test's own step, after the build). A plain `vitest run` (the unit step)
 * skips them, so they do not run twice. (An environment variable, because Vitest 4.1 passes
 * neither `--mode` nor `--exclude` on to the projects of vitest.config.ts.)
 */
export const isQualityRun = process.env['QUALITY_CHECKS'] === '1'

/** Whether to check the build now: in the quality step, and only when there is one. */
export const checkBuild = isQualityRun && hasBuild

/** The message a check prints when it skips. */
export const noBuildMessage = !isQualityRun
  ? 'checks over the built pages run in their own step: `QUALITY_CHECKS=1 npx vitest run tests/quality` (npm test runs it after the build)'
  : 'No production build in dist/client: run `npm run build` first (npm test builds before this step).'

/** The deploy origins the build was made with (the same environment as this run). */
export const deploy = readDeployConfig(process.env)

export interface BuiltPage {
  /** The URL path the server answers with this file (`/404` for the not-found page). */
  readonly path: string
  /** The file, relative to dist/client. */
  readonly file: string
  readonly html: string
  readonly document: Document
}

/** Every prerendered HTML file of the build, parsed, sorted by path. */
export function builtPages(): BuiltPage[] {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(sep).join('/'))
  return files
    .map((file) => {
      const html = readFileSync(join(clientDir, file), 'utf8')
      const path =
        file === 'index.html'
          ? '/'
          : file === '404.html'
            ? '/404'
            : `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
      return { path, file, html, document: new JSDOM(html).window.document }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** The paths listed in the built sitemap.xml, as full URLs. */
export function sitemapUrls(): string[] {
  const xml = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
}

const gzipCache = new Map<string, number>()

/**
 * Gzip size in bytes of a file of the build, named by its URL path (`/assets/x.js`): the
 * precompressed `.gz` sibling the server sends when there is one, else gzip level 9 of the file.
 */
export function gzipSize(urlPath: string): number {
  const cached = gzipCache.get(urlPath)
  if (cached !== undefined) return cached
  const file = join(clientDir, decodeURIComponent(urlPath.replace(/^\//, '')))
  const size = existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length
  gzipCache.set(urlPath, size)
  return size
}

/**
 * The file under dist/client a same-origin URL path resolves to, as the server maps it
 * (`/` to index.html, `/x` to x/index.html or the file x), or undefined when there is none.
 */
export function resolveBuiltFile(urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const target = resolve(clientDir, `.${decoded}`)
  if (relative(clientDir, target).startsWith('..')) return undefined
  const candidates = decoded.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, join(target, 'index.html')]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile())
}
