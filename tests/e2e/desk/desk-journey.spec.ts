import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { FakeSmtpServer, waitFor } from '../../server/fakes/smtp-server.ts'
import { startDeskServer, type DeskServer } from './desk-server.ts'
import { sendEnquiry, signInThroughLink } from './desk-steps.ts'

/*
 * An enquiry's whole journey through the desk in Chromium against the real server on SQLite
 * (issue 42): a guest sends an enquiry on the public /contact page with markup in its message;
 * the open inbox of a colleague of reservations shows it within 2 s without a reload; with the
 * keyboard alone the colleague opens it, takes it, replies from the kind's template (the local
 * SMTP server receives the reply, addressed to the guest, Reply-To the reservations address) and
 * adds a note; a manager whose page still shows the enquiry as it was changes it and is shown the
 * conflict and what changed, never overwriting, then marks it booked with the version now seen.
 * The pages pass axe at their widths (375 and 1280 px).
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 })

const smtp = new FakeSmtpServer()
let desk: DeskServer
test.beforeAll(async () => {
  test.setTimeout(90_000)
  const smtpPort = await smtp.start(Number(process.env['E2E_PORT'] ?? 4310) + 12)
  desk = await startDeskServer(11, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
})
test.afterAll(async () => {
  await desk.stop()
  await smtp.stop()
})

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
// the public form takes names of letters only: the markup goes in the message
const guestName = 'Anita D’Souza'
const guestEmail = `anita.${Date.now()}@example.org`
const guestMessage =
  'Two quiet nights, please. <script>window.hacked = 1</script><img src=x onerror="window.hacked = 1">'

async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${what}`,
  ).toEqual([])
}

/** Presses Tab until `target` has the focus (a keyboard user's way there), at most 40 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('a guest’s enquiry appears live, is taken, answered by mail, noted, and a stale change meets the conflict', async ({
  browser,
}) => {
  const ravi = await signInThroughLink(browser, desk, 375, {
    email: 'ravi@trillium.example',
    name: 'Ravi Shetty',
    role: 'reservations',
  })
  const asha = await signInThroughLink(browser, desk, 1280, {
    email: 'asha@trillium.example',
    name: 'Asha Rao',
    role: 'manager',
  })
  // a mark that a reload would wipe
  await ravi.page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true))

  // the guest writes on the public site
  const guest = await browser.newPage()
  const sentAt = await sendEnquiry(guest, desk.url, {
    name: guestName,
    email: guestEmail,
    message: guestMessage,
  })

  // within 2 s in the open inbox, without a reload, and counted in the title
  const row = ravi.page.getByRole('row', { name: new RegExp(guestName) })
  await expect(row).toBeVisible({ timeout: 2_000 })
  const seenAfter = Date.now() - sentAt
  expect(seenAfter, 'ms from the 201 to the row in the open inbox').toBeLessThan(2_000)
  expect(await ravi.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  )
  await expect(ravi.page).toHaveTitle(/^\(1\) Inbox · Trillium desk$/)
  await expectAccessible(ravi.page, 'the inbox at 375 px')

  // Asha opens it too, and keeps her page as it is
  await expect(asha.page.getByRole('row', { name: /Anita/ })).toBeVisible()
  await asha.page.getByRole('row', { name: /Anita/ }).click()
  await expect(asha.page.getByRole('heading', { level: 1 })).toHaveText(guestName)

  // Ravi, with the keyboard alone: opens it, takes it, replies from the template and notes
  await tabTo(ravi.page, row)
  await ravi.page.keyboard.press('Enter')
  await expect(ravi.page.getByRole('heading', { level: 1 })).toHaveText(guestName)
  await expect(ravi.page.getByText(guestMessage)).toBeVisible()
  expect(await ravi.page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
  await tabTo(ravi.page, ravi.page.getByRole('button', { name: 'Take it' }))
  await ravi.page.keyboard.press('Enter')
  await expect(ravi.page.getByText('You took it: it is in your hands.')).toBeVisible()
  const reply = ravi.page.getByRole('textbox', { name: 'Reply' })
  await expect(reply).toHaveValue(
    /^Dear Anita,\n\nThank you for writing to us\.\n\n\[Your answer\.\]/,
  )
  await tabTo(ravi.page, reply)
  // the template's fifth line begins with "[Your answer.]" (14 characters): select it, type over it
  await ravi.page.keyboard.press('Control+Home')
  for (let i = 0; i < 4; i++) await ravi.page.keyboard.press('ArrowDown')
  await ravi.page.keyboard.press('Home')
  for (let i = 0; i < 14; i++) await ravi.page.keyboard.press('Shift+ArrowRight')
  await ravi.page.keyboard.insertText('Yes: the Mist Suite is free for two nights.')
  await tabTo(ravi.page, ravi.page.getByRole('button', { name: 'Send reply' }))
  await ravi.page.keyboard.press('Enter')
  await expect(ravi.page.getByText('Your reply is on its way to the guest.')).toBeVisible()
  await waitFor(() => smtp.received.some((m) => m.to.includes(guestEmail)), 20_000)
  const mail = smtp.received.find((m) => m.to.includes(guestEmail))
  expect(mail?.raw).toMatch(/^Reply-To: .*reservations@/im)
  // the body is quoted-printable: its soft line breaks (`=` at a line's end) joined
  expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(
    'Yes: the Mist Suite is free for two nights. If you are thinking of visiting',
  )
  await tabTo(ravi.page, ravi.page.getByRole('textbox', { name: 'Note' }))
  await ravi.page.keyboard.insertText('Asked about a late check-out too.')
  await tabTo(ravi.page, ravi.page.getByRole('button', { name: 'Add note' }))
  await ravi.page.keyboard.press('Enter')
  await expect(ravi.page.getByText('Your note is added.')).toBeVisible()
  await expect(ravi.page.getByText('Asked about a late check-out too.')).toBeVisible()
  await expectAccessible(ravi.page, 'the enquiry at 375 px')

  // Asha's page is stale: her change is refused, and she sees what changed
  await asha.page.getByRole('button', { name: /^Mark spam/ }).click()
  await asha.page.getByRole('alertdialog').getByRole('button', { name: 'Mark spam' }).click()
  const conflict = asha.page.getByRole('alert')
  await expect(conflict).toContainText('This enquiry changed before your change reached it.')
  const timeline = asha.page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByText('Ravi Shetty replied to the guest')).toBeVisible()
  await expect(timeline.getByText('Changed')).toHaveCount(3)
  await expect(asha.page.getByText('Replied', { exact: true }).first()).toBeVisible()
  await expectAccessible(asha.page, 'the conflict at 1280 px')
  // with the version she now sees, her change goes through
  await asha.page.getByRole('button', { name: /^Mark booked/ }).click()
  await asha.page.getByRole('alertdialog').getByRole('button', { name: 'Mark booked' }).click()
  await expect(asha.page.getByText('Marked booked.')).toBeVisible()
  await ravi.context.close()
  await asha.context.close()
  await guest.close()
})
