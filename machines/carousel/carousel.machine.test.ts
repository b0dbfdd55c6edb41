import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveOracle } from '../testing/prove-oracle.ts'
import { carouselOracle } from '../../tests/model/oracles/carousel.oracle.ts'
import { carouselMachine, selectIndex } from './carousel.machine.ts'

proveOracle(carouselOracle, carouselMachine)

/** A carousel of three slides whose visitor allows motion: it runs. */
function running() {
  const clock = new SimulatedClock()
  const actor = createActor(carouselMachine, { clock, input: { count: 3 } }).start()
  actor.send({ type: 'MOTION', reduced: false })
  return { clock, actor, index: () => selectIndex(actor.getSnapshot()) }
}

describe('carousel machine', () => {
  // A table cannot split a wait, so these say what it cannot: a dot or a swipe starts 4500 ms.
  it.each(['GO_TO', 'SWIPED'] as const)(
    '%s starts a fresh 4.5 s, so the slide just chosen stays its full time',
    (type) => {
      const { clock, actor, index } = running()
      clock.increment(3000)
      actor.send({ type, index: 2 })
      clock.increment(4499)
      expect(index()).toBe(2)
      clock.increment(1)
      expect(index()).toBe(0)
    },
  )

  it('gives every slide its 4.5 s, turn after turn', () => {
    const { clock, index } = running()
    for (const expected of [1, 2, 0, 1]) {
      clock.increment(4499)
      expect(index()).toBe((expected + 2) % 3)
      clock.increment(1)
      expect(index()).toBe(expected)
    }
  })

  it('starts a fresh 4.5 s when the pointer leaves', () => {
    const { clock, actor, index } = running()
    clock.increment(3000)
    actor.send({ type: 'POINTER_ENTER' })
    clock.increment(9000)
    actor.send({ type: 'POINTER_LEAVE' })
    clock.increment(4499)
    expect(index()).toBe(0)
    clock.increment(1)
    expect(index()).toBe(1)
  })
})
