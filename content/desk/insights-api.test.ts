import { describe, expect, it } from 'vitest'
import { vitalRating } from './insights-api.ts'

describe("the Site page's ratings of Core Web Vitals (Google's thresholds)", () => {
  it.each([
    ['LCP', 2500, 2501, 4000, 4001],
    ['INP', 200, 201, 500, 501],
    ['FCP', 1800, 1801, 3000, 3001],
    ['TTFB', 800, 801, 1800, 1801],
    ['CLS', 0.1, 0.11, 0.25, 0.26],
  ] as const)(
    '%s: good up to %s, needs improvement from just above it to its poor threshold, poor above',
    (metric, good, next, poor, above) => {
      expect(vitalRating(metric, good)).toBe('good')
      expect(vitalRating(metric, next)).toBe('needs improvement')
      expect(vitalRating(metric, poor)).toBe('needs improvement')
      expect(vitalRating(metric, above)).toBe('poor')
    },
  )
})
