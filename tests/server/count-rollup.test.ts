// Length: one subject, the site count's daily roll-up: its figures, its buckets, its source cap and what the retention keeps.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CountRow } from '../../server/insights/count.repository.ts'
import { aggregateDay } from '../../server/insights/rollup.ts'
import { readRollup } from '../../server/insights/rollup-store.ts'
import { buildTestApp, engineName, idleWeather, TestClock, testApp, testConfig } from './helpers.ts'

/** Noon in India on 21 November 2026. */
const start = Date.parse('2026-11-21T06:30:00Z')
const dayMs = 24 * 60 * 60 * 1000

let app: FastifyInstance
let dir: string
let close: () => Promise<void>
let clock: TestClock

beforeEach(async () => {
  clock = new TestClock(start)
  ;({ app, dir, close } = await testApp({}, { clock }))
})
afterEach(async () => close())

const blank = {
  device: 'mobile',
  source: null,
  medium: null,
  campaign: null,
  detail: null,
  nights: null,
  party: null,
  lead_days: null,
}
const row = (day: string, visitor: string, fields: Partial<CountRow>): CountRow => ({
  ...blank,
  day,
  received_at: start,
  visitor,
  kind: 'view',
  path: '/suites',
  ...fields,
})
const search = (day: string, visitor: string, nights: number, party: number, leadDays: number) =>
  row(day, visitor, { kind: 'availability', nights, party, lead_days: leadDays })

/** Three visitors on one day: a, b on their phones, c on a desktop from a campaign. */
function oneDay(day: string): CountRow[] {
  const landing = { source: 'www.google.com', medium: 'referral', campaign: '(none)' }
  return [
    row(day, 'a', { ...landing }),
    row(day, 'a', { path: '/spa' }),
    row(day, 'a', { kind: 'book-now', path: '/spa', detail: 'header' }),
    row(day, 'b', { ...landing }),
    row(day, 'b', { path: '/suites' }),
    row(day, 'b', { kind: 'enquiry', path: '/suites', detail: 'suite' }),
    row(day, 'c', {
      device: 'desktop',
      source: 'newsletter',
      medium: 'email',
      campaign: 'monsoon',
    }),
    row(day, 'c', { kind: 'book-now', path: '/suites', detail: 'phone-bar', device: 'desktop' }),
    row(day, 'c', { kind: 'book-now', path: '/suites', detail: 'header', device: 'desktop' }),
    search(day, 'a', 13, 7, 0),
    search(day, 'a', 14, 8, 3),
    search(day, 'b', 1, 2, 4),
    search(day, 'c', 60, 40, 180),
    search(day, 'c', 2, 2, 181),
  ]
}

const insert = (rows: CountRow[], on: FastifyInstance = app) =>
  on.trillium.count.repository.insert(rows, clock.now())

describe(`the site count's roll-up (${engineName})`, () => {
  it('sums a day into totals, pages, devices, sources, actions and stay buckets', async () => {
    await insert(oneDay('2026-11-20'))
    expect(await aggregateDay(app.trillium.database.db, '2026-11-20')).toEqual({
      day: '2026-11-20',
      totals: { views: 5, visitors: 3 },
      pages: [
        { path: '/suites', views: 4, visitors: 3, bookNow: 2, enquiries: 1 },
        { path: '/spa', views: 1, visitors: 1, bookNow: 1, enquiries: 0 },
      ],
      devices: [
        { device: 'mobile', views: 4, visitors: 2 },
        { device: 'desktop', views: 1, visitors: 1 },
      ],
      sources: [
        {
          source: 'www.google.com',
          medium: 'referral',
          campaign: '(none)',
          visits: 2,
          visitors: 2,
        },
        { source: 'newsletter', medium: 'email', campaign: 'monsoon', visits: 1, visitors: 1 },
      ],
      actions: [
        { kind: 'book-now', detail: 'header', count: 2 },
        { kind: 'book-now', detail: 'phone-bar', count: 1 },
        { kind: 'enquiry', detail: 'suite', count: 1 },
      ],
      stays: [
        { measure: 'lead', value: 'same day', searches: 1 },
        { measure: 'lead', value: '1–3 days', searches: 1 },
        { measure: 'lead', value: '4–7 days', searches: 1 },
        { measure: 'lead', value: '91–180 days', searches: 1 },
        { measure: 'lead', value: 'over 180 days', searches: 1 },
        { measure: 'nights', value: '1', searches: 1 },
        { measure: 'nights', value: '2', searches: 1 },
        { measure: 'nights', value: '13', searches: 1 },
        { measure: 'nights', value: '14+', searches: 2 },
        { measure: 'party', value: '2', searches: 2 },
        { measure: 'party', value: '7', searches: 1 },
        { measure: 'party', value: '8+', searches: 2 },
      ],
    })
  })

  it('keeps the 100 sources with the most visits and sums the rest into (other), its visitors distinct', async () => {
    const rows: CountRow[] = []
    // 100 campaigns of 2 visits each, then 5 of one visit by two visitors between them
    for (let i = 0; i < 100; i++)
      for (const v of ['x', 'y'])
        rows.push(
          row('2026-11-20', `${v}${i}`, {
            source: 's',
            medium: 'm',
            campaign: `c${String(i).padStart(3, '0')}`,
          }),
        )
    for (let i = 0; i < 5; i++)
      rows.push(
        row('2026-11-20', i % 2 === 0 ? 'p' : 'q', { source: 's', medium: 'm', campaign: `z${i}` }),
      )
    await insert(rows)
    const { sources } = await aggregateDay(app.trillium.database.db, '2026-11-20')
    expect(sources).toHaveLength(101)
    expect(sources[0]).toEqual({
      source: 's',
      medium: 'm',
      campaign: 'c000',
      visits: 2,
      visitors: 2,
    })
    expect(sources.at(-1)).toEqual({
      source: '(other)',
      medium: '(other)',
      campaign: '(other)',
      visits: 5,
      visitors: 2,
    })
    // one more campaign of 2 visits: it ties with the hundredth and loses on its name (code points)
    await insert([
      row('2026-11-20', 'r', { source: 's', medium: 'm', campaign: 'c100' }),
      row('2026-11-20', 'r', { source: 's', medium: 'm', campaign: 'c100' }),
    ])
    const again = await aggregateDay(app.trillium.database.db, '2026-11-20')
    expect(again.sources).toHaveLength(101)
    expect(again.sources.some((s) => s.campaign === 'c100')).toBe(false)
    expect(again.sources.at(-1)).toMatchObject({ visits: 7, visitors: 3 })
  })

  it('rolls up each past day once, reads back the same figures after the raw events are gone, and keeps roll-ups 25 months', async () => {
    await insert([...oneDay('2026-11-19'), ...oneDay('2026-11-20'), ...oneDay('2026-11-21')])
    const db = app.trillium.database.db
    const before = await aggregateDay(db, '2026-11-20')
    // the next day's upkeep rolls up every day before it that has raw events
    clock.time = start + dayMs
    expect(await app.trillium.count.upkeep()).toEqual(['2026-11-19', '2026-11-20', '2026-11-21'])
    expect(await readRollup(db, '2026-11-20')).toEqual(before)
    // a second instance the same day finds the claim taken and rolls up nothing
    const b = await buildTestApp(
      { config: testConfig(dir), weatherProvider: idleWeather, clock },
      dir,
    )
    try {
      expect(await b.trillium.count.upkeep()).toEqual([])
    } finally {
      await b.close()
    }
    // raw events are kept 35 days: on day 35 after the 20th they stay, on day 36 they go
    clock.time = Date.parse('2026-12-25T06:30:00Z')
    await app.trillium.count.upkeep()
    expect(await app.trillium.count.repository.count()).toBe(28)
    clock.time = Date.parse('2026-12-26T06:30:00Z')
    await app.trillium.count.upkeep()
    expect(await app.trillium.count.repository.count()).toBe(14)
    expect(await readRollup(db, '2026-11-20')).toEqual(before)
    expect(await aggregateDay(db, '2026-11-20')).toMatchObject({ totals: { views: 0 } })
    // roll-ups are kept 25 months: the 20th stays on 20 December 2028 and goes on the 21st
    clock.time = Date.parse('2028-12-20T06:30:00Z')
    await app.trillium.count.upkeep()
    expect(await readRollup(db, '2026-11-20')).toEqual(before)
    expect(await readRollup(db, '2026-11-19')).toBeUndefined()
    clock.time = Date.parse('2028-12-21T06:30:00Z')
    await app.trillium.count.upkeep()
    expect(await readRollup(db, '2026-11-20')).toBeUndefined()
    expect(await readRollup(db, '2026-11-21')).toBeDefined()
  })

  it('writes a day with no raw events left alone, and a day rolled up again once', async () => {
    const { rollUpDay } = await import('../../server/insights/rollup-store.ts')
    const db = app.trillium.database.db
    await insert(oneDay('2026-11-20'))
    const first = await rollUpDay(db, '2026-11-20')
    expect(await rollUpDay(db, '2026-11-20')).toEqual(first)
    expect(await readRollup(db, '2026-11-20')).toEqual(first)
    expect(await readRollup(db, '2026-11-18')).toBeUndefined()
  })
})

describe('the stay buckets of Check Availability', () => {
  it('puts each number of days ahead in its bucket, both ends of each', async () => {
    const { leadBucketOf } = await import('../../server/insights/rollup.ts')
    const expected: [number, string][] = [
      [0, 'same day'],
      [1, '1–3 days'],
      [3, '1–3 days'],
      [4, '4–7 days'],
      [7, '4–7 days'],
      [8, '8–14 days'],
      [14, '8–14 days'],
      [15, '15–30 days'],
      [30, '15–30 days'],
      [31, '31–60 days'],
      [60, '31–60 days'],
      [61, '61–90 days'],
      [90, '61–90 days'],
      [91, '91–180 days'],
      [180, '91–180 days'],
      [181, 'over 180 days'],
    ]
    for (const [days, bucket] of expected) expect(leadBucketOf(days), String(days)).toBe(bucket)
  })

  it('counts 13 nights and a party of 7 as themselves, 14 nights and a party of 8 as 14+ and 8+', async () => {
    const { nightsBucketOf, partyBucketOf } = await import('../../server/insights/rollup.ts')
    expect([nightsBucketOf(13), nightsBucketOf(14)]).toEqual(['13', '14+'])
    expect([partyBucketOf(7), partyBucketOf(8)]).toEqual(['7', '8+'])
  })
})
