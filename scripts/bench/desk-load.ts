/*
 * npm run bench:desk-load: the desk's first screen on a cold load under Lighthouse's mobile
 * preset (issue 42: interactive within 1.5 s), signed out (the sign-in form) and signed in (the
 * inbox, its first page read from a database of `--enquiries` generated enquiries). The real
 * server over the built site (`npm run build` first), a reservations account made with
 * `npm run staff -- add` and its password set through its one-time link, as a colleague's
 * would be; the signed-in runs send that session's cookie with every request. Each run is a
 * fresh Chromium (nothing cached), throttling applied to the load (DevTools: a slow 4G link and
 * a CPU four times slower), so the `interactive` mark (the desk's first screen drawn with its
 * handlers: src/desk/ui/screen-heading.tsx) is a timing of the throttled load; signed in, the
 * inbox's heading comes before its rows, so the `inbox-listed` mark (the first page of
 * enquiries drawn) is printed for each run too. Prints the median of `--runs` per screen.
 *
 *   npm run bench:desk-load -- [--runs 3] [--enquiries 100000] [--simulated]
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runStaff } from '../staff/command.ts'
import { findChromium } from '../browser.ts'
import { eachArg } from './cli-args.ts'
import { median, type RouteFigures } from './figures.ts'
import { auditResult, figuresOf, type AuditOptions } from './lighthouse-audit.ts'

/** When the page made the user-timing mark `name` (ms from the navigation), NaN if never. */
function markAt(lhr: Awaited<ReturnType<typeof auditResult>>, name: string): number {
  const details = lhr.audits['user-timings']?.details
  const items = (details && 'items' in details ? details.items : []) as {
    name?: string
    timingType?: string
    startTime?: number
  }[]
  return items.find((r) => r.name === name && r.timingType === 'Mark')?.startTime ?? NaN
}
import { serveSite } from './site-server.ts'

/**
 * One Lighthouse run, asked again once when Lighthouse could not record the load's trace
 * (NO_NAVSTART, now and then on the first run after the database was filled): the run is
 * Lighthouse's failure, not the page's, and leaving it out would skew the median.
 */
async function auditOnce(...args: Parameters<typeof auditResult>) {
  try {
    return await auditResult(...args)
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error
    console.log(`(Lighthouse recorded no trace: ${String(error)}; running again)`)
    return auditResult(...args)
  }
}

const root = resolve(import.meta.dirname, '../..')
let runs = 3
let enquiries = 100_000
let throttling: AuditOptions['throttling'] = 'devtools'
eachArg(process.argv.slice(2), (arg, value) => {
  if (arg === '--runs') runs = Math.max(1, Number(value()) || 1)
  else if (arg === '--enquiries') enquiries = Number(value())
  else if (arg === '--simulated') throttling = 'simulate'
  else throw new Error(`Unknown argument ${arg} (--runs N, --enquiries N, --simulated)`)
})

if (!existsSync(join(root, 'dist/desk')) || !existsSync(join(root, 'dist/client/sitemap.xml'))) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}
const tmp = join(root, '.tmp/bench-tmp')
mkdirSync(tmp, { recursive: true })
process.env['TMPDIR'] = tmp
const database = join(tmp, `desk-load-${process.pid}.db`)

// the inbox's enquiries, generated as npm run bench:desk generates them (its queries run once)
console.log(`Filling a SQLite file with ${enquiries} enquiries (npm run bench:desk --keep)...`)
const filled = spawnSync(
  'npx',
  [
    'tsx',
    'scripts/bench/desk-inbox.ts',
    '--keep',
    database,
    '--enquiries',
    String(enquiries),
    '--runs',
    '1',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (filled.status !== 0) process.exit(filled.status ?? 1)

const port = Number(process.env['BENCH_PORT'] ?? 4330)
const origin = `http://127.0.0.1:${port}`
const env = { DATABASE_PATH: database, SITE_URL: origin }
const site = await serveSite(port, tmp, undefined, env)
try {
  // an account as `npm run staff -- add` makes it, and its password set through its link
  let printed = ''
  const code = await runStaff(
    [
      'add',
      '--email',
      'bench@trillium.example',
      '--name',
      'Bench Colleague',
      '--role',
      'reservations',
    ],
    { ...process.env, ...env },
    { out: (text) => (printed += text), err: (text) => process.stderr.write(text) },
  )
  const token = /\/desk\/welcome#(\S+)/.exec(printed)?.[1]
  if (code !== 0 || token === undefined)
    throw new Error(`npm run staff printed no link:\n${printed}`)
  const answer = await fetch(`${origin}/api/desk/links/${token}/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ password: 'mist over the coffee rows at dawn' }),
  })
  const cookie = answer.headers.get('set-cookie')?.split(';')[0]
  if (!answer.ok || cookie === undefined)
    throw new Error(`setting the password answered ${answer.status}, no session cookie`)

  const chromePath = await findChromium()
  const options: AuditOptions = { preset: 'mobile', throttling, categories: ['performance'] }
  console.log(
    `Lighthouse ${origin}/desk, mobile preset, ${throttling === 'devtools' ? 'applied' : 'simulated'} throttling, ${runs} run(s) per screen, ${enquiries} enquiries stored\n`,
  )
  console.log('screen                      interactive   FCP ms   LCP ms   TBT ms   JS kB   all kB')
  for (const [screen, headers] of [
    ['signed out: sign-in form', undefined],
    ['signed in: the inbox', { Cookie: cookie }],
  ] as const) {
    const figures: RouteFigures[] = []
    const listed: number[] = []
    const tti: number[] = []
    for (let run = 0; run < runs; run++) {
      const lhr = await auditOnce(`${origin}/desk`, chromePath, {
        ...options,
        ...(headers === undefined ? {} : { extraHeaders: headers }),
      })
      figures.push(figuresOf(lhr, options))
      listed.push(markAt(lhr, 'inbox-listed'))
      tti.push(lhr.audits['interactive']?.numericValue ?? NaN)
    }
    const m = median(figures)
    const each = figures.map((f) => Math.round(f.interactive)).join(', ')
    const rows =
      headers === undefined
        ? ''
        : `; first page of rows drawn at ${listed.map(Math.round).join(', ')} ms`
    console.log(
      `${screen.padEnd(27)} ${String(Math.round(m.interactive)).padStart(8)} ms ${String(Math.round(m.fcp)).padStart(8)} ${String(Math.round(m.lcp)).padStart(8)} ${String(Math.round(m.tbt)).padStart(8)} ${(m.jsBytes / 1024).toFixed(1).padStart(7)} ${(m.totalBytes / 1024).toFixed(1).padStart(8)}   (runs: ${each} ms${rows}; Lighthouse's time to interactive ${tti.map(Math.round).join(', ')} ms)`,
    )
  }
} finally {
  site.stop()
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true })
}
