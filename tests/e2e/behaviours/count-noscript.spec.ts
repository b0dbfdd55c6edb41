import { expect, test } from '../fixtures.ts'

/*
 * The count with JavaScript off (issue 43): the page's <noscript> image asks the server to count
 * a view of that very page; with JavaScript on the browser never fetches it (the beacon counts).
 */
test.describe('the count without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each page fetches its count image, naming its own path', async ({ page }) => {
    for (const path of ['/', '/suites', '/contact']) {
      const counted = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/count')
      await page.goto(path)
      const request = await counted
      expect(new URL(request.url()).searchParams.get('p')).toBe(path)
      expect(request.headers()['cookie']).toBeUndefined()
    }
  })
})

test('with JavaScript on, the count image is never fetched', async ({ page }) => {
  const images: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/count') images.push(r.url())
  })
  await page.goto('/suites')
  await page.waitForLoadState('load')
  expect(images).toEqual([])
})
