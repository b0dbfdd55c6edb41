import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { classesIn, nthName, shortScopedName } from './scoped-names.ts'

describe('short class names for CSS modules', () => {
  it('counts in letters: a to Z, then two letters, never a digit or hyphen first', () => {
    expect([0, 1, 25, 26, 51, 52, 53].map(nthName)).toEqual(['a', 'b', 'z', 'A', 'Z', 'ab', 'bb'])
    const names = Array.from({ length: 3000 }, (_, n) => nthName(n))
    expect(new Set(names).size).toBe(3000)
    for (const name of names) expect(name).toMatch(/^[a-zA-Z]+$/)
  })

  it('finds the classes a stylesheet names, not numbers, file names or comments', () => {
    expect(
      classesIn(
        '/* .note */ .card{padding:.5rem;background:url(a.svg)} .card:hover .title,.-x{opacity:0.8} :global(html.ready) ._y{}',
      ),
    ).toEqual(['card', 'title', '-x', 'ready', '_y'])
  })

  it('names every class of every module stylesheet by its place, the same in any build, one name each', () => {
    const root = mkdtempSync(join(tmpdir(), 'scoped-'))
    mkdirSync(join(root, 'src/b'), { recursive: true })
    writeFileSync(join(root, 'src/a.module.css'), '.card{} .title{}')
    writeFileSync(join(root, 'src/b/b.module.css'), '.card{}')
    writeFileSync(join(root, 'src/plain.css'), '.global{}')
    const name = shortScopedName(root)
    const again = shortScopedName(root)
    const a = join(root, 'src/a.module.css')
    const b = join(root, 'src/b/b.module.css')
    // sorted by file and class: a:card, a:title, b:card
    expect([name('card', a), name('title', a), name('card', `${b}?used`)]).toEqual(['a', 'b', 'c'])
    expect(again('title', a)).toBe(name('title', a))
    // A class the table lacks (not found in the file) gets a hashed name no table name can be.
    const other = name('missing', a)
    expect(other).toMatch(/^_[\w-]{5}$/)
    expect(name('missing', a)).toBe(other)
    expect(name('missing', b)).not.toBe(other)
  })

  it("leaves the desk's stylesheets out, so they never shift a public page's names", () => {
    const root = mkdtempSync(join(tmpdir(), 'scoped-'))
    mkdirSync(join(root, 'src/desk/sign-in'), { recursive: true })
    mkdirSync(join(root, 'src/views'), { recursive: true })
    const view = join(root, 'src/views/v.module.css')
    writeFileSync(view, '.card{}')
    const before = shortScopedName(root)('card', view)
    // src/desk sorts before src/views: counted, it would push the view's class to the next name
    writeFileSync(join(root, 'src/desk/sign-in/sign-in.module.css'), '.form{} .field{}')
    expect(shortScopedName(root)('card', view)).toBe(before)
    expect(before).toBe('a')
  })
})
