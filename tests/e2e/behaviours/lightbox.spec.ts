import { expect, openHydrated, test } from '../fixtures.ts'

for (const width of [375, 1440]) {
  test(`the suite gallery opens a lightbox that wraps and returns focus (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/oaksuite')
    const thumbs = page.getByRole('button', { name: /^View larger:/ })
    await expect(thumbs).toHaveCount(6)
    await thumbs.nth(0).click()
    const dialog = page.getByRole('dialog', { name: /Oak Suite pictures: picture 1 of 6/ })
    await expect(dialog).toBeVisible()
    // It covers the screen, though it is drawn inside its section (a section is contained while
    // the page starts, and a contained box is the box of anything fixed inside it).
    const screen = await page.evaluate(() => ({
      x: 0,
      y: 0,
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
    }))
    expect(await dialog.boundingBox()).toEqual(screen)

    await page.getByRole('button', { name: 'Previous picture' }).click()
    await expect(page.getByRole('dialog', { name: /picture 6 of 6/ })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: /picture 1 of 6/ })).toBeVisible()
    await page.getByRole('button', { name: 'Next picture' }).click()
    await expect(page.getByRole('dialog', { name: /picture 2 of 6/ })).toBeVisible()

    // the keyboard stays inside: Tab wraps from the close button to Previous, and back
    const close = page.getByRole('button', { name: 'Close' })
    await close.focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Previous picture' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()
    // a click on the picture keeps the keys working
    await page.getByRole('dialog').getByRole('img').click()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: /picture 1 of 6/ })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(thumbs.nth(0)).toBeFocused()

    await thumbs.nth(3).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: /picture 4 of 6/ })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(thumbs.nth(3)).toBeFocused()
  })
}
