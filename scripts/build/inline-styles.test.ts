import { describe, expect, it } from 'vitest'
import {
  inlineStylesheets,
  markupAttributes,
  markupClasses,
  stylesheetsByUse,
} from './inline-styles.ts'

const files: Record<string, string> = {
  '/entry.css': 'body{margin:0}.a{color:red}',
  '/kit.css': '.k{display:flex}',
  '/route.css': '.r{gap:1rem}.unused{gap:2rem}',
  '/dialog.css': '.d{position:fixed}.dd{inset:0}',
  '/island.css': '.i{color:#00f}.other{color:red}',
  '/used.css': '.i .k{margin:0}',
  '/shared.css': ".k{gap:0}.card{padding:1rem}.p[data-ox='70']{--ox:70%}.p[data-ox='20']{--ox:20%}",
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

  it('reads the values of the focal point’s attributes, and no other attribute', () => {
    const attributes = markupAttributes(
      '<img class="p" data-ox="70" data-poy="20"><img class="p" data-ox="35" data-state="x">',
    )
    expect([...attributes].map(([name, values]) => [name, [...values]])).toEqual([
      ['data-ox', ['70', '35']],
      ['data-oy', []],
      ['data-pox', []],
      ['data-poy', ['20']],
    ])
  })

  it('writes of a stylesheet the entry shares with the routes the rules the markup can use, and the file later', () => {
    const page = '<div class="k"><img class="p" data-ox="70"></div>'
    const sheets = stylesheetsByUse(
      [],
      ['/shared.css', '/entry.css'],
      new Set(),
      textOf,
      page,
      new Set(['/shared.css']),
    )
    expect(sheets).toEqual([
      { href: '/shared.css', text: '.k{gap:0}.p[data-ox="70"]{--ox:70%}', whole: false },
      { href: '/entry.css', text: files['/entry.css'], whole: true },
    ])
    expect(inlineStylesheets(sheets)).toEqual([
      '<style>.k{gap:0}.p[data-ox="70"]{--ox:70%}</style>',
      '<link rel="stylesheet" href="/shared.css" disabled data-later>',
      `<style>${files['/entry.css']}</style>`,
      '<link rel="stylesheet" href="/entry.css" disabled>',
    ])
    // every rule of it can match: written whole, fetched never
    const all = '<div class="k card"><img class="p" data-ox="70"><img class="p" data-ox="20"></div>'
    expect(
      stylesheetsByUse([], ['/shared.css'], new Set(), textOf, all, new Set(['/shared.css'])),
    ).toEqual([{ href: '/shared.css', text: files['/shared.css'], whole: true }])
  })
})
