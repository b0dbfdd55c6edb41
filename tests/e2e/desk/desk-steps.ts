import { expect, type Browser, type Page } from '@playwright/test'
import { hydrated } from '../fixtures.ts'
import type { DeskServer } from './desk-server.ts'

/*
 * The steps the desk's journeys share (desk-journey.spec.ts on SQLite, desk-journey-postgres.spec.ts
 * on two instances): a colleague signed in through their one-time link, and a guest's enquiry.
 */

const password = 'mist over the coffee rows at dawn'

/**
 * A member of staff from `npm run staff -- add` on `desk`, signed in through their one-time
 * link in a browser context of their own at `width` px: the inbox is shown, and live.
 */
export async function signInThroughLink(
  browser: Browser,
  desk: DeskServer,
  width: number,
  who: { email: string; name: string; role: 'manager' | 'reservations' },
) {
  const link = await desk.addStaff(who.email, who.name, who.role)
  expect(link.startsWith(`${desk.url}/desk/welcome#`)).toBe(true)
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(link)
  await page.getByLabel('New password').fill(password)
  await page.getByRole('button', { name: 'Set the password and sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  return { context, page }
}

/**
 * A guest's enquiry sent from `/contact` on `origin` through the hydrated form (a press before
 * hydration would send it without JavaScript: a page, not the API's 201). Resolves with the
 * time of the 201.
 */
export async function sendEnquiry(
  guest: Page,
  origin: string,
  enquiry: { name: string; email: string; message: string },
): Promise<number> {
  await guest.goto(`${origin}/contact`, { waitUntil: 'load' })
  await hydrated(guest)
  const form = guest.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill(enquiry.name)
  await form.getByLabel('Email').fill(enquiry.email)
  await form.getByLabel('Message').fill(enquiry.message)
  const question = await form.locator('label', { hasText: /What is/ }).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? []
  await form.getByLabel(/What is \d+ \+ \d+\?/).fill(String(Number(a) + Number(b)))
  const sent = guest.waitForResponse(
    (r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  expect((await sent).status()).toBe(201)
  return Date.now()
}
