import { Writable } from 'node:stream'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { site } from '../../content/site.ts'
import { buildApp, type AppOptions } from '../../server/app.ts'
import type { ServerConfig } from '../../server/config.ts'
import type { WeatherProvider } from '../../server/weather/weather.providers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase } from './test-database.ts'

export { engineName, onPostgres, storedRows } from './test-database.ts'

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix = 'trillium-server-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public time = Date.parse('2026-11-21T08:00:00Z')) {}
  now(): number {
    return this.time
  }
  advance(ms: number): void {
    this.time += ms
  }
}

/** The inline stylesheet of the fixture's /spa page. */
export const spaStyle = 'body{color:#123}h1{font-weight:350}'

/** The inline boot script of the fixture's /spa page (JSON-LD beside it is data, not run). */
export const spaBoot = "addEventListener('click', () => {})"

/** Bigger than the compression threshold so compression is exercised. */
export const bigScript = `console.log(${JSON.stringify('trillium '.repeat(400))})\n`

/**
 * Writes a small built site with the layout of the real build: pages as `<path>/index.html`,
 * hashed assets, media of each served type, a precompressed page, sitemap and robots.
 */
export function writeFixtureDist(dir: string): void {
  const put = (path: string, data: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), data)
  }
  const page = (title: string) =>
    `<!doctype html><html lang="en-IN"><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>Mist over coffee rows.</p>'.repeat(60)}</body></html>`
  put('index.html', page('Home'))
  put('suites/index.html', page('Suites'))
  // a page carrying its stylesheet inline, as every built page does
  put(
    'spa/index.html',
    page('Spa').replace(
      '</title>',
      `</title><!-- a comment naming a <style> tag is not one --><style>${spaStyle}</style>` +
        `<script type="application/ld+json">{"@type":"DaySpa"}</script>` +
        `<script type="module" src="/assets/index-AbC123.js"></script>` +
        `<script data-modules="/assets/index-AbC123.js">${spaBoot}</script>`,
    ),
  )
  // a page with precompressed siblings whose contents differ, so the test can tell them apart
  put('familysuite/index.html', page('Family suite'))
  put('familysuite/index.html.br', brotliCompressSync(Buffer.from(page('Family suite (br)'))))
  put('familysuite/index.html.gz', gzipSync(Buffer.from(page('Family suite (gz)'))))
  put('blog/articlepage/wake-up-in-the-clouds/index.html', page('Wake up in the clouds'))
  put('enchantingchikmagalur/tarrif/index.html', page('Tariff'))
  put('404.html', page('Page not found'))
  put('assets/index-AbC123.js', bigScript)
  put('assets/index-AbC123.css', 'body{color:#111}')
  put('assets/fraunces-Xy12.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]))
  put(
    'media/home.hero.svg',
    `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10"/>'.repeat(100)}</svg>`,
  )
  put('media/img/garden-1a2b3c4d-800.avif', Buffer.from([0, 0, 0, 28, 0x66, 0x74, 0x79, 0x70]))
  put('media/brochure.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'))
  put('media/home.video.webm', Buffer.alloc(4096, 7))
  put('media/home.video.mp4', Buffer.alloc(2048, 9))
  put('sitemap.xml', '<?xml version="1.0"?><urlset></urlset>')
  put('robots.txt', 'User-agent: *\nSitemap: http://localhost:3000/sitemap.xml\n')
}

/** A configuration for tests: temporary paths, silent logs, a generous rate limit. */
export function testConfig(dir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    siteUrl: 'http://localhost:3000',
    mediaBaseUrl: '/media',
    bookingEngineUrl: site.defaults.bookingEngineUrl,
    port: 0,
    host: '127.0.0.1',
    databasePath: join(dir, 'data', 'test.db'),
    databaseUrl: databaseUrlOf(dir),
    databasePoolMax: 4,
    statementTimeoutMs: 5000,
    mailLeaseMs: 60_000,
    weatherApiKey: undefined,
    weatherApiUrl: undefined,
    distDir: join(dir, 'dist'),
    deskDistDir: join(dir, 'desk'),
    smtpUrl: undefined,
    mailFrom: 'Trillium website <no-reply@trilliumresort.example>',
    mailTo: 'staff@trilliumresort.example',
    enquirySecret: 'test-secret-that-is-long-enough-0123456789',
    rateLimit: { max: 1000, windowMs: 60_000 },
    trustProxy: { kind: 'none' },
    maxConnections: 1000,
    vitals: { retentionDays: 35, ratePerMinute: 1000 },
    logLevel: 'silent',
    ...overrides,
  }
}

/** A provider that never runs: for tests that do not look at the weather. */
export const idleWeather: WeatherProvider = {
  name: 'idle',
  fetchCurrent: () => Promise.reject(new Error('not used')),
}

/**
 * Builds the app of a test folder's configuration (testConfig) and waits until it is ready: on
 * PostgreSQL the folder's schema is made first.
 */
export async function buildTestApp(options: AppOptions, dir: string): Promise<FastifyInstance> {
  await prepareDatabase(dir)
  const app = await buildApp(options)
  await app.ready()
  return app
}

/** Builds the app on a fresh temporary dist and database; `close` also removes the folder. */
export async function testApp(
  overrides: Partial<ServerConfig> = {},
  options: Omit<AppOptions, 'config'> = {},
): Promise<{ app: FastifyInstance; dir: string; close: () => Promise<void> }> {
  const { dir, remove } = tempDir()
  writeFixtureDist(join(dir, 'dist'))
  const app = await buildTestApp(
    { config: testConfig(dir, overrides), weatherProvider: idleWeather, ...options },
    dir,
  )
  return {
    app,
    dir,
    close: async () => {
      await app.close()
      await dropDatabase(dir)
      remove()
    },
  }
}

/** A valid enquiry body for the hotel of the site configuration, with a solved puzzle. */
export async function validEnquiry(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/enquiry/challenge' })).json<{
    a: number
    b: number
    token: string
  }>()
  return {
    name: 'Asha Rao',
    email: 'asha@example.in',
    message: 'We would like a valley view suite for three nights',
    phone: '+919845012345',
    hotel: site.hotels[0],
    puzzle: { token: challenge.token, answer: challenge.a + challenge.b },
    ...overrides,
  }
}

/** A log stream that keeps what the server writes, for tests that read the server's log lines. */
export function logRecorder(): { stream: Writable; text: () => string } {
  let logs = ''
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString()
      done()
    },
  })
  return { stream, text: () => logs }
}
