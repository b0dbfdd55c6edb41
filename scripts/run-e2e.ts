/**
 * `npm run test:e2e`: finds (or installs) Chromium, then runs the Playwright suite against
 * the built site on the real server. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { findChromium } from './browser.ts'

const root = resolve(import.meta.dirname, '..')

async function main(): Promise<number> {
  if (!existsSync(join(root, 'dist/client/sitemap.xml'))) {
    console.error('No build found: run `npm run build` first (npm test does).')
    return 1
  }
  if (!existsSync(join(root, '.tmp/photo-site/client/sitemap.xml'))) {
    // The photo specs run against a build with the repository's photo library.
    console.log('Building the site with the test photo library (tests/fixtures/photos)...')
    const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_DIR: '.tmp/photo-site', PHOTO_LIBRARY: 'tests/fixtures/photos' },
    })
    if (built.status !== 0) return built.status ?? 1
  }
  const chrome = await findChromium()
  const tmp = join(root, '.tmp/e2e-tmp')
  mkdirSync(tmp, { recursive: true })
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, TMPDIR: tmp },
  })
  return result.status ?? 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
