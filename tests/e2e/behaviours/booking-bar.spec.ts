import { expect, holdScripts, openHydrated, test } from '../fixtures.ts'

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

test('Choose dates pressed by keyboard before the calendar’s code came: the calendar opens when it comes, and focus comes back to Choose dates', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00'))
  await page.setViewportSize({ width: 1280, height: 800 })
  const { release } = await holdScripts(page, /\/assets\/date-range-field-[^/]+\.js$/)
  await openHydrated(page, '/')
  const bar = page.getByRole('form', { name: 'Check availability' })
  // the placeholder's button: its focus asks for the picker's code, held here
  const choose = bar.getByRole('button', { name: /^Choose dates/ })
  await choose.focus()
  await expect(bar.getByRole('spinbutton')).toHaveCount(0)
  await page.keyboard.press('Enter')
  release()
  const calendar = page.getByRole('dialog', { name: 'Stay dates' })
  await expect(calendar).toBeVisible()
  await expect(page.locator(':focus')).toHaveAccessibleName(/21 November 2026/)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toHaveCount(0)
  await expect(bar.getByRole('button', { name: /^Choose dates/ })).toBeFocused()
  await expect(bar.getByRole('link', { name: 'Check Availability' })).toHaveAttribute(
    'href',
    /checkin=2026-11-22&checkout=2026-11-24/,
  )
  // and Escape from a calendar opened again gives focus back to it too
  await page.keyboard.press('Enter')
  await expect(calendar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(calendar).toHaveCount(0)
  await expect(bar.getByRole('button', { name: /^Choose dates/ })).toBeFocused()
})
