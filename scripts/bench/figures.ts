/** One Lighthouse run's figures for a route (or the medians of several runs). */
export interface RouteFigures {
  /** Category scores, 0 to 100; NaN for a category the run left out (`--performance-only`). */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Largest Contentful Paint, ms (simulated mobile throttling, or applied with `--applied`). */
  lcp: number
  /** First Contentful Paint, ms (throttled as LCP is). */
  fcp: number
  /**
   * When the page became interactive, ms from navigation: the `interactive` performance mark
   * (src/components/layout/hydration-gate.ts). Observed in the run, so throttled only with
   * `--applied` (simulated throttling replays the timings of an unthrottled load).
   */
  interactive: number
  cls: number
  /** Total Blocking Time, ms. */
  tbt: number
  /** Transfer size of everything the page loaded, bytes. */
  totalBytes: number
  /** Transfer size of its scripts, bytes. */
  jsBytes: number
  /** Transfer size of every image fetched while loading, bytes. */
  imageBytes: number
  /** Transfer size of the largest image fetched (on every route, the largest paint's), bytes. */
  largestImageBytes: number
  /** Weighted audits that did not pass, as `category:audit-id`. */
  failing: string[]
}

/** Issue 6's targets for every route. */
export const targets = {
  score: 100,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  /** Issue 13: interactive within 2.5 s of navigation. */
  interactiveMs: 2500,
} as const

const middle = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2
}

/**
 * The median of several runs, figure by figure (TBT and LCP vary independently from run to
 * run, so no single run is "the median run" for all of them). A failing audit is kept when it
 * failed in at least half of the runs.
 */
export function median(runs: readonly RouteFigures[]): RouteFigures {
  if (runs.length === 0) throw new Error('median of no runs')
  const of = (key: Exclude<keyof RouteFigures, 'failing'>) => middle(runs.map((r) => r[key]))
  const counts = new Map<string, number>()
  for (const run of runs) for (const id of run.failing) counts.set(id, (counts.get(id) ?? 0) + 1)
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    interactive: of('interactive'),
    cls: of('cls'),
    tbt: of('tbt'),
    totalBytes: of('totalBytes'),
    jsBytes: of('jsBytes'),
    imageBytes: of('imageBytes'),
    largestImageBytes: of('largestImageBytes'),
    failing: [...counts].filter(([, n]) => n * 2 >= runs.length).map(([id]) => id),
  }
}

/** What a route misses of the targets, as short phrases; empty when it meets them all. */
export function belowTarget(_path: string, f: RouteFigures): string[] {
  const misses: string[] = []
  const scores = {
    performance: f.performance,
    accessibility: f.accessibility,
    'best practices': f.bestPractices,
    SEO: f.seo,
  }
  for (const [name, value] of Object.entries(scores))
    if (!Number.isNaN(value) && value < targets.score) misses.push(`${name} ${value}`)
  if (!(f.lcp < targets.lcpMs)) misses.push(`LCP ${Math.round(f.lcp)} ms`)
  if (!(f.interactive <= targets.interactiveMs))
    misses.push(`interactive ${Math.round(f.interactive)} ms`)
  if (!(f.cls < targets.cls)) misses.push(`CLS ${f.cls.toFixed(3)}`)
  if (!(f.tbt < targets.tbtMs)) misses.push(`TBT ${Math.round(f.tbt)} ms`)
  if (misses.length > 0 && f.failing.length > 0) misses.push(`failing: ${f.failing.join(', ')}`)
  return misses
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
/** A category's score, or a dash for one the run left out. */
const score = (value: number) => (Number.isNaN(value) ? '-' : String(value))

/** Fixed-width lines for a set of routes, with a header line when asked. */
export function formatTable(
  rows: readonly { path: string; figures: RouteFigures }[],
  header: boolean,
): string {
  const cols = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'ready', 'CLS', 'TBT', 'total', 'JS']
  cols.push('images', 'largest')
  const widths = [36, 5, 5, 5, 5, 9, 9, 7, 8, 10, 10, 10, 10]
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' ')
  const out = header ? [line(cols)] : []
  for (const { path, figures: f } of rows)
    out.push(
      line([
        path,
        score(f.performance),
        score(f.accessibility),
        score(f.bestPractices),
        score(f.seo),
        `${Math.round(f.lcp)} ms`,
        `${Math.round(f.interactive)} ms`,
        f.cls.toFixed(3),
        `${Math.round(f.tbt)} ms`,
        kB(f.totalBytes),
        kB(f.jsBytes),
        kB(f.imageBytes),
        kB(f.largestImageBytes),
      ]),
    )
  return out.join('\n')
}

/**
 * One line on readiness over the routes measured: how many became interactive within issue 13's
 * target, and the spread of their `interactive` marks (a route whose mark never came counts as
 * missing it). Meaningful with `--applied`, where the mark is a timing of the throttled load.
 */
export function readinessSummary(rows: readonly { path: string; figures: RouteFigures }[]): string {
  if (rows.length === 0) return 'Interactive: no routes measured.'
  const marks = rows.map((r) => r.figures.interactive)
  const within = marks.filter((ms) => ms <= targets.interactiveMs).length
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const measured = marks.filter((ms) => !Number.isNaN(ms))
  const spread =
    measured.length === 0
      ? 'no mark came'
      : `${seconds(Math.min(...measured))} to ${seconds(Math.max(...measured))}, median ${seconds(middle(measured))}`
  return `Interactive within ${seconds(targets.interactiveMs)} on ${within} of ${rows.length} route(s) (${spread}).`
}
