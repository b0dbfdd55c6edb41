import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { lightboxOracle } from '../../tests/model/oracles/lightbox.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { lightboxMachine, selectIndex, selectIsOpen } from './lightbox.machine.ts'

proveOracle(lightboxOracle, lightboxMachine)

describe('lightbox machine', () => {
  it('its selectors say whether it is open and on which picture', () => {
    const actor = createActor(lightboxMachine, { input: { count: 6 } }).start()
    expect([selectIsOpen(actor.getSnapshot()), selectIndex(actor.getSnapshot())]).toEqual([
      false,
      0,
    ])
    actor.send({ type: 'OPEN', index: 4 })
    expect([selectIsOpen(actor.getSnapshot()), selectIndex(actor.getSnapshot())]).toEqual([true, 4])
  })

  it('pages through a grid of any size, wrapping at both ends', () => {
    const actor = createActor(lightboxMachine, { input: { count: 3 } }).start()
    actor.send({ type: 'OPEN', index: 3 })
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'OPEN', index: 2 })
    actor.send({ type: 'NEXT' })
    expect(selectIndex(actor.getSnapshot())).toBe(0)
    actor.send({ type: 'PREV' })
    actor.send({ type: 'PREV' })
    expect(selectIndex(actor.getSnapshot())).toBe(1)
  })
})
