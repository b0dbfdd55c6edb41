/**
 * `npm run test:boundaries-mutation [-- <id> ...] [--jobs N]`: proves that each promised number of
 * the inventory (tests/boundaries/inventory/) is pinned. For every entry, and every place in the
 * code it lives, the number is changed by its smallest step up and then down (a step of 1 unless
 * the entry says otherwise; the entry's own mutants for a number held in text), in the code alone,
 * and the entry's pinning tests are run: a mutant the tests still pass "survives". Each set of
 * pinning tests is first run on the code as it is (a test failing there would prove nothing).
 *
 * The mutants are made in copies of the project under .tmp/boundaries (node_modules linked), so
 * the working tree is never changed and `--jobs` copies work side by side. Prints one line per
 * mutant, writes .tmp/boundaries/mutation.json and exits 1 when any survives. Not part of
 * `npm test` (one Vitest run per mutant); the server's tests run on SQLite here.
 */
import { spawn } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { inventory, type Boundary, type CodeSite } from '../../tests/boundaries/inventory.ts'
import { namedNumbers } from '../../tests/boundaries/numbers-in-code.ts'

const root = resolve(import.meta.dirname, '../..')
const out = join(root, '.tmp/boundaries')
/** What a copy leaves out: what no unit test reads, and what is linked instead. */
const notCopied = new Set(['.git', 'node_modules', '.tmp', 'dist', 'data', 'test-results', 'docs'])

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { jobs: { type: 'string', default: '1' } },
})
const jobs = Math.max(1, Number(values.jobs) || 1)

/** One change of one number: the file's whole text with it, and how to say it. */
interface Mutant {
  readonly entry: Boundary
  readonly file: string
  readonly label: string
  readonly text: string
}

function mutantsOf(entry: Boundary, site: CodeSite): Mutant[] {
  const original = readFileSync(join(root, site.file), 'utf8')
  if ('text' in site) {
    const at = original.indexOf(site.text)
    if (at === -1) throw new Error(`${entry.id}: "${site.text}" is not in ${site.file}`)
    return site.mutants.map((mutant) => ({
      entry,
      file: site.file,
      label: `${site.text} → ${mutant}`.replace(/\s+/g, ' '),
      text: original.slice(0, at) + mutant + original.slice(at + site.text.length),
    }))
  }
  const found = namedNumbers(root, site.file).find((n) => n.name === site.name)
  if (found === undefined) throw new Error(`${entry.id}: ${site.file} names no ${site.name}`)
  const step = entry.step?.by ?? 1
  return ([`+ ${step}`, `- ${step}`] as const).map((change) => ({
    entry,
    file: site.file,
    label: `${site.name} = ${found.text} ${change}`,
    text: `${original.slice(0, found.start)}(${found.text}) ${change}${original.slice(found.end)}`,
  }))
}

/** A fresh copy of the project to mutate, with the project's node_modules linked in. */
function sandbox(n: number): string {
  const dir = join(out, `sandbox-${n}`)
  rmSync(dir, { recursive: true, force: true })
  for (const entry of readdirSync(root))
    if (!notCopied.has(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

/** Runs Vitest on `tests` in `dir`; true when every test passed. */
function passes(dir: string, tests: readonly string[]): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', '--bail=1', ...tests], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, CI: '1', TMPDIR: join(dir, '.tmp') },
    })
    child.on('close', (code) => done(code === 0))
  })
}

const unknown = positionals.filter((id) => !inventory.some((entry) => entry.id === id))
if (unknown.length > 0) {
  console.error(`No such entry: ${unknown.join(', ')}`)
  process.exit(2)
}
const entries = inventory.filter((e) => positionals.length === 0 || positionals.includes(e.id))
const mutants = entries.flatMap((entry) => entry.code.flatMap((site) => mutantsOf(entry, site)))
const started = performance.now()
const dirs = Array.from({ length: jobs }, (_, n) => sandbox(n))
for (const dir of dirs) mkdirSync(join(dir, '.tmp'), { recursive: true })

/** Runs `work` on every item, one copy of the project per job. */
async function onCopies<T, R>(items: readonly T[], work: (dir: string, item: T) => Promise<R>) {
  const results: R[] = []
  let next = 0
  await Promise.all(
    dirs.map(async (dir) => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(dir, items[i] as T)
      }
    }),
  )
  return results
}

const testSets = [...new Set(entries.map((entry) => entry.pinnedBy.join(' ')))]
const baseline = await onCopies(testSets, (dir, set) => passes(dir, set.split(' ')))
const failing = testSets.filter((_, i) => !baseline[i])
if (failing.length > 0) {
  console.error(`✗ pinning tests fail on the code as it is:\n  ${failing.join('\n  ')}`)
  process.exit(1)
}

let done = 0
const results = await onCopies(mutants, async (dir, mutant) => {
  const path = join(dir, mutant.file)
  const original = readFileSync(path)
  const t0 = performance.now()
  writeFileSync(path, mutant.text)
  const survived = await passes(dir, mutant.entry.pinnedBy).finally(() =>
    writeFileSync(path, original),
  )
  const seconds = (performance.now() - t0) / 1000
  console.log(
    `${String(++done).padStart(3)}/${mutants.length} ${(survived ? 'SURVIVED' : 'killed').padEnd(8)} ${mutant.entry.id}: ${mutant.label} (${mutant.entry.pinnedBy.join(', ')}; ${seconds.toFixed(1)} s)`,
  )
  return { id: mutant.entry.id, file: mutant.file, mutant: mutant.label, survived, seconds }
})
for (const dir of dirs) rmSync(dir, { recursive: true, force: true })

const survivors = results.filter((r) => r.survived)
writeFileSync(
  join(out, 'mutation.json'),
  JSON.stringify({ date: new Date().toISOString(), entries: entries.length, results }, null, 2),
)
const countsOfContent = entries.filter((entry) => entry.code.length === 0).map((e) => e.id)
if (countsOfContent.length > 0)
  console.log(
    `\nno number in the code to change (a count of the content's entries, which its tests count): ${countsOfContent.join(', ')}`,
  )
const minutes = ((performance.now() - started) / 60_000).toFixed(1)
console.log(
  `\n${entries.length} entries, ${results.length} mutants: ${results.length - survivors.length} killed, ${survivors.length} survived (${minutes} min, ${jobs} job${jobs === 1 ? '' : 's'})`,
)
if (survivors.length > 0) {
  console.error(`✗ survived:\n  ${survivors.map((s) => `${s.id}: ${s.mutant}`).join('\n  ')}`)
  process.exit(1)
}
console.log('✓ every promised number is pinned: each change of it fails a test')
