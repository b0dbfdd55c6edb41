import { describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { otherSuites, suites } from '../../content/suites.ts'

/*
 * Facts of the specification held as numbers in the content, each stated here as the
 * specification states it. Other facts are checked beside their pages: the suites' sizes in the
 * tariff (content/brochures.test.ts), capacities, minimum nights and the Early Bird table in
 * content/pages-a.schema.test.ts, the brochures' page counts in content/brochures.test.ts.
 */
describe('the specification’s facts in the content', () => {
  it('the property: about 5400 feet above sea level, a 38-acre coffee plantation (spec 1)', () => {
    expect([site.elevationFeet, site.plantationAcres]).toEqual([5400, 38])
  })

  it('the awards: 1,318 reviews, rank #1 of 81, awards 2020, 2021, 2022, 2024 (spec 2.3, 9)', () => {
    expect(site.reviewSummary).toMatchObject({
      reviewCount: 1318,
      rank: 1,
      rankOf: 81,
      awardYears: [2020, 2021, 2022, 2024],
    })
  })

  it('the footer’s copyright 2024 (spec 2.2, 9)', () => {
    expect(site.copyrightYear).toBe(2024)
  })

  it('the suites’ bedrooms: the Family suite’s two, one in each of the others (spec 3)', () => {
    expect(Object.fromEntries(suites.map((s) => [s.title, s.bedrooms]))).toEqual({
      'Mountain Suite': 1,
      'Coffee Suite': 1,
      'Garden Suite': 1,
      'Oak Suite': 1,
      'Family Suite': 2,
    })
  })

  it('a suite page: six grid pictures and three other suites (spec 2.4)', () => {
    for (const suite of suites) {
      expect(new Set(suite.grid).size, suite.title).toBe(6)
      const others = otherSuites(suite.slug).map((s) => s.slug)
      expect(new Set(others).size, suite.title).toBe(3)
      expect(others, suite.title).not.toContain(suite.slug)
    }
  })
})
