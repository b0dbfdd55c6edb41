import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from '../fixtures.ts'
import { installContrast } from './colour-contrast.ts'

/*
 * WCAG 1.4.11 Non-text Contrast for the edges of the fields a visitor fills in: a text field, a
 * list, the booking bar's dates and its steppers show where they are by a 1 px border on a white
 * fill over the paper, so the border has to stand out 3:1 from what is around it. (Focus rings
 * are measured on every Tab walk: tab-walk.ts.) A disabled control is exempt, and none is
 * measured here.
 */

interface Edge {
  readonly name: string
  /** Null: a picture or a gradient around it, no one colour to stand out from (a failure). */
  readonly contrast: number | null
}

/** Each visible field's border colour against the colour just outside it. */
async function fieldEdges(page: Page): Promise<Edge[]> {
  await installContrast(page)
  return page.evaluate(() => {
    const kit = window.contrastKit
    if (kit === undefined) throw new Error('The page has no contrastKit (installContrast)')
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type="hidden"]), select, textarea, form [role="group"], form [role="group"] > div',
      ),
    ].filter((el) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      return r.width > 4 && r.height > 4 && s.visibility === 'visible' && !el.matches(':disabled')
    })
    return fields.flatMap((el) => {
      const s = getComputedStyle(el)
      // a field drawn by its own border; one inside a bordered group is that group's
      if (parseFloat(s.borderTopWidth) < 1 || s.borderTopStyle === 'none') return []
      el.scrollIntoView({ block: 'center' })
      const box = el.getBoundingClientRect()
      const around = kit.colourBeside(el, box.left - 2, box.top + box.height / 2)
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
        el.getAttribute('name') ??
        el.closest('[role="group"]')?.textContent?.trim().slice(0, 30) ??
        `${el.tagName} ${Math.round(box.top)}`
      return [{ name, contrast: around === null ? null : kit.ratio(s.borderTopColor, around) }]
    })
  })
}

for (const [path, fields] of [
  ['/', 'the booking bar'],
  ['/contact', 'the enquiry form'],
] as const) {
  for (const width of [390, 1280]) {
    test(`${fields} on ${path} at ${width} px: every field's edge stands out 3:1`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openHydrated(page, path)
      // the booking bar's fields are the date picker's, loaded as a visitor reaches for it
      if (path === '/') {
        await page.getByRole('form', { name: 'Check availability' }).hover()
        await expect(page.getByRole('group', { name: 'Check-in – Check-out' })).toBeVisible()
      }
      const edges = await fieldEdges(page)
      expect(edges.length).toBeGreaterThan(2)
      expect(edges.filter((e) => e.contrast === null || e.contrast < 3)).toEqual([])
    })
  }
}
