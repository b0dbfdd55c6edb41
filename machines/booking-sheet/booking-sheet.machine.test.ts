import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { bookingSheetMachine, selectIsOpen } from './booking-sheet.machine.ts'

proveMachine('booking sheet', bookingSheetMachine)

describe('booking sheet rules', () => {
  it('opens on OPEN only, and every way out closes it', () => {
    for (const type of ['CLOSE', 'ESCAPE', 'ROUTE_CHANGED'] as const) {
      const actor = createActor(bookingSheetMachine).start()
      actor.send({ type })
      expect(selectIsOpen(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'OPEN' })
      actor.send({ type: 'OPEN' })
      expect(selectIsOpen(actor.getSnapshot())).toBe(true)
      actor.send({ type })
      expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    }
  })
})
