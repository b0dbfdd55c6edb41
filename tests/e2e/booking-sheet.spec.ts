import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

const engine = /^https:\/\/booking\.trilliumresort\.example\/trillium\?/
const phone = { width: 375, height: 812 }
const desktop = { width: 1440, height: 900 }

/** The Book Now a visitor sees at this width: the bottom bar's on phones, the header's wider. */
function bookNow(page: Page, width: number) {
  return width < 768
    ? page.locator('[data-bottom-bar]').getByRole('link', { name: 'Book Now' })
    : page.getByRole('banner').getByRole('link', { name: 'Book Now' })
}

// Home, an inner page, a package page and an offer page, on days their offers are open.
const pages = [
  { path: '/', day: '2026-01-10', lede: /Choose your dates/, query: {} },
  { path: '/suites', day: '2026-01-10', lede: /Choose your dates/, query: {} },
  {
    path: '/romantic',
    day: '2026-01-10',
    lede: /The Misty Embrace: a stay of at least 2 nights/,
    query: { package: 'romantic', nights: '2' },
  },
  {
    path: '/offer1',
    day: '2025-11-10',
    lede: /Extended Bliss: a stay of at least 2 nights/,
    query: { nights: '2' },
  },
] as const

for (const size of [phone, desktop]) {
  for (const target of pages) {
    test(`Book Now opens the booking sheet on ${target.path} at ${size.width} px`, async ({
      page,
      consoleWatch,
    }) => {
      await page.clock.setFixedTime(new Date(`${target.day}T10:00:00`))
      await page.setViewportSize(size)
      await openHydrated(page, target.path)
      const opener = bookNow(page, size.width)
      await opener.click()
      const sheet = page.getByRole('dialog', { name: 'Book your stay' })
      await expect(sheet).toBeVisible()
      await expect(sheet).toContainText(target.lede)
      // focus is inside, and the page behind is out of reach
      await expect
        .poll(() => sheet.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true)
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
      await expect
        .poll(() => sheet.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true)

      await sheet.getByRole('button', { name: 'More children' }).click()
      const link = sheet.getByRole('link', { name: 'Check Availability' })
      await expect(link).toHaveAttribute('href', engine)
      const href = new URL((await link.getAttribute('href')) ?? '')
      expect(Object.fromEntries(href.searchParams)).toEqual({
        adults: '2',
        children: '1',
        ...target.query,
      })
      await page.keyboard.press('Escape')
      await expect(sheet).toHaveCount(0)
      await expect(opener).toBeFocused()
      expect(consoleWatch.problems).toEqual([])
    })
  }
}

test('the choice follows the visitor: sheet on an inner page, then the Home bar and a package', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-01-10T10:00:00'))
  await page.setViewportSize(desktop)
  await openHydrated(page, '/suites')
  await bookNow(page, desktop.width).click()
  const sheet = page.getByRole('dialog', { name: 'Book your stay' })
  await sheet.getByRole('button', { name: 'More adults' }).click()
  await sheet.getByRole('button', { name: 'More children' }).click()
  await sheet.getByRole('button', { name: 'Close booking' }).click()

  await openHydrated(page, '/')
  const bar = page.locator('#book').getByRole('form', { name: 'Check availability' })
  await expect(bar.getByLabel('3 adults')).toHaveText('3')
  await expect(bar.getByLabel('1 child')).toHaveText('1')

  await openHydrated(page, '/romantic')
  await bookNow(page, desktop.width).click()
  await expect(
    page.getByRole('dialog', { name: 'Book your stay' }).getByRole('link', {
      name: 'Check Availability',
    }),
  ).toHaveAttribute('href', /adults=3&children=1&package=romantic&nights=2$/)
})

test('on a phone, Book Now is in the side menu, and the bottom bar steps aside for menu, sheet and keyboard', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  await openHydrated(page, '/suites')
  const bottomBar = page.locator('[data-bottom-bar]')
  await expect(bottomBar).toBeVisible()
  await page.getByLabel('Open menu').click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(bottomBar).toBeHidden()
  await menu.getByRole('link', { name: 'Book Now' }).click()
  await expect(menu).toBeHidden()
  const sheet = page.getByRole('dialog', { name: 'Book your stay' })
  await expect(sheet).toBeVisible()
  await expect(bottomBar).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)
  await expect(bottomBar).toBeVisible()

  // a focused field (the on-screen keyboard on a phone)
  await openHydrated(page, '/contact')
  await page.getByRole('textbox').first().focus()
  await expect(bottomBar).toBeHidden()
  await page.locator('body').click({ position: { x: 5, y: 300 } })
  await expect(bottomBar).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the hamburger still opens and closes the menu, and Book Now links the booking engine', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/suites')
    const hamburger = page.getByLabel('Open menu')
    const panel = page.locator('#site-menu')
    await expect(panel).toBeHidden()
    await hamburger.click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Dining' })).toBeVisible()
    const engineSearch = 'https://booking.trilliumresort.example/trillium'
    await expect(panel.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      engineSearch,
    )
    await hamburger.click()
    await expect(panel).toBeHidden()
    await expect(
      page.locator('[data-bottom-bar]').getByRole('link', { name: 'Book Now' }),
    ).toHaveAttribute('href', engineSearch)
  })

  test("the header's More opens at 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/suites')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden()
    await nav.getByText('More').click()
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible()
  })
})
