import { parseDate } from '@internationalized/date'
import type { VitalName } from '../../../../content/vitals.schema.ts'

/*
 * How the Site page writes its figures, in the desk's English (en-GB): whole counts with
 * thousands separators, rates and changes in per cent, the speed figures in their units.
 */
const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const dayName = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** A count: `1,234`. */
export const formatCount = (n: number): string => whole.format(n)

/** `part` of `whole` in per cent with one decimal (`4.2%`), or `–` when there is no whole. */
export const formatRate = (part: number, of: number): string =>
  of === 0 ? '–' : `${oneDecimal.format((part / of) * 100)}%`

/**
 * The change from the period before, in whole per cent with its sign (`+12%`, `−5%`, `0%`), or
 * undefined when the period before had nothing to compare with.
 */
export function changeOf(now: number, before: number): string | undefined {
  if (before === 0) return undefined
  const percent = Math.round(((now - before) / before) * 100)
  if (percent === 0) return '0%'
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`
}

/** A resort day (`2026-11-28`) as `28 Nov 2026`. */
export const formatDay = (iso: string): string => dayName.format(parseDate(iso).toDate('UTC'))

/** A resort day as `28 Nov`, for a chart's axis. */
export const formatShortDay = (iso: string): string => shortDay.format(parseDate(iso).toDate('UTC'))

/** uPlot's seconds at a day's midnight (UTC) as `28 Nov`, for a time axis. */
export const formatAxisDay = (seconds: number): string => shortDay.format(new Date(seconds * 1000))

/** A resort day as the seconds since 1970 at its midnight in UTC, for uPlot's time axis. */
export const daySeconds = (iso: string): number => parseDate(iso).toDate('UTC').getTime() / 1000

/** A speed figure in its unit: `2,310 ms`, or CLS without one (`0.08`). */
export const formatVital = (metric: VitalName, value: number): string =>
  metric === 'CLS' ? value.toFixed(2) : `${whole.format(value)} ms`
