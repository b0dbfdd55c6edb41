// Length: one subject, what a visitor does before the scripts run, a test per control they can reach.
import type { Locator, Page } from '@playwright/test'
import { enquiryMessages } from '../../../content/enquiry.schema.ts'
import { expect, holdScripts, test } from '../fixtures.ts'

/*
 * What a visitor does while the page looks ready but its scripts have not run yet (issue 13,
 * point 1). The application's scripts are held back by route interception while the test types
 * and clicks; then they are released, and nothing may be lost or done twice. The boot script
 * (scripts/build/boot.ts, about 1.7 kB) is inline in the page's head: it is the page's own
 * recorder, running before any script file arrives.
 */

/** Opens a page with its scripts held back (for at least three seconds, by the test's steps). */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const { release } = await holdScripts(page)
  await page.goto(path, { waitUntil: 'load' })
  // The recorder is in place, and the app has not started.
  await page.waitForFunction(() => window.__earlyInput?.live === true)
  const started = Date.now()
  return async () => {
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined()
    await page.waitForTimeout(Math.max(0, 3000 - (Date.now() - started)))
    release()
    await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0, null, {
      timeout: 20_000,
    })
  }
}

/**
 * Opens /suites on a phone with the menu's code held back (the menu is an island: its code is
 * asked for when the visitor reaches for it); resolves once the page is interactive.
 */
async function openWithMenuCodeHeld(page: Page): Promise<() => void> {
  await page.setViewportSize({ width: 375, height: 800 })
  const { release } = await holdScripts(page, /\/assets\/menu-control-[^/]+\.js$/)
  await page.goto('/suites')
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  return release
}

test('text typed, a choice made and the caret placed before hydration survive it', async ({
  page,
}) => {
  const hydrate = await openHeld(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill('Asha Rao')
  // The server's id (from useId): a page that hydrates keeps it, one that re-renders does not.
  const nameId = await form.getByLabel('Name').getAttribute('id')
  await form.getByLabel('Email').fill('asha@example.com')
  await form.getByLabel('Phone').fill('+91 98450 12345')
  const hotel = form.getByLabel('Hotel')
  const hotels = await hotel
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  const chosen = hotels.at(-1) ?? ''
  await hotel.selectOption(chosen)
  const message = form.getByLabel('Message', { exact: false })
  await message.fill('Two nights in December')
  // The caret left inside the text, after "Two".
  await message.evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(3, 3))
  await hydrate()

  await expect(form.getByLabel('Name')).toHaveAttribute('id', nameId ?? '')
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao')
  await expect(form.getByLabel('Email')).toHaveValue('asha@example.com')
  await expect(form.getByLabel('Phone')).toHaveValue('+91 98450 12345')
  await expect(hotel).toHaveValue(chosen)
  await expect(message).toHaveValue('Two nights in December')
  await expect(message).toBeFocused()
  expect(await message.evaluate((el) => (el as HTMLTextAreaElement).selectionStart)).toBe(3)
  // Typing on goes where the caret was, and the machine holds the early text: a controlled
  // field whose machine had missed it would show only the new characters.
  await page.keyboard.type(' quiet')
  await expect(message).toHaveValue('Two quiet nights in December')
  await form.getByLabel('Name').press('End')
  await form.getByLabel('Name').pressSequentially('!')
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao!')
})

test('a field left before hydration is checked as left; the field still being typed in is not', async ({
  page,
}) => {
  const hydrate = await openHeld(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill('R2D2')
  // Half an address, and the visitor still in the field: not judged until they leave it.
  await form.getByLabel('Email').fill('asha@')
  await hydrate()
  await expect(form.getByText(enquiryMessages.name)).toBeVisible()
  await expect(form.getByLabel('Email')).toBeFocused()
  await expect(form.getByText(enquiryMessages.email)).toHaveCount(0)
  await page.keyboard.type('example.com')
  await form.getByLabel('Name').fill('Asha Rao')
  await expect(form.getByText(enquiryMessages.name)).toHaveCount(0)
  await expect(form.getByLabel('Email')).toHaveValue('asha@example.com')
  await expect(form.getByText(enquiryMessages.email)).toHaveCount(0)
})

/** The enquiry form's own code (the island's chunk), fetched when the visitor reaches for it. */
const formCode = /\/assets\/enquiry-form-[^/]+\.js$/

/** Reads the question the page asks, as the visitor does, and its sum. */
async function asked(form: Locator): Promise<{ label: string; sum: number }> {
  const label = await form.getByText(/^What is \d+ \+ \d+\?$/).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? []
  return { label, sum: Number(a) + Number(b) }
}

/** Fills the rest of the form validly, sends it, and returns what the form posted (a 201). */
async function sendRest(
  page: Page,
  form: Locator,
  rest: Partial<Record<'name' | 'email' | 'puzzle', string>>,
): Promise<{ name: string; puzzle: { answer: number } }> {
  for (const [field, value] of Object.entries(rest))
    await form.locator(`[name="${field}"]`).fill(value)
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  return response.request().postDataJSON() as { name: string; puzzle: { answer: number } }
}

test('an answer typed while the form’s code is on its way is kept, its question too, and sent (issue 44)', async ({
  page,
}) => {
  const { release } = await holdScripts(page, formCode)
  await page.goto('/contact')
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0)
  const form = page.getByRole('form', { name: 'Enquiry' })
  const question = await asked(form)
  const answer = form.getByLabel(question.label)
  // the visitor's click asks for the form's code, held here while they type
  await answer.click()
  await page.keyboard.type(String(question.sum))
  await expect(page.locator('[data-island="waiting"] form[aria-label="Enquiry"]')).toHaveCount(1)
  release()
  await expect(page.locator('[data-island="live"] form[aria-label="Enquiry"]')).toHaveCount(1)
  await expect(answer).toHaveValue(String(question.sum))
  await expect(form.getByText(question.label)).toBeVisible()
  const sent = await sendRest(page, form, {
    name: 'Asha Rao',
    email: `early.answer.${Date.now()}@example.org`,
  })
  expect(sent.puzzle.answer).toBe(question.sum)
})

test('a name typed on from before the page hydrated to while the form’s code comes keeps all of it (issue 44)', async ({
  page,
}) => {
  // every script held, then all but the form's own code
  let releaseAll = () => {}
  const all = new Promise<void>((resolve) => (releaseAll = resolve))
  const { release: releaseForm } = await holdScripts(page, formCode)
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await all
    await route.fallback()
  })
  await page.goto('/contact', { waitUntil: 'load' })
  await page.waitForFunction(() => window.__earlyInput?.live === true)
  const form = page.getByRole('form', { name: 'Enquiry' })
  const name = form.getByLabel('Name')
  await name.click()
  await page.keyboard.type('Asha')
  releaseAll()
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true')
  // the page hydrated, the form not yet: its recording takes over from the boot script's
  await page.keyboard.type(' Rao')
  await expect(page.locator('[data-island="waiting"] form[aria-label="Enquiry"]')).toHaveCount(1)
  releaseForm()
  await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0, null, {
    timeout: 20_000,
  })
  await expect(name).toHaveValue('Asha Rao')
  await expect(name).toBeFocused()
  const sent = await sendRest(page, form, {
    email: `early.name.${Date.now()}@example.org`,
    puzzle: String((await asked(form)).sum),
  })
  expect(sent.name).toBe('Asha Rao')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } })

  test('a tap on the menu before hydration opens it once', async ({ page }) => {
    const hydrate = await openHeld(page, '/')
    // the hamburger is the <summary> of the menu's <details>
    await page.getByLabel('Open menu').click()
    await hydrate()
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(page.locator('details[data-menu]')).toHaveAttribute('open', '')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true')
  })

  test('a menu opened before any script arrived stays open when its code comes, as the machine’s', async ({
    page,
  }) => {
    // every script file held: the <summary> opens its <details> by itself
    const { release } = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Open menu').click()
    await expect(page.locator('#site-menu')).toBeVisible()
    release()
    await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0, null, {
      timeout: 20_000,
    })
    // the visitor reaches into the menu: its code comes, and the menu it shows stays open
    const menu = page.locator('details[data-menu]')
    await page.locator('#site-menu nav a').first().hover()
    await expect(page.locator('[data-island="live"] details[data-menu]')).toHaveCount(1)
    await expect(menu).toHaveAttribute('open', '')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true')
    // and its close button closes it
    await page.locator('#site-menu').getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).not.toHaveAttribute('open', '')
    await expect(page.locator('#site-menu')).toBeHidden()
  })

  test('a tap on the overlay while the menu’s code comes closes the menu once it has come', async ({
    page,
  }) => {
    const release = await openWithMenuCodeHeld(page)
    // the page is interactive; the menu's code is asked for at the tap and held
    await page.getByLabel('Open menu').click()
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(page.locator('[data-island="waiting"] details[data-menu]')).toHaveCount(1)
    // the visitor taps outside the menu, on the page dimmed under the header
    await page.mouse.click(10, 400)
    release()
    await expect(page.locator('[data-island="live"] details[data-menu]')).toHaveCount(1)
    await expect(page.locator('details[data-menu]')).not.toHaveAttribute('open', '')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    // the hamburger stayed in reach the whole time, above the overlay
    await page.getByLabel('Open menu').click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true')
  })

  test('a keyboard visitor who walked into the menu before its code came keeps their place when it comes', async ({
    page,
  }) => {
    const release = await openWithMenuCodeHeld(page)
    // the <summary> opens the menu by itself; the visitor tabs through Book Now to Suites
    await page.getByLabel('Open menu').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#site-menu')).toBeVisible()
    await expect(page.locator('[data-island="waiting"] details[data-menu]')).toHaveCount(1)
    const suites = page.locator('#site-menu nav').getByRole('link', { name: 'Suites' })
    await page.keyboard.press('Tab')
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Book Now' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(suites).toBeFocused()
    release()
    await expect(page.locator('[data-island="live"] details[data-menu]')).toHaveCount(1)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true')
    // the menu's code, come, does not pull focus back to its close button
    await expect(suites).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#site-menu nav').getByRole('link', { name: 'Dining' })).toBeFocused()
  })

  test('a Book Now tapped before hydration opens the booking sheet once', async ({ page }) => {
    const hydrate = await openHeld(page, '/suites')
    await page.locator('[data-bottom-bar]').getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/suites$/)
    await hydrate()
    const sheet = page.getByRole('dialog', { name: 'Book your stay' })
    await expect(sheet).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(sheet).toHaveCount(0)
  })

  test('the booking bar steppers and dates act once each', async ({ page }) => {
    const hydrate = await openHeld(page, '/')
    const bar = page.getByRole('form', { name: 'Check availability' })
    await bar.getByRole('button', { name: 'More adults' }).click()
    await bar.getByRole('button', { name: 'More children' }).click()
    await bar.getByRole('button', { name: 'Choose dates' }).click()
    await hydrate()
    await expect(page.getByRole('dialog', { name: 'Stay dates' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bar.getByRole('link', { name: 'Check Availability' })).toHaveAttribute(
      'href',
      /[?&]adults=3&children=1$/,
    )
  })

  test('a carousel dot tapped before hydration shows its slide', async ({ page }) => {
    const hydrate = await openHeld(page, '/dining')
    const dot = page.getByRole('button', { name: 'Show slide 2 of', exact: false }).first()
    await dot.click()
    await hydrate()
    await expect(dot).toHaveAttribute('aria-current', 'true')
  })

  test('a gallery picture tapped before hydration opens the lightbox once', async ({ page }) => {
    const hydrate = await openHeld(page, '/coffeesuite')
    await page
      .getByRole('button', { name: /^View larger/ })
      .first()
      .click()
    await hydrate()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('an FAQ question opened before hydration stays open', async ({ page }) => {
    const hydrate = await openHeld(page, '/suites')
    const question = page.locator('main details').first()
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
    await hydrate()
    await expect(question).toHaveAttribute('open', '')
  })
})
