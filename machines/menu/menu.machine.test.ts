import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  formatCoverage,
  generatePaths,
  measureCoverage,
  replayOnMachine,
} from '../testing/paths.ts'
import { menuMachine, selectIsOpen } from './menu.machine.ts'

const paths = generatePaths(menuMachine)

describe('menu machine: generated paths replayed on the real actor', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replayOnMachine(menuMachine, path)
  })

  it('covers every state and every transition', () => {
    const coverage = measureCoverage(menuMachine, paths)
    console.info(formatCoverage('menu', coverage))
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
    expect(coverage.transitions.total).toBe(6)
  })

  it('selectIsOpen follows the state, and every way out closes the menu', () => {
    for (const type of ['CLOSE', 'TOGGLE', 'ESCAPE', 'ROUTE_CHANGED'] as const) {
      const actor = createActor(menuMachine).start()
      expect(selectIsOpen(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'OPEN' })
      expect(selectIsOpen(actor.getSnapshot())).toBe(true)
      actor.send({ type })
      expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    }
  })
})
