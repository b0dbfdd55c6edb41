import { parseArgs } from 'node:util'
import { deviceClasses, vitalNames, type DeviceClass } from '../content/vitals.schema.ts'
import { openToolDatabase } from '../server/db/tool-database.ts'
import { VitalsRepository, type VitalPercentile } from '../server/vitals/vitals.repository.ts'

const usage = `Usage: npm run vitals [-- --device mobile|tablet|desktop] [--json]

Prints the 75th percentile of each page-visibility metric (LCP, INP, CLS, FCP, TTFB) per route
for the last 7 and the last 28 days, as the Chrome UX Report does, from DATABASE_URL (PostgreSQL)
or else DATABASE_PATH (SQLite, default data/trillium.db). Good values: LCP <= 2500 ms, INP <= 200 ms, CLS <= 0.1, FCP <= 1800 ms,
TTFB <= 800 ms.`

const dayMs = 24 * 60 * 60 * 1000

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`)
  process.exit(2)
}

interface RouteFigures {
  route: string
  samples: number
  p75: Partial<Record<(typeof vitalNames)[number], number>>
}

/** One row per route: its p75 per metric, and the largest sample count of its metrics. */
function byRoute(rows: VitalPercentile[]): RouteFigures[] {
  const routes = new Map<string, RouteFigures>()
  for (const row of rows) {
    const entry = routes.get(row.route) ?? { route: row.route, samples: 0, p75: {} }
    entry.samples = Math.max(entry.samples, row.samples)
    entry.p75[row.metric] = row.p75
    routes.set(row.route, entry)
  }
  return [...routes.values()].sort(
    (a, b) => b.samples - a.samples || a.route.localeCompare(b.route),
  )
}

function cell(metric: (typeof vitalNames)[number], value: number | undefined): string {
  if (value === undefined) return '-'
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`
}

function table(title: string, routes: RouteFigures[]): string {
  const header = ['route', 'samples', ...vitalNames]
  const lines = routes.map((r) => [
    r.route,
    String(r.samples),
    ...vitalNames.map((m) => cell(m, r.p75[m])),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)))
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
  const body = lines.length === 0 ? ['(no beacons in this period)'] : lines.map(row)
  return [title, '', row(header), ...body, ''].join('\n')
}

/** `npm run vitals`: p75 per route for the last 7 and 28 days, read-only beside the server. */
async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        device: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  const { values } = parsed
  if (values.help === true) {
    process.stdout.write(`${usage}\n`)
    return
  }
  const device = values.device as DeviceClass | undefined
  if (device !== undefined && !deviceClasses.includes(device)) {
    fail(`--device must be one of ${deviceClasses.join(', ')}, got "${values.device}".`)
  }
  let database
  try {
    database = await openToolDatabase(process.env)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  try {
    const repository = new VitalsRepository(database)
    const now = Date.now()
    const periods = []
    for (const days of [7, 28]) {
      periods.push({
        days,
        routes: byRoute(await repository.percentiles(now - days * dayMs, device)),
      })
    }
    if (values.json === true) {
      process.stdout.write(`${JSON.stringify(periods, null, 2)}\n`)
      return
    }
    const scope = device === undefined ? 'all devices' : device
    process.stdout.write(
      periods
        .map(({ days, routes }) => table(`p75 over the last ${days} days (${scope})`, routes))
        .join('\n'),
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
