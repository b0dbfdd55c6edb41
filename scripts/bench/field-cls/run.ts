/**
 * `npm run bench:cls`: layout stability as a reader meets it, which Lighthouse does not measure
 * (it loads without scrolling). Each route loads in a fresh Chromium page under the throttling
 * Lighthouse applies for its mobile preset (4x CPU, 562.5 ms a request, 1.47 Mbps down), and the
 * reader scrolls a screen every 300 ms from the first paint until two seconds after the app is
 * interactive (reader.page.js). Prints CLS per route and width from web-vitals, with its
 * attribution (the element that moved most) and every shift of a route over the goal.
 * A benchmark for people, not a test: the figures depend on the machine.
 *
 *   npm run bench:cls                              build both sites, every route, 412 and 1440 px
 *   npm run bench:cls -- --no-build                the existing dist/client and .tmp/photo-site
 *   npm run bench:cls -- --routes /,/dining        only these paths
 *   npm run bench:cls -- --widths 375,412,1440     other widths
 *   npm run bench:cls -- --builds artwork          one build (artwork: dist/client; photos: the
 *                                                  build with tests/fixtures/photos)
 *   npm run bench:cls -- --dist DIR                a built client folder of your own (another
 *                                                  commit's build, for an A/B); repeatable
 *   npm run bench:cls -- --json .tmp/cls.json      also write every run as JSON
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { promoStorageKeys } from '../../../machines/promo-modal/promo-modal.storage.ts'
import { chromiumArgs, findChromium } from '../../browser.ts'
import { eachArg } from '../cli-args.ts'
import { serveSite } from '../site-server.ts'
import { fieldClsGoal, formatRun, shiftLines, summarise, type ReaderRun } from './figures.ts'

const root = resolve(import.meta.dirname, '../../..')
const builds = {
  artwork: { dir: 'dist/client', env: { PHOTO_LIBRARY: '' } },
  photos: {
    dir: '.tmp/photo-site/client',
    env: { BUILD_DIR: '.tmp/photo-site', PHOTO_LIBRARY: 'tests/fixtures/photos' },
  },
} as const
type BuildName = keyof typeof builds

interface Options {
  routes: string[] | undefined
  widths: number[]
  builds: BuildName[]
  /** Built client folders given with --dist, measured after the named builds. */
  dists: string[]
  build: boolean
  json: string | undefined
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    routes: undefined,
    widths: [412, 1440],
    builds: ['artwork', 'photos'],
    dists: [],
    build: true,
    json: undefined,
  }
  eachArg(argv, (arg, value) => {
    if (arg === '--routes') options.routes = value().split(',').filter(Boolean)
    else if (arg === '--widths') options.widths = value().split(',').map(Number)
    else if (arg === '--builds')
      options.builds = value()
        .split(',')
        .map((name) => {
          if (name !== 'artwork' && name !== 'photos')
            throw new Error(`Unknown build ${name} (artwork, photos)`)
          return name
        })
    else if (arg === '--dist') {
      options.dists.push(value())
      // Only the folders given, unless --builds also names some (it may come before or after).
      if (!argv.includes('--builds')) options.builds = []
    } else if (arg === '--no-build') options.build = false
    else if (arg === '--json') options.json = value()
    else
      throw new Error(
        `Unknown argument ${arg} (use --routes /,/dining --widths 412,1440 --builds artwork,photos --dist DIR --no-build --json FILE)`,
      )
  })
  return options
}

/** Lighthouse's applied ("devtools") mobile throttling, as `npm run bench -- --applied` uses. */
const throttling = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuRate: 4,
}

const require = createRequire(import.meta.url)
const webVitalsIife = require
  .resolve('web-vitals/attribution')
  .replace(/[^/]+$/, 'web-vitals.attribution.iife.js')
const readerScript = join(import.meta.dirname, 'reader.page.js')

/** One throttled load of `url` at `width`, scrolled as a reader does; the page's own figures. */
async function readOnce(
  browser: Browser,
  url: string,
  width: number,
): Promise<Omit<ReaderRun, 'path' | 'width' | 'build'>> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 823 : 900 } })
  try {
    // The daily promo modal (phones) is a dialog, not a layout shift: the reader has seen it today.
    await context.addInitScript(
      ({ shown, expiry }) => {
        localStorage.setItem(shown, 'true')
        localStorage.setItem(expiry, String(Date.now() + 12 * 3600 * 1000))
      },
      { shown: promoStorageKeys.shown, expiry: promoStorageKeys.expiry },
    )
    // Playwright runs an init script inside a function: the iife's `var` would stay local to it.
    await context.addInitScript({
      content: `${readFileSync(webVitalsIife, 'utf8')}\nwindow.webVitals = webVitals`,
    })
    await context.addInitScript({ path: readerScript })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latency,
      downloadThroughput: throttling.downloadThroughput,
      uploadThroughput: throttling.uploadThroughput,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => (window as { __fieldCls?: { done: boolean } }).__fieldCls?.done === true,
      null,
      {
        timeout: 30_000,
        polling: 250,
      },
    )
    // A last frame for web-vitals to report the final value.
    await page.waitForTimeout(200)
    return await page.evaluate(() => {
      const s = (window as unknown as { __fieldCls: Record<string, unknown> }).__fieldCls as {
        cls: number
        largest?: { target: string | null; value: number }
        interactiveAt: number | null
        steps: number
        shifts: { time: number; value: number; sources: string[] }[]
      }
      return {
        cls: s.cls,
        largestTarget: s.largest?.target ?? null,
        largestValue: s.largest?.value ?? 0,
        interactiveMs: s.interactiveAt ?? Number.NaN,
        steps: s.steps,
        shifts: s.shifts.filter((shift) => shift.value > 0.001),
      }
    })
  } finally {
    await context.close()
  }
}

function sitemapPaths(dir: string): string[] {
  const xml = readFileSync(join(root, dir, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  const tmp = join(root, '.tmp/bench-tmp')
  mkdirSync(tmp, { recursive: true })
  process.env['TMPDIR'] = tmp
  for (const name of options.builds) {
    const build = builds[name]
    if (options.build) {
      console.log(`Building the ${name} site...`)
      const done = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...build.env },
      })
      if (done.status !== 0) return done.status ?? 1
    } else if (!existsSync(join(root, build.dir, 'sitemap.xml'))) {
      console.error(`No ${name} build in ${build.dir}: run without --no-build.`)
      return 1
    }
  }
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: chromiumArgs,
  })
  const runs: ReaderRun[] = []
  const failed: string[] = []
  const port = Number(process.env['BENCH_PORT'] ?? 4330)
  try {
    const sites = [
      ...options.builds.map((name) => ({ name: name, dir: builds[name].dir })),
      ...options.dists.map((dir) => ({ name: dir, dir })),
    ]
    for (const [index, { name, dir }] of sites.entries()) {
      // A port pair of its own per site: the one before may still be closing its ports.
      const site = await serveSite(port + 2 * index, tmp, dir)
      try {
        const routes = options.routes ?? sitemapPaths(dir)
        console.log(
          `\n${name}: ${routes.length} route(s) x ${options.widths.join(', ')} px on ${site.origin} (${dir})`,
        )
        for (const width of options.widths)
          for (const path of routes) {
            // A load that never became interactive (a crashed tab, a machine too busy) is tried
            // once more, then reported without figures.
            let figures: Awaited<ReturnType<typeof readOnce>> | undefined
            let error = ''
            for (let tries = 0; tries < 2 && !figures; tries++)
              figures = await readOnce(browser, `${site.origin}${path}`, width).catch(
                (e: unknown) => {
                  error = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e)
                  return undefined
                },
              )
            if (!figures) {
              failed.push(`${name} ${width}px ${path}: ${error}`)
              console.log(`${name} ${width}px ${path}: no figures (${error})`)
              continue
            }
            const run: ReaderRun = { path, width, build: name, ...figures }
            runs.push(run)
            console.log(formatRun(run))
            if (!(run.cls <= fieldClsGoal)) for (const line of shiftLines(run)) console.log(line)
          }
      } finally {
        site.stop()
      }
    }
  } finally {
    await browser.close()
  }
  const { over, line } = summarise(runs)
  console.log(`\n${line}`)
  if (failed.length > 0)
    console.log(`${failed.length} load(s) gave no figures:\n  ${failed.join('\n  ')}`)
  for (const run of over) {
    console.log(`\n${run.build} ${run.width}px ${run.path}: CLS ${run.cls.toFixed(3)}`)
    for (const line of shiftLines(run)) console.log(line)
  }
  if (options.json) {
    mkdirSync(dirname(resolve(options.json)), { recursive: true })
    writeFileSync(resolve(options.json), `${JSON.stringify(runs, null, 2)}\n`)
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
