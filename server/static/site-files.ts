import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { inlineHashes, noInlineSources, type InlineSources } from './inline-hashes.ts'

/** One file of the built site, indexed by the URL path that serves it. */
export interface SiteFile {
  /** Absolute path on disk. */
  file: string
  size: number
  mtimeMs: number
  contentType: string
  /** Worth compressing (text formats); binary media are already compressed. */
  compressible: boolean
  cacheControl: string
  etag: string
  lastModified: string
  /** Precompressed siblings written by the build (`x.br`, `x.gz`). */
  br: { file: string; size: number } | undefined
  gzip: { file: string; size: number } | undefined
  /** A page's inline <style> blocks and boot script, as CSP sources (none for every other file). */
  inlineSources: InlineSources
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** The MIME type for a file name, `application/octet-stream` when unknown. */
export function contentTypeOf(name: string): string {
  return types[extname(name).toLowerCase()] ?? 'application/octet-stream'
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml|image\/x-icon)/.test(type)
}

/** Cache lifetimes of server/README.md: hashed files a year, other media an hour. */
const immutableMaxAgeSeconds = 31_536_000
const mediaMaxAgeSeconds = 3600

function cacheControlOf(urlPath: string, type: string): string {
  // Vite puts a content hash in every name under /assets/, and the photo pipeline in every name
  // under /media/img/ (scripts/media/photo-pipeline/), so those never change.
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/media/img/'))
    return `public, max-age=${immutableMaxAgeSeconds}, immutable`
  if (type.startsWith('text/html')) return 'no-cache'
  if (urlPath === '/sitemap.xml' || urlPath === '/robots.txt') return 'no-cache'
  return `public, max-age=${mediaMaxAgeSeconds}`
}

function walk(dir: string, out: string[]): void {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const full = join(dir, entry.name)
    // Symbolic links are skipped so nothing outside the build can be reached through one.
    if (entry.isDirectory()) walk(full, out)
    else if (entry.isFile()) out.push(full)
  }
}

/**
 * Indexes the built site once at start: every servable file under its URL path, with type, cache
 * policy, validators, precompressed siblings, and for a page the hashes of its inline styles.
 * Serving only what is in this index makes path traversal impossible by construction. A missing
 * folder gives an empty index.
 */
export function scanSiteFiles(distDir: string): Map<string, SiteFile> {
  const paths: string[] = []
  walk(distDir, paths)
  const onDisk = new Set(paths)
  const index = new Map<string, SiteFile>()
  for (const file of paths) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      // a sibling, not a file of its own, unless nothing uncompressed stands beside it
      if (onDisk.has(file.slice(0, -3))) continue
    }
    const urlPath = '/' + relative(distDir, file).split(sep).join('/')
    const stat = statSync(file)
    const contentType = contentTypeOf(file)
    const sibling = (suffix: string) => {
      if (!onDisk.has(file + suffix)) return undefined
      return { file: file + suffix, size: statSync(file + suffix).size }
    }
    index.set(urlPath, {
      file,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      contentType,
      compressible: isCompressible(contentType),
      cacheControl: cacheControlOf(urlPath, contentType),
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000).toUTCString(),
      br: sibling('.br'),
      gzip: sibling('.gz'),
      inlineSources: contentType.startsWith('text/html')
        ? inlineHashes(readFileSync(file, 'utf8'))
        : noInlineSources,
    })
  }
  return index
}
