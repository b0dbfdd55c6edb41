// Length: one benchmark: the generated enquiries, the inbox's three queries on either engine and their plans, printed.
/*
 * npm run bench:desk: the desk's inbox queries at 100,000 enquiries (issue 42: the first page, a
 * filtered page and a search each under 50 ms at p99, on each engine). Fills a fresh SQLite file,
 * or PostgreSQL with `--url postgres://…` (in a schema of its own, dropped after), with
 * generated enquiries spread over two years (names, addresses, phones and messages of a few
 * hundred words' vocabulary, every kind and status), then runs each query as the inbox's
 * endpoint does (the page and the count of new ones) `--runs` times and prints p50, p99 and max
 * in milliseconds, with the plan each engine chose. `--scan` also runs each search without the
 * trigram index (a scan of every row: the alternative docs/performance.md's desk section weighs).
 *
 *   npm run bench:desk -- [--enquiries 100000] [--runs 200] [--url postgres://…] [--scan]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { enquiryKindOf } from '../../content/desk/enquiry-kinds.ts'
import type { EnquiryStatus } from '../../content/desk/statuses.ts'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { postgresSearchColumn } from '../../server/db/migrations/007-desk-search.ts'
import {
  startOfResortDay,
  type InboxCursor,
  type InboxFilter,
} from '../../server/desk/inbox-filter.ts'
import { escapeLike } from '../../server/desk/inbox-search.ts'
import { InboxRepository } from '../../server/desk/inbox.repository.ts'
import { timeOrderedUuid } from '../../server/time-ordered-id.ts'
import { eachArg } from './cli-args.ts'

let url: string | undefined
let enquiries = 100_000
let runs = 200
let scan = false
let keep: string | undefined
eachArg(process.argv.slice(2), (arg, value) => {
  if (arg === '--url') url = value()
  else if (arg === '--enquiries') enquiries = Number(value())
  else if (arg === '--runs') runs = Number(value())
  else if (arg === '--scan') scan = true
  else if (arg === '--keep') keep = value()
  else throw new Error(`Unknown argument ${arg} (--url URL, --enquiries N, --runs N, --scan)`)
})

/** mulberry32: the same enquiries on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = prng(42)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

const first =
  `Asha Ravi Meera Arjun Priya Kiran Divya Rahul Ananya Vikram Sneha Rohan Kavya Aditya Pooja
  Sanjay Neha Karthik Lakshmi Suresh Anjali Deepak Nisha Manoj Swati Harish Rekha Gopal Shreya Tarun
  Emma Liam Olivia Noah Sophie Lucas Mia Ethan Hannah Daniel`.split(/\s+/)
const last = `Rao Kumar Nair Iyer Reddy Menon Shetty Hegde Pai Kamath Gowda Sharma Verma Gupta Singh
  Patel Joshi Desai Kulkarni Bhat Smith Jones Brown Taylor Wilson Müller Rossi Dubois Silva`.split(
  /\s+/,
)
const words =
  `we would like to book a suite for two nights in december with a valley view and breakfast
  please let us know the rates for a family of four including two children aged six and nine our
  anniversary falls on the fourteenth and we hope to celebrate with a candlelit dinner by the pool
  is the plantation walk available in the monsoon we are a group of twelve colleagues looking for a
  conference hall with projector and lunch could you arrange an airport pickup from mangalore we
  heard about the coffee tasting and the bonfire evenings do you allow pets is there a spa package
  for couples what is the cancellation policy we prefer a quiet room away from the road kindly
  share the wedding packages for about two hundred guests in february thank you very much regards`.split(
    /\s+/,
  )
const pages = [
  '/',
  '/contact',
  '/suites',
  '/gardensuite',
  '/experiences',
  '/packages',
  '/offers',
  '/wedding',
  '/conference',
  '/spa',
  '/dining',
]
// most enquiries have ended; a few are still new, in hand or replied
const statuses: [EnquiryStatus, number][] = [
  ['new', 0.03],
  ['in-hand', 0.04],
  ['replied', 0.08],
  ['booked', 0.35],
  ['not-booked', 0.4],
  ['spam', 0.1],
]
function status(): EnquiryStatus {
  let r = random()
  for (const [s, share] of statuses) {
    if ((r -= share) < 0) return s
  }
  return 'not-booked'
}

const now = Date.parse('2026-11-30T06:00:00Z')
const span = 2 * 365 * 24 * 60 * 60 * 1000

function row(i: number) {
  const name = `${pick(first)} ${pick(last)}`
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@${pick(['gmail.com', 'example.in', 'yahoo.co.in', 'outlook.com', 'example.com'])}`
  const length = 12 + Math.floor(random() * 60)
  const message = Array.from({ length }, () => pick(words)).join(' ')
  const page = pick(pages)
  const created = now - span + Math.floor((i / enquiries) * span) + Math.floor(random() * 60_000)
  const s = status()
  return {
    public_id: timeOrderedUuid(created),
    created_at: created,
    name,
    email,
    email_key: email.toLowerCase(),
    message,
    phone: `+9198${String(10_000_000 + Math.floor(random() * 89_999_999))}`,
    hotel: 'Trillium Resort & Spa, Chikmagalur',
    page,
    status: s,
    version: s === 'new' ? 0 : 2,
    updated_at: created,
    ended_at: ['booked', 'not-booked', 'spam'].includes(s) ? created + 86_400_000 : null,
    kind: enquiryKindOf(page),
  }
}

async function fill(database: Database): Promise<number> {
  const started = performance.now()
  const chunk = 2_000
  for (let i = 0; i < enquiries; i += chunk) {
    const rows = Array.from({ length: Math.min(chunk, enquiries - i) }, (_, j) => row(i + j))
    await database.db.transaction().execute(async (trx) => {
      // 500 rows a statement: SQLite's 32,766 variables, PostgreSQL's 65,535
      for (let k = 0; k < rows.length; k += 500)
        await trx
          .insertInto('enquiries')
          .values(rows.slice(k, k + 500))
          .execute()
    })
  }
  return performance.now() - started
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function measure(
  work: () => Promise<unknown>,
): Promise<{ p50: number; p99: number; max: number }> {
  for (let i = 0; i < 5; i++) await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? NaN }
}

/** The same page with the search as a plain scan (no trigram index): the alternative. */
async function scanPage(database: Database, search: string, limit: number) {
  const pattern = `%${escapeLike(search)}%`
  const db = database.db
  const condition =
    database.engine === 'postgres'
      ? sql<boolean>`position(lower(${search}) in ${sql.raw(postgresSearchColumn('e'))}) > 0`
      : sql<boolean>`(e.name like ${pattern} escape '\\' or e.email like ${pattern} escape '\\' or e.phone like ${pattern} escape '\\' or e.message like ${pattern} escape '\\')`
  return db
    .selectFrom('enquiries as e')
    .select(['e.id', 'e.public_id', 'e.created_at', 'e.name'])
    .where(condition)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1)
    .execute()
}

const folder = mkdtempSync(join(tmpdir(), 'bench-desk-'))
// --keep NAME: on PostgreSQL the schema, kept (and reused when it holds enquiries)
const schema = url !== undefined && keep !== undefined ? keep : `bench_desk_${process.pid}`
let pgUrl = url
if (url !== undefined) {
  const admin = await openDatabase({ url, path: '', readonly: true })
  await sql`create schema if not exists ${sql.id(schema)}`.execute(admin.db)
  await admin.close()
  const u = new URL(url)
  u.searchParams.set('options', `-c search_path=${schema}`)
  pgUrl = u.toString()
}
const database = await openDatabase({
  url: pgUrl,
  path: url === undefined && keep !== undefined ? keep : join(folder, 'bench.db'),
  statementTimeoutMs: 60_000,
})
try {
  const stored = await database.db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const filled = Number(stored.n) > 0 ? 0 : await fill(database)
  if (database.engine === 'postgres') await sql`analyze`.execute(database.db)
  else await sql`analyze`.execute(database.db)
  console.log(
    `${database.engine}: ${enquiries} enquiries stored in ${(filled / 1000).toFixed(1)} s (${((filled * 1000) / enquiries).toFixed(0)} µs each, search index kept by the ${database.engine === 'sqlite' ? 'FTS5 triggers' : 'GIN index'}); ${runs} runs of each query`,
  )
  const inbox = new InboxRepository(database)
  const limit = 50
  // a cursor twenty pages deep
  let deep: InboxCursor | undefined
  for (let p = 0; p < 20; p++) deep = (await inbox.page({}, deep, limit)).next ?? undefined
  const month = {
    since: startOfResortDay('2026-06-01') ?? 0,
    until: startOfResortDay('2026-06-30', 1) ?? 0,
  }
  // a stored enquiry's address and phone
  const sample = await database.db
    .selectFrom('enquiries')
    .select(['email', 'phone'])
    .orderBy('id')
    .offset(Math.floor(enquiries * 0.77))
    .limit(1)
    .executeTakeFirstOrThrow()
  const cases: [string, InboxFilter, (InboxCursor | undefined)?][] = [
    ['first page', {}],
    ['page 21 (cursor)', {}, deep],
    ['status new', { statuses: ['new'] }],
    ['status replied', { statuses: ['replied'] }],
    ['status new, in hand, replied', { statuses: ['new', 'in-hand', 'replied'] }],
    ['kind event', { kinds: ['event'] }],
    ['received in June 2026', month],
    ['status new, kind suite, June', { statuses: ['new'], kinds: ['suite'], ...month }],
    ['search: a surname (Müller)', { search: 'müller' }],
    ['search: an address', { search: sample.email.slice(0, 14) }],
    ['search: a phone fragment', { search: sample.phone.slice(4, 11) }],
    ['search: a common word (suite)', { search: 'suite' }],
    ['search: a rare phrase', { search: 'pets is there' }],
    ['search: nothing matches', { search: 'zanzibar' }],
    ['search: two letters (zq)', { search: 'zq' }],
    ['search: metacharacters', { search: `%_'"\\` }],
    ['search + status new', { search: 'wedding', statuses: ['new'] }],
  ]
  console.log('query                               p50 ms   p99 ms   max ms   rows')
  for (const [name, filter, after] of cases) {
    let count = 0
    const figures = await measure(async () => {
      const [page] = await Promise.all([inbox.page(filter, after, limit), inbox.countNew()])
      count = page.rows.length
    })
    console.log(
      `${name.padEnd(34)} ${figures.p50.toFixed(2).padStart(7)}  ${figures.p99.toFixed(2).padStart(7)}  ${figures.max.toFixed(2).padStart(7)}   ${count}`,
    )
    if (scan && filter.search !== undefined && filter.statuses === undefined) {
      const search = filter.search
      let n = 0
      const scanned = await measure(async () => {
        n = (await scanPage(database, search, limit)).length
      })
      console.log(
        `${'  the same, scanning'.padEnd(34)} ${scanned.p50.toFixed(2).padStart(7)}  ${scanned.p99.toFixed(2).padStart(7)}  ${scanned.max.toFixed(2).padStart(7)}   ${Math.min(n, limit)}`,
      )
    }
  }
} finally {
  await database.close()
  if (url !== undefined && keep === undefined) {
    const admin = await openDatabase({ url, path: '', readonly: true })
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db)
    await admin.close()
  }
  rmSync(folder, { recursive: true, force: true })
}
