/**
 * npm run bench:api: the API on the real server process. Stored enquiries per second with
 * p50/p99 at 50 connections (rate limit raised, every request a distinct valid enquiry with its
 * own signed puzzle) and the server's CPU per enquiry; the same again while page beacons arrive
 * at `--beacon-rate` a second (default 4000); weather requests per second and how many provider
 * calls they cost; then `--keys` beacons (default a million), each from a new client address
 * through the trusted proxy, and the server's resident memory during that flood; last, the same
 * enquiries against two instances on PostgreSQL behind Caddy (scripts/bench/api/cluster.ts),
 * with the CPU each process used (`--no-cluster` skips it). Each enquiry run is preceded by
 * `--warmup` seconds (default 3) of the same load, not measured: a cold process spends much of
 * its first seconds compiling its hot code, which a server that has been up a while has done.
 *
 *   --node-flags="--cpu-prof --cpu-prof-dir=.tmp/prof"   Node flags for every server process
 *                                                         (a profile each, written on exit)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { autocannon } from './bench/api/cannon.ts'
import { benchCluster } from './bench/api/cluster.ts'
import { beaconLoad, enquiryLoad } from './bench/api/load.ts'
import { cpuMs, loadAverage, memoryMiB } from './bench/api/processes.ts'
import { answers, clusterRows, enquiryRows, formatReport, type Row } from './bench/api/report.ts'
import { fakeWeather, startBenchServer } from './bench/api/server.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'beacon-rate': { type: 'string', default: '4000' },
    keys: { type: 'string', default: '1000000' },
    cluster: { type: 'boolean', default: true },
    'node-flags': { type: 'string', default: '' },
    warmup: { type: 'string', default: '3' },
  },
  allowNegative: true,
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const beaconRate = Number(values['beacon-rate'])
const uniqueKeys = Number(values.keys)
const warmup = Number(values.warmup)
const nodeFlags = values['node-flags'].split(' ').filter(Boolean)
const secret = 'bench-secret-that-is-long-enough-0123456789'

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'trillium-bench-'))
  const weather = await fakeWeather()
  const databasePath = join(dir, 'bench.db')
  const loadBefore = loadAverage()
  const server = await startBenchServer(
    {
      DATABASE_PATH: databasePath,
      DIST_DIR: join(dir, 'no-build'),
      ENQUIRY_SECRET: secret,
      ENQUIRY_RATE_LIMIT: '1000000',
      // the bench is the server's proxy: each beacon names a client address of its own
      TRUST_PROXY: '127.0.0.1',
      WEATHER_API_KEY: 'bench-key',
      WEATHER_API_URL: weather.base,
    },
    nodeFlags,
  )
  const { origin, pid } = server
  try {
    const storedCount = () => {
      const db = new Database(databasePath, { readonly: true })
      try {
        const sql = "SELECT COUNT(*) AS n FROM enquiries WHERE email NOT LIKE 'warmup%'"
        return (db.prepare(sql).get() as { n: number }).n
      } finally {
        db.close()
      }
    }
    const load = { url: origin, connections, duration, secret }
    // the same load, not measured: a server that has run for a while has compiled its hot code
    if (warmup > 0) await enquiryLoad({ ...load, duration: warmup, first: 0, warmup: true }).run()
    const alone = enquiryLoad({ ...load, first: 0 })
    const cpuBefore = cpuMs(pid)
    const enquiries = await alone.run()
    const cpuPerEnquiry = (cpuMs(pid) - cpuBefore) / Math.max(1, alone.sent())
    const stored = storedCount()

    // the same enquiry load again, with page beacons at the same time
    const [withBeacons, beacons] = await Promise.all([
      enquiryLoad({ ...load, first: 1e8 }).run(),
      beaconLoad(origin, { duration, overallRate: beaconRate }),
    ])
    const storedBoth = storedCount() - stored

    const weatherRun = await autocannon({ url: `${origin}/api/weather`, connections, duration })
    const memoryBeforeFlood = memoryMiB(pid, 'VmHWM')

    // a million clients, each new (unique X-Forwarded-For through the trusted proxy)
    let floodPeak = 0
    const sampler = setInterval(() => {
      floodPeak = Math.max(floodPeak, memoryMiB(pid, 'VmRSS'))
    }, 250)
    const floodStarted = performance.now()
    const flood =
      uniqueKeys > 0 ? await beaconLoad(origin, { amount: uniqueKeys, metrics: 1 }) : undefined
    const floodSeconds = (performance.now() - floodStarted) / 1000
    clearInterval(sampler)
    const memory = memoryMiB(pid, 'VmHWM')

    // the same enquiries against two instances on PostgreSQL behind Caddy (this server idle)
    const cluster = values.cluster
      ? await benchCluster({ duration, connections, secret, nodeFlags, warmup })
      : undefined

    const rows: Row[] = [
      ['one instance on SQLite (HTTP/1.1)', ''],
      ...enquiryRows(enquiries, stored, '  '),
      ['  server CPU per enquiry (ms)', cpuPerEnquiry.toFixed(2)],
      [`with beacons (target ${beaconRate}/s): beacons/s`, beacons.requests.average.toFixed(0)],
      ['  beacons 204 / non-2xx / errors', answers(beacons)],
      ...enquiryRows(withBeacons, storedBoth, '  ').slice(2),
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
              `${floodSeconds.toFixed(0)} s, ${(uniqueKeys / floodSeconds).toFixed(0)}/s, ${answers(flood)}`,
            ],
            ['  server RSS during the flood, peak (MiB)', String(floodPeak)],
          ] satisfies Row[])),
      ['server peak RSS (MiB)', String(memory)],
      ...(cluster === undefined ? [] : clusterRows(cluster, stored / enquiries.duration)),
    ]
    process.stdout.write(
      formatReport(
        `API benchmark: ${connections} connections, ${duration} s per run after ${warmup} s of the same enquiries unmeasured, Node ${process.version}, load average ${loadBefore} before and ${loadAverage()} after`,
        rows,
      ),
    )
    // requests still in flight when a run ends are stored but not counted by autocannon
    const mismatch = (count: number, ok: number) => count < ok || count > ok + connections
    if (
      mismatch(stored, enquiries['2xx']) ||
      mismatch(storedBoth, withBeacons['2xx']) ||
      (cluster !== undefined && mismatch(cluster.stored, cluster.result['2xx']))
    ) {
      process.stderr.write(
        `stored rows (${stored}, ${storedBoth}${cluster === undefined ? '' : `, ${cluster.stored}`}) do not match 201 answers (${enquiries['2xx']}, ${withBeacons['2xx']}${cluster === undefined ? '' : `, ${cluster.result['2xx']}`})\n`,
      )
      process.exitCode = 1
    }
  } finally {
    await server.stop()
    weather.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
