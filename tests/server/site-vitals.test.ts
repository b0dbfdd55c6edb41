import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../../server/db/schema.ts'
import { vitalsReport } from '../../server/insights/site-report-vitals.ts'
import { summariseValues, summariseVitalsDay } from '../../server/insights/vitals-day.ts'
import { mergedP75 } from '../../server/insights/vitals-merge.ts'
import { rollUpVitals } from '../../server/insights/vitals-rollup.ts'
import { engineName, TestClock, testApp } from './helpers.ts'

/*
 * The vitals chart over days summarised into vitals_daily and days still in raw rows (issue 43):
 * each resort day's rows as the hours either side of 18:00 UTC place them, the figures worked
 * out by hand, the same before and after the daily upkeep summarises the past days, and the
 * per-route figure over several days as the equi-depth estimate of the days' 20 quantiles.
 */

let app: FastifyInstance
let close: () => Promise<void>
let db: Kysely<Tables>
// 12:00 UTC on the 21st is 17:30 on 21 November in India: the app's own upkeep claims the 21st
const clock = new TestClock(Date.parse('2026-11-21T12:00:00Z'))

const row = (hour: string, route: string, metric: 'LCP' | 'CLS', value: number) => ({
  received_hour: Date.parse(hour),
  route,
  metric,
  value,
  navigation_type: 'navigate',
  device: 'mobile',
})

const old = (day: string) => ({
  day,
  route: '*',
  metric: 'LCP' as const,
  samples: 1,
  p75: 1,
  quantiles: JSON.stringify(Array.from({ length: 20 }, () => 1)),
})

beforeAll(async () => {
  ;({ app, close } = await testApp({}, { clock }))
  db = app.trillium.database.db
  await db
    .insertInto('vitals')
    .values([
      // 17:00 to 18:00 UTC on the 19th is 22:30 to 23:30 in India: the 19th
      row('2026-11-19T17:00:00Z', '/suites', 'LCP', 7000),
      // 18:00 to 19:00 UTC is 23:30 to 00:30: the day that begins in it, the 20th
      row('2026-11-19T18:00:00Z', '/suites', 'LCP', 1000),
      row('2026-11-20T10:00:00Z', '/suites', 'LCP', 2000),
      row('2026-11-20T17:00:00Z', '/suites', 'LCP', 3000),
      row('2026-11-20T12:00:00Z', '/', 'CLS', 0.1),
      // the 21st
      row('2026-11-20T18:00:00Z', '/suites', 'LCP', 100),
      ...[200, 300, 400, 500].map((v) => row('2026-11-21T10:00:00Z', '/suites', 'LCP', v)),
      row('2026-11-21T10:00:00Z', '/', 'LCP', 900),
      // today, the 22nd
      row('2026-11-21T18:00:00Z', '/', 'LCP', 50),
    ])
    .execute()
  // 25 months before the 22nd is 22 October 2024: that day's summaries stay, the 21st's go
  await db
    .insertInto('vitals_daily')
    .values([old('2024-10-21'), old('2024-10-22')])
    .execute()
})
afterAll(() => close())

const range = { from: '2026-11-20', to: '2026-11-22' }
/** Rows in day, route and metric order, by code points whatever the database's collation. */
const sorted = <T extends { day: string; route: string; metric: string }>(rows: T[]): T[] =>
  rows.sort((a, b) => {
    const key = (r: T) => `${r.day} ${r.route} ${r.metric}`
    return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
  })
const summarisedDays = async () =>
  (await db.selectFrom('vitals_daily').select('day').distinct().orderBy('day').execute()).map(
    (r) => r.day,
  )

describe(`the vitals chart (${engineName})`, () => {
  let before: Awaited<ReturnType<typeof vitalsReport>>
  let suitesBefore: Awaited<ReturnType<typeof vitalsReport>>

  it('puts each hour on the resort day of its middle, either side of 18:00 UTC', async () => {
    const day = await summariseVitalsDay(db, '2026-11-20')
    expect(day.map(({ route, metric, samples, p75 }) => [route, metric, samples, p75])).toEqual([
      // 1000 (18:00 UTC the 19th), 2000, 3000 (17:00 UTC the 20th): rank ceil(2.25) = 3
      ['*', 'LCP', 3, 3000],
      ['*', 'CLS', 1, 0.1],
      ['/', 'CLS', 1, 0.1],
      ['/suites', 'LCP', 3, 3000],
    ])
    // ranks ceil(3i / 20): 1 for i = 1 to 6, 2 for 7 to 13, 3 for 14 to 20
    expect(day[3]?.quantiles).toEqual([
      ...Array<number>(6).fill(1000),
      ...Array<number>(7).fill(2000),
      ...Array<number>(7).fill(3000),
    ])
    expect((await summariseVitalsDay(db, '2026-11-19')).map((s) => s.p75)).toEqual([7000, 7000])
  })

  it('gives each day’s p75 and each route’s estimate over the range', async () => {
    before = await vitalsReport(db, range, undefined)
    suitesBefore = await vitalsReport(db, range, '/suites')
    expect(before).toEqual({
      range,
      route: null,
      days: [
        { day: '2026-11-20', metric: 'LCP', p75: 3000, samples: 3 },
        { day: '2026-11-20', metric: 'CLS', p75: 0.1, samples: 1 },
        // 100 to 500 and 900: rank ceil(4.5) = 5
        { day: '2026-11-21', metric: 'LCP', p75: 500, samples: 6 },
        { day: '2026-11-22', metric: 'LCP', p75: 50, samples: 1 },
      ],
      routes: [
        // 900 and 50, a day each: weights 1 and 1 of 2, 0.75 × 2 = 1.5 reached at 900
        { route: '/', metric: 'LCP', p75: 900, samples: 2 },
        // one day: that day's p75
        { route: '/', metric: 'CLS', p75: 0.1, samples: 1 },
        // the 20th's quantiles 1000 ×6, 2000 ×7, 3000 ×7 weigh 3/20 each; the 21st's 100 to
        // 500 (×4 each) weigh 5/20: cumulative 1, 2, 3, 4, 5 up to 500, 5.9 at 1000 and 6.95
        // at 2000, the first to reach 0.75 × 8 = 6 (the exact p75 of the 8 values is 1000)
        { route: '/suites', metric: 'LCP', p75: 2000, samples: 8 },
      ],
    })
    expect(suitesBefore.days).toEqual([
      { day: '2026-11-20', metric: 'LCP', p75: 3000, samples: 3 },
      // 100 to 500: rank ceil(3.75) = 4
      { day: '2026-11-21', metric: 'LCP', p75: 400, samples: 5 },
    ])
    expect(suitesBefore.routes).toEqual(before.routes)
  })

  it('summarises each past day once, leaves today, and deletes summaries past 25 months', async () => {
    // 20:00 UTC on the 21st is 01:30 on 22 November in India: the 22nd's upkeep
    clock.time = Date.parse('2026-11-21T20:00:00Z')
    expect(await app.trillium.count.upkeep()).toEqual([])
    expect(await summarisedDays()).toEqual(['2024-10-22', '2026-11-19', '2026-11-20', '2026-11-21'])
    const stored = sorted(await db.selectFrom('vitals_daily').selectAll().execute())
    // the 20th as summarised from its raw rows, read back the same
    const twentieth = stored.filter((r) => r.day === '2026-11-20')
    expect(
      sorted(
        twentieth.map((r) => ({
          day: r.day,
          route: r.route,
          metric: r.metric,
          samples: Number(r.samples),
          p75: Number(r.p75),
          quantiles: JSON.parse(r.quantiles) as number[],
        })),
      ),
    ).toEqual(sorted(await summariseVitalsDay(db, '2026-11-20')))
    // asked again (another instance, or the next day's run), no past day is written again
    expect(await rollUpVitals(db, '2026-11-22', '2024-10-22')).toEqual([])
    expect(sorted(await db.selectFrom('vitals_daily').selectAll().execute())).toEqual(stored)
  })

  it('gives the same figures from the summaries once the raw rows are gone', async () => {
    expect(await vitalsReport(db, range, undefined)).toEqual(before)
    expect(await vitalsReport(db, range, '/suites')).toEqual(suitesBefore)
    await db
      .deleteFrom('vitals')
      .where('received_hour', '<', Date.parse('2026-11-21T18:00:00Z'))
      .execute()
    expect(await vitalsReport(db, range, undefined)).toEqual(before)
    expect(await vitalsReport(db, range, '/suites')).toEqual(suitesBefore)
  })

  it('counts a row that arrives today after the chart was drawn', async () => {
    await db
      .insertInto('vitals')
      .values(row('2026-11-22T05:00:00Z', '/', 'LCP', 70))
      .execute()
    const today = { from: '2026-11-22', to: '2026-11-22' }
    expect((await vitalsReport(db, today, undefined)).days).toEqual([
      // 50 and 70: rank ceil(1.5) = 2
      { day: '2026-11-22', metric: 'LCP', p75: 70, samples: 2 },
    ])
  })
})

describe('the estimate over several days', () => {
  /** mulberry32: the same cases on every run. */
  let seed = 43
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const nearestRank = (values: number[], share: number) =>
    [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1]

  it('lies between the exact 75th and 80th percentiles of the days together', () => {
    for (let trial = 0; trial < 500; trial++) {
      const days = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 80) }, () => Math.round(random() * 5000)),
      )
      const all = days.flat()
      const estimate = mergedP75(days.map(summariseValues))
      expect(estimate, `days ${JSON.stringify(days)}`).toBeGreaterThanOrEqual(
        nearestRank(all, 0.75) ?? NaN,
      )
      expect(estimate, `days ${JSON.stringify(days)}`).toBeLessThanOrEqual(
        nearestRank(all, 0.8) ?? NaN,
      )
      expect(all).toContain(estimate)
    }
  })

  it('is the exact p75 when the days’ values are spread evenly', () => {
    // 20 values a day, one per quantile: the merge sees every value
    const days = [0, 1, 2].map((d) => Array.from({ length: 20 }, (_, i) => i * 3 + d))
    expect(mergedP75(days.map(summariseValues))).toBe(nearestRank(days.flat(), 0.75))
  })
})
