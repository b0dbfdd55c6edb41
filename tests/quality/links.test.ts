import { describe, expect, it } from 'vitest'
import {
  builtPages,
  deploy,
  checkBuild,
  noBuildMessage,
  resolveBuiltFile,
  sitemapUrls,
} from './built-site.ts'

const siteOrigin = new URL(deploy.siteUrl).origin
/** Paths the server answers itself rather than from a file. */
const served = [/^\/api\//, /^\/healthz$/, /^\/readyz$/]

/** Every URL-valued attribute of a page: href, src, srcset and poster, and share images. */
function pageUrls(document: Document): string[] {
  const urls: string[] = []
  for (const el of document.querySelectorAll('[href], [src], [poster], [srcset], [imagesrcset]')) {
    for (const attr of ['href', 'src', 'poster']) {
      const value = el.getAttribute(attr)
      if (value !== null) urls.push(value)
    }
    for (const attr of ['srcset', 'imagesrcset']) {
      const value = el.getAttribute(attr)
      if (value !== null)
        for (const candidate of value.split(',')) urls.push(candidate.trim().split(/\s+/)[0] ?? '')
    }
  }
  for (const meta of document.querySelectorAll(
    'meta[property^="og:image"], meta[property="og:url"], meta[name^="twitter:image"]',
  )) {
    const content = meta.getAttribute('content') ?? ''
    if (/^(https?:)?\/\//.test(content) || content.startsWith('/')) urls.push(content)
  }
  return urls
}

/** Every string in a JSON-LD value that is a URL on the site's own origin. */
function jsonLdUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith(`${siteOrigin}/`) || value === siteOrigin) out.push(value)
  } else if (Array.isArray(value)) for (const v of value) jsonLdUrls(v, out)
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) jsonLdUrls(v, out)
  return out
}

/**
 * The same-origin path a URL found on `pagePath` points to, without query or fragment, or
 * undefined for another origin, a scheme that is not a page (tel:, mailto:) or a bare fragment.
 */
function ownPath(url: string, pagePath: string): string | undefined {
  if (url === '' || url.startsWith('#')) return undefined
  let parsed: URL
  try {
    parsed = new URL(url, `${siteOrigin}${pagePath === '/404' ? '/' : pagePath}`)
  } catch {
    return undefined
  }
  if (parsed.origin !== siteOrigin) return undefined
  return parsed.pathname
}

describe.skipIf(!checkBuild)('internal links and assets of the build', () => {
  const pages = checkBuild ? builtPages() : []

  it('finds pages to walk', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it('resolves every same-origin href, src, srcset, poster and share image to a built file', () => {
    const broken: string[] = []
    let checked = 0
    for (const page of pages) {
      for (const url of pageUrls(page.document)) {
        const path = ownPath(url, page.path)
        if (path === undefined || served.some((re) => re.test(path))) continue
        checked++
        // A canonical or og:url names the page itself; `/404` is not served at that path.
        if (resolveBuiltFile(path) === undefined) broken.push(`${page.path}: ${url}`)
      }
    }
    expect(checked, 'no internal URL found: the walk is not reading the pages').toBeGreaterThan(0)
    const unique = [...new Set(broken)]
    expect(unique, `Broken internal links or assets:\n${unique.join('\n')}`).toEqual([])
  })

  it('resolves every same-origin URL inside JSON-LD to a built file', () => {
    const broken: string[] = []
    for (const page of pages) {
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        const data: unknown = JSON.parse(script.textContent ?? 'null')
        for (const url of jsonLdUrls(data)) {
          const path = ownPath(url, page.path)
          if (path !== undefined && resolveBuiltFile(path) === undefined)
            broken.push(`${page.path}: ${url}`)
        }
      }
    }
    expect(broken, `Broken URLs in JSON-LD:\n${broken.join('\n')}`).toEqual([])
  })

  it('lists in sitemap.xml only URLs of the site that resolve to a built page', () => {
    const urls = sitemapUrls()
    expect(urls.length).toBeGreaterThan(0)
    const wrong = urls.filter((url) => {
      const parsed = new URL(url)
      return (
        parsed.origin !== siteOrigin ||
        resolveBuiltFile(parsed.pathname)?.endsWith('.html') !== true
      )
    })
    expect(wrong, `Sitemap URLs without a built page:\n${wrong.join('\n')}`).toEqual([])
  })
})

if (!checkBuild) it.skip(`links: ${noBuildMessage}`, () => {})
