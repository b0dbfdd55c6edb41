import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * `npm run dev` as a new developer meets it: the smoke test starts the dev server itself (on
 * the suite's port + 3, its fake weather provider on + 4: + 2 is the photo build's server, a fresh database), loads Home and
 * Contact, and sends an enquiry; then the machines panel of `?inspect`. One server for the file,
 * so its tests run in order in one worker.
 */
const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env['E2E_PORT'] ?? 4310) + 3
const base = `http://127.0.0.1:${port}`
const logFile = join(root, '.tmp/dev-server-e2e.log')
let dev: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  mkdirSync(join(root, '.tmp'), { recursive: true })
  // Something else answering on the port would pass for the dev server: refuse to start then.
  const taken = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} is already in use: the dev server needs it free`)
  const log = createWriteStream(logFile)
  dev = spawn(
    'npx',
    ['tsx', 'scripts/dev.ts', '--port', String(port), '--weather-port', String(port + 1)],
    {
      cwd: root,
      detached: true, // its own process group, so afterAll stops npx, tsx and node together
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_PATH: `.tmp/dev-e2e-${Date.now()}.db`,
        WEATHER_API_KEY: '', // no key: the dev server starts its fake provider
        VITE_XSTATE_INSPECT: '',
        LOG_LEVEL: 'warn',
      },
    },
  )
  dev.stdout?.pipe(log)
  dev.stderr?.pipe(log)
  const deadline = Date.now() + 200_000
  for (;;) {
    if (dev.exitCode !== null)
      throw new Error(`npm run dev exited:\n${readFileSync(logFile, 'utf8')}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`npm run dev did not answer:\n${readFileSync(logFile, 'utf8')}`)
    await new Promise((r) => setTimeout(r, 500))
  }
})

test.afterAll(() => {
  if (dev?.pid !== undefined && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM')
})

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, {
    timeout: 60_000,
  })
}

test('npm run dev serves Home and Contact rendered on the server, the weather offline, media and the enquiry API', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(180_000)
  const media: number[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/')) media.push(r.status())
  })
  // The server renders the page: its content is in the HTML before any script runs.
  const html = await (await fetch(`${base}/contact`)).text()
  expect(html.includes('Send us an enquiry'), 'the page content is in the HTML').toBe(true)
  expect(html.includes('rel="canonical"'), 'the head tags are in the HTML').toBe(true)
  expect((await fetch(`${base}/no-such-page`)).status).toBe(404)

  await openHydrated(page, '/')
  const weather = page.getByRole('region', { name: 'Weather at the resort' })
  // the card asks for the weather when it comes on screen
  await weather.scrollIntoViewIfNeeded()
  await expect(weather).toContainText('19°C') // the fake provider's 18.6 °C of mist
  await expect(weather).toContainText('Mist')
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((i) => i.naturalWidth > 0).length))
    .toBeGreaterThan(0)
  expect(media.length).toBeGreaterThan(0)
  expect(media.every((status) => status === 200 || status === 304)).toBe(true)

  await openHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Enquiry' })
  await form.getByLabel('Name').fill('Asha Rao')
  await form.getByLabel('Email').fill(`dev.${Date.now()}@example.org`)
  await form.getByLabel('Message').fill('Two quiet nights in the Coffee Suite, please.')
  const question = await form.locator('label', { hasText: /What is/ }).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? []
  await form.getByLabel(/What is \d+ \+ \d+\?/).fill(String(Number(a) + Number(b)))
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  expect((await sent).status()).toBe(201)
  await expect(page.getByText('Thank you for your enquiry.')).toBeVisible()
  expect(consoleWatch.problems).toEqual([])
})

/** Stands in for stately.ai/inspect: says it is ready, as the real one does, and keeps what arrives. */
const fakeStatelyInspector = `<!doctype html><title>Stately inspector</title><script>
window.actors = []
addEventListener('message', (e) => { if (e.data && e.data.type === '@xstate.actor') window.actors.push(e.data.name) })
window.opener.postMessage({ type: '@statelyai.connected' }, '*')
</script>`

test('?inspect lists each machine running on the page (once the visitor reaches for it) in the machines panel, and opens the Stately inspector from its button', async ({
  page,
  context,
  consoleWatch,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 1000 })
  await openHydrated(page, '/contact?inspect')
  await page.getByRole('button', { name: /^Machines/ }).click()
  const panel = page.getByRole('complementary', { name: 'Live machines' })
  const actors = panel.getByRole('list', { name: 'Actors' })
  // A machine runs once the visitor reaches for its part of the page (its code loads then): the
  // form and the offers tab here, and the promotion's at the first scroll (it judges the visit,
  // and on a window this wide never opens). The menu is not shown this wide: no machine.
  await page.mouse.move(700, 500)
  await page.mouse.wheel(0, 300)
  await page.getByRole('form', { name: 'Enquiry', exact: true }).getByLabel('Name').hover()
  await page.getByRole('button', { name: 'Limited offers' }).hover()
  for (const name of ['enquiryForm', 'offersWidget', 'promoModal'])
    await expect(actors.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible()
  await expect(actors.getByRole('button', { name: /^menu/ })).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Special offers' })).toHaveCount(0)

  // The enquiry form: its state, its diagram with that state marked, and the visitor's typing.
  await actors.getByRole('button', { name: /^enquiryForm/ }).click()
  const form = panel.getByRole('region', { name: 'enquiryForm in detail' })
  await expect(form.getByTestId('current-state')).toHaveText('challenge.ready, form.editing')
  await expect(form.locator('svg g.node[data-active]').first()).toBeAttached({ timeout: 30_000 })
  const marked = await form
    .locator('svg g.node[data-active]')
    .evaluateAll((groups) => groups.map((g) => g.id))
  expect(marked.some((id) => id.includes('-state-enquiryForm_form_editing-'))).toBe(true)
  expect(marked.some((id) => id.includes('-state-enquiryForm_challenge_ready-'))).toBe(true)
  await page.getByRole('form', { name: 'Enquiry', exact: true }).getByLabel('Name').fill('Asha')
  await expect(form.getByRole('table')).toContainText('CHANGE')
  await expect(form.getByRole('table')).toContainText('value: "Asha"')

  // An event sent from the panel moves the machine and the page with it.
  await actors.getByRole('button', { name: /^offersWidget/ }).click()
  const offers = panel.getByRole('region', { name: 'offersWidget in detail' })
  await offers.getByLabel('Event', { exact: true }).selectOption('TOGGLE')
  await offers.getByRole('button', { name: 'Send' }).click()
  await expect(offers.getByTestId('current-state')).toHaveText(/^visible\.expanded/)
  await expect(offers.getByRole('table')).toContainText('this panel')
  await expect(page.getByRole('complementary', { name: 'Limited offers' })).toHaveAttribute(
    'data-expanded',
    'true',
  )

  // The Stately inspector opens in a tab from the button and receives the page's actors.
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: fakeStatelyInspector }),
  )
  const opened = context.waitForEvent('page')
  await panel.getByRole('button', { name: 'Open the Stately inspector' }).click()
  const inspector = await opened
  await expect(inspector).toHaveURL(/^https:\/\/stately\.ai\/inspect/)
  await expect
    .poll(() => inspector.evaluate(() => (window as unknown as { actors: string[] }).actors))
    .toEqual(expect.arrayContaining(['enquiryForm', 'offersWidget']))
  expect(consoleWatch.problems).toEqual([])
})
