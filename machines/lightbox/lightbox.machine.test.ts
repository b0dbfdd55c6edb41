import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { lightboxProof } from './lightbox.paths.ts'
import { lightboxMachine, selectIndex, selectIsOpen } from './lightbox.machine.ts'

proveMachine('lightbox', lightboxMachine, lightboxProof)

describe('lightbox machine rules', () => {
  it('wraps both ways and refuses an index outside the gallery', () => {
    const actor = createActor(lightboxMachine, { input: { count: 6 } }).start()
    actor.send({ type: 'OPEN', index: 6 })
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'OPEN', index: 5 })
    actor.send({ type: 'NEXT' })
    expect(selectIndex(actor.getSnapshot())).toBe(0)
    actor.send({ type: 'PREV' })
    actor.send({ type: 'PREV' })
    expect(selectIndex(actor.getSnapshot())).toBe(4)
    actor.send({ type: 'ESCAPE' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
  })
})
