import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { localOrigin } from '../content/env.ts'
import { site } from '../content/site.ts'

const everyAddress = new Set(['0.0.0.0', '::'])

/** The URL a person on this machine opens to reach the server listening at `address`. */
export function listeningUrl(address: AddressInfo): string {
  if (everyAddress.has(address.address)) return `http://localhost:${address.port}`
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/**
 * The origin the built pages carry in their canonical links and sitemap, read back from the
 * build's robots.txt (`Sitemap: <origin>/sitemap.xml`, scripts/build/sitemap.ts); undefined when
 * there is no build to read.
 */
export function builtOrigin(distDir: string): string | undefined {
  try {
    const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8')
    return /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1]
  } catch {
    return undefined
  }
}

/**
 * What the server tells the person who started it, in plain words on standard error (standard
 * output stays JSON lines for machines): one line with the URL, then, only when the pages were
 * built for another origin than the one configured now, a line saying how to rebuild.
 */
export function startupMessage(options: {
  address: AddressInfo
  siteUrl: string
  builtOrigin: string | undefined
  distDir: string
}): string {
  const url = listeningUrl(options.address)
  const wildcard = everyAddress.has(options.address.address) ? ' (on every address)' : ''
  const local = localOrigin(options.address.address, options.address.port)
  const publicAddress =
    options.siteUrl === url || options.siteUrl === local
      ? ''
      : `; public address ${options.siteUrl}`
  const lines = [`${site.name} is serving on ${url}${wildcard}${publicAddress}`]
  if (options.builtOrigin !== undefined && options.builtOrigin !== options.siteUrl) {
    lines.push(
      `Warning: the pages in ${options.distDir} were built for ${options.builtOrigin}, so their canonical links and sitemap point there, not to ${options.siteUrl}. Build again with the same PORT and SITE_URL (npm start builds, then serves).`,
    )
  }
  return `${lines.join('\n')}\n`
}
