/**
 * A text digest of a build's output that a refactor must leave unchanged: which pages are
 * prerendered, each page's managed head (title, description, canonical link, Open Graph tags
 * and JSON-LD) byte for byte, the text a visitor reads and the links they can follow, the
 * sitemap and robots.txt. What may change is left out: hashed asset names (`/assets/x-AbC12.js`
 * becomes `/assets/x.js`), class names and markup, and text that depends on the build's date
 * (inside `[data-render-date]`, an offer's `noindex` and season dates, and the sitemap's
 * `<lastmod>`).
 *
 * `npx tsx tests/quality/output-digest.ts [dist/client]` prints it; the quality step compares
 * the build with tests/quality/fixtures/output-digest.txt, the digest of the build before route
 * families (main at da3ea88), rewritten only where content changed on purpose (the offer
 * calendar's seasons and wording; Home's play button, prerendered since the film's code waits for the visitor;
 * the accessibility statement's enquiry form items, issue 44; the phone and chat links at the end
 * of the header's More, issue 45; the privacy policy's retention and erasure, issue 42).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'

// jsdom ships no type declarations (see built-site.ts).
type JsdomModule = { JSDOM: new (html: string) => { window: { document: Document } } }
const jsdomSpecifier = 'jsdom'
const { JSDOM } = (await import(jsdomSpecifier)) as JsdomModule

/** `/assets/name-HASH.ext` to `/assets/name.ext`: Vite's content hashes are 8 URL-safe characters. */
export function unhash(text: string): string {
  return text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, '$1$2')
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The managed head tags (those the routes' `head()` writes), one a line, as served, without what
 * the build's day decides for an offer (its `noindex`, its season's dates in the JSON-LD).
 */
function managedHead(html: string): string[] {
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '<title missing>'
  const tags = (html.match(/<(meta|link|script) data-head[^>]*>(?:[^<]*<\/script>)?/g) ?? [])
    .filter((tag) => !tag.includes('name="robots"'))
    .map((tag) => tag.replace(/"(validFrom|validThrough)":"[^"]*"/g, '"$1":"(date)"'))
  return [title, ...tags]
}

/** The digest of one prerendered page. */
export function pageDigest(html: string): string {
  const { document } = new JSDOM(html).window
  const root = document.getElementById('root')
  if (!root) return [...managedHead(html), '-- no #root'].join('\n')
  // The day the page was built decides an offer's status line: not part of what must match.
  for (const dated of root.querySelectorAll('[data-render-date]'))
    dated.textContent = '[date-dependent]'
  const links = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '')
  return [
    `lang ${document.documentElement.getAttribute('lang') ?? ''}`,
    ...managedHead(html),
    `-- links ${links.join(' ')}`,
    `-- text ${collapse(root.textContent)}`,
  ].join('\n')
}

/** The URL path a prerendered file answers. */
function pathOf(file: string): string {
  if (file === 'index.html') return '/'
  if (file === '404.html') return '/404'
  return `/${file.replace(/\/index\.html$/, '')}`
}

/** The digest of a whole build (`dist/client`). */
export function buildDigest(clientDir: string): string {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .sort((a, b) => pathOf(a).localeCompare(pathOf(b)))
  const sections = files.map(
    (file) =>
      `== ${pathOf(file)} (${file})\n${pageDigest(readFileSync(join(clientDir, file), 'utf8'))}`,
  )
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8').replace(
    /<lastmod>[^<]*<\/lastmod>/g,
    '<lastmod>(build date)</lastmod>',
  )
  const robots = readFileSync(join(clientDir, 'robots.txt'), 'utf8')
  return `${unhash([...sections, `== sitemap.xml\n${sitemap}`, `== robots.txt\n${robots}`].join('\n\n'))}\n`
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`)
  process.stdout.write(buildDigest(process.argv[2] ?? 'dist/client'))
