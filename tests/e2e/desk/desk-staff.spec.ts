import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startDeskServer, type DeskServer } from './desk-server.ts'

/*
 * The desk's staff journey in Chromium against the real server (issue 42), on SQLite: an account
 * made by `npm run staff -- add`, its one-time link opened, a password set (signed in), a second
 * device signed in with the password, "Sign out everywhere" ending both, and the cookie of the
 * ended session replayed by hand and refused (a stolen cookie is worth nothing after sign-out).
 * Then a passkey added and used alone through Chromium's virtual authenticator (CDP WebAuthn).
 * Every screen reached passes axe (WCAG 2.2 AA) at 375 and 1280 px with no sideways scroll.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 })

let desk: DeskServer
test.beforeAll(async () => {
  test.setTimeout(90_000)
  desk = await startDeskServer(10)
})
test.afterAll(async () => {
  await desk.stop()
})

const password = 'mist over the coffee rows at dawn'
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe finds nothing on the page as it is, and the page does not scroll sideways. */
async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${what}`,
  ).toEqual([])
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0)
}

async function signIn(page: Page, email: string) {
  await page.goto(`${desk.url}/desk`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  return { context, page: await context.newPage() }
}

test('a one-time link sets a password; "Sign out everywhere" ends every session, and a replayed cookie is refused', async ({
  browser,
}) => {
  const link = await desk.addStaff('asha@trillium.example', 'Asha Rao', 'manager')
  expect(new URL(link).origin).toBe(desk.url)
  const laptop = await newPage(browser, 1280)
  await laptop.page.goto(link)
  await expect(laptop.page.getByText('Choose a password for asha@trillium.example')).toBeVisible()
  await expectAccessible(laptop.page, 'the welcome page')
  await laptop.page.getByLabel('New password').fill(password)
  await laptop.page.getByRole('button', { name: 'Set the password and sign in' }).click()
  await expect(laptop.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(laptop.page.getByText('Asha Rao')).toBeVisible()
  // the link worked once
  const used = await laptop.context.request.get(`${desk.url}/api/desk/links/${link.split('#')[1]}`)
  expect(used.status()).toBe(410)

  // a second device, signed in with the password
  const phone = await newPage(browser, 375)
  await signIn(phone.page, 'asha@trillium.example')
  const [stolen] = (await phone.context.cookies(desk.url)).filter((c) => c.name === 'desk')
  expect(stolen?.httpOnly).toBe(true)
  expect(stolen?.sameSite).toBe('Strict')

  await laptop.page.getByRole('link', { name: 'Account' }).click()
  await expect(laptop.page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await expectAccessible(laptop.page, 'the account page')
  await laptop.page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(laptop.page.getByLabel('Email')).toBeVisible()

  // the phone's cookie, replayed from elsewhere after the sign-out, opens nothing
  const thief = await browser.newContext()
  const replay = await thief.request.get(`${desk.url}/api/desk/session`, {
    headers: { cookie: `desk=${stolen?.value ?? ''}` },
  })
  expect(replay.status()).toBe(401)
  await thief.close()
  // and the phone itself is signed out at its next request
  await phone.page.reload()
  await expect(phone.page.getByLabel('Email')).toBeVisible()
  await expectAccessible(phone.page, 'the sign-in form at 375 px')
  await laptop.context.close()
  await phone.context.close()
})

test('a passkey added from the account signs in alone (Chromium’s virtual authenticator)', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, 1280)
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await signIn(page, 'asha@trillium.example')
  await page.getByRole('link', { name: 'Account' }).click()
  await page.getByLabel('Name of the new passkey (optional)').fill('Front desk laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(
    page.getByRole('list', { name: 'Your passkeys' }).getByText('Front desk laptop'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
  await expect(page.getByText('Asha Rao')).toBeVisible()
  // and from the sign-in page a browser without a session gets (door.html: no React, the
  // passkey library loaded when asked for), onto the address it asked for
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page.getByLabel('Email')).toBeVisible()
  await page.goto(`${desk.url}/desk/account`)
  await expect(page).toHaveTitle('Sign in · Trillium desk')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await expect(page.getByText('Signed in as Asha Rao (asha@trillium.example).')).toBeVisible()
  await context.close()
})

test('a link to the desk followed from another site opens it signed in (the SameSite=Strict cookie is sent on the way back)', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser, 1280)
  await signIn(page, 'asha@trillium.example')
  // a mail client on another site, with a link to one of the desk's screens
  await page.route('https://mail.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Mail</title><a href="${desk.url}/desk/audit">The audit trail</a>`,
    }),
  )
  await page.goto('https://mail.example/inbox')
  await page.getByRole('link', { name: 'The audit trail' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible()
  await expect(page).toHaveURL(`${desk.url}/desk/audit`)
  await context.close()
})

test('the managers’ screens pass axe at 375 and 1280 px, and are reached with the keyboard alone', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const { context, page } = await newPage(browser, width)
    await signIn(page, 'asha@trillium.example')
    for (const [name, heading] of [
      ['Staff', 'Staff'],
      ['Privacy', 'Privacy'],
      ['Audit', 'Audit trail'],
    ] as const) {
      await page.getByRole('link', { name, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `${name} at ${width} px`)
      await page.screenshot({
        path: `.tmp/desk-shots/${name.toLowerCase()}-${width}.png`,
        fullPage: true,
      })
    }
    await context.close()
  }
  // keyboard alone: from the address bar to the Privacy screen's field, and a preview asked
  const { context, page } = await newPage(browser, 1280)
  await signIn(page, 'asha@trillium.example')
  await page.goto(`${desk.url}/desk/privacy`)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  const field = page.getByLabel('Guest’s e-mail')
  for (let i = 0; i < 20 && !(await field.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  await context.close()
})
