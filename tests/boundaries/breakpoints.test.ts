import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * Spec 9: "mobile 768 px (small 400 px); the narrow check and promotional modal threshold 728 px;
 * layout breakpoints 1200, 992, 768, 576, 320 px". The 728 px check and the 768 px menu and
 * widget are the machines' (their tables pin 727/728, 767/768 and 768/769 px); the stylesheets
 * lay the pages out at the others. A layout "from" a breakpoint starts at it (`min-width: 992px`),
 * one "under" it ends just before (`max-width: 991.98px`, or 991px), so a window exactly at a
 * breakpoint gets one layout, never both; the offers tab's gutter starts past 768 px
 * (`min-width: 768.02px`), where the widget shows.
 */
const breakpoints = [1200, 992, 768, 576, 400, 320]

const root = fileURLToPath(new URL('../../', import.meta.url))

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return stylesheets(path)
    return entry.endsWith('.css') ? [path] : []
  })
}

/** Every width condition of every media query in the site's stylesheets. */
const conditions = stylesheets(join(root, 'src')).flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(/@media[^{]*/g)].flatMap((query) =>
    [...query[0].matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map((m) => ({
      where: `${relative(root, path)}: ${query[0].trim()}`,
      end: m[1] as 'min' | 'max',
      px: Number(m[2]),
    })),
  ),
)

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9

describe('the stylesheets’ width breakpoints (spec 9)', () => {
  it('are read from the stylesheets', () => {
    expect(conditions.length).toBeGreaterThan(20)
  })

  it('start a layout at a breakpoint, or just past 768 px where the offers tab shows', () => {
    const wrong = conditions
      .filter((c) => c.end === 'min')
      .filter((c) => !breakpoints.some((b) => near(c.px, b) || near(c.px, b + 0.02)))
    expect(wrong.map((c) => c.where)).toEqual([])
  })

  it('end a layout just under a breakpoint, so a window at the breakpoint is on one side only', () => {
    const wrong = conditions
      .filter((c) => c.end === 'max')
      .filter((c) => !breakpoints.some((b) => near(c.px, b - 1) || near(c.px, b - 0.02)))
    expect(wrong.map((c) => c.where)).toEqual([])
  })
})
