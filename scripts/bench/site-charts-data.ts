// Length: one benchmark's data: each table's rows for a year of a busy site, and the bulk inserts of both engines.
/*
 * The Site page benchmark's data (scripts/bench/site-charts.ts): a year of a busy site's count
 * (1,000,000 page views a month) as roll-ups, raw events and vitals, and the inserts that load
 * it into either engine quickly.
 */
import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import BetterSqlite from 'better-sqlite3'
import pg from 'pg'
import { leadBucketOf, nightsBucketOf, partyBucketOf } from '../../server/insights/rollup.ts'
import { addDays } from '../../server/insights/site-range.ts'

const root = resolve(import.meta.dirname, '../..')

export const viewsPerDay = 33_000
const visitorsPerDay = 13_000
export const vitalsDays = 35
const hourMs = 3_600_000

/** mulberry32: the same site on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = prng(43)
/** An index from 0 to n - 1, the first ones far more often (a long tail, as traffic has). */
const skewed = (n: number) => Math.min(n - 1, Math.floor(n * random() ** 2.5))

/** The built site's pages (dist/client/**\/index.html), or a stand-in list of 52. */
function sitePages(): string[] {
  const dir = join(root, 'dist/client')
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name === 'index.html')
        found.push(`/${relative(dir, folder)}`.replace(/\/$/, '') || '/')
    }
  }
  try {
    walk(dir)
  } catch {
    // no build: the stand-ins below
  }
  return found.length > 0 ? found.sort() : Array.from({ length: 52 }, (_, i) => `/page-${i}`)
}
export const pages = sitePages()
const devices = ['mobile', 'desktop', 'tablet']
const referrers = ['www.google.com', 'www.bing.com', 'www.tripadvisor.in', 'www.facebook.com']
const combos = Array.from({ length: 300 }, (_, i) =>
  i < 4
    ? [referrers[i] ?? '', 'referral', '(none)']
    : i === 4
      ? ['(direct)', '(none)', '(none)']
      : [`partner-${i % 40}.example`, ['email', 'cpc', 'social'][i % 3] ?? '', `campaign-${i}`],
)
const controls = ['header', 'phone-bar', 'side-menu', 'sheet', 'page']
const kinds = ['general', 'suite', 'experience', 'package', 'offer', 'event']

export type Row = Record<string, string | number | null>
export type Insert = (table: string, rows: Row[]) => Promise<void>

/** A year of one day's roll-ups, in the count_daily_* tables' shape. */
function rollupRows(day: string): Record<string, Row[]> {
  const views = viewsPerDay + Math.floor(random() * 4000) - 2000
  const visitors = Math.floor(views / 2.5)
  const stays: Row[] = []
  for (let lead = 0; lead < 200; lead += 7)
    stays.push({ day, measure: 'lead', value: leadBucketOf(lead), searches: 20 })
  for (let n = 1; n <= 15; n++)
    stays.push({ day, measure: 'nights', value: nightsBucketOf(n), searches: 30 })
  for (let n = 1; n <= 9; n++)
    stays.push({ day, measure: 'party', value: partyBucketOf(n), searches: 40 })
  const merged = new Map<string, Row>()
  for (const row of stays) {
    const key = `${String(row['measure'])}:${String(row['value'])}`
    const seen = merged.get(key)
    if (seen === undefined) merged.set(key, row)
    else seen['searches'] = Number(seen['searches']) + Number(row['searches'])
  }
  const start = Math.floor(random() * 200)
  return {
    count_daily_totals: [{ day, views, visitors }],
    count_daily_pages: pages.map((path, i) => ({
      day,
      path,
      views: Math.floor(views / (i + 2)),
      visitors: Math.floor(visitors / (i + 2)),
      book_now: 30 - (i % 30),
      enquiries: i % 5,
    })),
    count_daily_devices: devices.map((device, i) => ({
      day,
      device,
      views: Math.floor(views / (i + 1.5)),
      visitors: Math.floor(visitors / (i + 1.5)),
    })),
    count_daily_sources: combos.slice(start, start + 100).map(([source, medium, campaign], i) => ({
      day,
      source: source ?? '',
      medium: medium ?? '',
      campaign: campaign ?? '',
      visits: 2000 - i * 15,
      visitors: 1900 - i * 15,
    })),
    count_daily_actions: [
      ...controls.map((detail) => ({ day, kind: 'book-now', detail, count: 60 })),
      ...kinds.map((detail) => ({ day, kind: 'enquiry', detail, count: 11 })),
    ],
    count_daily_stays: [...merged.values()],
  }
}

/** One day's raw events: views (a landing for each visit), hand-offs, searches, enquiries. */
function rawEvents(day: string, receivedAt: number): Row[] {
  const rows: Row[] = []
  for (let i = 0; i < viewsPerDay; i++) {
    const visitor = `v${Math.floor(random() * visitorsPerDay)}`
    const path = pages[skewed(pages.length)] ?? '/'
    const [source, medium, campaign] =
      i % 3 === 0 ? (combos[skewed(combos.length)] ?? []) : [null, null, null]
    const base = { day, received_at: receivedAt + i, visitor, path, device: devices[i % 3] ?? '' }
    const none = { source: null, medium: null, campaign: null, detail: null }
    const stay = { nights: null, party: null, lead_days: null }
    rows.push({ ...base, ...stay, kind: 'view', source, medium, campaign, detail: null })
    if (i % 100 === 0)
      rows.push({ ...base, ...none, ...stay, kind: 'book-now', detail: controls[i % 5] ?? '' })
    if (i % 50 === 1)
      rows.push({
        ...base,
        ...none,
        kind: 'availability',
        nights: 1 + (i % 16),
        party: 1 + (i % 9),
        lead_days: i % 300,
      })
    if (i % 500 === 2)
      rows.push({ ...base, ...none, ...stay, kind: 'enquiry', detail: kinds[i % 6] ?? '' })
  }
  return rows
}

/** One day's vitals: five metrics for a fifth of the views, spread over the day's hours. */
function vitalRows(day: string): Row[] {
  const first = Date.parse(`${day}T00:00:00Z`) - 6 * hourMs
  const rows: Row[] = []
  const scale = { LCP: 2200, INP: 150, CLS: 0.08, FCP: 1500, TTFB: 600 }
  for (let i = 0; i < viewsPerDay / 5; i++) {
    const route = pages[skewed(pages.length)] ?? '/'
    const received_hour = first + Math.floor(random() * 24) * hourMs
    for (const [metric, typical] of Object.entries(scale))
      rows.push({
        received_hour,
        route,
        metric,
        value: Math.round(typical * (0.3 + 2 * random() ** 2) * 1000) / 1000,
        navigation_type: 'navigate',
        device: devices[i % 3] ?? '',
      })
  }
  return rows
}

/**
 * One past day's vitals_daily rows: each page's and every page's (`*`) samples, p75 and 20
 * quantiles of the five metrics, drawn from vitalRows' distribution (a page's share of the day's
 * 6,600 visits falls off with its place, as skewed() makes it).
 */
function vitalsDailyRows(day: string): Row[] {
  const rows: Row[] = []
  const scale = { LCP: 2200, INP: 150, CLS: 0.08, FCP: 1500, TTFB: 600 }
  const visits = viewsPerDay / 5
  const routes: [string, number][] = [
    ['*', visits],
    ...pages.map((route, i): [string, number] => [
      route,
      Math.max(
        1,
        Math.round(visits * ((i + 1) / pages.length) ** 0.4 - visits * (i / pages.length) ** 0.4),
      ),
    ]),
  ]
  for (const [route, samples] of routes)
    for (const [metric, typical] of Object.entries(scale)) {
      const drift = 0.9 + 0.2 * random()
      const at = (share: number) =>
        Math.round(typical * drift * (0.3 + 2 * share ** 2) * 1000) / 1000
      const quantiles = Array.from({ length: 20 }, (_, i) => at((i + 1) / 20))
      rows.push({
        day,
        route,
        metric,
        samples,
        p75: at(0.75),
        quantiles: JSON.stringify(quantiles),
      })
    }
  return rows
}

/** Fills the database: roll-ups of the 365 days before today, raw events, vitals. */
export async function fill(insert: Insert, today: string, rawDays: number): Promise<void> {
  const started = performance.now()
  for (let n = 365; n >= 1; n--) {
    for (const [table, rows] of Object.entries(rollupRows(addDays(today, -n))))
      await insert(table, rows)
    await insert('vitals_daily', vitalsDailyRows(addDays(today, -n)))
  }
  const now = Date.now()
  for (let n = rawDays - 1; n >= 0; n--)
    await insert('count_events', rawEvents(addDays(today, -n), now - n * 86_400_000))
  for (let n = vitalsDays - 1; n >= 0; n--) await insert('vitals', vitalRows(addDays(today, -n)))
  console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** SQLite: prepared statements in one transaction per call. */
export function sqliteInsert(file: string): { insert: Insert; close: () => void } {
  const db = new BetterSqlite(file)
  const insert: Insert = (table, rows) => {
    const columns = Object.keys(rows[0] ?? {})
    const statement = db.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    )
    db.transaction(() => {
      for (const row of rows) statement.run(...columns.map((c) => row[c] ?? null))
    })()
    return Promise.resolve()
  }
  return {
    insert,
    close: () => {
      db.exec('analyze')
      db.close()
    },
  }
}

/** PostgreSQL: each call one statement of parallel arrays (unnest), whatever its size. */
export function postgresInsert(url: string): { insert: Insert; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  const insert: Insert = async (table, rows) => {
    const columns = Object.keys(rows[0] ?? {})
    const types = columns.map((c) =>
      rows.some((r) => typeof r[c] === 'string')
        ? 'text'
        : c === 'value' || c === 'p75'
          ? 'float8'
          : 'int8',
    )
    await pool.query(
      `insert into ${table} (${columns.join(', ')}) select * from unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`,
      columns.map((c) => rows.map((r) => r[c] ?? null)),
    )
  }
  return {
    insert,
    close: async () => {
      await pool.query('analyze')
      await pool.end()
    },
  }
}
