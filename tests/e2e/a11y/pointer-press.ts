import type { Page } from '@playwright/test'
import { openHydrated } from '../fixtures.ts'

/*
 * WCAG 2.5.2 Pointer Cancellation, as tests/e2e/a11y/pointer-cancellation.spec.ts (`npm test`,
 * a page of each kind) and tests/e2e/sweeps/a11y-pointer-cancellation.sweep.ts (`npm run
 * test:sweep`, every route) judge it: every control on the page is pressed with the mouse, the
 * pointer is moved off it to a spot where no control is, and released there.
 */

/**
 * What a press that acted would change: the address, the dialogs, menus and listboxes open, the
 * `<details>` open, and the states (expanded, pressed, selected, checked, current) of the
 * controls that were on the page when it was last called with `mark`. Controls that arrive later
 * are left out: the booking bar's date picker, for one, replaces its static field when the
 * pointer first comes to it.
 */
export async function fingerprint(page: Page, mark = false): Promise<string> {
  return page.evaluate((mark) => {
    const stateful =
      '[aria-expanded], [aria-pressed], [aria-selected], [aria-checked], [aria-current], input'
    const seen = (el: Element) =>
      el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
      el.getBoundingClientRect().width > 0
    // a control is known by what it is and says, not by its node: one the page swaps for its
    // hydrated twin on the first press (the offers tab) is the same control
    const key = (el: Element) =>
      `${el.tagName}|${el.getAttribute('role') ?? ''}|${el.getAttribute('aria-label') ?? el.id ?? ''}|${(el.textContent ?? '').trim().slice(0, 30)}`
    const marked = window as unknown as { pressKeys?: Set<string> }
    if (mark) marked.pressKeys = new Set([...document.querySelectorAll(stateful)].map(key))
    const names = ['aria-expanded', 'aria-pressed', 'aria-selected', 'aria-checked', 'aria-current']
    return JSON.stringify({
      href: location.href,
      open: [
        ...document.querySelectorAll(
          '[role="dialog"], [role="alertdialog"], dialog[open], [role="listbox"], [role="menu"], details[open]',
        ),
      ].filter(seen).length,
      states: [...document.querySelectorAll(stateful)]
        .filter((el) => marked.pressKeys?.has(key(el)) === true)
        .map(
          (el) =>
            `${key(el)}:${names.map((name) => el.getAttribute(name) ?? '').join(',')}` +
            (el instanceof HTMLInputElement ? `:${el.checked}` : ''),
        ),
    })
  }, mark)
}

/** Whether the page comes back to `before` within a second (a hover menu closing, a fade). */
export async function settlesTo(page: Page, before: string): Promise<string | undefined> {
  let now = ''
  for (const deadline = Date.now() + 1000; Date.now() < deadline;) {
    now = await fingerprint(page)
    if (now === before) return undefined
    await page.waitForTimeout(100)
  }
  return now
}

/**
 * The page's controls as boxes on screen, each with a spot nearby over no control (above or
 * below it, or beside it), where the pointer is released.
 */
async function controlsInView(
  page: Page,
): Promise<{ name: string; at: [number, number]; away: [number, number] }[]> {
  return page.evaluate(() => {
    const interactive =
      'a[href], button, summary, input, select, textarea, label, [role="button"], [role="tab"], [role="link"], [role="spinbutton"], [tabindex]:not([tabindex="-1"])'
    const out: { name: string; at: [number, number]; away: [number, number] }[] = []
    for (const el of document.querySelectorAll<HTMLElement>(interactive)) {
      const box = el.getBoundingClientRect()
      if (
        box.width < 4 ||
        box.height < 4 ||
        box.bottom <= 0 ||
        box.top >= innerHeight ||
        box.right <= 0 ||
        box.left >= innerWidth
      )
        continue
      // a carousel's scrolling row is a surface to swipe (2.5.1 and 2.5.7: its dots are the
      // single-press alternative), not a control that acts on a press
      const style = getComputedStyle(el)
      if (el.scrollWidth > el.clientWidth && /auto|scroll/.test(style.overflowX)) continue
      const at: [number, number] = [box.left + box.width / 2, box.top + box.height / 2]
      const top = document.elementFromPoint(...at)
      if (top === null || !(el === top || el.contains(top))) continue
      const candidates: [number, number][] = [
        [at[0], box.top - 24],
        [at[0], box.bottom + 24],
        [box.left - 24, at[1]],
        [box.right + 24, at[1]],
        [at[0], box.top - 60],
        [at[0], box.bottom + 60],
      ]
      const away = candidates.find(([x, y]) => {
        if (x < 2 || y < 2 || x > innerWidth - 2 || y > innerHeight - 2) return false
        const there = document.elementFromPoint(x, y)
        return (
          there !== null &&
          there.closest(interactive) === null &&
          there.closest('[data-swiper], .swiper') === null
        )
      })
      if (away === undefined) continue
      out.push({
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
        at,
        away,
      })
    }
    return out
  })
}

/**
 * Presses every control of `path` at `width` px and releases off it, screen by screen down the
 * page; returns what acted (empty when nothing did) and how many presses were made.
 */
export async function pressesTakenOff(
  page: Page,
  path: string,
  width: number,
): Promise<{ acted: string[]; pressed: number }> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width, height: 800 })
  await openHydrated(page, path)
  // the video's play button comes a second after the page (the specification's delay)
  await page.waitForTimeout(1200)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  let pressed = 0
  const acted: string[] = []
  for (let y = 0; y < height; y += 640) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.mouse.move(1, 1)
    const before = await fingerprint(page, true)
    for (const control of await controlsInView(page)) {
      await page.mouse.move(...control.at)
      await page.mouse.down()
      await page.mouse.move(...control.away, { steps: 4 })
      await page.mouse.up()
      await page.mouse.move(1, 1)
      pressed += 1
      const after = await settlesTo(page, before)
      if (after !== undefined) {
        const a = JSON.parse(before) as Record<string, unknown>
        const b = JSON.parse(after) as Record<string, unknown>
        const changed = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
        acted.push(
          `${control.name} (at ${Math.round(y)} px down): ${changed
            .map((k) => `${k} ${JSON.stringify(a[k])} -> ${JSON.stringify(b[k])}`)
            .join('; ')
            .slice(0, 400)}`,
        )
        // put the page back before the next control: reopen at the same scroll
        await openHydrated(page, path)
        await page.evaluate((top) => window.scrollTo(0, top), y)
        break
      }
    }
  }
  return { acted, pressed }
}
