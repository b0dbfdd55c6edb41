/**
 * `npm run bench:images`: which image each route's largest paint uses, and the bytes of every
 * image fetched by the load event, in Chromium at 375 and 1440 px and at device pixel ratios 1,
 * 2 and 3 (issue 11's targets: the LCP image at most 60 kB at 375 px and 200 kB at 1440 px, all
 * images at load on Home at 375 px at most 150 kB). A benchmark on an existing build, not a test.
 *
 *   npm run bench:images -- --dir .tmp/photo-site/client            that build (dist/client by default)
 *   npm run bench:images -- --routes /,/suites --dprs 1,2,3 --widths 375,1440
 *
 * Each page is a first visit in a fresh context (empty cache); kB are 1000 bytes, as the body
 * bytes the server sent (transfer sizes without headers).
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, findChromium } from '../browser.ts'
import { eachArg } from './cli-args.ts'
import { largestPaint } from './largest-paint.ts'
import { serveSite } from './site-server.ts'

const root = resolve(import.meta.dirname, '../..')

interface Options {
  dir: string
  routes: string[]
  widths: number[]
  dprs: number[]
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    dir: join(root, 'dist/client'),
    routes: ['/', '/suites', '/dining', '/blog/articlepage/article1'],
    widths: [375, 1440],
    dprs: [1, 2, 3],
  }
  const numbers = (text: string) => text.split(',').map(Number).filter(Number.isFinite)
  eachArg(argv, (arg, value) => {
    if (arg === '--dir') options.dir = resolve(value())
    else if (arg === '--routes') options.routes = value().split(',').filter(Boolean)
    else if (arg === '--widths') options.widths = numbers(value())
    else if (arg === '--dprs') options.dprs = numbers(value())
    else throw new Error(`Unknown argument ${arg} (use --dir DIR --routes /,/x --widths --dprs)`)
  })
  return options
}

interface Load {
  /** The largest paint's image (file name, without the folder), or the element it was. */
  lcp: string
  lcpBytes: number
  images: number
  imageBytes: number
}

const isImage = (url: string) => /\.(avif|webp|jpe?g|png|svg|gif)(\?|$)/i.test(url)

async function measure(browser: Browser, url: string, width: number, dpr: number): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    deviceScaleFactor: dpr,
    isMobile: width < 768,
    hasTouch: width < 768,
  })
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const lcp = await page.evaluate(largestPaint, 3000)
    const found = await page.evaluate(() => {
      const [navigation] = performance
        .getEntriesByType('navigation')
        .filter((e): e is PerformanceNavigationTiming => 'loadEventEnd' in e)
      const loaded = navigation?.loadEventEnd ?? Number.POSITIVE_INFINITY
      const resources = performance
        .getEntriesByType('resource')
        .filter((r): r is PerformanceResourceTiming => 'encodedBodySize' in r)
        .filter((r) => r.responseEnd <= loaded)
        .map((r) => ({ url: r.name, bytes: r.encodedBodySize }))
      return { resources }
    })
    const images = found.resources.filter((r) => isImage(r.url))
    const lcpUrl = lcp.url
    return {
      lcp: lcpUrl === '' ? `<${lcp.tag.toLowerCase()}>` : new URL(lcpUrl).pathname,
      lcpBytes: images.find((r) => r.url === lcpUrl)?.bytes ?? 0,
      images: images.length,
      imageBytes: images.reduce((sum, r) => sum + r.bytes, 0),
    }
  } finally {
    await context.close()
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const tmp = join(root, '.tmp/bench-tmp')
  mkdirSync(tmp, { recursive: true })
  process.env['TMPDIR'] = tmp
  const port = Number(process.env['BENCH_PORT'] ?? 4330)
  const site = await serveSite(port, tmp, options.dir)
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: chromiumArgs,
  })
  try {
    console.log(`Images of ${options.dir}, first visits (kB = 1000 bytes)\n`)
    console.log('route | viewport | DPR | LCP image | LCP bytes | images at load')
    for (const route of options.routes)
      for (const width of options.widths)
        for (const dpr of options.dprs) {
          const load = await measure(browser, `${site.origin}${route}`, width, dpr)
          const file = load.lcp.replace(/^.*\//, '')
          console.log(
            `${route} | ${width} px | ${dpr}x | ${file} | ${kB(load.lcpBytes)} | ${load.images} files, ${kB(load.imageBytes)}`,
          )
        }
  } finally {
    await browser.close()
    site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
