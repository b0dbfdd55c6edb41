import { describe, expect, it } from 'vitest'
import { bookingPartyOracle } from '../../tests/model/oracles/booking-party.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { bookingPartyMachine } from './booking-party.machine.ts'

proveOracle(bookingPartyOracle, bookingPartyMachine)

describe('booking party machine', () => {
  it('is named bookingParty: the inspector, the machines panel and the diagrams list it by that id', () => {
    expect(bookingPartyMachine.id).toBe('bookingParty')
  })
})
