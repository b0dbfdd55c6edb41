import { expect, openHydrated, recordRequests, test } from '../fixtures.ts'

test('the home film is not downloaded until played; its button appears after one second', async ({
  page,
}) => {
  const videoRequests = recordRequests(page, (r) => r.url().endsWith('.webm'))
  await page.clock.install()
  await openHydrated(page, '/')
  const toggle = page.getByRole('button', { name: /^(Play|Stop) video$/ })
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
