import type { Page } from '@playwright/test'
import { holdScripts, settle } from '../fixtures.ts'

/**
 * Where the reader is before the scripts run: scrolled to the `middle` of the page, or, on a
 * page opened at `#anchor`, placed there by the browser and then read on for half a screen
 * (`past-anchor`).
 */
export type ReaderPlace = 'middle' | 'past-anchor'

/** What moved between the page before its scripts ran and the page hydrated and in use. */
export interface HeldReading {
  readonly heightBefore: number
  readonly heightAfter: number
  readonly scrollBefore: number
  readonly scrollAfter: number
  /**
   * Elements the reader could see before (every element intersecting the viewport), leaving out
   * a carousel's slides, which Swiper redraws in the same box when the visitor reaches for it.
   */
  readonly seen: number
  /** Of those, how many the hydrated page still holds (the same DOM nodes: hydrated, not redrawn). */
  readonly kept: number
  /** The largest move on screen of a seen element still in the page, px, and which one. */
  readonly largestMove: number
  readonly moved: string
  /**
   * The element under the reading line (40% down the viewport), or its nearest ancestor still in
   * the page, and its move, px.
   */
  readonly read: string
  readonly readMove: number
  /** Where the browser put the anchor before the reader moved on (`past-anchor`), px from the top. */
  readonly anchorTop: number | undefined
}

/** Resolves once no request of the page has been in flight for `quietMs`. */
function quietNetwork(page: Page, quietMs = 400): () => Promise<void> {
  let inFlight = 0
  let last = Date.now()
  const start = () => {
    inFlight++
    last = Date.now()
  }
  const end = () => {
    inFlight = Math.max(0, inFlight - 1)
    last = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return async () => {
    while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100)
  }
}

/**
 * Opens `path` with the app's scripts held back, as a slow phone meets it: fonts and pictures in,
 * the reader placed (scrolled to the middle, or left where the browser opened the page). It notes
 * the document's height, the scroll position and where every element on screen is; then lets the
 * scripts go, waits for the app to be interactive and for what the visitor's first move brings
 * (later stylesheets, an island near the pointer), and measures the same again.
 */
export async function readWhileHeld(
  page: Page,
  path: string,
  place: ReaderPlace = 'middle',
): Promise<HeldReading> {
  const { release } = await holdScripts(page)
  const quiet = quietNetwork(page)
  await page.goto(path, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  let anchorTop: number | undefined
  if (place === 'middle')
    await page.evaluate(() =>
      window.scrollTo({
        top: document.documentElement.scrollHeight / 2 - innerHeight / 2,
        behavior: 'instant',
      }),
    )
  else {
    anchorTop = await page.evaluate(() => {
      const id = decodeURIComponent(location.hash.slice(1))
      return document.getElementById(id)?.getBoundingClientRect().top
    })
    await page.evaluate(() => window.scrollBy({ top: innerHeight / 2, behavior: 'instant' }))
  }
  await settle(page)
  await page.waitForTimeout(200)
  const before = await page.evaluate(() => {
    const onScreen = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect()
      return r.height > 0 && r.bottom > 0 && r.top < innerHeight
    })
    // The element under the reading line, and its ancestors: if a carousel the pointer reaches
    // for swaps its row of slides for Swiper's track, the nearest one kept stands for it.
    const readChain: Element[] = []
    for (
      let el = document.elementFromPoint(innerWidth / 2, innerHeight * 0.4);
      el && el !== document.body;
      el = el.parentElement
    )
      readChain.push(el)
    const w = window as unknown as { __held: { onScreen: Element[]; readChain: Element[] } }
    w.__held = { onScreen, readChain }
    return {
      height: document.documentElement.scrollHeight,
      scroll: scrollY,
      tops: onScreen.map((el) => el.getBoundingClientRect().top),
      // Inside a carousel's slides (which Swiper may redraw once the visitor reaches for it).
      swappable: onScreen.map(
        (el) => el.parentElement?.closest('[aria-roledescription="carousel"] > div') != null,
      ),
      readTops: readChain.map((el) => el.getBoundingClientRect().top),
    }
  })
  release()
  await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
  // The reader's next move: the pointer over the page enables the later stylesheets and brings
  // an island under it.
  const viewport = page.viewportSize() ?? { width: 412, height: 823 }
  await page.mouse.move(viewport.width / 2, viewport.height * 0.4)
  await page.mouse.move(viewport.width / 2 + 8, viewport.height * 0.4 + 8)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('link[data-later]')].every(
      (link) => !link.hasAttribute('disabled'),
    ),
  )
  await quiet()
  await settle(page)
  const after = await page.evaluate(() => {
    const { onScreen, readChain } = (
      window as unknown as { __held: { onScreen: Element[]; readChain: Element[] } }
    ).__held
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const readAt = readChain.findIndex((el) => el.isConnected)
    const read = readChain[readAt]
    return {
      height: document.documentElement.scrollHeight,
      scroll: scrollY,
      tops: onScreen.map((el) => (el.isConnected ? el.getBoundingClientRect().top : null)),
      names: onScreen.map(name),
      read: read ? name(read) : '(nothing)',
      readAt,
      readTop: read ? read.getBoundingClientRect().top : null,
    }
  })
  let largestMove = 0
  let moved = ''
  let kept = 0
  let seen = 0
  before.tops.forEach((top, i) => {
    const now = after.tops[i]
    if (!before.swappable[i]) {
      seen++
      if (now !== null && now !== undefined) kept++
    }
    if (now === null || now === undefined) return
    const move = Math.abs(now - top)
    if (move > largestMove) {
      largestMove = move
      moved = after.names[i] ?? ''
    }
  })
  const readBefore = before.readTops[after.readAt]
  return {
    heightBefore: before.height,
    heightAfter: after.height,
    scrollBefore: before.scroll,
    scrollAfter: after.scroll,
    seen,
    kept,
    largestMove,
    moved,
    read: after.read,
    readMove:
      after.readTop === null || readBefore === undefined
        ? Number.POSITIVE_INFINITY
        : Math.abs(after.readTop - readBefore),
    anchorTop,
  }
}
