import type { Boundary, NotAPromise } from './types.ts'

/*
 * The Site page's reports (issue 43; content/desk/insights-api.ts, docs/insights.md): the
 * longest range a chart answers for and how many rows its lists hold.
 */

const source = 'content/desk/insights-api.ts; issue 43'
const figures = 'tests/server/site-report.test.ts'
const unit = 'a unit conversion (an hour or a day in milliseconds), not a limit'

export const siteReportBoundaries: readonly Boundary[] = [
  {
    id: 'site-range-days',
    promise: 'a chart answers for a range of at most 762 days (25 months)',
    source,
    value: 762,
    unit: 'days',
    code: [{ file: 'content/desk/insights-api.ts', name: 'maxRangeDays' }],
    pinnedBy: ['tests/server/desk-site.test.ts'],
    sides: 'every chart answers 2024-10-22 to 2026-11-22 (762 days) and refuses 2024-10-21 (763)',
  },
  {
    id: 'site-top-pages',
    promise: 'the pages chart lists at most 50 pages, the most views first',
    source,
    value: 50,
    unit: 'pages',
    code: [{ file: 'server/insights/site-report-pages.ts', name: 'topPages' }],
    pinnedBy: [figures],
    sides: 'of 51 pages the 50 with the most views are listed, the 51st is not',
  },
  {
    id: 'site-top-sources',
    promise: 'the sources chart lists at most 50 sources and 50 campaigns, the most visits first',
    source,
    value: 50,
    unit: 'sources',
    code: [{ file: 'server/insights/site-report-sources.ts', name: 'topSources' }],
    pinnedBy: [figures],
    sides: 'of 51 sources and 51 campaigns the 50 with the most visits of each are listed',
  },
  {
    id: 'site-vitals-quantiles',
    promise:
      'a day’s vitals keep 20 quantiles per route and metric; a route’s p75 over several days is their equi-depth merge, within 1/20 of the rank (between the exact 75th and 80th percentiles)',
    source: 'content/desk/insights-api.ts (VitalsJson); docs/insights.md',
    value: 20,
    unit: 'quantiles',
    code: [{ file: 'server/insights/vitals-day.ts', name: 'vitalsQuantiles' }],
    pinnedBy: ['tests/server/site-vitals.test.ts'],
    sides:
      'three values give the 20 quantiles at ranks ceil(3i / 20) (6, 7 and 7 of each), no 19th or 21st; a merged estimate worked out by hand from 20ths; 500 random merges lie between the exact 75th and 80th percentiles',
  },
]

export const siteReportNotPromises: readonly NotAPromise[] = [
  { file: 'server/insights/site-range.ts', name: 'dayMs', reason: unit },
  { file: 'server/insights/vitals-day.ts', name: 'hourMs', reason: unit },
  {
    file: 'server/insights/vitals-day.ts',
    name: 'resortDayShiftMs',
    reason:
      'a fact of the time zone: India is 5 h 30 min ahead of UTC, plus the half hour that puts an hour on the day of its middle (pinned by the vitals test’s hours either side of 18:30 UTC)',
  },
  {
    file: 'server/insights/site-days.ts',
    name: 'keptDays',
    reason:
      'tuning: how many raw days’ sums a process keeps (today and days not yet rolled up); a day not kept is summed again, with the same figures',
  },
  {
    file: 'server/insights/site-report-vitals.ts',
    name: 'keptRolledDays',
    reason:
      'tuning: how many days of vitals_daily a process keeps parsed (a year’s range and some); a day not kept is read again, with the same figures',
  },
  {
    file: 'server/insights/site-report-vitals.ts',
    name: 'keptRawDays',
    reason:
      'tuning: how many raw days’ vitals summaries a process keeps (today and days not yet summarised); a day not kept is summarised again, with the same figures',
  },
  {
    file: 'server/insights/vitals-merge.ts',
    name: 'p75Index',
    reason: 'derived: the index of quantile 15 of vitalsQuantiles (20), a day’s own p75',
  },
  {
    file: 'server/insights/vitals-rollup.ts',
    name: 'rowsPerStatement',
    reason: 'tuning: vitals_daily rows per INSERT statement',
  },
]
