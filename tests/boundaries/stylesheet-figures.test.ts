import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * The specification's figures that only a stylesheet holds: the reveal's 1.5 s slide-in (the
 * machine's 1500 ms is pinned by its table, the transition the visitor sees is CSS), the film
 * button's 1 s before the film's code has come, the banner's 65vh and the amenity icons' 50 px.
 * jsdom lays nothing out, so the rule of each is read from its stylesheet.
 */
const root = new URL('../../', import.meta.url)

/** The declarations of the rule for `selector` in a stylesheet of src/. */
function rule(file: string, selector: string): string {
  const css = readFileSync(fileURLToPath(new URL(`src/${file}`, root)), 'utf8')
  const at = css.indexOf(`${selector} {`)
  if (at === -1) throw new Error(`src/${file} has no rule for ${selector}`)
  return css
    .slice(css.indexOf('{', at) + 1, css.indexOf('}', at))
    .replace(/\s+/g, ' ')
    .trim()
}

describe('figures of the specification held by a stylesheet', () => {
  it('a reveal section slides in over 1.5 s (spec 4, 9)', () => {
    expect(rule('components/reveal/reveal.module.css', ".reveal[data-reveal='revealing']")).toBe(
      'transition: opacity 1.5s ease, transform 1.5s ease;',
    )
  })

  it('the film’s button appears after 1 s while its code has not come (spec 2.3, 9)', () => {
    expect(
      rule('components/video-hero/video-hero.module.css', "[data-island='waiting'] .toggle"),
    ).toBe('animation: appear 300ms ease-out 1s backwards;')
  })

  it('a banner is 65vh tall by default (spec 2.2, 9)', () => {
    expect(rule('components/banner/banner.module.css', '.banner')).toMatch(
      /min-height: 65vh; min-height: 65svh;/,
    )
  })

  it('an amenity icon is 50 px wide (spec 2.4)', () => {
    expect(rule('views/suites/suites.module.css', '.amenityIcon')).toMatch(
      /^width: 50px; height: 50px;/,
    )
  })
})
