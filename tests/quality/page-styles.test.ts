import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { classesIn } from '../../scripts/build/scoped-names.ts'
import { builtPages, checkBuild, clientDir, noBuildMessage } from './built-site.ts'

/*
 * How a built page carries its styles (scripts/build/inline-styles.ts): the stylesheets its
 * markup uses written inline, once each; the others (and an island's, of which the page holds
 * the rules its markup can use) as disabled links at their place in the cascade, which the boot
 * script enables after the first paint.
 */
describe.skipIf(!checkBuild)('the styles of every prerendered page', () => {
  const pages = checkBuild ? builtPages() : []
  const text = (href: string) => readFileSync(join(clientDir, href), 'utf8').trim()
  const inlineOf = (document: Document) =>
    [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')
  const classesOf = (document: Document) =>
    new Set(
      [...document.body.querySelectorAll('[class]')].flatMap((el) => [...el.classList.values()]),
    )

  it('writes each stylesheet it names whole inline exactly once', () => {
    for (const { path, document } of pages) {
      const inline = inlineOf(document)
      const named = [
        ...document.querySelectorAll('link[rel="stylesheet"][disabled]:not([data-later])'),
      ].map((l) => l.getAttribute('href') ?? '')
      expect(named.length, path).toBeGreaterThan(0)
      expect(new Set(named).size, path).toBe(named.length)
      for (const href of named)
        expect(inline.split(text(href)).length - 1, `${path} ${href}`).toBe(1)
    }
  })

  it('applies the others later, each at its place in the cascade, never also whole inline', () => {
    let later = 0
    for (const { path, document } of pages) {
      const inline = inlineOf(document)
      for (const link of document.querySelectorAll('link[data-later]')) {
        later++
        const href = link.getAttribute('href') ?? ''
        expect(link.hasAttribute('disabled'), `${path} ${href}`).toBe(true)
        expect(existsSync(join(clientDir, href)), `${path} ${href}`).toBe(true)
        expect(inline.includes(text(href)), `${path} ${href} is inline too`).toBe(false)
        // In the head, between style blocks (the boot script enables it once the page is parsed).
        expect(link.parentElement?.tagName, `${path} ${href}`).toBe('HEAD')
        expect(document.querySelectorAll(`link[href="${href}"]`), path).toHaveLength(1)
      }
    }
    expect(later).toBeGreaterThan(0)
  })

  it('holds, of an island’s stylesheet applied later, only rules its markup can use', () => {
    const home = pages.find((p) => p.path === '/')
    if (home === undefined) throw new Error('no Home page')
    const classes = classesOf(home.document)
    const inline = inlineOf(home.document)
    const inlineClasses = new Set(classesIn(inline))
    const later = [...home.document.querySelectorAll('link[data-later]')].map(
      (l) => l.getAttribute('href') ?? '',
    )
    // Home's route kit: a few of its classes on the page, the others left to the file.
    const kit = later.find((href) => href.includes('/route-kit-'))
    expect(kit).toBeDefined()
    const kitClasses = classesIn(text(kit ?? ''))
    const held = kitClasses.filter((name) => inlineClasses.has(name))
    expect(held.length).toBeGreaterThan(0)
    expect(held.length).toBeLessThan(kitClasses.length / 2)
    // and those it holds are on the page's elements
    expect(held.filter((name) => classes.has(name)).length).toBeGreaterThan(0)
  })

  it('names classes in one or two letters', () => {
    const home = pages.find((p) => p.path === '/')
    const classes = [...classesOf(home?.document ?? document)]
    expect(classes.length).toBeGreaterThan(50)
    // A few global names stay as written (the active link's `active`, Swiper's).
    const long = classes.filter((name) => !/^[a-zA-Z]{1,2}$/.test(name))
    expect(long.length, long.join(' ')).toBeLessThan(classes.length / 10)
  })
})

if (!checkBuild) it.skip(`page styles: ${noBuildMessage}`, () => {})
