import type { Boundary } from './types.ts'

/*
 * The Site page's ratings of the speed guests meet (issue 43; content/desk/insights-api.ts):
 * Google's Core Web Vitals thresholds, at most `good` is good, above `poor` is poor.
 */

const file = 'content/desk/insights-api.ts'
const test = 'content/desk/insights-api.test.ts'
const source = 'web.dev/articles/vitals (Google thresholds); docs/insights.md'

const thresholds = [
  ['LCP', 'good', 2500, 'ms', 1],
  ['LCP', 'poor', 4000, 'ms', 1],
  ['INP', 'good', 200, 'ms', 1],
  ['INP', 'poor', 500, 'ms', 1],
  ['CLS', 'good', 0.1, 'score', 0.01],
  ['CLS', 'poor', 0.25, 'score', 0.01],
  ['FCP', 'good', 1800, 'ms', 1],
  ['FCP', 'poor', 3000, 'ms', 1],
  ['TTFB', 'good', 800, 'ms', 1],
  ['TTFB', 'poor', 1800, 'ms', 1],
] as const

export const vitalRatingBoundaries: readonly Boundary[] = thresholds.map(
  ([metric, band, value, unit, step]) => ({
    id: `site-vital-${metric.toLowerCase()}-${band}`,
    promise:
      band === 'good'
        ? `a 75th percentile ${metric} of at most ${value} ${unit} is rated good`
        : `a 75th percentile ${metric} above ${value} ${unit} is rated poor`,
    source,
    value,
    unit,
    ...(step === 1
      ? {}
      : { step: { by: step, why: 'CLS is a score in hundredths, not a whole number' } }),
    code: [{ file, name: `vitalThresholds.${metric}.${band}` }],
    pinnedBy: [test],
    sides:
      band === 'good'
        ? `${value} is good, just above it needs improvement`
        : `${value} needs improvement, just above it is poor`,
  }),
)
