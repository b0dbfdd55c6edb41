import { describe, expect, it } from 'vitest'
import { familyPaths, sitePaths } from '../families.build-time.ts'
import { enquiryKindOf, enquiryKinds } from './enquiry-kinds.ts'

/*
 * The kind of an enquiry from its page (issue 42: the inbox files enquiries by what they are
 * about). The pages are written out here as the site serves them, so a kind read from the wrong
 * family fails; every family's every page is checked too, so a new entry gets its family's kind.
 */
describe('the kind of an enquiry from the page it was sent from', () => {
  it.each([
    ['/contact', 'general'],
    ['/', 'general'],
    ['/dining', 'general'],
    ['/spa', 'general'],
    ['/about', 'general'],
    ['/blog/articlepage/wake-up-in-the-clouds', 'general'],
    ['/suites', 'suite'],
    ['/mountainsuite', 'suite'],
    ['/familysuite', 'suite'],
    ['/experience', 'experience'],
    ['/trekking', 'experience'],
    ['/coffee-cupping-session', 'experience'],
    ['/package', 'package'],
    ['/honeymoon', 'package'],
    ['/stay_longer', 'package'],
    ['/offers', 'offer'],
    ['/specialoffers', 'offer'],
    ['/earlybird', 'offer'],
    ['/staymore', 'offer'],
    ['/wedding', 'event'],
    ['/conference', 'event'],
    ['/corporate', 'event'],
  ])('%s is %s', (page, kind) => {
    expect(enquiryKindOf(page)).toBe(kind)
  })

  it('no page, or a page of no family, is general', () => {
    expect(enquiryKindOf(null)).toBe('general')
    expect(enquiryKindOf(undefined)).toBe('general')
    expect(enquiryKindOf('/no-such-page')).toBe('general')
    expect(enquiryKindOf('/suitesx')).toBe('general')
  })

  it('a query, a fragment or a trailing slash do not change the kind', () => {
    expect(enquiryKindOf('/suites?from=home')).toBe('suite')
    expect(enquiryKindOf('/wedding#enquire')).toBe('event')
    expect(enquiryKindOf('/honeymoon/')).toBe('package')
    expect(enquiryKindOf('/')).toBe('general')
  })

  it('every page of each family has that family’s kind, and every page has a kind', () => {
    const family = {
      suite: familyPaths.suite,
      experience: familyPaths.experience,
      offer: [...familyPaths.offer, ...familyPaths.offerListing],
      package: familyPaths.package,
    } as const
    for (const [kind, pages] of Object.entries(family)) {
      expect(pages.length).toBeGreaterThan(0)
      for (const page of pages) expect(enquiryKindOf(page), page).toBe(kind)
    }
    for (const page of sitePaths) expect(enquiryKinds).toContain(enquiryKindOf(page))
  })
})
