import { describe, expect, it } from 'vitest'
import { inlineStylesheets, markupClasses, stylesheetsByUse } from './inline-styles.ts'

const files: Record<string, string> = {
  '/entry.css': 'body{margin:0}.a{color:red}',
  '/kit.css': '.k{display:flex}',
  '/route.css': '.r{gap:1rem}.unused{gap:2rem}',
  '/dialog.css': '.d{position:fixed}.dd{inset:0}',
  '/island.css': '.i{color:#00f}.other{color:red}',
  '/used.css': '.i .k{margin:0}',
}
const textOf = (href: string) => files[href] ?? ''
const markup = '<main class="r"><div class="k">x</div><p class="i">y</p></main>'

describe('a page’s stylesheets', () => {
  it('reads every class token of the markup', () => {
    expect([
      ...markupClasses('<div class="r  k"><p class="x">t</p><i data-class="no"></i></div>'),
    ]).toEqual(['r', 'k', 'x'])
  })

  it('writes whole what the markup uses and the page hydrates with, then the entry’s, each once; the rest later, in cascade order', () => {
    const sheets = stylesheetsByUse(
      ['/route.css', '/kit.css', '/dialog.css', '/island.css', '/route.css', '/used.css'],
      ['/kit.css', '/entry.css'],
      new Set(['/route.css', '/kit.css', '/dialog.css']),
      textOf,
      markup,
    )
    expect(sheets).toEqual([
      { href: '/route.css', text: files['/route.css'], whole: true },
      { href: '/dialog.css', text: '', whole: false },
      { href: '/island.css', text: '.i{color:#00f}', whole: false },
      { href: '/used.css', text: files['/used.css'], whole: true },
      { href: '/kit.css', text: files['/kit.css'], whole: true },
      { href: '/entry.css', text: files['/entry.css'], whole: true },
    ])
    // A disabled link stands where a later stylesheet applies; one names each file written whole.
    expect(inlineStylesheets(sheets)).toEqual([
      `<style>${files['/route.css']}</style>`,
      '<link rel="stylesheet" href="/dialog.css" disabled data-later>',
      '<style>.i{color:#00f}</style>',
      '<link rel="stylesheet" href="/island.css" disabled data-later>',
      `<style>${files['/used.css']}\n${files['/kit.css']}\n${files['/entry.css']}</style>`,
      ...['/route.css', '/used.css', '/kit.css', '/entry.css'].map(
        (href) => `<link rel="stylesheet" href="${href}" disabled>`,
      ),
    ])
  })

  it('keeps the entry’s stylesheets inline even when no class of theirs is in the markup', () => {
    expect(stylesheetsByUse([], ['/entry.css'], new Set(), textOf, '<p>plain</p>')).toEqual([
      { href: '/entry.css', text: files['/entry.css'], whole: true },
    ])
  })
})
