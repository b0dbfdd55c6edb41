/** What one reader's load of a route gave (scripts/bench/field-cls/reader.page.js). */
export interface ReaderRun {
  readonly path: string
  readonly width: number
  readonly build: string
  /** CLS as web-vitals reports it (the largest session window of shifts). */
  readonly cls: number
  /** The element that moved most in the largest shift, as web-vitals names it, or null. */
  readonly largestTarget: string | null
  readonly largestValue: number
  /** The `interactive` mark, ms from navigation; NaN if it never came. */
  readonly interactiveMs: number
  /** Screens scrolled before the run ended. */
  readonly steps: number
  /** Each shift over 0.001, with the nodes it moved (`tag.class y→y`). */
  readonly shifts: readonly { time: number; value: number; sources: readonly string[] }[]
}

/** Issue 32's goal: CLS at most 0.02 on every route, at 412 and 1440 px, with and without photographs. */
export const fieldClsGoal = 0.02

const pad = (text: string, width: number) => text.padEnd(width)

/** One line per run: build, width, path, CLS, the mark, screens scrolled and what moved most. */
export function formatRun(run: ReaderRun): string {
  const cls = run.cls.toFixed(3)
  const mark = Number.isFinite(run.interactiveMs)
    ? `${(run.interactiveMs / 1000).toFixed(2)} s`
    : 'never'
  const moved = run.largestTarget
    ? `  largest: ${run.largestTarget} (${run.largestValue.toFixed(3)})`
    : ''
  const flag = run.cls > fieldClsGoal ? '  ✗' : ''
  return `${pad(run.build, Math.max(8, run.build.length + 1))}${pad(`${run.width}px`, 8)}${pad(run.path, 48)}CLS ${cls}  interactive ${mark}  screens ${run.steps}${moved}${flag}`
}

/** The runs over the goal, and a closing summary line. */
export function summarise(runs: readonly ReaderRun[]): { over: ReaderRun[]; line: string } {
  const over = runs.filter((run) => !(run.cls <= fieldClsGoal))
  const worst = runs.reduce<ReaderRun | undefined>(
    (a, b) => (a && a.cls >= b.cls ? a : b),
    undefined,
  )
  const line =
    runs.length === 0
      ? 'No runs.'
      : `${runs.length - over.length} of ${runs.length} run(s) within CLS ${fieldClsGoal}; worst ${worst?.cls.toFixed(3)} (${worst?.build} ${worst?.width}px ${worst?.path})`
  return { over, line }
}

/** Each shift of a run: when, how much, and the nodes it moved (`tag.class y→y`). */
export function shiftLines(run: ReaderRun): string[] {
  return run.shifts.map(
    (shift) =>
      `    ${(shift.time / 1000).toFixed(2)} s  ${shift.value.toFixed(4)}  ${shift.sources.join(', ')}`,
  )
}
