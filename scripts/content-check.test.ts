import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', ...args], {
    cwd: root,
  })

describe('npm run content:check', () => {
  it('prints what ends and starts in the next 30 days, and exits 0', async () => {
    const { stdout } = await run('--today', '2026-12-05')
    expect(stdout).toContain('Offer calendar on 5 December 2026, looking 30 days ahead.')
    expect(stdout).toMatch(/Ends \(last bookable day\):\n.*10 December 2026 +Stay More, Save More/)
    expect(stdout).toMatch(/22 December 2026 +Extended Bliss \(offer, \/offer1\)/)
    expect(stdout).toMatch(/Starts \(first bookable day\):\n.*2 January 2027 +Credit Luxury/)
  }, 20_000)

  it('refuses a day that is not a date, with its usage', async () => {
    await expect(run('--today', '2026-02-30')).rejects.toMatchObject({ code: 2 })
  }, 20_000)
})
