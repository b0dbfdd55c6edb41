import { elsewhere, expect, openHydrated, recordRequests, test } from '../fixtures.ts'

test('the weather card shows the provider’s reading through the site’s own API', async ({
  page,
  consoleWatch,
}) => {
  const thirdParty = recordRequests(page, elsewhere)
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/weather'))
  await openHydrated(page, '/')
  expect((await answer).status()).toBe(200)
  const card = page.getByRole('region', { name: 'Weather at the resort' })
  // the fake provider reports 18.6 °C of mist: the card shows whole degrees
  await expect(card).toContainText('19°C')
  await expect(card).toContainText('Mist')
  await expect(card).toHaveAttribute('data-state', 'shown')
  expect(thirdParty).toEqual([])
  expect(consoleWatch.problems).toEqual([])
})
