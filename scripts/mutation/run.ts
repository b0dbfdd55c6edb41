/**
 * `npm run test:mutation [-- <machine> ...]`: StrykerJS over each machine and the views bound
 * to it (scripts/mutation/targets.ts), one machine at a time, each mutant judged by that
 * machine's table proof and view tests only. Prints the score per machine (its own files) and
 * of its views, with every surviving mutant, and fails when a machine scores under 90 %, when
 * the mutants listed as equivalent (machines/mutation-equivalents.json, each with its reason)
 * are more than 5 % of the total, or when a listed one no longer survives. Not part of
 * `npm test`: a full run takes a long while on two cores. `--machine-only` mutates the machine's
 * files alone (its views are neither mutated nor scored), in about half the time.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { mutationTargets } from './targets.ts'
import {
  scoreFiles,
  staleEquivalents,
  type Equivalent,
  type MutationReport,
  type Score,
} from './score.ts'

const root = resolve(import.meta.dirname, '../..')
const target = 90
const maxEquivalentShare = 5

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const machineOnly = process.argv.includes('--machine-only')
const unknown = asked.filter((name) => !(name in mutationTargets))
if (unknown.length > 0) {
  console.error(
    `No such machine: ${unknown.join(', ')} (known: ${Object.keys(mutationTargets).join(', ')})`,
  )
  process.exit(2)
}
const names = asked.length > 0 ? asked : Object.keys(mutationTargets)
const equivalents = JSON.parse(
  readFileSync(join(root, 'machines/mutation-equivalents.json'), 'utf8'),
) as Equivalent[]

function runStryker(name: string): MutationReport {
  const spec = mutationTargets[name]!
  const dir = join(root, '.tmp/mutation', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const config = {
    $schema: '../../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    packageManager: 'npm',
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutation.config.ts', related: false },
    coverageAnalysis: 'perTest',
    mutate: machineOnly ? [...spec.machine] : [...spec.machine, ...spec.views],
    reporters: ['json', 'progress'],
    jsonReporter: { fileName: join(dir, 'report.json') },
    tempDirName: join(dir, 'sandbox'),
    cleanTempDir: 'always',
    // MUTATION_CONCURRENCY=1 leaves a core to other work
    concurrency: Number(process.env['MUTATION_CONCURRENCY'] ?? 2),
    timeoutMS: 20_000,
    // the sandbox is a copy of the project without what the tests never read
    ignorePatterns: [
      '.tmp',
      'dist',
      'data',
      'docs',
      'coverage',
      'test-results',
      'tests/fixtures/photos',
    ],
  }
  const configFile = join(dir, 'stryker.config.json')
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  const result = spawnSync('npx', ['stryker', 'run', configFile], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TESTS: spec.tests.join(',') },
  })
  if (result.status !== 0) throw new Error(`Stryker failed on ${name} (exit ${result.status})`)
  return JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as MutationReport
}

const line = (label: string, s: Score): string =>
  `${label.padEnd(26)} ${String(s.total).padStart(5)} ${String(s.killed).padStart(6)} ${String(s.survived.length).padStart(8)} ${String(s.equivalent).padStart(10)} ${s.percent.toFixed(1).padStart(6)} %`

const rows: string[] = []
const failures: string[] = []
let all = 0
let allEquivalent = 0
for (const name of names) {
  const spec = mutationTargets[name]!
  const report = runStryker(name)
  const machine = scoreFiles(report, root, spec.machine, equivalents)
  const views = scoreFiles(report, root, spec.views, equivalents)
  all += machine.total + views.total
  allEquivalent += machine.equivalent + views.equivalent
  rows.push(line(`${name} (machine)`, machine))
  if (!machineOnly) rows.push(line(`${name} (views)`, views))
  for (const s of [...machine.survived, ...views.survived]) rows.push(`    survived: ${s}`)
  if (machine.percent < target)
    failures.push(`${name}: ${machine.percent.toFixed(1)} % < ${target} %`)
  const mutated = machineOnly ? spec.machine : [...spec.machine, ...spec.views]
  for (const e of staleEquivalents(report, root, mutated, equivalents))
    failures.push(
      `listed as equivalent but killed or gone: ${e.file}:${e.line} ${e.mutator} → ${e.replacement}`,
    )
}
console.log(
  `\n${'target'.padEnd(26)} ${'total'.padStart(5)} ${'killed'.padStart(6)} ${'survived'.padStart(8)} ${'equivalent'.padStart(10)}  score`,
)
console.log(rows.join('\n'))
const share = all === 0 ? 0 : (100 * allEquivalent) / all
console.log(
  `\nequivalent mutants: ${allEquivalent} of ${all} (${share.toFixed(1)} %, at most ${maxEquivalentShare} %)`,
)
if (share > maxEquivalentShare)
  failures.push(`equivalent mutants are ${share.toFixed(1)} % of the total`)
if (failures.length > 0) {
  console.error(`\n✗ ${failures.join('\n✗ ')}`)
  process.exit(1)
}
console.log(`✓ every machine at ${target} % or more`)
