import { describe, expect, it } from 'vitest'
import { usedRules } from './used-rules.ts'

describe('the rules of a stylesheet the markup can use', () => {
  const css =
    '.card{padding:1rem}.card .title:hover{color:red}.sheet{position:fixed}.sheet .title{gap:0}' +
    '.card:not(.open){opacity:.9}.a,.sheet{margin:0}body{margin:0}' +
    '@media (width>=40rem){.card{padding:2rem}.sheet{inset:0}}@keyframes fade{to{opacity:0}}'

  it('keeps the rules whose selector’s classes are all in the markup, in @media too, and every other rule', () => {
    const kept = usedRules(css, new Set(['card', 'title', 'a']))
    expect(kept).toBe(
      '.card{padding:1rem}.card .title:hover{color:red}.card:not(.open){opacity:.9}.a,.sheet,body{margin:0}' +
        '@media (width>=40rem){.card{padding:2rem}}@keyframes fade{to{opacity:0}}',
    )
  })

  it('drops a rule only when no selector of it can match', () => {
    expect(usedRules(css, new Set())).toBe('body{margin:0}@keyframes fade{to{opacity:0}}')
  })

  it('drops a rule asking a static attribute for a value the markup does not give it, and keeps the rest', () => {
    const focal =
      ".p{object-position:var(--ox,50%)}.p[data-ox='70']{--ox:70%}.p[data-ox='75']{--ox:75%}" +
      "@media (width<=767px){.p[data-pox='20']{--ox:20%}}.p[data-state='open']{opacity:1}"
    const attributes = new Map([
      ['data-ox', new Set(['70'])],
      ['data-pox', new Set<string>()],
    ])
    expect(usedRules(focal, new Set(['p']), 'p.css', attributes)).toBe(
      // data-state is not static: whatever the markup says now, the app may set it later
      '.p{object-position:var(--ox,50%)}.p[data-ox="70"]{--ox:70%}.p[data-state=open]{opacity:1}',
    )
  })
})
