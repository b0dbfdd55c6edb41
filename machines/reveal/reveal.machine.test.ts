import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { revealProof } from './reveal.paths.ts'
import { revealMachine, selectIsShown } from './reveal.machine.ts'

proveMachine('reveal', revealMachine, revealProof)

describe('reveal machine rules', () => {
  it('never hides again once shown', () => {
    const actor = createActor(revealMachine, {
      input: { reducedMotion: false, canObserve: true },
    }).start()
    expect(selectIsShown(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'INTERSECT' })
    actor.send({ type: 'INTERSECT' })
    expect(selectIsShown(actor.getSnapshot())).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('shows at once without an observer or with reduced motion', () => {
    for (const input of revealProof.scenarios.slice(1).map((s) => s.input)) {
      expect(selectIsShown(createActor(revealMachine, { input }).start().getSnapshot())).toBe(true)
    }
  })
})
