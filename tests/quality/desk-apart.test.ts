import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, checkBuild, clientDir, noBuildMessage, sitemapUrls } from './built-site.ts'

/*
 * The reservations desk is private (issue 42, DECISIONS "The reservations desk"): no desk code
 * in any public page's JavaScript, no public page linking to it, and /desk in no sitemap and
 * not in robots.txt. Its own shell (dist/desk/index.html) runs under the desk's strict CSP
 * (`script-src 'self'; style-src 'self'`): no inline script or style.
 */
const deskDir = resolve(clientDir, '../desk')

/** Strings only the desk's code carries, each a literal a minifier keeps. */
const deskMarkers = [
  'Sign in with a passkey',
  'x-desk-background',
  'deskSession',
  '/api/desk',
  'Sign out everywhere',
]

const files = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => pattern.test(f))

const isDeskAddress = (value: string): boolean => {
  try {
    return /^\/desk(\/|$)/.test(new URL(value, 'https://site.example').pathname)
  } catch {
    return false
  }
}

describe.skipIf(!checkBuild)('the desk, apart from the public site', () => {
  it('has its markers in its own bundle (so their absence elsewhere means something)', () => {
    const desk = files(deskDir, /\.js$/)
      .map((f) => readFileSync(join(deskDir, f), 'utf8'))
      .join('\n')
    for (const marker of deskMarkers) expect(desk, marker).toContain(marker)
  })

  it('is in no public JavaScript or stylesheet', () => {
    const found = files(clientDir, /\.(js|css|html)$/).flatMap((file) => {
      const text = readFileSync(join(clientDir, file), 'utf8')
      return deskMarkers.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`)
    })
    expect(found).toEqual([])
  })

  it('is linked from no public page, and listed in no sitemap nor robots.txt', () => {
    const links = builtPages().flatMap((page) =>
      [...page.document.querySelectorAll('[href], [src], [action]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action'))
        .filter((value): value is string => value !== null && isDeskAddress(value))
        .map((value) => `${page.path}: ${value}`),
    )
    expect(links).toEqual([])
    expect(sitemapUrls().filter(isDeskAddress)).toEqual([])
    expect(readFileSync(join(clientDir, 'robots.txt'), 'utf8')).not.toMatch(/\/desk/)
    expect(existsSync(join(clientDir, 'desk'))).toBe(false)
  })

  it('has a shell in English with a title, a noscript sentence, and nothing inline', () => {
    const html = readFileSync(join(deskDir, 'index.html'), 'utf8')
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<title>Trillium desk<\/title>/)
    expect(html).toMatch(/<noscript>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/)
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/src="\/desk\/assets\/[^"]+\.js"/)
      expect(body.trim()).toBe('')
    }
    expect(html).not.toMatch(/<style\b/)
    expect(html).not.toMatch(/\sstyle=/)
    for (const [, href = ''] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))
      expect(href).toMatch(/^\/desk\/assets\//)
  })
})

describe.skipIf(checkBuild)('the desk, apart from the public site (skipped)', () => {
  it.skip(noBuildMessage, () => undefined)
})
