import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { readServerConfig } from '../../server/config.ts'
import { createDayPages } from '../../server/static/day-pages.ts'

const problems: string[] = []
/** The two levels day pages log at, recorded (a failed re-render must be said, not hidden). */
const log = {
  warn: (_: unknown, message: string) => problems.push(message),
  error: (_: unknown, message: string) => problems.push(message),
} as unknown as FastifyBaseLogger
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A build whose server-render bundle says which day it rendered for, as the real one stamps it. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'trillium-days-'))
  dirs.push(dist)
  mkdirSync(join(dist, 'server'))
  mkdirSync(join(dist, 'client'))
  writeFileSync(
    join(dist, 'server', 'entry-server.js'),
    `export async function render(url, today) {
      const ended = today > '2027-01-15'
      return {
        html: '<link rel="preload" as="image" href="/a.avif"/><p data-render-date="' + today + '">' + (ended ? 'Returns' : 'Valid') + ' ' + url + '</p>',
        head: '<title>Offer</title>' + (ended ? '<meta name="robots" content="noindex"/>' : ''),
      }
    }`,
  )
  return join(dist, 'client')
}

/** Day pages over a fresh fake build, serving as on `day` (the server's fixed day). */
const pagesOn = (day: `${number}-${number}-${number}`) =>
  createDayPages({ distDir: fakeBuild(), clock: { now: () => 0 }, fixedToday: day, log })

const built = [
  '<html><head><title>Offer</title><link rel="preload" as="image" href="/a.avif"/><style>x</style></head>',
  '<body><div id="root"><p data-render-date="2026-11-22">Valid /offer3</p></div></body></html>',
].join('')

describe('day pages', () => {
  it('re-renders a stamped page for the day served, keeping everything else of the file', async () => {
    const distDir = fakeBuild()
    const clock = { now: () => Date.parse('2027-02-01T06:00:00Z') }
    const pages = createDayPages({ distDir, clock, log })
    expect(pages.today()).toBe('2027-02-01')
    const html = await pages.page('/offer3', built)
    expect(html).toBe(
      [
        '<html><head><title>Offer</title><meta name="robots" content="noindex"/><link rel="preload" as="image" href="/a.avif"/><style>x</style></head>',
        '<body><div id="root"><p data-render-date="2027-02-01">Returns /offer3</p></div></body></html>',
      ].join(''),
    )
    expect(problems).toEqual([])
  })

  it('serves the file as built, and says so, when the build day cannot be found in it', async () => {
    const pages = pagesOn('2027-03-01')
    const edited = built.replace('Valid /offer3', 'Edited by hand')
    expect(await pages.page('/offer3', edited)).toBe(edited)
    expect(problems.pop()).toMatch(/does not match its build day/)
  })

  it('serves the file itself on its own day, and leaves pages without a stamp alone', async () => {
    const pages = pagesOn('2026-11-22')
    expect(await pages.page('/offer3', built)).toBe(built)
    expect(await pages.page('/suites', '<p>no date here</p>')).toBeUndefined()
  })

  it('takes the day in the resort’s time zone (India), not the server’s', () => {
    const pages = createDayPages({
      distDir: fakeBuild(),
      clock: { now: () => Date.parse('2027-02-01T19:00:00Z') },
      log,
    })
    expect(pages.today()).toBe('2027-02-02')
  })

  it('keeps the pages that cannot be booked on the day out of the sitemap', () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><loc>https://x.example/earlybird</loc><lastmod>2026-11-22</lastmod></url>',
      '  <url><loc>https://x.example/offer3</loc><lastmod>2026-11-22</lastmod></url>',
      '  <url><loc>https://x.example/honeymoon</loc><lastmod>2026-11-22</lastmod></url>',
      '</urlset>',
      '',
    ].join('\n')
    expect(pagesOn('2026-12-01').sitemap(xml)).toContain('/offer3</loc>')
    const february = pagesOn('2027-02-15').sitemap(xml)
    expect(february).not.toContain('/offer3')
    expect(february).not.toContain('/honeymoon')
    expect(february).toContain('/earlybird</loc>')
    expect(february).toMatch(/<\/url>\n<\/urlset>\n$/)
  })
})

describe('TRILLIUM_TEST_TODAY', () => {
  it('moves the served day for tests, read once at start', () => {
    expect(readServerConfig({ TRILLIUM_TEST_TODAY: '2027-02-15' }).testToday).toBe('2027-02-15')
    expect(readServerConfig({}).testToday).toBeUndefined()
  })

  it('is refused in production, and when it is not a date', () => {
    expect(() =>
      readServerConfig({ TRILLIUM_TEST_TODAY: '2027-02-15', NODE_ENV: 'production' }),
    ).toThrow(/TRILLIUM_TEST_TODAY.*refused in production/)
    expect(() => readServerConfig({ TRILLIUM_TEST_TODAY: '2027-02-30' })).toThrow(
      /TRILLIUM_TEST_TODAY must be a date/,
    )
  })
})
