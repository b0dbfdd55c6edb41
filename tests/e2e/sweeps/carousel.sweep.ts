import { test } from '../fixtures.ts'
import { carouselPaths, replayCarouselPath } from '../behaviours/carousel-replay.ts'

/*
 * `npm run test:sweep`: every covering path of the carousel's oracle table replayed in Chromium
 * with Swiper running, pointer and focus states included. `npm test` replays the few that reach
 * every show and every kind of row by it (tests/e2e/behaviours/carousel.spec.ts).
 */
test.describe('the carousel table replayed in Chromium, with Swiper running', () => {
  for (const path of carouselPaths)
    test(path.title, async ({ page }) => {
      await replayCarouselPath(page, path)
    })
})
