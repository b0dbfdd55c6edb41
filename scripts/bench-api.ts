// Length: one benchmark script: its scenarios share the server it starts and the figures it prints.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { site } from '../content/site.ts'
import { issueChallenge } from '../server/enquiries/challenge.ts'
import { freePort } from '../tests/server/server-process.ts'
import { benchCluster } from './bench/api-cluster.ts'

/** The part of autocannon's API this script uses (the package ships no types). */
interface CannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: CannonRequest) => CannonRequest
}
interface CannonResult {
  duration: number
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; max: number }
  statusCodeStats?: Record<string, { count: number }>
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration?: number
  amount?: number
  overallRate?: number
  requests?: CannonRequest[]
}) => Promise<CannonResult>

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'beacon-rate': { type: 'string', default: '4000' },
    keys: { type: 'string', default: '1000000' },
    cluster: { type: 'boolean', default: true },
  },
  allowNegative: true,
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const beaconRate = Number(values['beacon-rate'])
const uniqueKeys = Number(values.keys)
const secret = 'bench-secret-that-is-long-enough-0123456789'

/** A local OpenWeatherMap stand-in that counts how often the server asks it. */
async function fakeWeather(): Promise<{ base: string; calls: () => number; stop: () => void }> {
  let calls = 0
  const server = createHttpServer((_request, response) => {
    calls += 1
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        weather: [{ main: 'Clouds', icon: '04d' }],
        main: { temp: 19.4 },
        dt: Math.floor(Date.now() / 1000),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}`, calls: () => calls, stop: () => server.close() }
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
function cpuMs(pid: number): number {
  // fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux)
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function memoryMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/** A client address of its own for request `n` (the server trusts the bench as its proxy). */
function forwardedFor(n: number): string {
  return `11.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`
}

/** A page's beacon, as the site's pages send it (content/vitals.schema.ts). */
function beaconBody(n: number, metrics = 5): string {
  const all = [
    { name: 'LCP', value: 1200 + (n % 900) },
    { name: 'CLS', value: (n % 10) / 100 },
    { name: 'FCP', value: 800 + (n % 400) },
    { name: 'TTFB', value: 90 + (n % 60) },
    { name: 'INP', value: 40 + (n % 120) },
  ]
  return JSON.stringify({
    route: n % 3 === 0 ? '/' : n % 3 === 1 ? '/suites' : '/spa',
    navigationType: 'navigate',
    device: n % 2 === 0 ? 'mobile' : 'desktop',
    metrics: all.slice(0, metrics),
  })
}

/**
 * Measures the API on the real server process: stored enquiries per second with p50/p99 at 50
 * connections (rate limit raised, every request a distinct valid enquiry with its own signed
 * puzzle); the same again while page beacons arrive at `--beacon-rate` a second (default 4000);
 * weather requests per second and how many provider calls they cost; then `--keys` beacons
 * (default a million), each from a new client address through the trusted proxy, and the
 * server's resident memory during that flood.
 */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'trillium-bench-'))
  const weather = await fakeWeather()
  const port = await freePort()
  const databasePath = join(dir, 'bench.db')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      DIST_DIR: join(dir, 'no-build'),
      ENQUIRY_SECRET: secret,
      ENQUIRY_RATE_LIMIT: '1000000',
      // the bench is the server's proxy: each beacon names a client address of its own
      TRUST_PROXY: '127.0.0.1',
      WEATHER_API_KEY: 'bench-key',
      WEATHER_API_URL: weather.base,
      // the production default: one log line per request, written to a discarded stdout
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break
      } catch {
        if (i > 400 || child.exitCode !== null) throw new Error('server did not start')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    let n = 0
    const enquiryBody = (k: number) => {
      const c = issueChallenge(secret, Date.now())
      return JSON.stringify({
        name: 'Bench Guest',
        email: `guest${k}@example.in`,
        message: `Enquiry ${k} about a valley view suite this winter`,
        phone: '9845012345',
        hotel: site.hotels[0],
        page: '/suites',
        puzzle: { token: c.token, answer: c.a + c.b },
      })
    }
    const enquiryRun = () =>
      autocannon({
        url: origin,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/enquiry',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              n += 1
              return { ...request, body: enquiryBody(n) }
            },
          },
        ],
      })
    let b = 0
    const beaconRun = (options: { amount?: number; overallRate?: number; metrics?: number }) =>
      autocannon({
        url: origin,
        connections: 20,
        ...(options.amount === undefined ? { duration } : { amount: options.amount }),
        ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
        requests: [
          {
            method: 'POST',
            path: '/api/vitals',
            setupRequest: (request) => {
              b += 1
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(b) },
                body: beaconBody(b, options.metrics),
              }
            },
          },
        ],
      })

    const cpuBefore = cpuMs(child.pid ?? 0)
    const enquiries = await enquiryRun()
    const cpuPerEnquiry = (cpuMs(child.pid ?? 0) - cpuBefore) / Math.max(1, n)
    const storedCount = () => {
      const db = new Database(databasePath, { readonly: true })
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n
      } finally {
        db.close()
      }
    }
    const stored = storedCount()

    // the same enquiry load again, with page beacons at the same time
    const [withBeacons, beacons] = await Promise.all([
      enquiryRun(),
      beaconRun({ overallRate: beaconRate }),
    ])
    const storedBoth = storedCount() - stored

    const weatherRun = await autocannon({
      url: `${origin}/api/weather`,
      connections,
      duration,
    })
    const memoryBeforeFlood = memoryMiB(child.pid ?? 0, 'VmHWM')

    // a million clients, each new (unique X-Forwarded-For through the trusted proxy)
    let floodPeak = 0
    const sampler = setInterval(() => {
      floodPeak = Math.max(floodPeak, memoryMiB(child.pid ?? 0, 'VmRSS'))
    }, 250)
    const floodStarted = performance.now()
    const flood = uniqueKeys > 0 ? await beaconRun({ amount: uniqueKeys, metrics: 1 }) : undefined
    const floodSeconds = (performance.now() - floodStarted) / 1000
    clearInterval(sampler)
    const memory = memoryMiB(child.pid ?? 0, 'VmHWM')

    // the same enquiries against two instances on PostgreSQL behind Caddy (this server idle)
    const cluster = values.cluster
      ? await benchCluster({ duration, connections, secret, body: (k) => enquiryBody(k + 1e9) })
      : undefined

    const rows: [string, string][] = [
      ['enquiries stored', String(stored)],
      [
        'enquiries 201 / non-2xx / errors',
        `${enquiries['2xx']} / ${enquiries.non2xx} / ${enquiries.errors + enquiries.timeouts}`,
      ],
      ['stored enquiries/s', (stored / enquiries.duration).toFixed(0)],
      [
        'enquiry latency p50 / p99 / max (ms)',
        `${enquiries.latency.p50} / ${enquiries.latency.p99} / ${enquiries.latency.max}`,
      ],
      ['server CPU per enquiry (ms)', cpuPerEnquiry.toFixed(2)],
      [`with beacons (target ${beaconRate}/s): beacons/s`, beacons.requests.average.toFixed(0)],
      [
        '  beacons 204 / non-2xx / errors',
        `${beacons['2xx']} / ${beacons.non2xx} / ${beacons.errors}`,
      ],
      ['  stored enquiries/s', (storedBoth / withBeacons.duration).toFixed(0)],
      [
        '  enquiry latency p50 / p99 / max (ms)',
        `${withBeacons.latency.p50} / ${withBeacons.latency.p99} / ${withBeacons.latency.max}`,
      ],
      ['weather req/s (average)', weatherRun.requests.average.toFixed(0)],
      ['weather latency p50 / p99 (ms)', `${weatherRun.latency.p50} / ${weatherRun.latency.p99}`],
      ['weather non-2xx', String(weatherRun.non2xx)],
      ['weather provider calls', String(weather.calls())],
      ['server peak RSS before the key flood (MiB)', String(memoryBeforeFlood)],
      ...(flood === undefined
        ? []
        : ([
            [
              `key flood: ${uniqueKeys} beacons, each a new client`,
              `${floodSeconds.toFixed(0)} s, ${(uniqueKeys / floodSeconds).toFixed(0)}/s, ${flood['2xx']} 204 / ${flood.non2xx} non-2xx / ${flood.errors} errors`,
            ],
            ['  server RSS during the flood, peak (MiB)', String(floodPeak)],
          ] as [string, string][])),
      ['server peak RSS (MiB)', String(memory)],
      ...(cluster === undefined
        ? []
        : ([
            ['two instances on PostgreSQL behind Caddy (HTTPS)', ''],
            ['  enquiries stored', String(cluster.stored)],
            [
              '  enquiries 201 / non-2xx / errors',
              `${cluster.result['2xx']} / ${cluster.result.non2xx} / ${cluster.result.errors}`,
            ],
            ['  stored enquiries/s', (cluster.stored / cluster.result.duration).toFixed(0)],
            [
              '  enquiry latency p50 / p99 / max (ms)',
              `${cluster.result.latency.p50} / ${cluster.result.latency.p99} / ${cluster.result.latency.max}`,
            ],
            [
              '  ratio to one instance on SQLite (stored/s)',
              (cluster.stored / cluster.result.duration / (stored / enquiries.duration)).toFixed(2),
            ],
          ] as [string, string][])),
    ]
    process.stdout.write(
      `\nAPI benchmark: ${connections} connections, ${duration} s per run, Node ${process.version}\n\n` +
        rows.map(([k, v]) => `  ${k.padEnd(48)} ${v}`).join('\n') +
        '\n',
    )
    // requests still in flight when a run ends are stored but not counted by autocannon
    if (
      stored < enquiries['2xx'] ||
      stored > enquiries['2xx'] + connections ||
      storedBoth < withBeacons['2xx'] ||
      storedBoth > withBeacons['2xx'] + connections ||
      (cluster !== undefined &&
        (cluster.stored < cluster.result['2xx'] ||
          cluster.stored > cluster.result['2xx'] + connections))
    ) {
      process.stderr.write(
        `stored rows (${stored}, ${storedBoth}) do not match 201 answers (${enquiries['2xx']}, ${withBeacons['2xx']})\n`,
      )
      process.exitCode = 1
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    weather.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
