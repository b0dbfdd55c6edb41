import { elsewhere, expect, openHydrated, recordRequests, test } from '../fixtures.ts'

test('the weather card shows the provider’s reading through the site’s own API', async ({
  page,
  consoleWatch,
}) => {
  const thirdParty = recordRequests(page, elsewhere)
  const weatherAsked = recordRequests(page, (r) => r.url().endsWith('/api/weather'))
  await openHydrated(page, '/')
  const card = page.getByRole('region', { name: 'Weather at the resort' })
  // The card asks for the weather when it comes on screen, not before.
  expect(weatherAsked).toEqual([])
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/weather'))
  await card.scrollIntoViewIfNeeded()
  expect((await answer).status()).toBe(200)
  // the fake provider reports 18.6 °C of mist: the card shows whole degrees
  await expect(card).toContainText('19°C')
  await expect(card).toContainText('Mist')
  await expect(card).toHaveAttribute('data-state', 'shown')
  expect(thirdParty).toEqual([])
  expect(consoleWatch.problems).toEqual([])
})
