import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { bookingSheetOracle } from '../../tests/model/oracles/booking-sheet.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { bookingSheetMachine, selectIsOpen } from './booking-sheet.machine.ts'

proveOracle(bookingSheetOracle, bookingSheetMachine)

describe('booking sheet machine', () => {
  it('selectIsOpen says whether the sheet shows', () => {
    const actor = createActor(bookingSheetMachine).start()
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'OPEN' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
  })
})
