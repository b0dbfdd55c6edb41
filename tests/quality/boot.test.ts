import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileHint } from '../../scripts/build/compile-hint.ts'
import { builtPages, checkBuild, clientDir } from './built-site.ts'

/*
 * How a built page starts its app (scripts/build/boot.ts, docs/decisions/0002): one boot script
 * inline in the head, and nothing in the markup that makes the browser fetch the app's code
 * before the first paint. Preloads in the head made the page interactive sooner on a throttled
 * phone, but Lighthouse then counted that code in the largest paint's time (1.3 s became 2.1 s).
 * On a slow link the boot script asks for the modules itself as the parser meets it, so it
 * stands first in the head (tests/e2e/behaviours/boot.spec.ts checks both links in a browser).
 */
describe.skipIf(!checkBuild)('the boot of every prerendered page', () => {
  const pages = checkBuild ? builtPages() : []
  const manifest = checkBuild
    ? (JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >)
    : {}
  const entry = `/${manifest['index.html']?.file ?? 'missing entry'}`

  it('is one inline classic script in the head (run where the parser meets it), naming the entry first', () => {
    for (const { path, document } of pages) {
      const boots = document.querySelectorAll('script[data-modules]')
      expect(boots, path).toHaveLength(1)
      const boot = boots[0]!
      expect(boot.parentElement?.tagName, path).toBe('HEAD')
      expect(boot.hasAttribute('type') || boot.hasAttribute('async'), path).toBe(false)
      expect(boot.hasAttribute('src'), path).toBe(false)
      expect(boot.textContent, path).toMatch(
        /performance\.getEntriesByName\(.first-contentful-paint.\)/,
      )
      expect(boot.getAttribute('data-modules')?.split(' ')[0], path).toBe(entry)
    }
  })

  it("stands before the page's own head: its title, metadata, preloads and stylesheets", () => {
    for (const { path, document } of pages) {
      const boot = document.querySelector('script[data-modules]')!
      const first = document.head.querySelector(
        'title, [data-head], link[rel="preload"], link[rel="stylesheet"], style',
      )
      expect(first, path).not.toBeNull()
      expect(
        boot.compareDocumentPosition(first!) & boot.DOCUMENT_POSITION_FOLLOWING,
        `${path}: the boot script comes after ${first!.outerHTML.slice(0, 80)}`,
      ).toBeTruthy()
    }
  })

  it('tells Chromium to compile each module as it streams in: the hint opens every chunk', () => {
    const assets = join(clientDir, 'assets')
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'))
    expect(chunks.length).toBeGreaterThan(20)
    for (const file of chunks)
      expect(readFileSync(join(assets, file), 'utf8').split('\n', 1)[0], file).toBe(compileHint)
  })

  it('names at most six modules: one round on six connections (scripts/build/route-kit.ts)', () => {
    // Every page, the landing page and its tariff included: the tariff's tables quote the suites
    // and the policies, and come as build-time values in its own chunk
    // (content/pages/tariff.build-time.ts), so neither content module is a request of its own.
    // The brochure pages show page images and need none of the pages' copy (content/documents.ts).
    const counts = pages.map(({ path, document }) => ({
      path,
      modules: (document.querySelector('script[data-modules]')?.getAttribute('data-modules') ?? '')
        .split(' ')
        .filter(Boolean),
    }))
    const over = counts.filter((c) => c.modules.length > 6)
    expect(
      over.map((c) => `${c.path}: ${c.modules.length} (${c.modules.join(' ')})`),
      'pages whose app needs more modules at boot than one round',
    ).toEqual([])
    // The kits are for inner pages: Home's first load stays as small as it was.
    const home = counts.find((c) => c.path === '/')
    expect(home?.modules.filter((m) => /-kit-/.test(m))).toEqual([
      expect.stringContaining('/page-kit-'),
    ])
    // Home names four: the entry, the page kit (with the booking choice's key, once a module of
    // its own), its route and Rolldown's runtime.
    expect(home?.modules, home?.modules.join(' ')).toHaveLength(4)
    const offer = counts.find((c) => c.path === '/offer1')
    expect(offer?.modules.some((m) => m.includes('/offer-kit-'))).toBe(true)
    expect(offer?.modules.some((m) => m.includes('/route-kit-'))).toBe(true)
  })

  it('names no module in its markup: no module script or module preload (the boot script asks)', () => {
    for (const { path, document } of pages) {
      expect(document.querySelectorAll('script[src]'), path).toHaveLength(0)
      expect(document.querySelectorAll('link[rel="modulepreload"]'), path).toHaveLength(0)
    }
  })
})
