import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'

const brotli = promisify(brotliCompress)

/*
 * Why: a page with the enquiry form is written per request (its puzzle is the visitor's own), so
 * it was compressed per request with fast settings: brotli 5, 1.4 kB larger than the build's
 * brotli 11 on a suite page. With photographs that took six such pages over TCP's first window
 * (14.6 kB with the headers) and cost a phone a round trip before its first paint. Brotli 11
 * takes 0.1 s a page, too long to make a visitor wait and too much work for a request to cause.
 * So each such page is made ahead, a few at a time, each stamped with its own puzzle and
 * compressed at brotli 11 in zlib's thread pool, and each is handed out once: no two visitors
 * get the same puzzle. A request that finds none ready (a burst, or the first after a start)
 * is written and compressed on the spot as before, and more are made for the next, once the
 * server has been quiet a moment: made while a visitor's page was still loading its fonts and
 * scripts, on a machine that also ran the browser (the benchmark's), they slowed its main thread
 * (Lighthouse's blocking time on such pages rose from about 0.2 to 0.5 s). A server never quiet
 * makes none, and writes each page on the spot with the cheaper settings.
 */

/** Pages made ahead per page, and how long one is handed out after it was made. */
export interface ReadyPagesOptions {
  /** How many are kept ready for each page. */
  readonly perPage: number
  /** A page older than this is not handed out: its puzzle must leave the visitor time. */
  readonly freshForMs: number
  /** How many different pages are kept (a day's pages change with the day). */
  readonly pages: number
  readonly now: () => number
  /** How long the server has to go without a request before more are made. */
  readonly quietMs: number
}

const defaults: ReadyPagesOptions = {
  perPage: 2,
  freshForMs: 10 * 60 * 1000,
  pages: 64,
  now: () => Date.now(),
  quietMs: 1000,
}

interface ReadyPage {
  readonly br: Buffer
  readonly madeAt: number
}

export interface ReadyPages {
  /**
   * A page made ahead from `source`, brotli-compressed, taken so no one else gets it; or
   * undefined. Either way more are made when the server is quiet.
   */
  take(source: string): Buffer | undefined
  /** Makes pages ahead from `source` when the server is quiet (at start, the pages with the form). */
  later(source: string): void
  /** Makes pages ahead from `source` now. */
  warm(source: string): Promise<void>
  /** A request arrived: the server is not quiet. */
  activity(): void
}

/** Pages written per request by `render`, made ahead and compressed at brotli's best. */
export function readyPages(
  render: (source: string) => string,
  options: Partial<ReadyPagesOptions> = {},
): ReadyPages {
  const { perPage, freshForMs, pages, now, quietMs } = { ...defaults, ...options }
  const ready = new Map<string, ReadyPage[]>()
  const filling = new Map<string, Promise<void>>()

  async function make(source: string): Promise<void> {
    for (;;) {
      const list = ready.get(source) ?? []
      if (list.length >= perPage) return
      const plain = Buffer.from(render(source))
      const madeAt = now()
      const br = await brotli(plain, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      })
      // The oldest page's pages go first when there are too many (yesterday's, say).
      if (!ready.has(source) && ready.size >= pages) ready.delete(ready.keys().next().value ?? '')
      ready.set(source, [...(ready.get(source) ?? []), { br, madeAt }])
    }
  }

  function fill(source: string): Promise<void> {
    let running = filling.get(source)
    if (running === undefined) {
      // A page that cannot be written now fails on the spot, where the request reports it.
      running = make(source)
        .catch(() => undefined)
        .finally(() => filling.delete(source))
      filling.set(source, running)
    }
    return running
  }

  // The pages to make when the server is quiet, made one after another by one loop at a time.
  const waiting = new Set<string>()
  let lastActivity = -Infinity
  let scheduled = false
  const quietFor = () => performance.now() - lastActivity
  const wait = (ms: number) => {
    scheduled = true
    setTimeout(() => void makeWaiting(), ms).unref()
  }
  async function makeWaiting(): Promise<void> {
    for (const source of waiting) {
      if (quietFor() < quietMs) return wait(quietMs - quietFor())
      waiting.delete(source)
      await fill(source)
    }
    scheduled = false
  }
  function later(source: string): void {
    waiting.add(source)
    if (!scheduled) wait(Math.max(0, quietMs - quietFor()))
  }

  return {
    take(source) {
      const list = ready.get(source) ?? []
      while (list.length > 0 && now() - (list[0]?.madeAt ?? 0) > freshForMs) list.shift()
      const page = list.shift()
      later(source)
      return page?.br
    },
    later,
    warm: fill,
    activity() {
      lastActivity = performance.now()
    },
  }
}
