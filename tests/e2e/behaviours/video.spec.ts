import type { Page } from '@playwright/test'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { videoOracle } from '../../model/oracles/video.oracle.ts'
import { expectSeenOnPage } from '../../model/seen-page.ts'
import { expect, openHydrated, recordRequests, test } from '../fixtures.ts'

/**
 * The browser's own play(), whose promise the test can also make fail, as a browser that
 * refuses to play does (`window.refusePlay()`); a real refusal fails it too.
 */
function refusablePlay() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called on the element below
  const play = HTMLMediaElement.prototype.play
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    const playing = play.call(this)
    return new Promise<void>((_, reject) => {
      Object.assign(window, {
        refusePlay: () => reject(new DOMException('refused', 'NotAllowedError')),
      })
      playing.catch(reject)
    })
  }
}

/** Moves the page's faked clock on in small steps, slower than real time, until `done`. */
async function stepUntil(page: Page, done: () => Promise<boolean>) {
  while (!(await done())) {
    await page.waitForTimeout(100)
    await page.clock.runFor(10)
  }
}

/**
 * Opens Home on a faked clock held from the start, and reaches for the film (its code loads
 * when the visitor does: a pointer over it) until its island is live. The machine's button
 * delay runs from the page's start, so the clock moves only in small steps meanwhile (React's
 * retry of a suspended island runs on the page's timers): the machine starts a fraction of its
 * one second after the page did, so the Chromium replay checks each wait after it and the
 * jsdom replay checks it to the millisecond.
 */
async function openHome(page: Page) {
  await page.addInitScript(refusablePlay)
  const start = new Date(2026, 10, 21, 9, 0, 0)
  const installed = Date.now()
  await page.clock.install({ time: start })
  // stopped a moment after it starts (it runs meanwhile, and cannot be stopped in its past: on a
  // loaded machine even half a second can be gone by the time the page hears of it, so a later
  // moment is tried then; nothing is on the page yet to notice)
  for (let margin = 500; ; margin += 500) {
    try {
      await page.clock.pauseAt(start.getTime() + (Date.now() - installed) + margin)
      break
    } catch (error) {
      if (margin >= 3000 || !String(error).includes('fast-forward to the past')) throw error
    }
  }
  // The faked clock hides the browser's paint timing, so the boot script would wait its 2 s
  // fallback (scripts/build/boot.ts) and the film's island would wake after the table's first
  // second: the page is told what a real one reports, that it has painted.
  await page.addInitScript(() => {
    const byName = performance.getEntriesByName.bind(performance)
    performance.getEntriesByName = (name: string, type?: string) =>
      name === 'first-contentful-paint'
        ? [{ name, entryType: 'paint', startTime: 0, duration: 0 } as PerformanceEntry]
        : byName(name, type)
  })
  await page.goto('/')
  const html = page.locator('html')
  await stepUntil(page, async () => (await html.getAttribute('data-interactive')) === 'true')
  await page.locator('[data-playback]').hover({ position: { x: 30, y: 200 } })
  const film = page.locator('[data-island]:has([data-playback])')
  await stepUntil(page, async () => (await film.getAttribute('data-island')) === 'live')
}

test.describe('the video table replayed in Chromium', () => {
  for (const path of tablePaths(videoOracle)) {
    test(path.title, async ({ page }) => {
      const button = page.getByRole('button', { name: /^(Play|Stop) video$/ })
      const poster = page.getByRole('img', {
        name: 'Layered blue hills and drifting mist over the plantation at dawn',
      })
      await replayOnTableView(videoOracle, path, {
        start: () => openHome(page),
        perform: async (event) => {
          if (event.type === 'TOGGLE') {
            // the button when it shows, otherwise the film (its poster until the first play)
            if (await button.isVisible()) await button.click()
            else if (await poster.isVisible()) await poster.click({ position: { x: 30, y: 200 } })
            else await page.locator('video').click({ position: { x: 30, y: 200 } })
          } else if (event.type === 'PLAY_FAILED')
            await page.evaluate(() =>
              (window as unknown as { refusePlay: () => void }).refusePlay(),
            )
          else throw new Error(`The page cannot perform ${event.type}`)
        },
        wait: (ms) => page.clock.runFor(ms),
        exactWaits: false,
        check: (seen, where) => expectSeenOnPage(page, seen, where),
      })
    })
  }
})

test('the home film is not downloaded until played, then plays', async ({ page }) => {
  const videoRequests = recordRequests(page, (r) => r.url().endsWith('.webm'))
  await openHome(page)
  await page.clock.runFor(5000)
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible()
  expect(videoRequests).toEqual([])
  await page.getByRole('button', { name: 'Play video' }).click()
  await expect(page.locator('video')).toHaveAttribute('src', /home\.video\.webm$/)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
  // Chromium plays it: the film's time moves on
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused))
    .toBe(true)
  await page.getByRole('button', { name: 'Stop video' }).click()
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused))
    .toBe(true)
})

test("the film's code waits for the visitor; its prerendered button still appears a second after the page starts", async ({
  page,
}) => {
  const filmCode = recordRequests(page, (r) => /\/video-hero-[^/]+\.js$/.test(r.url()))
  await openHydrated(page, '/')
  const toggle = page.getByRole('button', { name: 'Play video' })
  const film = page.locator('[data-island]:has([data-playback])')
  await expect(film).toHaveAttribute('data-island', 'waiting')
  await expect(toggle).toHaveCSS('animation-delay', '1s')
  await expect(toggle).toBeVisible()
  expect(filmCode).toEqual([])
  // A click on it before the code came plays the film once it has.
  await toggle.click()
  await expect(film).toHaveAttribute('data-island', 'live')
  await expect(page.locator('video')).toHaveAttribute('src', /home\.video\.webm$/)
  await expect(page.locator('[data-playback]')).not.toHaveAttribute('data-playback', 'poster')
  expect(filmCode).toHaveLength(1)
})
