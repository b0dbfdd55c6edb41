import type { Kysely } from 'kysely'
import type { DayCount, DayRange, TrafficJson } from '../../content/desk/insights-api.ts'
import { deviceClasses } from '../../content/vitals.schema.ts'
import type { Tables } from '../db/schema.ts'
import { rangeSources, rawIn, rolledIn, whole } from './site-days.ts'
import { eachDay, previousRange } from './site-range.ts'

/** Sums a period's days: visitors added day by day (a visitor hash lives one day). */
function totalOf(days: readonly DayCount[]): { visitors: number; views: number } {
  let visitors = 0
  let views = 0
  for (const day of days) {
    visitors += day.visitors
    views += day.views
  }
  return { visitors, views }
}

/**
 * The traffic chart: visitors and views of every day of `range` and of the period of the same
 * length just before it (zeros for days without any), their totals, and the range's figures per
 * device class (every class, in the order content/vitals.schema.ts lists them).
 */
export async function trafficReport(db: Kysely<Tables>, range: DayRange): Promise<TrafficJson> {
  const previous = previousRange(range)
  const both = { from: previous.from, to: range.to }
  const sources = await rangeSources(db, both)
  const [totals, devices] = await Promise.all([
    db
      .selectFrom('count_daily_totals')
      .select(['day', 'views', 'visitors'])
      .where(rolledIn(both, sources))
      .execute(),
    db
      .selectFrom('count_daily_devices')
      .select((eb) => [
        'device',
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
      ])
      .where(rolledIn(range, sources))
      .groupBy('device')
      .execute(),
  ])

  const byDay = new Map<string, DayCount>()
  for (const row of totals)
    byDay.set(row.day, { day: row.day, visitors: whole(row.visitors), views: whole(row.views) })
  for (const day of sources.raw) byDay.set(day.day, { day: day.day, ...day.totals })
  const daysOf = (period: DayRange): DayCount[] =>
    eachDay(period).map((day) => byDay.get(day) ?? { day, visitors: 0, views: 0 })

  const perDevice = new Map(deviceClasses.map((device) => [device, { views: 0, visitors: 0 }]))
  const add = (device: string, views: number, visitors: number) => {
    const sum = perDevice.get(device as (typeof deviceClasses)[number])
    if (sum === undefined) return
    sum.views += views
    sum.visitors += visitors
  }
  for (const row of devices) add(row.device, whole(row.views), whole(row.visitors))
  for (const day of rawIn(range, sources))
    for (const row of day.devices) add(row.device, row.views, row.visitors)

  const days = daysOf(range)
  const previousDays = daysOf(previous)
  return {
    range,
    days,
    previousRange: previous,
    previous: previousDays,
    totals: totalOf(days),
    previousTotals: totalOf(previousDays),
    devices: deviceClasses.map((device) => ({
      device,
      views: perDevice.get(device)?.views ?? 0,
      visitors: perDevice.get(device)?.visitors ?? 0,
    })),
  }
}
