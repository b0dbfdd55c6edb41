import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkBuild, clientDir, noBuildMessage } from './built-site.ts'
import { buildDigest, pageDigest, unhash } from './output-digest.ts'

const fixture = new URL('./fixtures/output-digest.txt', import.meta.url)

/** The digest split into its sections, by their `== <path> (<file>)` line. */
function sections(digest: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const section of digest.split(/\n\n(?===)/)) {
    const [title = '', ...rest] = section.split('\n')
    out.set(title, rest.join('\n').trimEnd())
  }
  return out
}

/*
 * Route families replaced 48 route files with one route module per family: the build must
 * still write the same pages at the same paths, with the same head, JSON-LD, text and links,
 * and the same sitemap. The fixture is the digest of the build before the change.
 */
describe.skipIf(!checkBuild)('the build writes what it wrote before route families', () => {
  const before = sections(readFileSync(fixture, 'utf8'))
  const after = checkBuild ? sections(buildDigest(clientDir)) : new Map<string, string>()

  it('prerenders the same files, and a sitemap and robots.txt', () => {
    expect([...after.keys()]).toEqual([...before.keys()])
  })

  for (const [title, digest] of before)
    it(`${title}: same head, JSON-LD, links and text`, () => {
      expect(after.get(title)).toBe(digest)
    })
})

describe.skipIf(checkBuild)('the build-output comparison', () => {
  it.skip(noBuildMessage, () => {})
})

describe('the digest', () => {
  const page = (canonical: string, script: string, text: string, cls: string) =>
    `<!doctype html><html lang="en-IN"><head><title>Spa | Trillium</title>
<link data-head rel="canonical" href="${canonical}">
<script data-head type="application/ld+json">{"@type":"Service"}</script>
<script type="module" src="${script}"></script></head>
<body><div id="root"><main class="${cls}"><h1>${text}</h1><a href="/spa">Spa</a>
<p data-render-date="2026-01-01">Ends today</p></main></div></body></html>`
  const base = pageDigest(page('https://x.test/spa', '/assets/boot-AbCd1234.js', 'Spa', '_a_1'))

  it('ignores hashed asset names, class names and date-dependent text', () => {
    expect(unhash('/assets/boot-AbCd1234.js /assets/spa-page-x_Y-9zQ1.css')).toBe(
      '/assets/boot.js /assets/spa-page.css',
    )
    expect(pageDigest(page('https://x.test/spa', '/assets/boot-ZzZz9999.js', 'Spa', '_b_2'))).toBe(
      base,
    )
    expect(base).toContain('[date-dependent]')
    expect(base).not.toContain('Ends today')
  })

  it('changes with the canonical link, the JSON-LD or the text', () => {
    expect(pageDigest(page('https://x.test/spa2', '/assets/boot.js', 'Spa', '_a_1'))).not.toBe(base)
    expect(pageDigest(page('https://x.test/spa', '/assets/boot.js', 'Spas', '_a_1'))).not.toBe(base)
    expect(
      pageDigest(page('https://x.test/spa', '/a.js', 'Spa', '_a_1').replace('Service', 'Thing')),
    ).not.toBe(base)
  })
})
