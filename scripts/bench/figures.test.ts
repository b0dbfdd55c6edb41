import { describe, expect, it } from 'vitest'
import { belowTarget, formatTable, median, readinessSummary, type RouteFigures } from './figures.ts'

/** A run that meets every target; each test changes what it is about. */
const run = (changes: Partial<RouteFigures> = {}): RouteFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1250,
  fcp: 900,
  interactive: 2300,
  cls: 0,
  tbt: 20,
  totalBytes: 200_000,
  jsBytes: 120_000,
  imageBytes: 30_000,
  largestImageBytes: 12_000,
  failing: [],
  ...changes,
})

/** A run of `--performance-only`: the other three categories were not audited. */
const performanceOnly = (changes: Partial<RouteFigures> = {}) =>
  run({ accessibility: NaN, bestPractices: NaN, seo: NaN, ...changes })

describe('belowTarget', () => {
  it('names every target a route misses', () => {
    expect(
      belowTarget('/', run({ accessibility: 97, lcp: 1600, interactive: 2600, cls: 0.05 })),
    ).toEqual(['accessibility 97', 'LCP 1600 ms', 'interactive 2600 ms', 'CLS 0.050'])
    expect(belowTarget('/', run())).toEqual([])
  })

  it('does not judge the categories a performance-only run left out', () => {
    expect(belowTarget('/', performanceOnly())).toEqual([])
    expect(belowTarget('/', performanceOnly({ performance: 98 }))).toEqual(['performance 98'])
  })

  it('counts a mark that never came as interactive too late', () => {
    expect(belowTarget('/', run({ interactive: NaN }))).toEqual(['interactive NaN ms'])
  })
})

describe('formatTable', () => {
  it('shows a dash for a category the run left out', () => {
    const [header, line] = formatTable([{ path: '/contact', figures: performanceOnly() }], true)
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
    expect(header?.slice(0, 5)).toEqual(['route', 'perf', 'a11y', 'bp', 'seo'])
    expect(line?.slice(0, 5)).toEqual(['/contact', '100', '-', '-', '-'])
  })
})

describe('median', () => {
  it('keeps a left-out category left out', () => {
    const figures = median([performanceOnly(), performanceOnly({ performance: 99 })])
    expect(figures.accessibility).toBeNaN()
    expect(figures.performance).toBe(99.5)
  })
})

describe('readinessSummary', () => {
  it('counts the routes interactive within 2.5 s and gives the spread of the marks', () => {
    const rows = [2310, 2480, 2500, 2550].map((interactive, i) => ({
      path: `/r${i}`,
      figures: run({ interactive }),
    }))
    expect(readinessSummary(rows)).toBe(
      'Interactive within 2.50 s on 3 of 4 route(s) (2.31 s to 2.55 s, median 2.49 s).',
    )
  })

  it('counts a route whose mark never came as missing the target', () => {
    const rows = [
      { path: '/', figures: run({ interactive: 2400 }) },
      { path: '/contact', figures: run({ interactive: NaN }) },
    ]
    expect(readinessSummary(rows)).toBe(
      'Interactive within 2.50 s on 1 of 2 route(s) (2.40 s to 2.40 s, median 2.40 s).',
    )
    expect(readinessSummary([{ path: '/', figures: run({ interactive: NaN }) }])).toBe(
      'Interactive within 2.50 s on 0 of 1 route(s) (no mark came).',
    )
  })
})
