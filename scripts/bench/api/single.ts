import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { autocannon } from './cannon.ts'
import { beaconLoad, enquiryLoad } from './load.ts'
import { cpuMs, memoryMiB } from './processes.ts'
import { answers, enquiryRows, type Row } from './report.ts'
import { fakeWeather, startBenchServer } from './server.ts'

/** What the single instance's runs gave: its rows, and what the checks and the ratio need. */
export interface SingleFigures {
  rows: Row[]
  /** Stored enquiries per second of the first run (the cluster's ratio is taken to it). */
  perSecond: number
  /** Rows stored and 201 answers of each enquiry run, to be compared. */
  counts: { stored: number; answered: number }[]
}

/**
 * One server process on a SQLite file (rate limit raised, the bench its trusted proxy, a local
 * fake weather provider): `warmup` seconds of enquiries, not measured; enquiries alone with the
 * server's CPU per enquiry; enquiries while beacons arrive at `beaconRate` a second; weather
 * requests; then `keys` beacons each from a new client address, with the server's memory.
 */
export async function benchSingle(options: {
  duration: number
  connections: number
  warmup: number
  beaconRate: number
  keys: number
  secret: string
  nodeFlags: readonly string[]
}): Promise<SingleFigures> {
  const { duration, connections, beaconRate, keys } = options
  const dir = mkdtempSync(join(tmpdir(), 'trillium-bench-'))
  const weather = await fakeWeather()
  const databasePath = join(dir, 'bench.db')
  const server = await startBenchServer(
    {
      DATABASE_PATH: databasePath,
      DIST_DIR: join(dir, 'no-build'),
      ENQUIRY_SECRET: options.secret,
      ENQUIRY_RATE_LIMIT: '1000000',
      // the bench is the server's proxy: each beacon names a client address of its own
      TRUST_PROXY: '127.0.0.1',
      WEATHER_API_KEY: 'bench-key',
      WEATHER_API_URL: weather.base,
    },
    options.nodeFlags,
  )
  const { origin, pid } = server
  const storedCount = () => {
    const db = new Database(databasePath, { readonly: true })
    try {
      const sql = "SELECT COUNT(*) AS n FROM enquiries WHERE email NOT LIKE 'warmup%'"
      return (db.prepare(sql).get() as { n: number }).n
    } finally {
      db.close()
    }
  }
  try {
    const load = { url: origin, connections, duration, secret: options.secret }
    // the same load, not measured: a server that has run for a while has compiled its hot code
    if (options.warmup > 0)
      await enquiryLoad({ ...load, duration: options.warmup, first: 0, warmup: true }).run()
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
    const flood = keys > 0 ? await beaconLoad(origin, { amount: keys, metrics: 1 }) : undefined
    const floodSeconds = (performance.now() - floodStarted) / 1000
    clearInterval(sampler)

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
              `key flood: ${keys} beacons, each a new client`,
              `${floodSeconds.toFixed(0)} s, ${(keys / floodSeconds).toFixed(0)}/s, ${answers(flood)}`,
            ],
            ['  server RSS during the flood, peak (MiB)', String(floodPeak)],
          ] satisfies Row[])),
      ['server peak RSS (MiB)', String(memoryMiB(pid, 'VmHWM'))],
    ]
    return {
      rows,
      perSecond: stored / enquiries.duration,
      counts: [
        { stored, answered: enquiries['2xx'] },
        { stored: storedBoth, answered: withBeacons['2xx'] },
      ],
    }
  } finally {
    await server.stop()
    weather.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
