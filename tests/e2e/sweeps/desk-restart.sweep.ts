import { expect, test } from '@playwright/test'
import { startDeskServer, type DeskServer } from '../desk/desk-server.ts'

/*
 * `npm run test:sweep`: a desk comes back by itself after its server restarts (issue 42). A
 * signed-in desk shows Live; the server stops (SIGTERM) and the desk says it is not live; a new
 * server process on the same port and database starts; without a reload the desk is Live again
 * and an enquiry changed on the new server reaches its open inbox. Two server starts: too slow
 * for `npm test`, where the live machine's table covers the same steps (machines/desk-live).
 */

test.describe.configure({ timeout: 180_000 })

const servers: DeskServer[] = []
test.afterAll(async () => {
  for (const server of servers) if (server.server.child.exitCode === null) await server.stop()
})

test('a desk reconnects by itself after its server restarts, and hears what happens after', async ({
  browser,
}) => {
  const first = await startDeskServer(13)
  servers.push(first)
  const link = await first.addStaff('asha@trillium.example', 'Asha Rao', 'manager')
  const page = await browser.newPage()
  await page.goto(link)
  await page.getByLabel('New password').fill('mist over the coffee rows at dawn')
  await page.getByRole('button', { name: 'Set the password and sign in' }).click()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true))

  await first.stop()
  await expect(page.getByText(/^(Connecting…|Offline: trying again)$/)).toBeVisible()

  const second = await startDeskServer(13, { DATABASE_PATH: first.databasePath })
  servers.push(second)
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 })
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)

  // the session lives in the database: the same desk, still signed in, hears the new server
  const guest = await browser.newPage()
  await guest.goto(`${second.url}/contact`, { waitUntil: 'load' })
  await guest.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true')
  const form = guest.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill('Meera Iyer')
  await form.getByLabel('Email').fill(`meera.${Date.now()}@example.org`)
  await form.getByLabel('Message').fill('A quiet weekend in December for two, please.')
  const question = await form.locator('label', { hasText: /What is/ }).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? []
  await form.getByLabel(/What is \d+ \+ \d+\?/).fill(String(Number(a) + Number(b)))
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('row', { name: /Meera Iyer/ })).toBeVisible({ timeout: 5_000 })
  await guest.close()
  await page.close()
})
