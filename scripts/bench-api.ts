import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { site } from '../content/site.ts'
import { issueChallenge } from '../server/enquiries/challenge.ts'

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
  duration: number
  requests?: CannonRequest[]
}) => Promise<CannonResult>

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const secret = 'bench-secret-that-is-long-enough-0123456789'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

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

function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/**
 * Measures the API on the real server process: stored enquiries per second with p50/p99 at 50
 * connections (rate limit raised, every request a distinct valid enquiry with its own signed
 * puzzle), then weather requests per second and how many provider calls they cost, and the
 * server's peak resident memory.
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
    const cpuBefore = cpuMs(child.pid ?? 0)
    const enquiries = await autocannon({
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
            const c = issueChallenge(secret, Date.now())
            return {
              ...request,
              body: JSON.stringify({
                name: 'Bench Guest',
                email: `guest${n}@example.in`,
                message: `Enquiry ${n} about a valley view suite this winter`,
                phone: '9845012345',
                hotel: site.hotels[0],
                page: '/suites',
                puzzle: { token: c.token, answer: c.a + c.b },
              }),
            }
          },
        },
      ],
    })
    const cpuPerEnquiry = (cpuMs(child.pid ?? 0) - cpuBefore) / Math.max(1, n)
    const db = new Database(databasePath, { readonly: true })
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n
    db.close()

    const weatherRun = await autocannon({
      url: `${origin}/api/weather`,
      connections,
      duration,
    })
    const memory = peakMemoryMiB(child.pid ?? 0)

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
      ['weather req/s (average)', weatherRun.requests.average.toFixed(0)],
      ['weather latency p50 / p99 (ms)', `${weatherRun.latency.p50} / ${weatherRun.latency.p99}`],
      ['weather non-2xx', String(weatherRun.non2xx)],
      ['weather provider calls', String(weather.calls())],
      ['server peak RSS (MiB)', String(memory)],
    ]
    process.stdout.write(
      `\nAPI benchmark: ${connections} connections, ${duration} s per run, Node ${process.version}\n\n` +
        rows.map(([k, v]) => `  ${k.padEnd(40)} ${v}`).join('\n') +
        '\n',
    )
    // requests still in flight when a run ends are stored but not counted by autocannon
    if (stored < enquiries['2xx'] || stored > enquiries['2xx'] + connections) {
      process.stderr.write(
        `stored rows (${stored}) do not match 201 answers (${enquiries['2xx']})\n`,
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
