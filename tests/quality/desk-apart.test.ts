import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { builtPages, checkBuild, clientDir, noBuildMessage, sitemapUrls } from './built-site.ts'

/*
 * The reservations desk is private (issue 42, DECISIONS "The reservations desk"): no desk code
 * in any public page's JavaScript, no public page linking to it, and /desk in no sitemap and
 * not in robots.txt. Its two pages (dist/desk/index.html, the app, and door.html, the sign-in
 * page) run under the desk's strict CSP (`script-src 'self'; style-src 'self'`): no inline
 * script, and no inline style but the sign-in page's stylesheet, allowed by its hash.
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

  for (const [page, title] of [
    ['index.html', 'Trillium desk'],
    ['door.html', 'Sign in · Trillium desk'],
  ] as const)
    it(`has ${page} in English with a title, a noscript sentence, and nothing inline`, () => {
      const html = readFileSync(join(deskDir, page), 'utf8')
      expect(html).toMatch(/<html lang="en">/)
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toMatch(/<noscript>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/)
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attributes = '', body = ''] of scripts) {
        expect(attributes).toMatch(/src="\/desk\/assets\/[^"]+\.js"/)
        expect(body.trim()).toBe('')
      }
      // the sign-in page carries its stylesheet, allowed by its hash (server/desk/desk-shell.ts)
      const styles = [...html.matchAll(/<style\b([^>]*)>/g)]
      expect(styles.length).toBe(page === 'door.html' ? 1 : 0)
      for (const [, attributes = ''] of styles) expect(attributes).toBe('')
      expect(html).not.toMatch(/\sstyle=/)
      const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)]
      expect(sheets.length).toBe(page === 'door.html' ? 0 : 1)
      for (const [, href = ''] of sheets) expect(href).toMatch(/^\/desk\/assets\//)
    })

  it('has a sign-in page whose scripts are small and hold no React, and which names the app’s files', () => {
    const html = readFileSync(join(deskDir, 'door.html'), 'utf8')
    const loaded = [
      ...html.matchAll(
        /<(?:script|link rel="modulepreload")[^>]*(?:src|href)="\/desk\/([^"]+\.js)"/g,
      ),
    ].map(([, file = '']) => readFileSync(join(deskDir, file)))
    expect(loaded.length).toBeGreaterThan(0)
    const gzipped = loaded.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0)
    // the sign-in page is interactive when it paints (issue 42: 1.5 s under Lighthouse's mobile
    // throttling): about 17 kB today (XState, the session machine and the API client)
    expect(gzipped, 'gzipped bytes of the sign-in page’s scripts').toBeLessThan(24 * 1024)
    for (const bytes of loaded)
      expect(bytes.toString('utf8')).not.toMatch(/react\.element|__reactFiber/)
    const app = /<meta name="desk-app" content="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? []
    const shell = readFileSync(join(deskDir, 'index.html'), 'utf8')
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1]
    expect(entry).toBeDefined()
    expect(app).toContain(entry)
    for (const file of app)
      expect(existsSync(join(deskDir, file.replace(/^\/desk\//, ''))), file).toBe(true)
  })
})

describe.skipIf(checkBuild)('the desk, apart from the public site (skipped)', () => {
  it.skip(noBuildMessage, () => undefined)
})
