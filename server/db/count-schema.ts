import type { Generated } from 'kysely'

/*
 * The site count's tables (issue 43, migration 008-count, docs/insights.md) as Kysely types: the
 * day's salt, the raw events, the daily roll-ups and the vitals' daily summaries.
 */

/** A day's salt of the visitor hash (deleted when the day ends). */
export interface CountSaltsTable {
  day: string
  salt: string
}

/** One raw event of the site's count (docs/insights.md), kept ANALYTICS_RAW_DAYS. */
export interface CountEventsTable {
  id: Generated<number>
  /** The resort's day (YYYY-MM-DD, Asia/Kolkata) it was received on. */
  day: string
  received_at: number
  visitor: string
  kind: 'view' | 'book-now' | 'availability' | 'enquiry'
  path: string
  device: string
  source: string | null
  medium: string | null
  campaign: string | null
  detail: string | null
  nights: number | null
  party: number | null
  lead_days: number | null
}

export interface CountDailyTotalsTable {
  day: string
  views: number
  visitors: number
}
export interface CountDailyPagesTable {
  day: string
  path: string
  views: number
  visitors: number
  book_now: number
  enquiries: number
}
export interface CountDailyDevicesTable {
  day: string
  device: string
  views: number
  visitors: number
}
export interface CountDailySourcesTable {
  day: string
  source: string
  medium: string
  campaign: string
  visits: number
  visitors: number
}
export interface CountDailyActionsTable {
  day: string
  kind: string
  detail: string
  count: number
}
export interface CountDailyStaysTable {
  day: string
  measure: 'lead' | 'nights' | 'party'
  value: string
  searches: number
}

/**
 * A resort day's vitals per route and metric (route `*`: every page), kept 25 months: the
 * sample count, the 75th percentile (nearest rank) and the 20 quantiles a range's estimate
 * merges, as a JSON array (server/insights/vitals-day.ts).
 */
export interface VitalsDailyTable {
  day: string
  route: string
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
  samples: number
  p75: number
  quantiles: string
}
