import { elsewhere, expect, openHydrated, recordRequests, test } from './fixtures.ts'

test.describe('Home, finished', () => {
  test('shows all five suites with room under them for Explore', async ({ page }) => {
    await openHydrated(page, '/')
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: /Five suites/ }),
    })
    const cards = section.locator('article')
    await expect(cards).toHaveCount(5)
    for (const name of [
      'Garden Suite',
      'Oak Suite',
      'Coffee Suite',
      'Mountain Suite',
      'Family Suite',
    ])
      await expect(section.getByRole('link', { name, exact: true })).toBeVisible()
    const explore = section.getByRole('link', { name: 'Explore', exact: true })
    const lastCard = await cards.last().boundingBox()
    const button = await explore.boundingBox()
    expect(lastCard && button && button.y - (lastCard.y + lastCard.height)).toBeGreaterThanOrEqual(
      32,
    )
  })

  for (const width of [375, 768, 1440]) {
    test(`the five suite cards fill their rows at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, '/')
      const section = page.locator('section', {
        has: page.getByRole('heading', { name: /Five suites/ }),
      })
      // as the visitor sees it (a section off screen is not laid out until the app is
      // interactive), the cards in place
      // (without the reveal's slide in from the side)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await section.scrollIntoViewIfNeeded()
      const boxes = await section
        .locator('article')
        .evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .map((r) => ({ left: r.left, right: r.right, top: r.top })),
        )
      const grid = await section
        .locator('article')
        .first()
        .evaluate((el) => {
          const r = el.parentElement?.getBoundingClientRect()
          return { left: r?.left ?? 0, right: r?.right ?? 0 }
        })
      // every row starts at the grid's left edge and ends at its right edge
      const rows = new Map<number, { left: number; right: number }[]>()
      for (const b of boxes)
        rows.set(Math.round(b.top), [...(rows.get(Math.round(b.top)) ?? []), b])
      for (const row of rows.values()) {
        expect(Math.min(...row.map((b) => b.left))).toBeCloseTo(grid.left, 0)
        expect(Math.max(...row.map((b) => b.right))).toBeCloseTo(grid.right, 0)
      }
    })
  }

  test('the culinary journey and the reviews are carousels of three', async ({
    page,
    consoleWatch,
  }) => {
    await openHydrated(page, '/')
    for (const [name, first, third] of [
      ['Places to dine', 'The Bar', 'The Multi-Cuisine Restaurant'],
      ['Guest reviews', 'A morning we will never forget', 'The quietest luxury'],
    ] as const) {
      const carousel = page.getByRole('region', { name })
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
      await carousel.scrollIntoViewIfNeeded()
      // Swiper comes when the visitor reaches for the carousel
      await carousel.hover()
      await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
      await expect(carousel.getByRole('button', { name: /^Show slide \d of 3$/ })).toHaveCount(3)
      await expect(carousel.getByRole('heading', { name: first })).toBeVisible()
      await carousel.getByRole('button', { name: 'Show slide 3 of 3' }).click()
      await expect(carousel.getByRole('heading', { name: third })).toBeInViewport()
      await expect(carousel.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      )
    }
    expect(consoleWatch.problems).toEqual([])
  })

  test('states only the spec’s figures: reviews, rank and awards, no invented rating', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const body = page.locator('main')
    await expect(body).not.toContainText(/5 of 5|rated 5/i)
    const awards = page.locator('section', {
      has: page.getByRole('heading', { name: 'Loved by travellers' }),
    })
    await expect(awards).toContainText('1,318')
    await expect(awards).toContainText('#1')
    await expect(awards).toContainText('of 81 hotels')
    for (const year of ['2020', '2021', '2022', '2024']) await expect(awards).toContainText(year)
  })
})

test.describe('Getting here', () => {
  test('Contact has the section, its own map and the coordinates as links, from About and the footer', async ({
    page,
    consoleWatch,
  }) => {
    const outside = recordRequests(page, elsewhere)
    await openHydrated(page, '/about')
    await page.getByRole('main').getByRole('link', { name: 'Getting here' }).click()
    await expect(page).toHaveURL(/\/contact#getting-here$/)
    const section = page.locator('section#getting-here')
    await expect(section.getByRole('img', { name: /Where Trillium is/ })).toBeVisible()
    for (const place of ['Shivamogga Airport', 'Mangaluru International Airport', 'By rail'])
      await expect(section.getByRole('heading', { name: place })).toBeVisible()
    await expect(section.getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
      'href',
      /^geo:13\.3918,75\.7241/,
    )
    await page.waitForLoadState('networkidle')
    expect(outside).toEqual([])

    await openHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Getting here' }).click()
    await expect(page).toHaveURL(/\/contact#getting-here$/)
    expect(consoleWatch.problems).toEqual([])
  })
})
