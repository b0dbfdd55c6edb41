import type { Page } from '@playwright/test'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { videoOracle } from '../../model/oracles/video.oracle.ts'
import { expectSeenOnPage } from '../../model/seen-page.ts'
import { expect, recordRequests, test } from '../fixtures.ts'

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

/**
 * Opens Home on a faked clock and stops it once the page is interactive (it says so in the DOM:
 * the faked clock fakes performance marks too). The film's island started its machine a
 * fraction of its one second before: a real browser gives no way to stop the clock at that
 * moment (React's retry of a suspended island runs on the page's timers), so the Chromium
 * replay checks each wait after it and the jsdom replay checks it to the millisecond.
 */
async function openHome(page: Page) {
  await page.addInitScript(refusablePlay)
  await page.clock.install({ time: new Date(2026, 10, 21, 9, 0, 0) })
  await page.goto('/')
  await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
  // a busy machine can take longer than the margin between reading the clock and stopping it
  for (const margin of [50, 150, 300]) {
    const at = (await page.evaluate(() => Date.now())) + margin
    if (
      await page.clock.pauseAt(at).then(
        () => true,
        () => false,
      )
    )
      return
  }
  throw new Error('The page clock could not be stopped')
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
