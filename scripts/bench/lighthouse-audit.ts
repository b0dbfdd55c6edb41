import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Result } from 'lighthouse'
import { chromiumArgs } from '../browser.ts'
import type { RouteFigures } from './figures.ts'

/** The four categories Lighthouse scores. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** How a run is made. */
export interface AuditOptions {
  preset: 'mobile' | 'desktop'
  /** Lighthouse's throttling method: simulated (its default) or applied to the load. */
  throttling: 'simulate' | 'devtools'
  /** The categories audited: all four, or performance alone. */
  categories: readonly (typeof categories)[number][]
  /** More Chromium flags (`--ignore-certificate-errors` for a local authority's certificate). */
  chromeFlags?: readonly string[]
  /** Headers sent with every request of the load (a signed-in session's `Cookie`). */
  extraHeaders?: Readonly<Record<string, string>>
}

/**
 * One Lighthouse run in a fresh Chromium (a clean profile each time, as a first visit): its
 * whole result, checked to have a performance score (a run whose trace Lighthouse could not read
 * scores null: a failed run, not a score of 0).
 */
export async function auditResult(
  url: string,
  chromePath: string,
  options: AuditOptions,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs, ...(options.chromeFlags ?? [])],
    logLevel: 'error',
  })
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...options.categories],
        throttlingMethod: options.throttling,
        ...(options.extraHeaders === undefined
          ? {}
          : { extraHeaders: { ...options.extraHeaders } }),
      },
      options.preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    if (typeof lhr.categories['performance']?.score !== 'number')
      throw new Error(
        `${url}: no performance score (${lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no reason given'})`,
      )
    return lhr
  } finally {
    chrome.kill()
  }
}

/** The rows of one of a run's tables (an audit's `details.items`). */
function items<T>(lhr: Result, audit: string): T[] {
  const details = lhr.audits[audit]?.details
  return details && 'items' in details ? (details.items as T[]) : []
}

/** The figures of one run, as the benchmarks print and compare them. */
export function figuresOf(lhr: Result, options: Pick<AuditOptions, 'categories'>): RouteFigures {
  // A category left out of the run has no score: NaN, shown as a dash and never judged.
  const score = (id: (typeof categories)[number]) =>
    options.categories.includes(id) ? Math.round((lhr.categories[id]?.score ?? 0) * 100) : NaN
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = items<{ resourceType?: string; transferSize?: number }>(lhr, 'resource-summary')
  const images = items<{ resourceType?: string; transferSize?: number }>(
    lhr,
    'network-requests',
  ).filter((r) => r.resourceType === 'Image')
  const marks = items<{ name?: string; timingType?: string; startTime?: number }>(
    lhr,
    'user-timings',
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    // the `interactive` mark (src/components/layout/hydration-gate.ts); NaN if it never came
    interactive:
      marks.find((r) => r.name === 'interactive' && r.timingType === 'Mark')?.startTime ?? NaN,
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    imageBytes: summary.find((i) => i.resourceType === 'image')?.transferSize ?? 0,
    largestImageBytes: Math.max(0, ...images.map((r) => r.transferSize ?? 0)),
    failing: Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}:${ref.id}`),
    ),
  }
}

/** The protocols the page's requests went over (`h2`, `http/1.1`, `h3`), with their counts. */
export function protocolsOf(lhr: Result): string {
  const counts = new Map<string, number>()
  for (const r of items<{ protocol?: string }>(lhr, 'network-requests')) {
    const protocol = r.protocol ?? '?'
    counts.set(protocol, (counts.get(protocol) ?? 0) + 1)
  }
  return [...counts].map(([protocol, n]) => `${protocol} ×${n}`).join(', ')
}
