// Length: one benchmark, both topologies (SQLite alone, two instances on PostgreSQL behind Caddy), with the load, the count of stored rows and the report.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import pg from 'pg'
import { freePort } from '../../tests/server/server-process.ts'
import { startCaddy } from '../cluster/caddy-server.ts'
import { startPostgres } from '../cluster/postgres-server.ts'
import { autocannon, type CannonRequest, type CannonResult } from './api/cannon.ts'
import { forwardedFor } from './api/load.ts'
import { startBenchServer, type BenchServer } from './api/server.ts'

/*
 * The site count's intake under load (issue 43: at least 5,000 beacons a second on one instance
 * on SQLite with p99 under 50 ms; and the figure for two instances on PostgreSQL). Real HTTP from
 * autocannon: each beacon comes from an address of its own (X-Forwarded-For, the server trusting
 * the bench as its proxy) with a browser's user agent, and carries a landing view, a Book Now
 * hand-off and two metrics, as a page hidden after a visit sends it. Prints beacons/s, p50/p99
 * latency and the raw count rows stored per second (read from the database once the instances
 * have stopped and written what they held). `npm run bench:count [-- --duration 10]`.
 */

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    sqlite: { type: 'boolean', default: true },
    postgres: { type: 'boolean', default: true },
    /** --no-events: the same beacons without their count, to see what the count costs. */
    events: { type: 'boolean', default: true },
    'node-flags': { type: 'string', default: '' },
  },
  allowNegative: true,
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const warmup = Number(values.warmup)
const nodeFlags = values['node-flags'].split(' ').filter(Boolean)

/** What issue 43 asks of one instance on SQLite. */
const goal = { beaconsPerSecond: 5000, p99Ms: 50 }

const browser =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const pages = ['/', '/suites', '/spa', '/experiences', '/offers']
const sources = ['www.google.com', 'www.instagram.com', 'www.tripadvisor.in', undefined]

/** Beacon `n`: a landing view, a Book Now hand-off and two metrics. */
function beaconBody(n: number): string {
  const path = pages[n % pages.length] ?? '/'
  const referrer = sources[n % sources.length]
  return JSON.stringify({
    route: path,
    navigationType: 'navigate',
    device: n % 2 === 0 ? 'mobile' : 'desktop',
    metrics: [
      { name: 'LCP', value: 1200 + (n % 900) },
      { name: 'CLS', value: (n % 10) / 100 },
    ],
    ...(values.events
      ? {
          events: [
            { kind: 'view', path, landing: referrer === undefined ? {} : { referrer } },
            { kind: 'book-now', path, control: 'header' },
          ],
        }
      : {}),
  })
}

function load(url: string, seconds: number): Promise<CannonResult> {
  let n = Math.floor(Math.random() * 1e6)
  const request: CannonRequest = {
    method: 'POST',
    path: '/api/vitals',
    setupRequest: (r) => {
      n += 1
      return {
        ...r,
        headers: {
          'content-type': 'application/json',
          'user-agent': browser,
          'x-forwarded-for': forwardedFor(n),
        },
        body: beaconBody(n),
      }
    },
  }
  return autocannon({ url, connections, duration: seconds, requests: [request] })
}

interface Figures {
  setup: string
  result: CannonResult
  rows: number
}

function line(f: Figures): string {
  const { result } = f
  const perSecond = result['2xx'] / result.duration
  const bad = result.non2xx + result.errors + result.timeouts
  return `${f.setup.padEnd(34)} ${Math.round(perSecond).toString().padStart(7)} beacons/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${Math.round(f.rows / result.duration)} count rows stored/s   ${bad} refused or failed`
}

/** Runs warm-up and measured load, stops the instances, returns the rows the measured run stored. */
async function measure(
  url: string,
  instances: BenchServer[],
  countRows: () => Promise<number>,
): Promise<{ result: CannonResult; rows: number }> {
  if (warmup > 0) await load(url, warmup)
  // what the warm-up left held is written within a second
  await new Promise((done) => setTimeout(done, 1500))
  const before = await countRows()
  const result = await load(url, duration)
  await Promise.all(instances.map((i) => i.stop()))
  return { result, rows: (await countRows()) - before }
}

async function onSqlite(dir: string): Promise<Figures> {
  const databasePath = join(dir, 'count.db')
  const server = await startBenchServer(
    { DATABASE_PATH: databasePath, DIST_DIR: join(dir, 'no-build'), TRUST_PROXY: '127.0.0.1' },
    nodeFlags,
  )
  try {
    const countRows = () => {
      const db = new Database(databasePath, { readonly: true, fileMustExist: true })
      try {
        const row = db.prepare('SELECT count(*) AS n FROM count_events').get() as { n: number }
        return Promise.resolve(row.n)
      } finally {
        db.close()
      }
    }
    const { result, rows } = await measure(server.origin, [server], countRows)
    return { setup: 'one instance, SQLite', result, rows }
  } finally {
    await server.stop()
  }
}

async function onPostgres(dir: string): Promise<Figures> {
  const database = startPostgres(await freePort(), 'bench-count')
  const instances: BenchServer[] = []
  try {
    const env = {
      DATABASE_URL: database.url,
      DIST_DIR: join(dir, 'no-build'),
      TRUST_PROXY: '127.0.0.1',
      // Caddy names itself, not the bench's invented addresses: every beacon shares its address
      VITALS_RATE_LIMIT: '1000000',
    }
    instances.push(await startBenchServer(env, nodeFlags))
    instances.push(await startBenchServer(env, nodeFlags))
    const caddy = await startCaddy({
      dir: join(dir, 'caddy'),
      upstreams: instances.map((i) => i.origin.replace('http://', '')),
      httpsPort: await freePort(),
      httpPort: await freePort(),
    })
    try {
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
      const countRows = async () => {
        const client = new pg.Client(database.url)
        await client.connect()
        try {
          const { rows } = await client.query<{ n: string }>(
            'SELECT count(*) AS n FROM count_events',
          )
          return Number(rows[0]?.n)
        } finally {
          await client.end()
        }
      }
      const { result, rows } = await measure(caddy.origin, instances, countRows)
      return { setup: 'two instances, PostgreSQL, Caddy', result, rows }
    } finally {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
      await caddy.stop()
    }
  } finally {
    await Promise.all(instances.map((i) => i.stop()))
    database.remove()
  }
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'trillium-bench-count-'))
  const figures: Figures[] = []
  try {
    if (values.sqlite) figures.push(await onSqlite(join(dir, 'sqlite')))
    if (values.postgres) figures.push(await onPostgres(join(dir, 'postgres')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  process.stdout.write(
    `Site count intake: POST /api/vitals, ${values.events ? 'a landing view + a Book Now + ' : 'no count events, '}2 metrics per beacon, ${connections} connections, ${duration} s\n`,
  )
  for (const f of figures) process.stdout.write(`${line(f)}\n`)
  const single = figures.find((f) => f.setup.includes('SQLite'))
  if (single === undefined) return 0
  const perSecond = single.result['2xx'] / single.result.duration
  const met = perSecond >= goal.beaconsPerSecond && single.result.latency.p99 < goal.p99Ms
  process.stdout.write(
    `goal (one instance on SQLite: ≥ ${goal.beaconsPerSecond} beacons/s, p99 < ${goal.p99Ms} ms): ${met ? 'met' : 'MISSED'}\n`,
  )
  return met ? 0 : 1
}

process.exitCode = await main()
