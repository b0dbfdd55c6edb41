import { expect, openHydrated, recordRequests, test } from '../fixtures.ts'

test('a page reports its web vitals to the site’s own /api/vitals when hidden, loaded after idle and without cookies', async ({
  page,
  consoleWatch,
}) => {
  const scripts = recordRequests(
    page,
    (r) => r.resourceType() === 'script',
    (url) => new URL(url).pathname,
  )
  // Playwright does not show a sent Blob's body: keep a copy of what the page hands the browser
  await page.addInitScript(() => {
    const sent: string[] = []
    Object.assign(window, { sentBeacons: sent })
    const original = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text))
      return original(url, data)
    }
  })
  await page.setViewportSize({ width: 375, height: 740 })
  await openHydrated(page, '/suites')
  // web-vitals is not part of the first load: it arrives once the browser is idle
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
    .toContainEqual(expect.stringMatching(/vitals-beacon-[\w-]+\.js$/))
  // an interaction, so INP has something to measure; then a moment for web-vitals to read the
  // buffered entries
  await page.getByRole('heading', { level: 1 }).click()
  await page.waitForTimeout(1500)

  // the visitor switches to another tab: the page becomes hidden, and the beacon leaves then
  // (headless Chromium keeps every page visible, so the tab switch is played out in the page,
  // as web-vitals' own tests do)
  const origin = new URL(page.url()).origin
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/vitals'))
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  const request = await beacon
  expect(request.method()).toBe('POST')
  expect(new URL(request.url()).origin).toBe(origin)
  expect(request.headers()['content-type']).toBe('application/json')
  expect(request.headers()['cookie']).toBeUndefined()
  const sent = await page.evaluate(
    () => (window as unknown as { sentBeacons: string[] }).sentBeacons,
  )
  expect(sent).toHaveLength(1)
  const body = JSON.parse(sent[0] ?? '') as {
    route: string
    navigationType: string
    device: string
    metrics: { name: string; value: number }[]
  }
  expect(body).toMatchObject({ route: '/suites', navigationType: 'navigate', device: 'mobile' })
  const names = body.metrics.map((m) => m.name)
  for (const name of ['TTFB', 'FCP', 'LCP', 'CLS']) expect(names).toContain(name)
  for (const metric of body.metrics) expect(Number.isFinite(metric.value)).toBe(true)
  expect((await request.response())?.status()).toBe(204)
  expect(scripts.filter((s) => s.includes('vitals')).length).toBeLessThanOrEqual(1)
  expect(consoleWatch.problems).toEqual([])
})
