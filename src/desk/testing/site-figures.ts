import { parseDate } from '@internationalized/date'
import {
  leadBuckets,
  type DayCount,
  type DayRange,
  type PagesJson,
  type SourcesJson,
  type StaysJson,
  type TrafficJson,
  type VitalsJson,
} from '../../../content/desk/insights-api.ts'
import type { SiteChartJson } from '../api/endpoints.ts'

/*
 * Figures the Site page's fake API answers with (content/desk/insights-api.ts), built for a
 * range: small, round numbers a test can look for (1,234 visitors; /suites with 400 views and 18
 * hand-offs, 4.5%; LCP 2,300 ms good, INP 260 ms needs improvement, CLS 0.30 poor).
 */

/** Each day of a range, both ends included, with the counts `count(i)` gives. */
function daysOf(range: DayRange, count: (i: number) => number): DayCount[] {
  const start = parseDate(range.from)
  const length = parseDate(range.to).compare(start) + 1
  return Array.from({ length }, (_, i) => ({
    day: start.add({ days: i }).toString(),
    visitors: count(i),
    views: count(i) * 3,
  }))
}

/** The period of the same length just before a range. */
function before(range: DayRange): DayRange {
  const start = parseDate(range.from)
  const length = parseDate(range.to).compare(start) + 1
  return {
    from: start.subtract({ days: length }).toString(),
    to: start.subtract({ days: 1 }).toString(),
  }
}

export function trafficFigures(range: DayRange): TrafficJson {
  const previousRange = before(range)
  return {
    range,
    days: daysOf(range, (i) => 40 + (i % 7)),
    previousRange,
    previous: daysOf(previousRange, (i) => 30 + (i % 5)),
    totals: { visitors: 1234, views: 3456 },
    previousTotals: { visitors: 1000, views: 3000 },
    devices: [
      { device: 'mobile', visitors: 900, views: 2400 },
      { device: 'desktop', visitors: 300, views: 1000 },
      { device: 'tablet', visitors: 34, views: 56 },
    ],
  }
}

export const pagesFigures = (range: DayRange): PagesJson => ({
  range,
  items: [
    { path: '/suites', views: 400, visitors: 300, bookNow: 18, enquiries: 6 },
    { path: '/spa', views: 120, visitors: 100, bookNow: 0, enquiries: 3 },
  ],
  controls: [
    { control: 'header', bookNow: 12 },
    { control: 'phone-bar', bookNow: 6 },
  ],
  enquiryKinds: [{ kind: 'suite', enquiries: 9 }],
})

export const sourcesFigures = (range: DayRange): SourcesJson => ({
  range,
  sources: [
    { source: 'www.google.com', visits: 210, visitors: 190 },
    { source: '(direct)', visits: 150, visitors: 140 },
  ],
  campaigns: [{ campaign: 'monsoon-escape', source: 'newsletter', medium: 'email', visits: 37 }],
})

export const staysFigures = (range: DayRange): StaysJson => ({
  range,
  searches: 97,
  leadDays: leadBuckets.map((bucket) => ({ bucket, searches: bucket === '8–14 days' ? 42 : 5 })),
  nights: ['1', '2', '3', '4', '5', '6', '7', '8–13', '14+'].map((nights) => ({
    nights,
    searches: nights === '2' ? 51 : 4,
  })),
  party: ['1', '2', '3', '4', '5', '6', '7', '8+'].map((party) => ({
    party,
    searches: party === '2' ? 60 : 3,
  })),
})

export function vitalsFigures(range: DayRange, route: string | null = null): VitalsJson {
  return {
    range,
    route,
    days: [
      { day: range.to, metric: 'LCP', p75: 2300, samples: 80 },
      { day: range.to, metric: 'INP', p75: 260, samples: 70 },
      { day: range.to, metric: 'CLS', p75: 0.3, samples: 80 },
      { day: range.to, metric: 'FCP', p75: 1200, samples: 80 },
      { day: range.to, metric: 'TTFB', p75: 500, samples: 80 },
    ],
    routes: [
      { route: '/suites', metric: 'LCP', p75: 4100, samples: 30 },
      { route: '/spa', metric: 'LCP', p75: 1900, samples: 20 },
    ],
  }
}

/** Every chart's figures for a range, by chart. */
export const siteFigures = (range: DayRange): SiteChartJson => ({
  traffic: trafficFigures(range),
  pages: pagesFigures(range),
  sources: sourcesFigures(range),
  stays: staysFigures(range),
  vitals: vitalsFigures(range),
})
