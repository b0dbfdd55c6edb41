// Length: one subject, static serving, a case per header and encoding.
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bigScript, spaBoot, spaStyle, testApp } from './helpers.ts'

let app: FastifyInstance
let close: () => Promise<void>

beforeAll(async () => {
  ;({ app, close } = await testApp())
})
afterAll(async () => close())

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('pages', () => {
  it('serves prerendered pages at their clean paths', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/suites', 'Suites'],
      ['/blog/articlepage/wake-up-in-the-clouds', 'Wake up in the clouds'],
      ['/enchantingchikmagalur/tarrif', 'Tariff'],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain(`<h1>${title}</h1>`)
    }
  })

  it('redirects a trailing slash and /index.html to the clean path with 308, keeping the query', async () => {
    const res = await get('/suites/?utm_source=x')
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe('/suites?utm_source=x')
    expect((await get('/suites/index.html')).headers.location).toBe('/suites')
    expect((await get('/index.html')).headers.location).toBe('/')
  })

  it('never redirects to another host', async () => {
    for (const url of ['//evil.example/', '/\\evil.example/', '///evil.example//']) {
      const res = await get(url)
      // (light-my-request reads `/\\host` as a URL with a host, so that one is served as `/`)
      if (res.statusCode === 308) expect(res.headers.location).toMatch(/^\/(?![/\\])/)
      else expect(res.headers.location).toBeUndefined()
    }
  })

  it('answers unknown paths with 404 and the built 404 page', async () => {
    for (const url of ['/no-such-page', '/suites/nothing', '/404.html', '/assets/missing.js']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('Page not found')
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    }
  })

  it('cannot be led outside the build folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2fdata%2ftest.db',
      '/..%5c..%5cetc%5cpasswd',
      '/%00',
      '/%E0%A4%A',
      '/assets/../../data/test.db',
    ]) {
      const res = await get(url)
      expect([400, 404, 308], url).toContain(res.statusCode)
      expect(res.body).not.toContain('root:')
      expect(res.body).not.toContain('SQLite')
    }
  })

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/suites' })
    const full = await get('/suites')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
    expect(res.headers['content-length']).toBe(full.headers['content-length'])
  })

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({
        method,
        url: '/suites',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      })
      expect(res.statusCode, method).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    }
  })
})

describe('revalidation and caching', () => {
  it('answers 304 to a matching ETag or a recent If-Modified-Since', async () => {
    const first = await get('/suites')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    expect((await get('/suites', { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await get('/suites', { 'if-none-match': '"other"' })).statusCode).toBe(200)
    const lastModified = first.headers['last-modified'] as string
    expect((await get('/suites', { 'if-modified-since': lastModified })).statusCode).toBe(304)
    expect(
      (await get('/suites', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode,
    ).toBe(200)
  })

  it('caches hashed assets for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.css')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('caches the content-named photograph files as immutable, other media for an hour', async () => {
    const photo = await get('/media/img/garden-1a2b3c4d-800.avif')
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(photo.headers['content-type']).toBe('image/avif')
    const artwork = await get('/media/home.hero.svg')
    expect(artwork.headers['cache-control']).toBe('public, max-age=3600')
  })
})

describe('compression', () => {
  it('compresses text on the fly with brotli, else gzip, and says so in Vary', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript)
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 5)

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript)

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bigScript)
  })

  it('prefers the precompressed siblings written by the build', async () => {
    const br = await get('/familysuite', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Family suite (br)')
    const gz = await get('/familysuite', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Family suite (gz)')
    const plain = await get('/familysuite')
    expect(plain.body).toContain('<h1>Family suite</h1>')
  })

  it('does not compress binary media', async () => {
    const res = await get('/media/home.video.webm', { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.length).toBe(4096)
  })
})

describe('content types and ranges', () => {
  it('names every served type', async () => {
    const expected: Record<string, string> = {
      '/media/home.hero.svg': 'image/svg+xml; charset=utf-8',
      '/media/brochure.pdf': 'application/pdf',
      '/media/home.video.webm': 'video/webm',
      '/media/home.video.mp4': 'video/mp4',
      '/assets/fraunces-Xy12.woff2': 'font/woff2',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
      '/assets/index-AbC123.js': 'text/javascript; charset=utf-8',
    }
    for (const [url, type] of Object.entries(expected)) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toBe(type)
    }
  })

  it('serves byte ranges of media (video seeking)', async () => {
    const res = await get('/media/home.video.webm', { range: 'bytes=100-199' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe('bytes 100-199/4096')
    expect(res.rawPayload.length).toBe(100)
    const tail = await get('/media/home.video.webm', { range: 'bytes=-96' })
    expect(tail.headers['content-range']).toBe('bytes 4000-4095/4096')
    const lastModified = res.headers['last-modified'] as string
    const same = await get('/media/home.video.webm', {
      range: 'bytes=0-9',
      'if-range': lastModified,
    })
    expect(same.statusCode).toBe(206)
    const changed = await get('/media/home.video.webm', {
      range: 'bytes=0-9',
      'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.rawPayload.length).toBe(4096)
    const beyond = await get('/media/home.video.webm', { range: 'bytes=5000-' })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe('bytes */4096')
  })
})

describe('security headers', () => {
  it('sends them on pages, assets, redirects, 404s, 405s and API answers', async () => {
    const responses = [
      await get('/'),
      await get('/assets/index-AbC123.js'),
      await get('/suites/'),
      await get('/missing'),
      await app.inject({ method: 'DELETE', url: '/suites' }),
      await get('/healthz'),
      await app.inject({ method: 'POST', url: '/api/enquiry', payload: 'x' }),
    ]
    for (const res of responses) {
      const csp = res.headers['content-security-policy'] as string
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("style-src 'self'")
      expect(csp).toContain("img-src 'self' data:")
      // fonts, fetches and media: default-src, 'self' (no directive of their own to widen it)
      expect(csp).not.toMatch(/(connect|font|media)-src/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).toContain("form-action 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['permissions-policy']).toContain('camera=()')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      // the test site is http, so no HSTS
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it("allows a page's own inline stylesheet by its hash, and no other inline style", async () => {
    const hash = createHash('sha256').update(spaStyle).digest('base64')
    const spa = (await get('/spa')).headers['content-security-policy'] as string
    expect(spa).toContain(`style-src 'self' 'sha256-${hash}';`)
    expect(spa).not.toContain('unsafe-inline')
    const suites = (await get('/suites')).headers['content-security-policy'] as string
    expect(suites).toContain("style-src 'self';")
    expect(suites).not.toContain('sha256-')
  })

  it("allows a page's own inline boot script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(spaBoot).digest('base64')
    const spa = (await get('/spa')).headers['content-security-policy'] as string
    // only the boot script: neither the JSON-LD (data) nor the script with a src
    expect(spa).toContain(`script-src 'self' 'sha256-${hash}';`)
    const suites = (await get('/suites')).headers['content-security-policy'] as string
    expect(suites).toContain("script-src 'self';")
  })

  it('adds HSTS on an https site and the media origin to img-src when media is elsewhere', async () => {
    const other = await testApp({
      siteUrl: 'https://www.trilliumresort.example',
      mediaBaseUrl: 'https://media.trilliumresort.example/site',
    })
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers['content-security-policy']).toContain(
        "img-src 'self' data: https://media.trilliumresort.example;",
      )
    } finally {
      await other.close()
    }
  })
})

describe('/healthz and /readyz', () => {
  it('/healthz says the process is alive; /readyz that the database answers', async () => {
    const res = await get('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    const ready = await get('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.headers['cache-control']).toBe('no-store')
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' })
  })
})

describe('without a build', () => {
  it('still answers, with 404 for pages', async () => {
    const bare = await testApp({ distDir: '/nonexistent-trillium-dist' })
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404)
      expect((await bare.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await bare.close()
    }
  })
})
