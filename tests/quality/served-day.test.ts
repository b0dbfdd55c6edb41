import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type RunningServer } from '../server/server-process.ts'
import { checkBuild, clientDir, noBuildMessage } from './built-site.ts'

/**
 * The HTML a visitor or crawler receives, with no script run, tells the offer state of the day
 * it is served (issue 13): the real server over the real build, its clock moved by the test
 * setup's TRILLIUM_TEST_TODAY, read as raw HTML. `servedOn(day)` starts that server for the
 * describe block it is called in, and stops it after; it returns the server's origin.
 */
function servedOn(day: string): () => string {
  let running: { server: RunningServer; dir: string } | undefined
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trillium-day-'))
    const server = await startServerProcess({
      DIST_DIR: clientDir,
      DATABASE_PATH: join(dir, 'db.sqlite'),
      TRILLIUM_TEST_TODAY: day,
    })
    running = { server, dir }
  }, 30_000)
  afterAll(async () => {
    if (running === undefined) return
    running.server.child.kill('SIGTERM')
    await running.server.exited
    rmSync(running.dir, { recursive: true, force: true })
  })
  return () => {
    if (running === undefined) throw new Error(`The server for ${day} did not start`)
    return running.server.origin
  }
}

const noindex = /<meta [^>]*name="robots" content="noindex"/
/** The card links of a listing's page (the href of each card's title), before any coming ones. */
const cardLinks = (html: string) => links(html.split('Coming back soon')[0] ?? '')
/** The card links under "Coming back soon". */
const comingLinks = (html: string) => links(html.split('Coming back soon')[1] ?? '')
const links = (html: string) =>
  [...html.matchAll(/<article[^>]*>[\s\S]*?<h3[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1])
/** The Book link of an offer, as React writes it (a text boundary marker before the name). */
const bookLink = (name: string) =>
  new RegExp(`>Book<span class="visually-hidden"> (?:<!-- -->)?${name}</span>`)

describe.skipIf(!checkBuild)('served HTML on a moved clock, without JavaScript', () => {
  describe('on 15 February 2027 (after the festive season)', () => {
    const origin = servedOn('2027-02-15')
    const get = async (path: string) => {
      const res = await fetch(`${origin()}${path}`)
      expect(res.status, path).toBe(200)
      return res.text()
    }

    it('an offer out of season says when it returns, offers no Book link and is noindex', async () => {
      const html = await get('/offer3')
      expect(html).toContain('This offer is out of season. It returns on 1 October 2027.')
      expect(html).toMatch(noindex)
      expect(html).not.toMatch(bookLink('Festive Offer'))
      expect(html).toContain('data-render-date="2027-02-15"')
      // What is on now, linked.
      expect(html).toMatch(/<a[^>]*href="\/creditluxury"[^>]*>Credit Luxury Getaway<\/a>/)
    })

    it('an offer in season is bookable and indexed', async () => {
      const html = await get('/creditluxury')
      expect(html).toContain('Valid until 31 March 2027')
      expect(html).toMatch(bookLink('Credit Luxury Getaway'))
      expect(html).not.toMatch(noindex)
    })

    it('a one-off that is over says it ended, and is noindex', async () => {
      const html = await get('/honeymoon')
      expect(html).toContain('This package ended on 31 December 2023.')
      expect(html).toMatch(noindex)
    })

    it('the listings show only what can be booked that day, and what returns within weeks', async () => {
      const offers = await get('/offers')
      expect(cardLinks(offers)).toEqual(['/earlybird', '/creditluxury'])
      expect(comingLinks(offers)).toEqual(['/staymore'])
      expect(offers).toContain('Returns on 1 April 2027')
      expect(cardLinks(await get('/specialoffers'))).toEqual(['/earlybird', '/creditluxury'])
      expect(cardLinks(await get('/package'))).toEqual(['/romantic', '/wellness', '/wildlife'])
    })

    it('the sitemap leaves out what cannot be booked that day', async () => {
      const xml = await get('/sitemap.xml')
      expect(xml).toContain('/creditluxury</loc>')
      expect(xml).toContain('/earlybird</loc>')
      expect(xml).not.toContain('/offer3</loc>')
      expect(xml).not.toContain('/honeymoon</loc>')
      expect(xml).toContain('/suites</loc>')
    })

    it('revalidates the day’s page by its own validator', async () => {
      const first = await fetch(`${origin()}/offer3`)
      const etag = first.headers.get('etag') ?? ''
      expect(etag).not.toBe('')
      const again = await fetch(`${origin()}/offer3`, {
        headers: { 'if-none-match': etag },
      })
      expect(again.status).toBe(304)
    })
  })

  describe('on 15 July 2027 (the monsoon)', () => {
    const origin = servedOn('2027-07-15')
    const get = async (path: string) =>
      (await fetch(`${origin()}${path}`, { headers: { 'accept-encoding': 'br' } })).text()

    it('the monsoon offer is on, the safari package returns in October', async () => {
      const offer = await get('/offer2')
      expect(offer).toContain('Valid until 31 August 2027')
      expect(offer).not.toMatch(noindex)
      const safari = await get('/wildlife')
      expect(safari).toContain('This package is out of season. It returns on 1 October 2027.')
      expect(safari).toMatch(noindex)
      expect(cardLinks(await get('/package'))).toEqual(['/romantic', '/wellness'])
      expect(cardLinks(await get('/offers'))).toEqual([
        '/earlybird',
        '/offer1',
        '/offer2',
        '/staymore',
      ])
    })
  })
})

if (!checkBuild) it.skip(`served day: ${noBuildMessage}`, () => {})
