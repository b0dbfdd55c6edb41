import { expect, test } from '@playwright/test'
import { startPostgres, type PostgresServer } from '../../../scripts/cluster/postgres-server.ts'
import { openDatabase } from '../../../server/db/database.ts'
import { FakeSmtpServer, waitFor } from '../../server/fakes/smtp-server.ts'
import { startDeskServer, type DeskServer } from './desk-server.ts'
import { sendEnquiry, signInThroughLink } from './desk-steps.ts'

/*
 * The enquiry's journey in Chromium on PostgreSQL with two instances of the real server
 * (issue 42), each reached at its own port, as Caddy's two upstreams are: a manager signs in on
 * instance A and her session works on B; a guest sends an enquiry to A; the inbox of a
 * reservations colleague open on B shows it within 2 s without a reload; he takes it on B and the
 * manager's inbox open on A shows it in his hands; he replies from the kind's template (the local
 * SMTP server receives it, addressed to the guest), the status reads Replied, and the manager,
 * on B, marks it booked. The keyboard, axe and the conflict are the SQLite journey's
 * (desk-journey.spec.ts); this one is about the instances sharing one database.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 })

const firstPort = Number(process.env['E2E_PORT'] ?? 4310)
const smtp = new FakeSmtpServer()
let database: PostgresServer | undefined
const instances: DeskServer[] = []
test.beforeAll(async () => {
  test.setTimeout(150_000)
  database = startPostgres(firstPort + 17, 'e2e-desk')
  // the schema made once, as `npm run db:migrate` makes it before the instances start
  await (await openDatabase({ url: database.url, path: '' })).close()
  const smtpPort = await smtp.start(firstPort + 16)
  const shared = {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_SECRET: 'two-instances-share-this-secret-0123456789',
  }
  instances.push(...(await Promise.all([startDeskServer(14, shared), startDeskServer(15, shared)])))
})
test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()))
  await smtp.stop()
  database?.remove()
})

const guestName = 'Kavya Hegde'
const guestEmail = `kavya.${Date.now()}@example.org`

test('two instances on one PostgreSQL: a session made on one works on the other, and each desk is live with what the other took', async ({
  browser,
}) => {
  const [a, b] = instances as [DeskServer, DeskServer]
  const asha = await signInThroughLink(browser, a, 1280, {
    email: 'asha@trillium.example',
    name: 'Asha Rao',
    role: 'manager',
  })
  // the same browser on instance B: the session (a cookie for the host, a row in the shared
  // database) is honoured there without a sign-in form
  const ashaOnB = await asha.context.newPage()
  await ashaOnB.goto(`${b.url}/desk`)
  await expect(ashaOnB.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(ashaOnB.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
  const ravi = await signInThroughLink(browser, b, 375, {
    email: 'ravi@trillium.example',
    name: 'Ravi Shetty',
    role: 'reservations',
  })
  await ravi.page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true))

  // the guest writes on instance A
  const guest = await browser.newPage()
  const sentAt = await sendEnquiry(guest, a.url, {
    name: guestName,
    email: guestEmail,
    message: 'Is the plantation walk possible in the monsoon?',
  })

  // the inbox open on B shows it within 2 s, without a reload
  const row = ravi.page.getByRole('row', { name: new RegExp(guestName) })
  await expect(row).toBeVisible({ timeout: 2_000 })
  expect(Date.now() - sentAt, 'ms from the 201 on A to the row on B').toBeLessThan(2_000)
  expect(await ravi.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  )
  await expect(ravi.page).toHaveTitle(/^\(1\) Inbox · Trillium desk$/)

  // taken on B: the manager's inbox open on A shows it in Ravi's hands
  await row.click()
  await expect(ravi.page.getByRole('heading', { level: 1 })).toHaveText(guestName)
  await ravi.page.getByRole('button', { name: 'Take it' }).click()
  await expect(ravi.page.getByText('You took it: it is in your hands.')).toBeVisible()
  const ashaRow = asha.page.getByRole('row', { name: new RegExp(guestName) })
  await expect(ashaRow).toContainText('Ravi Shetty', { timeout: 2_000 })

  // the reply from the template, through the outbox of whichever instance claims it
  const reply = ravi.page.getByRole('textbox', { name: 'Reply' })
  await expect(reply).toHaveValue(/^Dear Kavya,\n\nThank you for writing to us\./)
  await reply.fill(
    (await reply.inputValue()).replace('[Your answer.]', 'Yes: the walk runs all year.'),
  )
  await ravi.page.getByRole('button', { name: 'Send reply' }).click()
  await expect(ravi.page.getByText('Your reply is on its way to the guest.')).toBeVisible()
  await waitFor(() => smtp.received.some((m) => m.to.includes(guestEmail)), 20_000)
  const replies = smtp.received.filter((m) => m.to.includes(guestEmail))
  expect(replies).toHaveLength(1)
  expect(replies[0]?.raw.replace(/=\r?\n/g, '')).toContain('Yes: the walk runs all year.')
  await expect(ravi.page.getByText('Replied', { exact: true }).first()).toBeVisible()
  await expect(ashaRow).toContainText('Replied', { timeout: 2_000 })

  // the manager, on B, marks it booked
  await ashaOnB.getByRole('row', { name: new RegExp(guestName) }).click()
  await expect(ashaOnB.getByRole('heading', { level: 1 })).toHaveText(guestName)
  await ashaOnB.getByRole('button', { name: /^Mark booked/ }).click()
  await ashaOnB.getByRole('alertdialog').getByRole('button', { name: 'Mark booked' }).click()
  await expect(ashaOnB.getByText('Marked booked.')).toBeVisible()
  await expect(ashaRow).toContainText('Booked', { timeout: 2_000 })
  // exactly one reply went out, whichever instance's outbox sent it
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(smtp.received.filter((m) => m.to.includes(guestEmail))).toHaveLength(1)
  await ravi.context.close()
  await asha.context.close()
  await guest.close()
})
