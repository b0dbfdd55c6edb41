/**
 * `npm run bench`: Lighthouse 12 (mobile preset, default simulated throttling) over every
 * route of the built site, served by the real server, with the median of several runs per
 * route. A benchmark for people, not a test: CI does not run it (the figures depend on the
 * machine). Prints one line per route and the routes below issue 6's targets.
 *
 *   npm run bench                            build, then every route in sitemap.xml, 3 runs each
 *   npm run bench -- --routes /,/suites      only these paths
 *   npm run bench -- --runs 5 --no-build     more runs, on the existing build
 *   npm run bench -- --json .tmp/bench.json  also write the medians as JSON
 *   npm run bench -- --photos DIR            build with DIR as PHOTO_LIBRARY (issue 11)
 *   npm run bench -- --preset desktop        Lighthouse's desktop preset (1350 px wide)
 *   npm run bench -- --applied               the same throttling applied to the load (DevTools),
 *                                            so LCP and "ready" (the `interactive` mark) are
 *                                            both timings of a throttled load
 *   npm run bench -- --dist DIR              another built client folder (another commit's build,
 *                                            for an A/B); implies --no-build
 *   npm run bench -- --performance-only      the performance category alone (about 22 s a run
 *                                            instead of 80 s): with --applied --runs 1, a
 *                                            readiness sweep of every route in about 20 minutes
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { findChromium } from '../browser.ts'
import { eachArg } from './cli-args.ts'
import { belowTarget, formatTable, median, readinessSummary, type RouteFigures } from './figures.ts'
import { auditResult, categories, figuresOf, type AuditOptions } from './lighthouse-audit.ts'
import { serveSite } from './site-server.ts'

const root = resolve(import.meta.dirname, '../..')
const defaultClientDir = join(root, 'dist/client')

interface Options extends AuditOptions {
  routes: string[] | undefined
  runs: number
  build: boolean
  json: string | undefined
  photos: string | undefined
  /** The built client folder served (`--dist`); dist/client by default. */
  dist: string
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    routes: undefined,
    runs: 3,
    build: true,
    json: undefined,
    photos: undefined,
    preset: 'mobile',
    throttling: 'simulate',
    categories,
    dist: defaultClientDir,
  }
  eachArg(argv, (arg, value) => {
    if (arg === '--routes') options.routes = value().split(',').filter(Boolean)
    else if (arg === '--runs') options.runs = Math.max(1, Number.parseInt(value(), 10) || 1)
    else if (arg === '--no-build') options.build = false
    else if (arg === '--json') options.json = value()
    else if (arg === '--photos') options.photos = value()
    else if (arg === '--preset') options.preset = value() === 'desktop' ? 'desktop' : 'mobile'
    else if (arg === '--applied') options.throttling = 'devtools'
    else if (arg === '--performance-only') options.categories = ['performance']
    else if (arg === '--dist') {
      options.dist = resolve(value())
      options.build = false
    } else
      throw new Error(
        `Unknown argument ${arg} (use --routes /,/suites --runs N --no-build --json FILE --photos DIR --preset desktop --applied --performance-only --dist DIR)`,
      )
  })
  return options
}

/** The paths listed in the built sitemap, relative to its origin. */
function sitemapPaths(clientDir: string): string[] {
  const xml = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
}

/** One Lighthouse run in a fresh Chromium, as its figures. */
async function audit(url: string, chromePath: string, options: Options): Promise<RouteFigures> {
  return figuresOf(await auditResult(url, chromePath, options), options)
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  const tmp = join(root, '.tmp/bench-tmp')
  mkdirSync(tmp, { recursive: true })
  // Chromium and Lighthouse write temporary profiles here instead of /tmp.
  process.env['TMPDIR'] = tmp

  if (options.build) {
    console.log('Building the site...')
    if (options.photos) console.log(`  with the photo library ${options.photos}`)
    const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: options.photos
        ? { ...process.env, PHOTO_LIBRARY: resolve(options.photos) }
        : { ...process.env, PHOTO_LIBRARY: '' },
    })
    if (build.status !== 0) return build.status ?? 1
  } else if (!existsSync(join(options.dist, 'sitemap.xml'))) {
    console.error('No build found: run without --no-build, or `npm run build` first.')
    return 1
  }

  const routes = options.routes ?? sitemapPaths(options.dist)
  const port = Number(process.env['BENCH_PORT'] ?? 4330)
  const chromePath = await findChromium()
  const site = await serveSite(port, tmp, options.dist)
  const { origin } = site
  try {
    console.log(
      `Lighthouse ${routes.length} route(s) x ${options.runs} run(s), ${options.preset} preset, ${options.throttling === 'devtools' ? 'applied' : 'simulated'} throttling, ${options.categories.join(', ')}, on ${origin}\n`,
    )
    const results: { path: string; figures: RouteFigures }[] = []
    const failed: { path: string; error: string }[] = []
    for (const path of routes) {
      const runs: RouteFigures[] = []
      let error = ''
      // One run at a time: parallel runs share the CPU and distort every figure. A run that
      // fails (a crashed tab, a page that never paints) is tried again once, then reported.
      for (let i = 0, tries = 0; i < options.runs && tries < options.runs + 1; tries++) {
        try {
          runs.push(await audit(`${origin}${path}`, chromePath, options))
          i++
        } catch (e) {
          error = e instanceof Error ? e.message : String(e)
        }
      }
      if (runs.length < options.runs) {
        failed.push({ path, error })
        console.log(`${path}: no figures (${error})`)
        continue
      }
      const figures = median(runs)
      results.push({ path, figures })
      console.log(formatTable([{ path, figures }], results.length === 1))
    }
    const below = results.filter((r) => belowTarget(r.path, r.figures).length > 0)
    console.log('')
    // Simulated throttling replays an unthrottled load, so its marks say nothing of a phone's.
    if (options.throttling === 'devtools') console.log(readinessSummary(results))
    if (below.length === 0 && failed.length === 0)
      console.log(`All ${results.length} route(s) meet the targets.`)
    else {
      console.log(`${below.length + failed.length} of ${routes.length} route(s) below target:`)
      for (const r of below)
        console.log(`  ${r.path}: ${belowTarget(r.path, r.figures).join('; ')}`)
      for (const f of failed) console.log(`  ${f.path}: Lighthouse failed (${f.error})`)
    }
    if (options.json) {
      mkdirSync(dirname(resolve(options.json)), { recursive: true })
      writeFileSync(resolve(options.json), `${JSON.stringify(results, null, 2)}\n`)
    }
    return 0
  } finally {
    site.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
