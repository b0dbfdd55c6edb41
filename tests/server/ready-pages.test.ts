import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { readyPages } from '../../server/static/ready-pages.ts'

/**
 * A renderer that stamps a number of its own into each page, and a clock the test moves. The
 * server is never quiet here, so pages are made only when the test warms them: a refill started
 * in the background by a take (tested on its own below, with fake timers) would land among the
 * test's own pages at a time that depends on the machine's load.
 */
function setup(perPage = 2) {
  let made = 0
  let time = 0
  const pages = readyPages((source) => `${source} #${++made}`, {
    perPage,
    freshForMs: 1000,
    pages: 2,
    now: () => time,
    quietMs: 3_600_000,
  })
  pages.activity()
  const text = (br: Buffer | undefined) =>
    br === undefined ? undefined : brotliDecompressSync(br).toString()
  return { pages, text, made: () => made, tick: (ms: number) => (time += ms) }
}

describe('pages made ahead', () => {
  it('hands each page out once, then makes more for the next visitors', async () => {
    const { pages, text, made } = setup()
    // nothing made yet: the first visitor's page is written on the spot; two are made meanwhile
    expect(pages.take('contact')).toBeUndefined()
    await pages.warm('contact')
    expect(made()).toBe(2)
    const first = text(pages.take('contact'))
    const second = text(pages.take('contact'))
    expect([first, second]).toEqual(['contact #1', 'contact #2'])
    // taking one started making more
    await pages.warm('contact')
    expect(text(pages.take('contact'))).toBe('contact #3')
  })

  it('hands out no page older than its freshness, and keeps no more pages than asked', async () => {
    const { pages, text, tick } = setup(1)
    await pages.warm('contact')
    tick(1001)
    expect(pages.take('contact')).toBeUndefined()
    await pages.warm('contact')
    expect(text(pages.take('contact'))).toBe('contact #2')
    // three more pages' worth made, one after another: the oldest pages' are dropped to keep two
    for (const source of ['a', 'b', 'c']) await pages.warm(source)
    expect(pages.take('contact')).toBeUndefined()
    expect(pages.take('a')).toBeUndefined()
    expect(text(pages.take('b'))).toMatch(/^b #/)
    expect(text(pages.take('c'))).toMatch(/^c #/)
  })

  it('makes nothing of a page its renderer cannot write (the request reports that)', async () => {
    const pages = readyPages(() => {
      throw new Error('no form')
    })
    await expect(pages.warm('broken')).resolves.toBeUndefined()
    expect(pages.take('broken')).toBeUndefined()
  })

  it('makes more only once no request has come for a while, and none while requests keep coming', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    let made = 0
    const pages = readyPages((source) => `${source} #${++made}`, { perPage: 1, quietMs: 1000 })
    try {
      pages.activity()
      expect(pages.take('contact')).toBeUndefined()
      // a request every half second: never a quiet second
      for (let i = 0; i < 10; i++) {
        vi.advanceTimersByTime(500)
        pages.activity()
      }
      expect(made).toBe(0)
      vi.advanceTimersByTime(1000)
      expect(made).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    await vi.waitUntil(() => pages.take('contact') !== undefined, { timeout: 2000, interval: 10 })
  })

  it('with its own defaults: two a page, each handed out within ten minutes, made after a quiet second', async () => {
    let made = 0
    let time = 0
    const pages = readyPages((source) => `${source} #${++made}`, { now: () => time })
    await pages.warm('contact')
    expect(made).toBe(2)
    time += 10 * 60 * 1000
    expect(pages.take('contact')).toBeDefined()
    time += 1
    expect(pages.take('contact')).toBeUndefined()

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const quiet = readyPages((source) => `${source} #${++made}`)
    try {
      made = 0
      quiet.activity()
      quiet.later('spa')
      vi.advanceTimersByTime(999)
      expect(made).toBe(0)
      vi.advanceTimersByTime(1)
      expect(made).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    await quiet.warm('spa')
  })
})
