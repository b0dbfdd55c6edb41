import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { lightboxMachine, selectIndex, selectIsOpen } from './lightbox.machine.ts'

export const lightboxInput = { count: 3 }
export const lightboxEvents = [
  { type: 'OPEN', index: 0 },
  { type: 'OPEN', index: 2 },
  { type: 'OPEN', index: 7 },
] as const

proveMachine('lightbox', lightboxMachine, { input: lightboxInput, events: lightboxEvents })

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
