/**
 * `npm test`: every check, in the order that fails fastest: format, build, types, lint,
 * unit/model/component/server tests (the server suites on SQLite), the checks over the built
 * pages and a copy of the site built with new content entries beside the server suites again on
 * PostgreSQL with the multi-instance tests (scripts/test-postgres.ts), then end-to-end in
 * Chromium. Stops at the first failing step.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const tmp = join(root, '.tmp/test-tmp')
mkdirSync(tmp, { recursive: true })

type Command = [name: string, command: string, args: string[]]
/** A step is a command, or commands that run side by side (each mostly on one core). */
const steps: (Command | Command[])[] = [
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
  [
    ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  ['unit, model, component and server tests', 'npx', ['vitest', 'run']],
  [
    [
      'built pages (size budgets, HTML validity, links, JSON-LD); one content entry makes a page (new entries in a copy of the site, built)',
      'env',
      [
        'QUALITY_CHECKS=1',
        'CONTENT_CHAIN=1',
        'npx',
        'vitest',
        'run',
        '--project',
        'node',
        'tests/quality',
        'tests/content-chain',
      ],
    ],
    // a throw-away PostgreSQL (Debian's package, installed under CI when missing), Caddy likewise
    [
      'server suites on PostgreSQL; two instances, Caddy and the fault test',
      'npx',
      ['tsx', 'scripts/test-postgres.ts'],
    ],
  ],
  ['end-to-end (Chromium)', 'npx', ['tsx', 'scripts/run-e2e.ts']],
]

/** Runs a command; its output is printed as it comes, or all at once when it ends (`buffered`). */
function run([name, command, args]: Command, buffered: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TMPDIR: tmp },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n--- ${name} ---\n${Buffer.concat(output).toString()}`)
      resolve(code ?? 1)
    })
  })
}

const timings: string[] = []
for (const step of steps) {
  const commands = typeof step[0] === 'string' ? [step as Command] : (step as Command[])
  const name = commands.map(([n]) => n).join(' + ')
  const started = performance.now()
  console.log(`\n=== ${name} ===`)
  const codes = await Promise.all(commands.map((command) => run(command, commands.length > 1)))
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  timings.push(`${name}: ${seconds} s`)
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) {
    console.error(`\n✗ ${name} failed (${seconds} s)`)
    process.exit(failed)
  }
}
console.log(`\n✓ all checks passed\n  ${timings.join('\n  ')}`)
