/*
 * npm run bench:site: the Site page's charts (issue 43: with a year of roll-ups for a site of
 * 1,000,000 page views a month, every chart answers with p99 under 200 ms on each engine). For
 * SQLite, then PostgreSQL (a throw-away server, scripts/cluster/postgres-server.ts), fills a
 * fresh database with 365 days of roll-ups (about 33,000 views a day over the built site's pages,
 * 100 source and campaign rows a day out of a few hundred, three devices, every action and stay
 * bucket), `--raw-days` days of raw events at that rate (today's among them, the one day a chart
 * reads from raw events), VITALS_RETENTION_DAYS (35) days of vitals (five metrics for a fifth of
 * the views) and 365 days of their daily summaries (vitals_daily: every page and `*`, five
 * metrics; today is summarised from its raw rows). Then starts the real server on it, signs a manager in as a colleague
 * would (npm run staff, then the one-time link) and asks each chart `--runs` times for the
 * last 28, 90 and 365 days, one request at a time, printing p50, p99 and max in milliseconds.
 *
 *   npm run bench:site -- [--runs 200] [--raw-days 35] [--no-postgres] [--no-sqlite]
 */
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { siteCharts } from '../../content/desk/insights-api.ts'
import {
  fill,
  pages,
  postgresInsert,
  sqliteInsert,
  viewsPerDay,
  vitalsDays,
} from './site-charts-data.ts'
import { openDatabase } from '../../server/db/database.ts'
import { addDays, resortDay } from '../../server/insights/site-range.ts'
import { freePort } from '../../tests/server/server-process.ts'
import { startPostgres } from '../cluster/postgres-server.ts'
import { runStaff } from '../staff/command.ts'
import { startBenchServer } from './api/server.ts'
import { eachArg } from './cli-args.ts'

const root = resolve(import.meta.dirname, '../..')
let runs = 200
let rawDays = 35
let engines = ['sqlite', 'postgres']
eachArg(process.argv.slice(2), (arg, value) => {
  if (arg === '--runs') runs = Number(value())
  else if (arg === '--raw-days') rawDays = Number(value())
  else if (arg === '--no-postgres') engines = engines.filter((e) => e !== 'postgres')
  else if (arg === '--no-sqlite') engines = engines.filter((e) => e !== 'sqlite')
  else
    throw new Error(`Unknown argument ${arg} (--runs N, --raw-days N, --no-postgres, --no-sqlite)`)
})

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Starts the server on the database, signs a manager in, times every chart and range. */
async function measure(database: Record<string, string>): Promise<void> {
  const port = await freePort()
  const env = { ...database, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
  const server = await startBenchServer({ ...env, DIST_DIR: join(root, 'dist/client') })
  try {
    const staffEnv = { ...process.env, ...env }
    let printed = ''
    const args = [
      'add',
      '--email',
      'bench@trillium.example',
      '--name',
      'Bench Manager',
      '--role',
      'manager',
    ]
    const code = await runStaff(args, staffEnv, {
      out: (text) => (printed += text),
      err: (text) => process.stderr.write(text),
    })
    const token = /\/desk\/welcome#(\S+)/.exec(printed)?.[1]
    if (code !== 0 || token === undefined)
      throw new Error(`npm run staff printed no link:\n${printed}`)
    const answer = await fetch(`${server.origin}/api/desk/links/${token}/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.SITE_URL },
      body: JSON.stringify({ password: 'mist over the coffee rows at dawn' }),
    })
    const cookie = answer.headers.get('set-cookie')?.split(';')[0]
    if (!answer.ok || cookie === undefined)
      throw new Error(`setting the password answered ${answer.status}`)
    const today = resortDay(Date.now())
    console.log(`  chart     days   p50 ms   p99 ms   max ms`)
    for (const chart of siteCharts)
      for (const days of [28, 90, 365]) {
        const url = `${server.origin}/api/desk/site/${chart}?from=${addDays(today, 1 - days)}&to=${today}`
        const ask = async () => {
          const started = performance.now()
          const res = await fetch(url, { headers: { cookie } })
          await res.arrayBuffer()
          if (!res.ok) throw new Error(`${url} answered ${res.status}`)
          return performance.now() - started
        }
        // a chart whose first answer takes seconds is asked 3 times, not `runs`
        const slow = (await ask()) > 1000
        for (let i = 0; i < (slow ? 0 : 4); i++) await ask()
        const times: number[] = []
        for (let i = 0; i < (slow ? 3 : runs); i++) times.push(await ask())
        times.sort((a, b) => a - b)
        const [p50, p99, max] = [percentile(times, 50), percentile(times, 99), times.at(-1) ?? NaN]
        console.log(
          `  ${chart.padEnd(8)} ${String(days).padStart(5)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${max.toFixed(1).padStart(8)}${slow ? '   (3 runs: too slow for more)' : ''}`,
        )
      }
  } finally {
    await server.stop()
  }
}

const tmp = join(root, '.tmp/bench-site')
mkdirSync(tmp, { recursive: true })
const today = resortDay(Date.now())
console.log(
  `Site charts: ${pages.length} pages, ${viewsPerDay} views a day; roll-ups and vitals summaries of 365 days, raw events of ${rawDays} (today unrolled), raw vitals of ${vitalsDays}; ${runs} requests per chart and range, one at a time`,
)
for (const engine of engines) {
  console.log(`\n${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}:`)
  if (engine === 'sqlite') {
    const file = join(tmp, `site-${process.pid}.db`)
    try {
      await (await openDatabase({ url: undefined, path: file })).close()
      const target = sqliteInsert(file)
      await fill(target.insert, today, rawDays)
      target.close()
      await measure({ DATABASE_PATH: file })
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
    }
  } else {
    const server = startPostgres(await freePort(), 'bench-site')
    try {
      await (await openDatabase({ url: server.url, path: '' })).close()
      const target = postgresInsert(server.url)
      await fill(target.insert, today, rawDays)
      await target.close()
      await measure({ DATABASE_URL: server.url })
    } finally {
      server.remove()
    }
  }
}
