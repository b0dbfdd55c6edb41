import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, checkBuild, clientDir } from './built-site.ts'

/*
 * How a built page starts its app (scripts/build/boot.ts, README "Readiness"): one boot script
 * inline in the head, and nothing that makes the browser fetch the app's code before the first
 * paint. Preloads in the head made the page interactive sooner on a throttled phone, but
 * Lighthouse then counted that code in the largest paint's time (1.3 s became 2.1 s).
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

  it('fetches no module before the first paint: no module script or module preload in the page', () => {
    for (const { path, document } of pages) {
      expect(document.querySelectorAll('script[src]'), path).toHaveLength(0)
      expect(document.querySelectorAll('link[rel="modulepreload"]'), path).toHaveLength(0)
    }
  })
})
