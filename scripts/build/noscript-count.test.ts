import { describe, expect, it } from 'vitest'
import { noscriptCount, withNoscriptCount } from './noscript-count.ts'

describe('the count image for JavaScript off', () => {
  it('names the page it is on, in a <noscript> at the end of the body', () => {
    const page = '<html><body><div id="root"><main></main></div></body></html>'
    expect(withNoscriptCount(page, '/suites/family-villa')).toBe(
      '<html><body><div id="root"><main></main></div><noscript><img src="/api/count?p=/suites/family-villa" alt="" width="1" height="1" class="visually-hidden"></noscript>\n  </body></html>',
    )
    expect(noscriptCount('/')).toContain('src="/api/count?p=/"')
  })

  it('refuses a path that is not plain, rather than write it into the page', () => {
    expect(() => noscriptCount('/a"b')).toThrow()
    expect(() => noscriptCount('suites')).toThrow()
    expect(() => withNoscriptCount('<p>no body</p>', '/')).toThrow()
  })
})
