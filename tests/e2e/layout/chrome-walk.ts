// Length: one subject, walking the shared chrome through every width and opened dialog in one page.
import type { Page } from '@playwright/test'
import { expect, openHydrated, settle } from '../fixtures.ts'
import { drawIn, prepareFace, type Face } from './faces.ts'
import { layoutFaults } from './layout-faults.ts'

/** Every width from 320 to 1920 px in steps of 20 px (issue 45): 81 widths. */
export const everyWidth: readonly number[] = Array.from({ length: 81 }, (_, i) => 320 + 20 * i)

/** The common screens: phones, tablets, laptops and desktops (issue 45). */
export const commonWidths: readonly number[] = [
  320, 360, 375, 390, 412, 768, 1024, 1180, 1280, 1366, 1440, 1920,
]

/** The shared chrome, closed: header, footer, the offers tab, the phone's bar, Home's booking bar. */
export const chromeScope: readonly string[] = [
  'header',
  'footer',
  '[data-bottom-bar]',
  'aside[aria-label="Limited offers"]',
  'form[aria-label="Check availability"]',
]

/** A window of this width, laid out and drawn (a laptop's 800 px of height). */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  await settle(page)
}

/** Loads `path` in `face` (the page's first load: the route for the fallback is set once). */
export async function openIn(page: Page, path: string, face: Face, width = 1920): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  await openHydrated(page, path)
  await drawIn(page, face)
}

/**
 * The faults of `scope` at each width, the page resized (not reloaded) from one to the next,
 * each line prefixed with `label` and the width. Widths where `applies` says no are skipped.
 */
export async function faultsAcross(
  page: Page,
  widths: readonly number[],
  scope: readonly string[],
  label: string,
  applies: (width: number) => boolean | Promise<boolean> = () => true,
): Promise<string[]> {
  const out: string[] = []
  for (const width of widths) {
    await resize(page, width)
    if (!(await applies(width))) continue
    for (const fault of await layoutFaults(page, scope))
      out.push(`${label} at ${width} px: ${fault}`)
  }
  return out
}

/**
 * What the header shows: the names of its visible controls, in order. It changes where a link
 * moves between the row and More, or the icons come and go.
 */
export function headerShows(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('header :is(a[href], summary):not(#site-menu *, details ul *)')]
      .filter((el) => el.checkVisibility())
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim())
      .join(' | '),
  )
}

/**
 * The chrome's own promises at this width: the logo whole and unscaled from 768 px (the
 * wordmark inside its picture is checked with the layout), and a Book Now on screen and whole,
 * in the header from 768 px and in the bottom bar under it.
 */
export function chromeMissing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    // the brochure and landing routes have no chrome (spec 2.2; a brochure's viewer has a
    // header of its own, without the site's navigation)
    const header = document.querySelector('header:has(nav[aria-label="Main"])')
    if (!header) return out
    const width = document.documentElement.clientWidth
    const logo = header.querySelector('a[href="/"] svg')
    const box = logo?.getBoundingClientRect()
    if (!logo || !box || !logo.checkVisibility() || box.width === 0) out.push('no logo')
    else if (box.left < 0 || box.right > width) out.push('the logo is cut by the window')
    else if (width >= 768 && Math.round(box.width) !== 160)
      out.push(`the logo is squeezed to ${box.width.toFixed(1)} px`)
    const where = width >= 768 ? header : document.querySelector('[data-bottom-bar]')
    const book = [...(where?.querySelectorAll('[data-book-now]') ?? [])].find((el) =>
      el.checkVisibility(),
    )
    const b = book?.getBoundingClientRect()
    if (!book || !b) out.push(`no Book Now in the ${width >= 768 ? 'header' : 'bottom bar'}`)
    else if (b.left < 0 || b.right > width || book.scrollWidth > book.clientWidth)
      out.push('Book Now is cut')
    return out
  })
}

/**
 * The chrome, closed, at every width of `widths` (in order, one page resized), and where the
 * header changes what it shows between two of them, at the last pixel before the change and
 * the first at it, found by halving: each layout is checked at its tightest.
 */
export async function chromeFaults(
  page: Page,
  widths: readonly number[],
  label: string,
): Promise<string[]> {
  const out = new Set<string>()
  const check = async (width: number) => {
    await resize(page, width)
    // sent together, run in turn by the page: one wait for the answers instead of three
    const [faults, missing, shows] = await Promise.all([
      layoutFaults(page, chromeScope),
      chromeMissing(page),
      headerShows(page),
    ])
    for (const fault of [...faults, ...missing]) out.add(`${label} at ${width} px: ${fault}`)
    return shows
  }
  let previous: { width: number; shows: string } | undefined
  for (const width of widths) {
    const shows = await check(width)
    if (previous && previous.shows !== shows && Math.abs(previous.width - width) > 1) {
      // the change lies between the two widths: find its first pixel, check both sides
      let [a, b] = [previous.width, width]
      while (Math.abs(b - a) > 1) {
        const middle = Math.round((a + b) / 2)
        await resize(page, middle)
        if ((await headerShows(page)) === shows) b = middle
        else a = middle
      }
      await check(a)
      await check(b)
    }
    previous = { width, shows }
  }
  return [...out]
}

/**
 * A part of the chrome that opens over the page: how to open it, what to check while it is
 * open, at which widths it exists, and where to open it.
 */
export interface Opening {
  readonly name: string
  readonly path: string
  /** The widths (of `everyWidth`) at which it can be open. */
  readonly at: (width: number) => boolean
  /** The width it is opened at; it is then kept open while the window is resized. */
  readonly openAt: number
  readonly scope: readonly string[]
  readonly open: (page: Page) => Promise<void>
  /** Closes it again, so the next opening finds the page as loaded. */
  readonly close: (page: Page) => Promise<void>
  /** Whether its opener must see the daily promotion (it opens only on a first visit). */
  readonly promo?: boolean
}

const visible = (page: Page, selector: string) =>
  page.locator(selector).filter({ visible: true }).first()

/** Every dialog and disclosure of the chrome (issue 45: the same guarantee as the header). */
export const openings: readonly Opening[] = [
  {
    name: 'the Book Now sheet',
    path: '/',
    at: () => true,
    openAt: 1920,
    scope: ['[role="dialog"]'],
    open: async (page) => {
      await visible(page, 'header [data-book-now], [data-bottom-bar] [data-book-now]').click()
      await expect(page.getByRole('dialog', { name: 'Book your stay' })).toBeVisible()
      await expect(page.getByRole('dialog').getByRole('spinbutton')).toHaveCount(6)
    },
    close: async (page) => {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    },
  },
  {
    name: 'the side menu',
    path: '/',
    at: (width) => width < 768,
    openAt: 760,
    scope: ['#site-menu'],
    open: async (page) => {
      await page.getByLabel('Open menu').click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    },
    close: async (page) => {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    },
  },
  {
    name: 'the More list',
    path: '/',
    at: (width) => width >= 768,
    openAt: 768,
    scope: ['header details[open]'],
    open: async (page) => {
      await page.locator('header nav summary').click()
      await expect(page.locator('header nav details[open] ul')).toBeVisible()
    },
    close: async (page) => {
      await page.keyboard.press('Escape')
      await expect(page.locator('header nav details[open]')).toHaveCount(0)
    },
  },
  {
    name: 'the offers panel',
    path: '/',
    at: (width) => width > 768,
    openAt: 1920,
    scope: ['aside[aria-label="Limited offers"]'],
    open: async (page) => {
      const toggle = page
        .getByRole('complementary', { name: 'Limited offers' })
        .getByRole('button', { name: 'Limited offers' })
      // the tab is drawn without its machine until the pointer reaches it (offers-tab.tsx):
      // the widget has taken its place once the toggle names its panel
      await toggle.hover()
      await expect(toggle).toHaveAttribute('aria-controls', /.+/)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    },
    close: async (page) => {
      const toggle = page
        .getByRole('complementary', { name: 'Limited offers' })
        .getByRole('button', { name: 'Limited offers' })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    },
  },
  {
    name: 'the lightbox',
    path: '/mountainsuite',
    at: () => true,
    openAt: 1920,
    scope: ['[role="dialog"]'],
    open: async (page) => {
      await page
        .getByRole('button', { name: /^View larger:/ })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: /picture 1 of 6/ })).toBeVisible()
    },
    close: async (page) => {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    },
  },
  {
    name: 'the promotion',
    path: '/about',
    at: (width) => width < 728,
    openAt: 720,
    promo: true,
    scope: ['[role="dialog"]'],
    open: async (page) => {
      await page.mouse.move(200, 400)
      await page.mouse.wheel(0, 400)
      await expect(page.getByRole('dialog', { name: 'Special offers' })).toBeVisible()
    },
    close: async (page) => {
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    },
  },
]

/**
 * One opening on the page as it is (loaded in `face`): opened at its width, checked at each of
 * `widths` where it exists, the window resized while it stays open, then closed at the last.
 */
export async function checkOpen(
  page: Page,
  opening: Opening,
  face: Face,
  widths: readonly number[],
): Promise<string[]> {
  await resize(page, opening.openAt)
  await opening.open(page)
  const label = `${opening.path} ${face} faces, ${opening.name}`
  // the More list is there only while the row has links to put in it
  const applies =
    opening.name === 'the More list'
      ? () => page.locator('header nav summary').isVisible()
      : () => true
  const found = await faultsAcross(page, widths.filter(opening.at), opening.scope, label, applies)
  await opening.close(page)
  return found
}

/**
 * One opening in one face on a page of its own: loaded at its width, opened, then checked at
 * each of `widths` where it exists (every 20 px by default).
 */
export async function openingFaults(
  page: Page,
  opening: Opening,
  face: Face,
  widths: readonly number[] = everyWidth,
): Promise<string[]> {
  await prepareFace(page, face)
  await openIn(page, opening.path, face, opening.openAt)
  return checkOpen(page, opening, face, widths)
}
