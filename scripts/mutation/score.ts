import { isAbsolute, relative } from 'node:path'

/** A mutant as Stryker's JSON report (mutation-testing-report-schema) records it. */
export interface ReportedMutant {
  readonly mutatorName: string
  readonly replacement?: string
  readonly status: string
  readonly location: { readonly start: { readonly line: number; readonly column: number } }
}

/** Stryker's JSON report: mutants per file. */
export interface MutationReport {
  readonly files: Readonly<Record<string, { readonly mutants: readonly ReportedMutant[] }>>
}

/**
 * A surviving mutant that no test can kill because it changes nothing a visitor or a caller
 * can observe, with the reason (machines/mutation-equivalents.json).
 */
export interface Equivalent {
  readonly file: string
  readonly line: number
  readonly mutator: string
  readonly replacement: string
  readonly reason: string
}

/** The figures of one group of files (a machine's, or its views'). */
export interface Score {
  readonly total: number
  readonly killed: number
  readonly survived: readonly string[]
  readonly equivalent: number
  /** Killed (or timed out) over every mutant that is not equivalent, in percent. */
  readonly percent: number
}

/** A report's file path, relative to the project and with forward slashes. */
const projectPath = (root: string, path: string): string =>
  (isAbsolute(path) ? relative(root, path) : path).split('\\').join('/')

const killedStatuses = new Set(['Killed', 'Timeout'])
const liveStatuses = new Set(['Survived', 'NoCoverage'])

const describeMutant = (file: string, m: ReportedMutant): string =>
  `${file}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName} → ${m.replacement ?? ''}`

const isEquivalent = (file: string, m: ReportedMutant, list: readonly Equivalent[]): boolean =>
  list.some(
    (e) =>
      e.file === file &&
      e.line === m.location.start.line &&
      e.mutator === m.mutatorName &&
      e.replacement === (m.replacement ?? ''),
  )

/**
 * Scores the mutants of `files` in a report: killed and timed-out mutants count as killed;
 * survivors and uncovered ones as live, unless listed as equivalent; mutants that did not
 * compile or crashed the run are left out, as Stryker does.
 */
export function scoreFiles(
  report: MutationReport,
  root: string,
  files: readonly string[],
  equivalents: readonly Equivalent[],
): Score {
  let total = 0
  let killed = 0
  let equivalent = 0
  const survived: string[] = []
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const file = projectPath(root, path)
    if (!files.includes(file)) continue
    for (const m of mutants) {
      if (killedStatuses.has(m.status)) killed++
      else if (!liveStatuses.has(m.status)) continue
      else if (isEquivalent(file, m, equivalents)) equivalent++
      else survived.push(describeMutant(file, m))
      total++
    }
  }
  const judged = total - equivalent
  return {
    total,
    killed,
    survived,
    equivalent,
    percent: judged === 0 ? 100 : (100 * killed) / judged,
  }
}

/** Equivalents listed for `files` that the report no longer has as survivors (stale entries). */
export function staleEquivalents(
  report: MutationReport,
  root: string,
  files: readonly string[],
  equivalents: readonly Equivalent[],
): Equivalent[] {
  const live = Object.entries(report.files).flatMap(([path, { mutants }]) => {
    const file = projectPath(root, path)
    return mutants.filter((m) => liveStatuses.has(m.status)).map((m) => ({ file, m }))
  })
  return equivalents.filter(
    (e) => files.includes(e.file) && !live.some(({ file, m }) => isEquivalent(file, m, [e])),
  )
}
