import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Locator, Page } from '@playwright/test'
import { enquiryMessages } from '../../../content/enquiry.schema.ts'
import { builtPaths, expect, openHydrated, recordRequests, test } from '../fixtures.ts'

/**
 * The site with JavaScript off (DECISIONS: the enquiry works as a plain form post answered by a
 * server-rendered page): the enquiry, valid, invalid and again; every page reads; Check
 * Availability reaches the booking engine; carousels are rows that scroll.
 */

/** The database of this run's server: the newest `.tmp/e2e-<time>.db` (playwright.config.ts). */
function runDatabase(): string {
  const dir = join(import.meta.dirname, '../../../.tmp')
  const files = readdirSync(dir)
    .filter((name) => /^e2e-\d+\.db$/.test(name))
    .map((name) => join(dir, name))
  const newest = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  if (newest === undefined) throw new Error('no e2e database in .tmp')
  return newest
}

function storedRows(email: string): Record<string, unknown>[] {
  const db = new Database(runDatabase(), { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('SELECT name, email, phone, page, message FROM enquiries WHERE email = ?')
      .all(email) as Record<string, unknown>[]
  } finally {
    db.close()
  }
}

async function answer(form: Locator, right = true): Promise<void> {
  const label = await form.getByText(/What is \d+ \+ \d+\?/).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? []
  await form
    .getByLabel(/What is \d+ \+ \d+\?/)
    .fill(String(Number(a) + Number(b) + (right ? 0 : 1)))
}

async function send(page: Page, form: Locator): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/api/enquiry') && r.request().method() === 'POST',
    ),
    form.getByRole('button', { name: 'Send enquiry' }).click(),
  ])
  await page.waitForLoadState('load')
  return response.status()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the enquiry: invalid keeps every value with each message, valid thanks and is stored, again is a duplicate', async ({
    page,
  }) => {
    const email = `nojs.${Date.now()}@example.org`
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Enquiry' })
    await expect(form.getByText('Loading the security question')).toHaveCount(0)
    await form.getByLabel('Name').fill('R2D2')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('12345')
    await form.getByLabel('Message').fill('Too short')
    await answer(form, false)
    expect(await send(page, form)).toBe(400)

    const again = page.getByRole('form', { name: 'Enquiry' })
    await expect(again.getByText(enquiryMessages.name)).toBeVisible()
    await expect(again.getByText(enquiryMessages.phone)).toBeVisible()
    await expect(again.getByText(enquiryMessages.message)).toBeVisible()
    // fields are checked before the puzzle; a new question is asked either way
    await expect(again.getByLabel(/What is \d+ \+ \d+\?/)).toHaveValue('')
    await expect(again.getByLabel('Name')).toHaveValue('R2D2')
    await expect(again.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(again.getByLabel('Email')).toHaveValue(email)
    await expect(again.getByLabel('Phone')).toHaveValue('12345')
    await expect(again.getByLabel('Message')).toHaveValue('Too short')
    // the form is in view: the answer opens at the form
    await expect(again).toBeInViewport()

    await again.getByLabel('Name').fill('Anne Rao')
    await again.getByLabel('Phone').fill('+91 98450 12345')
    await again.getByLabel('Message').fill('Two quiet nights in the Coffee Suite, please.')
    await answer(again)
    expect(await send(page, again)).toBe(201)
    await expect(page.getByRole('status')).toContainText('Thank you for your enquiry.')
    await expect(page.getByRole('status')).toContainText(email)
    expect(storedRows(email)).toEqual([
      {
        name: 'Anne Rao',
        email,
        phone: '+919845012345',
        page: '/contact',
        message: 'Two quiet nights in the Coffee Suite, please.',
      },
    ])

    await page.goto('/contact')
    const third = page.getByRole('form', { name: 'Enquiry' })
    await third.getByLabel('Name').fill('Anne Rao')
    await third.getByLabel('Email').fill(email)
    await third.getByLabel('Message').fill('Two quiet nights in the Coffee Suite, please.')
    await answer(third)
    expect(await send(page, third)).toBe(409)
    await expect(page.getByRole('alert')).toHaveText(enquiryMessages.duplicate)
    await expect(page.getByLabel('Name')).toHaveValue('Anne Rao')
    expect(storedRows(email)).toHaveLength(1)
  })

  test('every page reads, and the header navigates', async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const path of builtPaths()) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('h1').first(), path).toBeVisible()
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(200)
    }
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('form', { name: 'Enquiry' })).toBeVisible()
  })

  test('Check Availability goes to the booking engine’s default search', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('link', { name: 'Check Availability', exact: true }).first()
    await expect(link).toHaveAttribute(
      'href',
      'https://booking.trilliumresort.example/trillium?adults=2&children=0',
    )
  })

  test('a carousel shows every slide as a row that scrolls and snaps sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/spa')
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    const slides = carousel.locator('[aria-roledescription="slide"]')
    expect(await slides.count()).toBeGreaterThan(1)
    const row = slides.first().locator('..')
    await expect(row).toHaveCSS('overflow-x', 'auto')
    await expect(row).toHaveCSS('scroll-snap-type', 'x mandatory')
    await carousel.scrollIntoViewIfNeeded()
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 })
    await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.5 })
    // a swipe: the row scrolls by a slide and snaps to the second one
    const box = await row.boundingBox()
    if (box === null) throw new Error('the row has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(box.width, 0)
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 })
  })
})

test('with JavaScript the form hydrates on the question the server stamped, without a fetch', async ({
  page,
  consoleWatch,
}) => {
  const fetched = recordRequests(page, (r) => r.url().includes('/api/enquiry/challenge'))
  const html = await (await page.request.get('/contact')).text()
  expect(html).toMatch(/What is \d+ \+ \d+\?/)
  await openHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  await expect(form.getByLabel(/What is \d+ \+ \d+\?/)).toBeEnabled()
  expect(fetched).toEqual([])
  expect(consoleWatch.problems).toEqual([])
})
