import { describe, expect, it } from 'vitest'
import { formatRun, shiftLines, summarise, type ReaderRun } from './figures.ts'

const run = (over: Partial<ReaderRun>): ReaderRun => ({
  path: '/',
  width: 412,
  build: 'artwork',
  cls: 0,
  largestTarget: null,
  largestValue: 0,
  interactiveMs: 2300,
  steps: 7,
  shifts: [],
  ...over,
})

describe('field CLS figures', () => {
  it('judges against 0.02: 0.02 meets the goal, 0.021 does not', () => {
    const { over, line } = summarise([run({ cls: 0.02 }), run({ cls: 0.021, path: '/spa' })])
    expect(over.map((r) => r.path)).toEqual(['/spa'])
    expect(line).toBe('1 of 2 run(s) within CLS 0.02; worst 0.021 (artwork 412px /spa)')
  })

  it('counts a run that reported nothing (NaN) as over the goal', () => {
    expect(summarise([run({ cls: Number.NaN })]).over).toHaveLength(1)
  })

  it('prints the mark, the screens scrolled and what moved most, flagging a run over the goal', () => {
    expect(
      formatRun(run({ cls: 0.05, largestTarget: 'main>section', largestValue: 0.04 })),
    ).toMatch(
      /^artwork 412px {3}\/ +CLS 0\.050 {2}interactive 2\.30 s {2}screens 7 {2}largest: main>section \(0\.040\) {2}✗$/,
    )
    expect(formatRun(run({ interactiveMs: Number.NaN }))).toContain('interactive never')
  })

  it('lists each shift with its time in seconds, its value and what it moved', () => {
    expect(
      shiftLines(run({ shifts: [{ time: 1532, value: 0.154, sources: ['div.ld 0→607'] }] })),
    ).toEqual(['    1.53 s  0.1540  div.ld 0→607'])
  })
})
