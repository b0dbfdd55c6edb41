// Length: one seeded site (three days of raw events and an old rolled-up day) and every chart's figures worked out by hand, before and after the roll-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../../server/db/schema.ts'
import { rollUpDay } from '../../server/insights/rollup-store.ts'
import { unrolledDays } from '../../server/insights/site-days.ts'
import { pagesReport } from '../../server/insights/site-report-pages.ts'
import { sourcesReport } from '../../server/insights/site-report-sources.ts'
import { staysReport } from '../../server/insights/site-report-stays.ts'
import { trafficReport } from '../../server/insights/site-report-traffic.ts'
import { engineName, TestClock, testApp } from './helpers.ts'

/*
 * The Site page's reports (issue 43) over a range made of rolled-up days and days still in raw
 * events: each chart's figures as worked out by hand from the events below, the same before and
 * after the raw days are rolled up (one definition of the figures, whichever side a day is on).
 */

let app: FastifyInstance
let close: () => Promise<void>
let db: Kysely<Tables>

type Event = Omit<Tables['count_events'], 'id' | 'received_at'>
const blank = {
  source: null,
  medium: null,
  campaign: null,
  detail: null,
  nights: null,
  party: null,
  lead_days: null,
}
const view = (day: string, visitor: string, path: string, device: string): Event => ({
  ...blank,
  day,
  visitor,
  kind: 'view',
  path,
  device,
})
const landing = (event: Event, source: string, medium: string, campaign: string): Event => ({
  ...event,
  source,
  medium,
  campaign,
})
const bookNow = (day: string, visitor: string, path: string, control: string): Event => ({
  ...blank,
  day,
  visitor,
  kind: 'book-now',
  path,
  device: 'mobile',
  detail: control,
})
const enquiry = (day: string, visitor: string, path: string, kind: string): Event => ({
  ...blank,
  day,
  visitor,
  kind: 'enquiry',
  path,
  device: 'tablet',
  detail: kind,
})
const search = (
  day: string,
  visitor: string,
  path: string,
  nights: number,
  party: number,
  leadDays: number,
): Event => ({
  ...blank,
  day,
  visitor,
  kind: 'availability',
  path,
  device: 'mobile',
  nights,
  party,
  lead_days: leadDays,
})

const a = '2026-11-20'
const b = '2026-11-21'
const today = '2026-11-22'
const old = '2026-10-01'

const events: Event[] = [
  // 20 November: three visitors, four views
  landing(view(a, 'a1', '/', 'mobile'), 'www.google.com', 'referral', '(none)'),
  view(a, 'a1', '/suites', 'mobile'),
  bookNow(a, 'a1', '/suites', 'header'),
  landing(view(a, 'a2', '/suites', 'mobile'), 'newsletter', 'email', 'diwali'),
  search(a, 'a2', '/suites', 2, 3, 10),
  view(a, 'a3', '/', 'desktop'),
  // 21 November: two visitors, three views
  landing(view(b, 'b1', '/contact', 'tablet'), '(direct)', '(none)', '(none)'),
  enquiry(b, 'b1', '/contact', 'general'),
  view(b, 'b2', '/contact', 'mobile'),
  view(b, 'b2', '/contact', 'mobile'),
  bookNow(b, 'b2', '/contact', 'phone-bar'),
  search(b, 'b2', '/contact', 14, 8, 0),
  // today: one visitor, one view
  landing(view(today, 'c1', '/suites', 'mobile'), 'www.google.com', 'referral', '(none)'),
  search(today, 'c1', '/suites', 1, 1, 200),
]

/** 1 October, rolled up long ago: its raw events are gone, its roll-ups stay. */
async function seedOldDay(): Promise<void> {
  await db.insertInto('count_daily_totals').values({ day: old, views: 10, visitors: 7 }).execute()
  await db
    .insertInto('count_daily_pages')
    .values({ day: old, path: '/spa', views: 10, visitors: 7, book_now: 2, enquiries: 1 })
    .execute()
  await db
    .insertInto('count_daily_devices')
    .values({ day: old, device: 'desktop', views: 10, visitors: 7 })
    .execute()
  await db
    .insertInto('count_daily_sources')
    .values({
      day: old,
      source: 'newsletter',
      medium: 'email',
      campaign: 'diwali',
      visits: 5,
      visitors: 5,
    })
    .execute()
  await db
    .insertInto('count_daily_actions')
    .values([
      { day: old, kind: 'book-now', detail: 'sheet', count: 2 },
      { day: old, kind: 'enquiry', detail: 'event', count: 1 },
    ])
    .execute()
  await db
    .insertInto('count_daily_stays')
    .values([
      { day: old, measure: 'lead', value: '31–60 days', searches: 1 },
      { day: old, measure: 'nights', value: '3', searches: 1 },
      { day: old, measure: 'party', value: '2', searches: 1 },
    ])
    .execute()
}

beforeAll(async () => {
  // 20:00 UTC on the 21st is 01:30 on the 22nd in India
  ;({ app, close } = await testApp(
    {},
    { clock: new TestClock(Date.parse('2026-11-21T20:00:00Z')) },
  ))
  db = app.trillium.database.db
  await db
    .insertInto('count_events')
    .values(events.map((event, i) => ({ ...event, received_at: 1_000 + i })))
    .execute()
  await seedOldDay()
})
afterAll(() => close())

const zero = (day: string) => ({ day, visitors: 0, views: 0 })
const all = { from: old, to: today }

async function everyChart() {
  return {
    traffic: await trafficReport(db, { from: a, to: today }),
    afterOld: await trafficReport(db, { from: '2026-10-02', to: '2026-10-02' }),
    pages: await pagesReport(db, all),
    sources: await sourcesReport(db, all),
    stays: await staysReport(db, all),
  }
}

describe(`the Site page's reports (${engineName})`, () => {
  let before: Awaited<ReturnType<typeof everyChart>>

  it('finds the days with raw events and no roll-up', async () => {
    expect(await unrolledDays(db, all)).toEqual([a, b, today])
    expect(await unrolledDays(db, { from: b, to: b })).toEqual([b])
    expect(await unrolledDays(db, { from: '2026-10-02', to: '2026-11-19' })).toEqual([])
  })

  it('counts traffic per day against the period before, visitors summed over days', async () => {
    before = await everyChart()
    expect(before.traffic).toEqual({
      range: { from: a, to: today },
      days: [
        { day: a, visitors: 3, views: 4 },
        { day: b, visitors: 2, views: 3 },
        { day: today, visitors: 1, views: 1 },
      ],
      previousRange: { from: '2026-11-17', to: '2026-11-19' },
      previous: [zero('2026-11-17'), zero('2026-11-18'), zero('2026-11-19')],
      totals: { visitors: 6, views: 8 },
      previousTotals: { visitors: 0, views: 0 },
      devices: [
        { device: 'mobile', views: 6, visitors: 4 },
        { device: 'tablet', views: 1, visitors: 1 },
        { device: 'desktop', views: 1, visitors: 1 },
      ],
    })
    expect(before.afterOld).toMatchObject({
      days: [zero('2026-10-02')],
      previousRange: { from: old, to: old },
      previous: [{ day: old, visitors: 7, views: 10 }],
      previousTotals: { visitors: 7, views: 10 },
      devices: [
        { device: 'mobile', views: 0, visitors: 0 },
        { device: 'tablet', views: 0, visitors: 0 },
        { device: 'desktop', views: 0, visitors: 0 },
      ],
    })
  })

  it('lists pages with their hand-offs and enquiries, controls and enquiry kinds', () => {
    expect(before.pages).toEqual({
      range: all,
      items: [
        { path: '/spa', views: 10, visitors: 7, bookNow: 2, enquiries: 1 },
        { path: '/contact', views: 3, visitors: 2, bookNow: 1, enquiries: 1 },
        { path: '/suites', views: 3, visitors: 3, bookNow: 1, enquiries: 0 },
        { path: '/', views: 2, visitors: 2, bookNow: 0, enquiries: 0 },
      ],
      controls: [
        { control: 'header', bookNow: 1 },
        { control: 'phone-bar', bookNow: 1 },
        { control: 'side-menu', bookNow: 0 },
        { control: 'sheet', bookNow: 2 },
        { control: 'page', bookNow: 0 },
      ],
      enquiryKinds: [
        { kind: 'general', enquiries: 1 },
        { kind: 'suite', enquiries: 0 },
        { kind: 'experience', enquiries: 0 },
        { kind: 'package', enquiries: 0 },
        { kind: 'offer', enquiries: 0 },
        { kind: 'event', enquiries: 1 },
      ],
    })
  })

  it('counts sources and campaigns on landing views', () => {
    expect(before.sources).toEqual({
      range: all,
      sources: [
        { source: 'newsletter', visits: 6, visitors: 6 },
        { source: 'www.google.com', visits: 2, visitors: 2 },
        { source: '(direct)', visits: 1, visitors: 1 },
      ],
      campaigns: [{ campaign: 'diwali', source: 'newsletter', medium: 'email', visits: 6 }],
    })
  })

  it('puts every search in its lead, nights and party bucket, zeros included', () => {
    const { stays } = before
    expect(stays.searches).toBe(4)
    expect(stays.leadDays.filter((b) => b.searches > 0)).toEqual([
      { bucket: 'same day', searches: 1 },
      { bucket: '8–14 days', searches: 1 },
      { bucket: '31–60 days', searches: 1 },
      { bucket: 'over 180 days', searches: 1 },
    ])
    expect(stays.leadDays.map((b) => b.bucket)).toEqual([
      'same day',
      '1–3 days',
      '4–7 days',
      '8–14 days',
      '15–30 days',
      '31–60 days',
      '61–90 days',
      '91–180 days',
      'over 180 days',
    ])
    expect(stays.nights.map((n) => n.nights)).toEqual([
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'],
      '14+',
    ])
    expect(stays.nights.filter((n) => n.searches > 0)).toEqual([
      { nights: '1', searches: 1 },
      { nights: '2', searches: 1 },
      { nights: '3', searches: 1 },
      { nights: '14+', searches: 1 },
    ])
    expect(stays.party.map((p) => p.party)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8+'])
    expect(stays.party.filter((p) => p.searches > 0)).toEqual([
      { party: '1', searches: 1 },
      { party: '2', searches: 1 },
      { party: '3', searches: 1 },
      { party: '8+', searches: 1 },
    ])
  })

  it('gives the same figures once the past days are rolled up', async () => {
    await rollUpDay(db, a)
    await rollUpDay(db, b)
    expect(await unrolledDays(db, all)).toEqual([today])
    expect(await everyChart()).toEqual(before)
    // and with today rolled up too (its raw events stay for ANALYTICS_RAW_DAYS)
    await rollUpDay(db, today)
    expect(await unrolledDays(db, all)).toEqual([])
    expect(await everyChart()).toEqual(before)
  })
})

describe(`a day still in raw events (${engineName})`, () => {
  it('counts an event that arrives after a chart was drawn', async () => {
    const day = '2026-11-23'
    const range = { from: day, to: day }
    const arrive = (visitor: string) =>
      db
        .insertInto('count_events')
        .values({ ...view(day, visitor, '/spa', 'mobile'), received_at: 5_000 })
        .execute()
    await arrive('x1')
    expect((await trafficReport(db, range)).totals).toEqual({ visitors: 1, views: 1 })
    expect((await trafficReport(db, range)).totals).toEqual({ visitors: 1, views: 1 })
    await arrive('x2')
    expect((await trafficReport(db, range)).totals).toEqual({ visitors: 2, views: 2 })
    expect((await pagesReport(db, range)).items).toEqual([
      { path: '/spa', views: 2, visitors: 2, bookNow: 0, enquiries: 0 },
    ])
  })
})

describe(`the top 50 (${engineName})`, () => {
  const day = '2026-06-01'
  const range = { from: day, to: day }

  beforeAll(async () => {
    await db.insertInto('count_daily_totals').values({ day, views: 0, visitors: 0 }).execute()
    // 51 pages, sources and campaigns: the nth has 52 - n views or visits
    const n = Array.from({ length: 51 }, (_, i) => i + 1)
    await db
      .insertInto('count_daily_pages')
      .values(
        n.map((i) => ({
          day,
          path: `/p${i}`,
          views: 52 - i,
          visitors: 1,
          book_now: 0,
          enquiries: 0,
        })),
      )
      .execute()
    await db
      .insertInto('count_daily_sources')
      .values(
        n.map((i) => ({
          day,
          source: `s${i}`,
          medium: 'referral',
          campaign: `c${i}`,
          visits: 52 - i,
          visitors: 1,
        })),
      )
      .execute()
  })

  it('lists the 50 pages with the most views, the 51st left out', async () => {
    const { items } = await pagesReport(db, range)
    expect(items).toHaveLength(50)
    expect(items[0]).toMatchObject({ path: '/p1', views: 51 })
    expect(items[49]).toMatchObject({ path: '/p50', views: 2 })
  })

  it('lists the 50 sources and 50 campaigns with the most visits, the 51st left out', async () => {
    const { sources, campaigns } = await sourcesReport(db, range)
    expect(sources).toHaveLength(50)
    expect(sources[49]).toEqual({ source: 's50', visits: 2, visitors: 1 })
    expect(campaigns).toHaveLength(50)
    expect(campaigns[49]).toEqual({ campaign: 'c50', source: 's50', medium: 'referral', visits: 2 })
  })
})
