import { expect, openHydrated, recordRequests, test } from '../fixtures.ts'

test('the home film is not downloaded until played; its button appears a second after the visitor reaches for it', async ({
  page,
}) => {
  const videoRequests = recordRequests(page, (r) => r.url().endsWith('.webm'))
  const filmCode = recordRequests(page, (r) => /\/video-hero-[^/]+\.js$/.test(r.url()))
  await page.clock.install()
  await openHydrated(page, '/')
  // React hydrates the page inside the layout in a pass of its own, on the installed clock.
  await page.clock.runFor(100)
  const toggle = page.getByRole('button', { name: /^(Play|Stop) video$/ })
  // Its code (and the machine's runtime) is not part of the page's first load.
  expect(filmCode).toEqual([])
  await page.locator('[data-playback]').hover()
  const film = page.locator('[data-island]:has([data-playback])')
  await expect(film).toHaveAttribute('data-island', 'live')
  await expect(toggle).toHaveCount(0)
  await page.clock.runFor(1000)
  await expect(toggle).toHaveText('Play video')
  expect(videoRequests).toEqual([])
  expect(await page.locator('video').getAttribute('src')).toBeNull()

  await toggle.click()
  await expect(page.locator('video')).toHaveAttribute('src', /home\.video\.webm$/)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
  // Headless Chromium may refuse to play a file; either way the button follows the machine.
  await expect(toggle).toHaveText(/^(Stop|Play) video$/)
  const playing = (await toggle.innerText()) === 'Stop video'
  await toggle.click()
  await expect(toggle).toHaveText(playing ? 'Play video' : 'Stop video')
})
