// Length: one procedure (open throttled, act at a moment, let the page settle, send) and the targets it is run on.
import type { Locator, Page } from '@playwright/test'
import { site } from '../../../content/site.ts'
import { expect } from '../fixtures.ts'

/*
 * Issue 44: what a guest types while the page wakes, at any moment from the first paint to a
 * settled page, is kept and sent. The page opens as on a phone (Chromium's own throttling: a CPU
 * slowed four times, 150 ms a round trip), the test waits for the first contentful paint and then
 * `moment` milliseconds more, and acts as the guest would: clicks into one field and types (the
 * question's answer is read from the page, as the guest reads it), or presses the booking bar's
 * steppers. Once the page has settled (interactive, the form's code come and its replay done)
 * the field must hold what was typed and the question must be the one the guest answered; then
 * the rest of the form is filled and sent to the real server, and the enquiry's request must
 * carry the typed value (201). The booking bar's choice must be in its Check Availability link.
 * `npm test` runs a few moments of each (first-paint/typed-while-waking.spec.ts); every 50 ms up
 * to 2 s is `npm run test:sweep` (sweeps/typed-while-waking.sweep.ts).
 */

/**
 * A mid-range phone on a mobile network, as Lighthouse's mobile preset throttles a load: the CPU
 * four times slower than the machine's, and 150 ms a round trip (so the form's code, asked for
 * when the guest reaches for it, comes a round trip later, as on a phone).
 */
const phone = { cpuSlowdown: 4, roundTripMs: 150 } as const

/** What the test does at the moment, and what must then hold. */
export interface WakingTarget {
  /** The field (or part) acted on, as the test's title names it. */
  readonly name: string
  readonly path: string
  /** Why it cannot run on this build, if it cannot (one hotel: nothing to choose). */
  readonly skip?: string
  /** Acts as the guest at the moment; returns the check to make once the page has settled. */
  readonly act: (page: Page, unique: string) => Promise<(page: Page) => Promise<void>>
}

/** What the page reports of the moment the guest acted. */
export interface WakingMoment {
  /** Milliseconds after the first contentful paint, by the page's clock, that the guest began. */
  readonly began: number
  /** Whether the page had hydrated, and whether the form's (or bar's) code was running, then. */
  readonly hydrated: boolean
  readonly live: boolean
}

const enquiry = (page: Page) => page.getByRole('form', { name: 'Enquiry' })
const question = (form: Locator) => form.locator('label', { hasText: /^What is \d+ \+ \d+\?$/ })

/** The question's sum, read from its label as the guest reads it. */
async function sumAsked(form: Locator): Promise<{ label: string; sum: number }> {
  const label = await question(form).innerText()
  const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? []
  return { label, sum: Number(a) + Number(b) }
}

interface SentEnquiry {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly message: string
  readonly hotel: string
  readonly puzzle: { readonly answer: number }
}

/** The enquiry form's text fields with what the guest types in each; the e-mail is unique per run. */
const typed = {
  name: () => 'Asha Rao',
  email: (unique: string) => `waking.${unique}@example.org`,
  phone: () => '+91 98450 12345',
  message: () => 'Two quiet nights in December, please.',
} as const

type TextField = keyof typeof typed

/**
 * Fills what the guest has not typed yet (valid values, a unique e-mail and message so the
 * enquiry is never a duplicate), sends, and returns the request the form sent (answered 201).
 */
async function completeAndSend(
  page: Page,
  unique: string,
  done: Partial<Record<TextField | 'puzzle', true>>,
): Promise<SentEnquiry> {
  const form = enquiry(page)
  for (const field of ['name', 'email', 'message'] as const)
    if (!done[field]) await form.locator(`[name="${field}"]`).fill(typed[field](unique))
  if (!done.puzzle)
    await form.locator('input[name="puzzle"]').fill(String((await sumAsked(form)).sum))
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/enquiry') && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  const response = await answer
  expect(response.status(), await response.text()).toBe(201)
  await expect(page.getByText('Thank you for your enquiry.')).toBeVisible()
  return response.request().postDataJSON() as SentEnquiry
}

function textTarget(field: TextField): WakingTarget {
  return {
    name: field,
    path: '/contact',
    act: async (page, unique) => {
      const value = typed[field](unique)
      const input = enquiry(page).locator(`[name="${field}"]`)
      await input.click()
      await page.keyboard.type(value, { delay: 20 })
      return async () => {
        await expect(input).toHaveValue(value)
        const sent = await completeAndSend(page, unique, { [field]: true })
        expect(sent[field]).toBe(value)
      }
    },
  }
}

/** The question's answer, where the defect of issue 44 was first seen. */
export const answerTarget: WakingTarget = {
  name: 'the question’s answer',
  path: '/contact',
  act: async (page, unique) => {
    const form = enquiry(page)
    const asked = await sumAsked(form)
    const input = form.locator('input[name="puzzle"]')
    await input.click()
    await page.keyboard.type(String(asked.sum), { delay: 20 })
    return async () => {
      await expect(input).toHaveValue(String(asked.sum))
      // the question the guest answered is still the one asked
      await expect(question(form)).toHaveText(asked.label)
      await expect(input).toHaveAttribute('aria-invalid', 'false')
      const sent = await completeAndSend(page, unique, { puzzle: true })
      expect(sent.puzzle.answer).toBe(asked.sum)
    }
  },
}

const hotelTarget: WakingTarget = {
  name: 'hotel',
  path: '/contact',
  ...(site.hotels.length < 2
    ? { skip: 'the site lists one hotel: the select has nothing to choose' }
    : {}),
  act: async (page, unique) => {
    const chosen = site.hotels.at(-1) ?? ''
    const select = enquiry(page).getByLabel('Hotel')
    await select.selectOption(chosen)
    return async () => {
      await expect(select).toHaveValue(chosen)
      const sent = await completeAndSend(page, unique, {})
      expect(sent.hotel).toBe(chosen)
    }
  },
}

const bookingBarTarget: WakingTarget = {
  name: 'the booking bar’s adults and children',
  path: '/',
  act: async (page) => {
    const bar = page.getByRole('form', { name: 'Check availability' })
    await bar.getByRole('button', { name: 'More adults' }).click()
    await bar.getByRole('button', { name: 'More children' }).click()
    return async () => {
      // pressed once each: from 2 adults and no children (spec 5's defaults)
      await expect(bar.getByRole('link', { name: 'Check Availability' })).toHaveAttribute(
        'href',
        /[?&]adults=3&children=1$/,
      )
    }
  },
}

/** Every field of the enquiry form, and the booking bar. */
export const wakingTargets: readonly WakingTarget[] = [
  textTarget('name'),
  textTarget('email'),
  textTarget('phone'),
  textTarget('message'),
  hotelTarget,
  answerTarget,
  bookingBarTarget,
]

/** The island (the enquiry form, or the booking bar) whose code must have come. */
const islandOf = (target: WakingTarget) =>
  target.path === '/'
    ? '[data-island="live"] form[aria-label="Check availability"]'
    : '[data-island="live"] form[aria-label="Enquiry"]'

/**
 * Opens the target's page as on a phone, acts `moment` ms after its first contentful paint,
 * waits until the page has settled, and checks what the target says. Returns when the guest
 * began, for the test's report.
 */
export async function typeWhileWaking(
  page: Page,
  target: WakingTarget,
  moment: number,
): Promise<WakingMoment> {
  const cdp = await page.context().newCDPSession(page)
  const throttle = async (on: boolean) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? phone.cpuSlowdown : 1 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: on ? phone.roundTripMs : 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  }
  await cdp.send('Network.enable')
  await throttle(true)
  await page.goto(target.path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  )
  await page.waitForTimeout(moment)
  const island = islandOf(target)
  const when = await page.evaluate(
    (selector) => ({
      began:
        performance.now() -
        (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      hydrated: document.documentElement.dataset['hydrated'] === 'true',
      live: document.querySelector(selector) !== null,
    }),
    island,
  )
  const unique = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`
  const check = await target.act(page, unique)
  await page.waitForFunction(() => document.documentElement.dataset['interactive'] === 'true')
  await page.locator(island).waitFor()
  // the replays (the island's at its start, the page's at the interactive mark) have run
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  )
  await throttle(false)
  const began: WakingMoment = {
    began: Math.round(when.began),
    hydrated: when.hydrated,
    live: when.live,
  }
  try {
    await check(page)
  } catch (error) {
    const phase = began.live
      ? 'its code running'
      : began.hydrated
        ? 'the page hydrated, its code not come'
        : 'the page not hydrated'
    throw new Error(
      `${target.name}, begun ${began.began} ms after the first paint (${phase}): ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return began
}
