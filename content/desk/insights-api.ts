/*
 * The Site page's API (issue 43, docs/insights.md), for managers: one endpoint per chart, each
 * `GET /api/desk/site/<chart>?from=YYYY-MM-DD&to=YYYY-MM-DD` (days in the resort's time zone,
 * Asia/Kolkata, both included). A range is refused (400, `{ message }`) when a date is missing or
 * malformed, `from` is after `to`, `to` is after today, or it spans more than 762 days (25
 * months). A reservations account gets 403, nobody signed in 401. Counts are whole numbers.
 */

import type { BookNowControl } from '../count.schema.ts'
import type { DeviceClass, VitalName } from '../vitals.schema.ts'

/** The charts, by the last part of their address. */
export const siteCharts = ['traffic', 'pages', 'sources', 'stays', 'vitals'] as const
export type SiteChart = (typeof siteCharts)[number]

/** The longest range a chart answers for, in days (25 months). */
export const maxRangeDays = 762

/** A range of the resort's days, both included. */
export interface DayRange {
  from: string
  to: string
}

/** One day's figures. `visitors`: distinct visitor hashes that day (a hash lives one day). */
export interface DayCount {
  day: string
  visitors: number
  views: number
}

/**
 * `GET /api/desk/site/traffic`: visitors and page views per day of the range (every day present,
 * zeros included) and of the period of the same length just before it (`previous`, its own days),
 * with totals of each (visitors summed over days: a visitor on two days counts twice) and the
 * range's views and visitors per device class.
 */
export interface TrafficJson {
  range: DayRange
  days: DayCount[]
  previousRange: DayRange
  previous: DayCount[]
  totals: { visitors: number; views: number }
  previousTotals: { visitors: number; views: number }
  devices: { device: DeviceClass; visitors: number; views: number }[]
}

/**
 * `GET /api/desk/site/pages`: the pages with the most views in the range (at most 50), each with
 * its hand-offs to the booking engine and the enquiries sent from it; the desk shows the rates
 * (hand-offs per view, enquiries per view). `controls`: the hand-offs by the control that began
 * them, over all pages.
 */
export interface PagesJson {
  range: DayRange
  items: { path: string; views: number; visitors: number; bookNow: number; enquiries: number }[]
  controls: { control: BookNowControl; bookNow: number }[]
  enquiryKinds: { kind: string; enquiries: number }[]
}

/**
 * `GET /api/desk/site/sources`: where visits came from, counted on landing views (a visit's
 * first page from outside). `source`: the utm_source, else the referring host, else `(direct)`;
 * `medium`: the utm_medium, else `referral` for a referring host, else `(none)`; `campaign`: the
 * utm_campaign or `(none)`. At most 50 sources and 50 campaigns, the most visits first.
 */
export interface SourcesJson {
  range: DayRange
  sources: { source: string; visits: number; visitors: number }[]
  campaigns: { campaign: string; source: string; medium: string; visits: number }[]
}

/**
 * `GET /api/desk/site/stays`: Check Availability's searches in the range: how many days ahead of
 * arrival (in buckets), for how many nights (`14+` for 14 and more) and for how large a party
 * (`8+`). Every bucket is present, zeros included, in this order.
 */
export interface StaysJson {
  range: DayRange
  searches: number
  leadDays: { bucket: LeadBucket; searches: number }[]
  nights: { nights: string; searches: number }[]
  party: { party: string; searches: number }[]
}

export const leadBuckets = [
  'same day',
  '1–3 days',
  '4–7 days',
  '8–14 days',
  '15–30 days',
  '31–60 days',
  '61–90 days',
  '91–180 days',
  'over 180 days',
] as const
export type LeadBucket = (typeof leadBuckets)[number]

/**
 * `GET /api/desk/site/vitals?route=/suites` (route optional: every page together): the 75th
 * percentile of each metric per day, from the page-visibility beacons of real visits (kept
 * VITALS_RETENTION_DAYS, each past day's summary 25 months), and per route over the whole range.
 * A day's p75 is exact (nearest rank); a route's p75 over several days is estimated from the
 * days' 20 quantiles (an equi-depth merge, within 1/20 of the rank: between the exact 75th and
 * 80th percentiles). Days without samples are left out. `routes`: the routes with samples in
 * the range.
 */
export interface VitalsJson {
  range: DayRange
  route: string | null
  days: { day: string; metric: VitalName; p75: number; samples: number }[]
  routes: { route: string; metric: VitalName; p75: number; samples: number }[]
}

/** Google's Core Web Vitals thresholds: at most `good` is good, above `poor` is poor. */
export const vitalThresholds: Readonly<Record<VitalName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
}

export type VitalRating = 'good' | 'needs improvement' | 'poor'

export function vitalRating(metric: VitalName, p75: number): VitalRating {
  const { good, poor } = vitalThresholds[metric]
  if (p75 <= good) return 'good'
  return p75 <= poor ? 'needs improvement' : 'poor'
}
