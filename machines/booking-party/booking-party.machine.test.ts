import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { bookingPartyOracle } from '../../tests/model/oracles/booking-party.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { bookingPartyMachine } from './booking-party.machine.ts'

proveOracle(bookingPartyOracle, bookingPartyMachine)

describe('an earlier party at the limits', () => {
  // "adults 1 to 5; children 0 to 2": both ends are parties a visitor can have chosen
  it('is taken at both ends, at start and when another bar records it', () => {
    for (const party of [
      { adults: 1, children: 0 },
      { adults: 5, children: 2 },
    ]) {
      expect(
        createActor(bookingPartyMachine, { input: { party } }).start().getSnapshot().context,
      ).toEqual(party)
      const bar = createActor(bookingPartyMachine, { input: { party: { adults: 3, children: 1 } } })
      bar.start().send({ type: 'RESTORE', party })
      expect(bar.getSnapshot().context).toEqual(party)
    }
  })

  it('takes each count on its own: a count out of its limits leaves that count as it was', () => {
    const bar = createActor(bookingPartyMachine, { input: { party: undefined } }).start()
    bar.send({ type: 'RESTORE', party: { adults: 6, children: 1 } })
    expect(bar.getSnapshot().context).toEqual({ adults: 2, children: 1 })
    bar.send({ type: 'RESTORE', party: { adults: 3, children: 3 } })
    expect(bar.getSnapshot().context).toEqual({ adults: 3, children: 1 })
  })
})
