import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { revealOracle } from '../../tests/model/oracles/reveal.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { revealMachine, selectPhase } from './reveal.machine.ts'

proveOracle(revealOracle, revealMachine)

describe('reveal machine', () => {
  it('selectPhase names each phase, and the shown one is final', () => {
    const clock = new SimulatedClock()
    const actor = createActor(revealMachine, {
      clock,
      input: { reducedMotion: false, canObserve: true },
    }).start()
    expect(selectPhase(actor.getSnapshot())).toBe('hidden')
    actor.send({ type: 'INTERSECT' })
    expect(selectPhase(actor.getSnapshot())).toBe('revealing')
    clock.increment(1500)
    expect(selectPhase(actor.getSnapshot())).toBe('shown')
    expect(actor.getSnapshot().status).toBe('done')
  })
})
