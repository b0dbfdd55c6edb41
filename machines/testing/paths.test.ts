import { describe, expect, it } from 'vitest'
import { bookingSheetMachine as menuMachine } from '../booking-sheet/booking-sheet.machine.ts'
import { generatePaths, measureCoverage, replayOnMachine } from './paths.ts'

describe('path helper', () => {
  it('reports what a partial set of paths leaves out', () => {
    const openThenClose = generatePaths(menuMachine).find((p) => p.description === 'OPEN → CLOSE')!
    const openOnly = [{ ...openThenClose, steps: openThenClose.steps.slice(0, 1) }]
    const coverage = measureCoverage(menuMachine, openOnly)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.covered).toBe(1)
    expect(coverage.transitions.missing).toContain('bookingSheet.open —ESCAPE→ bookingSheet.closed')
  })

  it('takes transitions back to earlier states, which simple paths never do', () => {
    const descriptions = generatePaths(menuMachine).map((p) => p.description)
    expect(descriptions).toContain('OPEN → ROUTE_CHANGED')
    expect(descriptions).toContain('OPEN → CLOSE')
    expect(descriptions).not.toContain('OPEN')
  })

  it('fails a replay whose model disagrees with the actor', async () => {
    const [path] = generatePaths(menuMachine).filter((p) => p.steps.length > 0)
    const lying = {
      ...path!,
      steps: path!.steps.map((s) => ({ event: { type: 'CLOSE' }, state: s.state })),
    }
    await expect(replayOnMachine(menuMachine, lying)).rejects.toThrow(/expected/)
  })
})
