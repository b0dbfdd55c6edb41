import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const explicitVars = [
  'CHROME_PATH',
  'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH',
  'CHROMIUM_PATH',
] as const

/** Flags every headless run here needs: no sandbox as root, and no calls home on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

async function playwrightBrowser(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

function tryInstall(): void {
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], {
      stdio: 'inherit',
      timeout: 300_000,
    })
    return
  } catch {
    // Playwright's own download is refused on closed networks; fall back to the system package.
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', timeout: 300_000 })
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        timeout: 600_000,
      })
    } catch {
      // Reported below with the instructions.
    }
  }
}

/**
 * Finds a Chromium for the end-to-end tests and benchmarks: an explicit path from the
 * environment, Playwright's installed browser, Debian's /usr/bin/chromium; otherwise installs
 * one (Playwright's installer, or apt as root on Debian) or fails with one clear line.
 */
export async function findChromium(): Promise<string> {
  for (const name of explicitVars) {
    const value = process.env[name]
    if (value && existsSync(value)) return value
  }
  const candidates = async () =>
    (await playwrightBrowser()) ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  const found = await candidates()
  if (found) return found
  console.log('No Chromium found: installing one for the browser tests...')
  tryInstall()
  const installed = await candidates()
  if (installed) return installed
  throw new Error(
    'No Chromium available: set CHROME_PATH to a Chromium binary, or run `npx playwright install chromium`, or (Debian, as root) `apt-get install chromium`.',
  )
}
