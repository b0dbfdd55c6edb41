import type { Locator, Page } from '@playwright/test'
import { enquiryMessages } from '../../../content/enquiry.schema.ts'
import { site } from '../../../content/site.ts'
import { expect, openHydrated, recordRequests, test } from '../fixtures.ts'

async function answer(form: Locator, right = true): Promise<void> {
  const label = await form.locator('label', { hasText: /What is/ }).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? []
  await form
    .getByLabel(/What is \d+ \+ \d+\?/)
    .fill(String(Number(a) + Number(b) + (right ? 0 : 1)))
}

/** Opens the contact page, once hydrated, and fills its enquiry form as Asha Rao from `email`. */
async function openFilled(page: Page, email: string): Promise<Locator> {
  await openHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill('Asha Rao')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('Two quiet nights in the Coffee Suite, please.')
  return form
}

/** The server's answer to the enquiry the form is about to send. */
const enquiryAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST')

test('a wrong answer is refused when sent, keeping every value; a duplicate shows the server’s sentence', async ({
  page,
}) => {
  const email = `dup.${Date.now()}@example.org`
  const form = await openFilled(page, email)
  await answer(form, false)
  // an answer is judged when it is sent, not while it is typed ("1" on the way to "15"): the
  // message, a new question, and everything typed kept
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.getByText(enquiryMessages.puzzle)).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Asha Rao')
  await answer(form)
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByText('Thank you for your enquiry.')).toBeVisible()

  // the same enquiry again, from a fresh page: the server answers 409 and the form says why
  const again = await openFilled(page, email)
  await answer(again)
  const sent = enquiryAnswer(page)
  await again.getByRole('button', { name: 'Send enquiry' }).click()
  expect((await sent).status()).toBe(409)
  await expect(again.getByText(enquiryMessages.duplicate)).toBeVisible()
  await expect(again.getByLabel('Name')).toHaveValue('Asha Rao')
})

test('an enquiry the server cannot take keeps every value and names the reservations phone', async ({
  page,
}) => {
  const form = await openFilled(page, `down.${Date.now()}@example.org`)
  await answer(form)
  // the form's code, fetched as the visitor reached for it, has come (without it the form posts
  // as a plain page, and offline that is the browser's error page, not this form's)
  await expect(
    page.locator('[data-island="live"]').getByRole('form', { name: 'Enquiry' }),
  ).toHaveCount(1)
  // the connection drops as the visitor sends: a network failure, not an answer
  await page.context().setOffline(true)
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.locator('[aria-live="assertive"]')).toContainText('NOT sent')
  await expect(form.locator('[aria-live="assertive"]')).toContainText(
    site.phones.reservations.display,
  )
  await expect(form.getByLabel('Email')).toHaveValue(/^down\./)
  await page.context().setOffline(false)
})

test('a guest named D’Souza sends an enquiry; digits in the name still get "Invalid name"', async ({
  page,
}) => {
  const form = await openFilled(page, `dsouza.${Date.now()}@example.org`)
  const name = form.getByLabel('Name')
  await name.fill('R2D2')
  await name.blur()
  await expect(form.getByText('Invalid name')).toBeVisible()
  await name.fill("D'Souza")
  await expect(form.getByText('Invalid name')).toHaveCount(0)
  await answer(form)
  const sent = enquiryAnswer(page)
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  const response = await sent
  expect(response.status()).toBe(201)
  expect((response.request().postDataJSON() as { name: string }).name).toBe("D'Souza")
  await expect(page.getByText('Thank you for your enquiry.')).toBeVisible()
})

test('Send stays enabled with errors: pressed, it shows every message of spec 5 at once, moves focus to the first field and sends nothing (issue 44)', async ({
  page,
}) => {
  await openHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  // the form's own code, come as the visitor reached for it (before, Send posts the plain form)
  await form.getByLabel('Name').focus()
  await expect(
    page.locator('[data-island="live"]').getByRole('form', { name: 'Enquiry' }),
  ).toHaveCount(1)
  const posts = recordRequests(
    page,
    (r) => r.url().endsWith('/api/enquiry') && r.method() === 'POST',
  )
  const send = form.getByRole('button', { name: 'Send enquiry' })
  const question = form.getByLabel(/^What is \d+ \+ \d+\?$/)
  const asked = await form.locator('label', { hasText: /^What is/ }).innerText()
  await expect(send).toBeEnabled()

  // nothing typed: the name, the e-mail and the empty answer, the same question kept
  await send.click()
  await expect(form.getByText('Invalid name')).toBeVisible()
  await expect(form.getByText('Invalid email address')).toBeVisible()
  await expect(form.getByText('Your answer is incorrect')).toBeVisible()
  await expect(form.getByLabel('Name')).toBeFocused()
  await expect(form.locator('label', { hasText: /^What is/ })).toHaveText(asked)
  await expect(send).toBeEnabled()

  // every rule broken at once, and a wrong answer: every message, and a new question
  await form.getByLabel('Name').fill('R2D2')
  await form.getByLabel('Email').fill('asha@')
  await form.getByLabel('Phone').fill('12345')
  await form.getByLabel('Message').fill('Too short')
  const [, a, b] = /(\d+) \+ (\d+)/.exec(asked) ?? []
  await question.fill(String(Number(a) + Number(b) + 1))
  await send.click()
  for (const message of [
    'Invalid name',
    'Invalid email address',
    'Invalid phone number',
    'Minimum words required 5',
    'Your answer is incorrect',
  ])
    await expect(form.getByText(message)).toBeVisible()
  await expect(form.getByLabel('Name')).toBeFocused()
  await expect(form.getByLabel('Message')).toHaveValue('Too short')
  await expect(send).toBeEnabled()
  // nothing reached the server
  expect(posts).toEqual([])
})
