import { expect, openHydrated, test } from '../fixtures.ts'

test('the booking bar refuses past days and links the engine with dates and party', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'))
  await openHydrated(page, '/')
  const bar = page.getByRole('form', { name: 'Check availability' })
  const link = bar.getByRole('link', { name: 'Check Availability' })
  await expect(link).toHaveAttribute('href', /[?&]adults=2&children=0$/)

  await bar.getByRole('button', { name: /^Choose dates/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Stay dates' })
  await expect(calendar.getByRole('button', { name: /\b20 November 2026/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await calendar.getByRole('button', { name: /\b22 November 2026/ }).click()
  await calendar.getByRole('button', { name: /\b25 November 2026/ }).click()
  await expect(calendar).toHaveCount(0)

  await bar.getByRole('button', { name: 'More children' }).click()
  await bar.getByRole('button', { name: 'More children' }).click()
  await expect(bar.getByRole('button', { name: 'More children' })).toBeDisabled()
  for (let i = 0; i < 3; i++) await bar.getByRole('button', { name: 'More adults' }).click()
  await expect(bar.getByRole('button', { name: 'More adults' })).toBeDisabled()
  const href = new URL((await link.getAttribute('href')) ?? '')
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    checkin: '2026-11-22',
    checkout: '2026-11-25',
    adults: '5',
    children: '2',
  })
})
