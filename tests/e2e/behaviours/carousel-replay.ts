// The carousel's oracle table replayed in Chromium with Swiper running: the paths, the gestures
// and the replay that tests/e2e/behaviours/carousel.spec.ts (`npm test`, a covering few) and
// tests/e2e/sweeps/carousel.sweep.ts (`npm run test:sweep`, every path) share.
import type { Locator, Page } from '@playwright/test'
import type { Swiper as SwiperInstance } from 'swiper'
import {
  formatEvent,
  tablePaths,
  type TablePath,
  type TableRow,
} from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { statePaths } from '../../model/covering-paths.ts'
import { carouselOracle, slideCount } from '../../model/oracles/carousel.oracle.ts'
import { expectSeenOnPage } from '../../model/seen-page.ts'
import { expect, openHydrated } from '../fixtures.ts'

const indexOf = (state: string) => Number(/\d+/.exec(state)?.[0])

/**
 * A page per path, so not every row: each kind of row by the show's state (pointer and focus
 * left out), a dot or a swipe by its direction, the autoplay's wrap apart. The jsdom replay
 * takes the pointer and focus states one by one.
 */
function kindOf(row: TableRow): string {
  const show = row.from.split(' ')[0]
  const { event } = row
  if (event.type === 'GO_TO' || event.type === 'SWIPED') {
    const step = (payloadOf<number>(event, 'index') - indexOf(row.from) + slideCount) % slideCount
    return `${show} ${event.type} ${step === 1 ? 'forward' : 'back'}`
  }
  const wraps = event.type === '$after' && indexOf(row.from) === slideCount - 1
  return `${show} ${formatEvent(event)}${wraps ? ' (wraps)' : ''}`
}

// The site's carousels have three slides or more; the one-slide carousel is jsdom's. Swiper
// blurs the focused control as a drag starts, so in a browser focus always leaves before a
// swipe: a swipe with focus inside is jsdom's too.
export const carouselPaths = statePaths(
  tablePaths(carouselOracle).filter(
    (p) =>
      !p.scenario.name.startsWith('one') &&
      !p.rows.some((row) => row.event.type === 'SWIPED' && row.from.includes('focus')),
  ),
  kindOf,
)

/**
 * A finger drawn leftwards across the carousel's track (Chromium's touch input, which Swiper
 * reads as pointer events), in real time: Swiper reads the finger's speed from the clock.
 */
export async function swipe(page: Page, region: Locator): Promise<void> {
  const box = await region.locator('.swiper').boundingBox()
  if (!box) throw new Error('The carousel has no track')
  const y = box.y + box.height / 2
  const [from, to] = [0.8, 0.2]
  const cdp = await page.context().newCDPSession(page)
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x, y }],
    })
  await touch('touchStart', box.x + box.width * from)
  for (let step = 1; step <= 8; step++)
    await touch('touchMove', box.x + box.width * (from + ((to - from) * step) / 8))
  await touch('touchEnd')
  await cdp.detach()
}

/**
 * A swipe as Swiper ends it: it reports the release, then moves one slide on or back (each
 * other slide of three is one step away). A finger's drag is timed by the clock the table
 * stops, so the real gesture has its own test below.
 */
async function release(region: Locator, index: number): Promise<void> {
  await region.locator('.swiper').evaluate((el, to) => {
    const swiper = (el as HTMLElement & { swiper: SwiperInstance }).swiper
    const forward = to === (swiper.realIndex + 1) % 3
    swiper.emit('touchEnd')
    if (forward) swiper.slideNext()
    else swiper.slidePrev()
  }, index)
}

/**
 * A pointer passes over the carousel and leaves it (the machine is back where it was): Swiper
 * loads when the visitor reaches for a carousel, and the table is replayed with it running.
 */
export async function reachFor(page: Page, region: Locator): Promise<void> {
  await region.hover()
  await expect(region.locator('.swiper-initialized')).toHaveCount(1)
  await page.mouse.move(0, 0)
}

/**
 * The few paths `npm test` replays: together they reach every kind of show (still, running,
 * held, paused) and take every event at least once; each event in every show, the directions
 * of a dot or a swipe, and the pointer's and focus's own states are the sweep's (and the jsdom
 * replay's).
 */
export function coveringFew(paths: readonly TablePath[]): TablePath[] {
  const show = (state: string) => state.split(' ')[0] ?? state
  const reduced = paths.map((path) => ({
    ...path,
    scenario: { ...path.scenario, initial: show(path.scenario.initial) },
    rows: path.rows.map((row) => ({ ...row, from: show(row.from), to: show(row.to) })),
  }))
  const chosen: readonly TablePath[] = statePaths(reduced, (row) => row.event.type)
  return chosen.map((path) => paths[(reduced as readonly TablePath[]).indexOf(path)]!)
}

/** Replays one path of the table on /dining's first carousel, each state checked on the page. */
export async function replayCarouselPath(page: Page, path: TablePath): Promise<void> {
  const region = page.getByRole('region', { name: 'The Restaurant' })
  const dot = (i: number) => region.getByRole('button', { name: `Show slide ${i + 1} of 3` })
  await replayOnTableView(carouselOracle, path, {
    start: async () => {
      // still from the start: the scenario's visitor prefers reduced motion until MOTION
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.clock.install({ time: new Date('2026-11-22T10:00:00') })
      await openHydrated(page, '/dining')
      await region.scrollIntoViewIfNeeded()
      await reachFor(page, region)
      // from here the clock moves only when the table waits, to the millisecond
      await page.clock.pauseAt(new Date('2026-11-22T10:01:00'))
    },
    perform: async (event) => {
      const type = event.type
      if (type === 'MOTION')
        await page.emulateMedia({
          reducedMotion: payloadOf<boolean>(event, 'reduced') ? 'reduce' : 'no-preference',
        })
      // a press that neither hovers nor focuses, as assistive technology (or the replay of
      // a tap made before hydration) presses it
      else if (type === 'GO_TO') await dot(payloadOf<number>(event, 'index')).dispatchEvent('click')
      else if (type === 'SWIPED') {
        await release(region, payloadOf<number>(event, 'index'))
      } else if (type === 'POINTER_ENTER') await region.hover()
      else if (type === 'POINTER_LEAVE') {
        const box = await region.boundingBox()
        if (!box) throw new Error('The carousel is not laid out')
        await page.mouse.move(box.x > 40 ? box.x - 20 : box.x + box.width + 20, box.y + 20)
      } else if (type === 'FOCUS_IN') await dot(0).focus()
      else if (type === 'FOCUS_OUT')
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      else if (type === 'PAUSE' || type === 'PLAY')
        await region.getByRole('button', { name: /the slideshow$/ }).dispatchEvent('click')
      else throw new Error(`The page cannot perform ${type}`)
    },
    wait: (ms) => page.clock.runFor(ms),
    check: (seen, where) => expectSeenOnPage(page, seen, where, region),
  })
}
