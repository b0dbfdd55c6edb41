import { expect, openHydrated, test } from '../fixtures.ts'
import {
  carouselPaths,
  coveringFew,
  reachFor,
  replayCarouselPath,
  swipe,
} from './carousel-replay.ts'

/*
 * The carousel in Chromium with Swiper running: a real finger's swipe, and the oracle table
 * replayed on the page (tests/e2e/behaviours/carousel-replay.ts). `npm test` replays the few
 * paths that reach every show and every kind of row by it; `npm run test:sweep` replays every
 * covering path, pointer and focus states included (tests/e2e/sweeps/carousel.sweep.ts).
 */

test('a finger swiping the track shows the next slide, and its dot', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await openHydrated(page, '/dining')
  const region = page.getByRole('region', { name: 'The Restaurant' })
  await region.scrollIntoViewIfNeeded()
  await reachFor(page, region)
  await swipe(page, region)
  await expect(region.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(region.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 3')
})

test.describe('the carousel table replayed in Chromium, with Swiper running', () => {
  for (const path of coveringFew(carouselPaths))
    test(path.title, async ({ page }) => {
      await replayCarouselPath(page, path)
    })
})
