/**
 * `npm test`: every check, in the order that fails fastest: format, build, types, lint,
 * unit/model/component/server tests, the checks over the built pages, a copy of the site built
 * with new content entries, then end-to-end in Chromium. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const tmp = join(root, '.tmp/test-tmp')
mkdirSync(tmp, { recursive: true })

const steps: [name: string, command: string, args: string[]][] = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['build', 'npx', ['tsx', 'scripts/build.ts']],
  [
    'build with the test photo library',
    'env',
    [
      'BUILD_DIR=.tmp/photo-site',
      'PHOTO_LIBRARY=tests/fixtures/photos',
      'npx',
      'tsx',
      'scripts/build.ts',
    ],
  ],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit, model, component and server tests', 'npx', ['vitest', 'run']],
  [
    'built pages: size budgets, HTML validity, links, JSON-LD',
    'env',
    ['QUALITY_CHECKS=1', 'npx', 'vitest', 'run', '--project', 'node', 'tests/quality'],
  ],
  [
    'one content entry makes a page (new entries in a copy of the site, built)',
    'env',
    ['CONTENT_CHAIN=1', 'npx', 'vitest', 'run', '--project', 'node', 'tests/content-chain'],
  ],
  ['end-to-end (Chromium)', 'npx', ['tsx', 'scripts/run-e2e.ts']],
]

const timings: string[] = []
for (const [name, command, args] of steps) {
  const started = performance.now()
  console.log(`\n=== ${name} ===`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: tmp },
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  timings.push(`${name}: ${seconds} s`)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\n✓ all checks passed\n  ${timings.join('\n  ')}`)
