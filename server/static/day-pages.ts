import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import { isoDateIn, resortTimeZone, type IsoDate } from '../../content/calendar.ts'
import { unbookablePaths } from '../../content/offer-calendar.ts'
import type { Clock } from '../clock.ts'

/** What the server needs of the build's server-render bundle (src/app/entry-server.tsx). */
interface ServerRender {
  render(url: string, today?: IsoDate): Promise<{ html: string; head: string }>
}

/** The attribute the offer components stamp with the day they decided on (use-today.ts). */
const stampPattern = /data-render-date="(\d{4}-\d{2}-\d{2})"/

/** React hoists a priority picture's preloads before the markup; the prerender moves them to the head. */
const withoutHoisted = (html: string) =>
  html.slice(/^(?:<link rel="preload"[^>]*\/>)+/.exec(html)?.[0].length ?? 0)

/** The date-dependent answers of the site on the day a request is served. */
export interface DayPages {
  /** The day offers are decided on now: the resort's date, or the test override. */
  today(): IsoDate
  /**
   * A page's HTML as of today, or `undefined` when the page does not depend on the day (no
   * stamp) and the file is served as it is.
   */
  page(path: string, builtHtml: string): Promise<string | undefined>
  /** The sitemap without the offer and package pages that cannot be booked today. */
  sitemap(builtXml: string): string
}

/**
 * The served HTML says the offer state of the day it is served, not of the build day (issue 13).
 * The prerendered offer, package and listing pages carry the day they were rendered on
 * (`data-render-date`). When a page's stamp is not today, the server renders it again with the
 * build's own server-render bundle (`dist/server/entry-server.js`) for today, and swaps today's
 * markup and head tags in for the build day's: it renders the build day too and replaces exactly
 * that text, so everything else in the file (inline styles and their CSP hashes, preloads, boot
 * module, photo placeholders) stays as the build wrote it. Hydration agrees because the
 * browser's first render reads the stamped day. Renders run one at a time (the render day is
 * module state of the bundle) and each page is rendered once a day.
 */
export function createDayPages(options: {
  distDir: string
  clock: Clock
  /** TRILLIUM_TEST_TODAY: the test setup's fixed day (refused in production by the config). */
  fixedToday?: IsoDate
  log: FastifyBaseLogger
}): DayPages {
  const { clock, fixedToday, log } = options
  const bundle = join(dirname(resolve(options.distDir)), 'server', 'entry-server.js')
  let renderer: Promise<ServerRender | undefined> | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let cacheDay: IsoDate | undefined
  const cache = new Map<string, Promise<string>>()

  const today = (): IsoDate => fixedToday ?? isoDateIn(resortTimeZone, new Date(clock.now()))

  function loadRenderer(): Promise<ServerRender | undefined> {
    renderer ??= existsSync(bundle)
      ? (import(pathToFileURL(bundle).href) as Promise<ServerRender>)
      : Promise.resolve(undefined)
    return renderer
  }

  /** Runs renders one after another: a render holds its day for its whole length. */
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  async function rerender(path: string, html: string, built: IsoDate, day: IsoDate) {
    const server = await loadRenderer()
    if (server === undefined) {
      log.warn({ bundle }, 'no server-render bundle: pages keep the offer state of their build day')
      return html
    }
    const [before, after] = await serially(async () => [
      await server.render(path, built),
      await server.render(path, day),
    ])
    const oldBody = withoutHoisted(before.html)
    if (!html.includes(before.head) || !html.includes(oldBody)) {
      log.error({ path, built, day }, 'the page does not match its build day: served as built')
      return html
    }
    return html
      .replace(before.head, () => after.head)
      .replace(oldBody, () => withoutHoisted(after.html))
  }

  return {
    today,
    page(path, builtHtml) {
      const built = stampPattern.exec(builtHtml)?.[1] as IsoDate | undefined
      if (built === undefined) return Promise.resolve(undefined)
      const day = today()
      if (built === day) return Promise.resolve(builtHtml)
      if (cacheDay !== day) {
        cache.clear()
        cacheDay = day
      }
      let answer = cache.get(path)
      if (answer === undefined) {
        answer = rerender(path, builtHtml, built, day)
        cache.set(path, answer)
        answer.catch(() => cache.delete(path))
      }
      return answer
    },
    sitemap(builtXml) {
      const hidden = unbookablePaths(today())
      return builtXml.replace(/ *<url><loc>[^<]*<\/loc>.*?<\/url>\n/g, (entry) => {
        const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? ''
        const path = loc.replace(/^[a-z]+:\/\/[^/]+/, '')
        return hidden.has(path) ? '' : entry
      })
    },
  }
}
