import { describe, expect, it } from 'vitest'
import { builtPages, checkBuild, noBuildMessage } from './built-site.ts'

/*
 * WCAG 3.2.3 Consistent Navigation, 3.2.4 Consistent Identification and 3.2.6 Consistent Help
 * (issue 34): every prerendered page with the site's header and footer has the same header
 * links and the same footer links (the navigation, the phones, the e-mail, WhatsApp, Book Now),
 * in the same order, with the same names. Only which link is the current page may differ.
 */

/** A landmark's links in order, as "name -> href" (the name as text or its label). */
function linksOf(landmark: Element | null): string[] {
  return [...(landmark?.querySelectorAll('a[href]') ?? [])].map(
    (a) =>
      `${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().replace(/\s+/g, ' ')} -> ${a.getAttribute('href') ?? ''}`,
  )
}

describe.skipIf(!checkBuild)(
  'the header and footer are the same on every page that has them',
  () => {
    const pages = checkBuild ? builtPages() : []
    const home = pages.find((page) => page.path === '/')
    const header = linksOf(home?.document.querySelector('body header') ?? null)
    const footer = linksOf(home?.document.querySelector('body footer') ?? null)

    it('Home has a header and a footer with Book Now, the phones, the e-mail and WhatsApp', () => {
      expect(header.some((link) => link.startsWith('Book Now -> '))).toBe(true)
      expect(footer.some((link) => link.includes('-> tel:'))).toBe(true)
      expect(footer.some((link) => link.includes('-> mailto:'))).toBe(true)
      expect(footer.some((link) => link.includes('-> https://wa.me/'))).toBe(true)
    })

    // the site's header has the main navigation (a brochure's viewer has a header of its own)
    const withChrome = pages.filter(
      (page) => page.document.querySelector('body header nav[aria-label="Main"]') !== null,
    )
    it('most pages have them (the brochure viewers and the landing page have none)', () => {
      expect(withChrome.length).toBeGreaterThan(40)
    })
    for (const page of withChrome)
      it(`${page.path}: the same header and footer links as Home`, () => {
        expect(linksOf(page.document.querySelector('body header'))).toEqual(header)
        expect(linksOf(page.document.querySelector('body footer'))).toEqual(footer)
      })
  },
)

describe.skipIf(checkBuild)('the header and footer comparison', () => {
  it.skip(noBuildMessage, () => {})
})
