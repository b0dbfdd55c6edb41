import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  december,
  offersWidgetOracle,
  widePx,
} from '../../tests/model/oracles/offers-widget.oracle.ts'
import { buildPromos } from '../../content/promos.ts'
import { offersWidgetMachine, selectCounter } from './offers-widget.machine.ts'

proveOracle(offersWidgetOracle, offersWidgetMachine)

/** The widget expanded on a wide window on 15 December (three promos in season). */
function expanded() {
  const clock = new SimulatedClock()
  const input = {
    promos: buildPromos('https://booking.example/trillium'),
    today: december,
    reducedMotion: false,
    viewportWidth: widePx,
  } as const
  const actor = createActor(offersWidgetMachine, { clock, input }).start()
  actor.send({ type: 'TOGGLE' })
  return { clock, actor, counter: () => selectCounter(actor.getSnapshot()) }
}

describe('offers widget machine', () => {
  // A table cannot split a wait, so these say what it cannot: a step restarts the 3000 ms.
  it.each([
    ['NEXT', '3/3'],
    ['PREV', '1/3'],
  ] as const)(
    '%s restarts the three seconds, so the promo just chosen stays a while',
    (type, then) => {
      const { clock, actor, counter } = expanded()
      clock.increment(2000)
      actor.send({ type })
      expect(counter()).toBe(type === 'NEXT' ? '2/3' : '3/3')
      clock.increment(2999)
      expect(counter()).toBe(type === 'NEXT' ? '2/3' : '3/3')
      clock.increment(1)
      expect(counter()).toBe(then)
    },
  )

  it('keeps rotating every 3000 ms after the first turn', () => {
    const { clock, counter } = expanded()
    clock.increment(3000)
    expect(counter()).toBe('2/3')
    clock.increment(2999)
    expect(counter()).toBe('2/3')
    clock.increment(1)
    expect(counter()).toBe('3/3')
  })
})
