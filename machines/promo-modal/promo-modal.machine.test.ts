import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  promoModalOracle,
  promoNow,
  promoRecords,
} from '../../tests/model/oracles/promo-modal.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  promoModalMachine,
  selectIsOpen,
  selectIsWaiting,
  type PromoModalEvent,
} from './promo-modal.machine.ts'
import {
  endOfDay,
  MemoryStorage,
  readPromoRecord,
  recordPromoShown,
} from './promo-modal.storage.ts'

proveOracle(promoModalOracle, promoModalMachine)

type RecordName = keyof typeof promoRecords
const visit = (record: RecordName, viewportWidth: number, now = promoNow): PromoModalEvent => ({
  type: 'VISIT',
  viewportWidth,
  now,
  ...promoRecords[record],
})
const engage = (record: RecordName, now = promoNow): PromoModalEvent => ({
  type: 'ENGAGE',
  now,
  ...promoRecords[record],
})

/** What the machine asks the view to write while it takes `events`. */
function writesFor(events: readonly PromoModalEvent[]) {
  const actor = createActor(promoModalMachine).start()
  const writes: unknown[] = []
  actor.on('*', (emitted) => writes.push(emitted))
  for (const event of events) actor.send(event)
  return { writes, snapshot: actor.getSnapshot() }
}

const endOf21November = new Date(2026, 10, 21, 23, 59, 59, 999).getTime()
const widths = [390, 727, 728, 1440]

describe('promo modal machine: what it asks the view to write', () => {
  it('clears all storage on every visit past the stored expiry, whatever the viewport', () => {
    for (const record of ['shown yesterday', 'expired a millisecond ago'] as const)
      for (const width of widths)
        expect(writesFor([visit(record, width)]).writes, `${record} at ${width} px`).toEqual([
          { type: 'clearStorage' },
        ])
  })

  it('clears nothing on a visit whose stored expiry is not past, or is missing', () => {
    const kept: RecordName[] = [
      'nothing stored',
      'shown earlier today',
      'expiring this very millisecond',
      'a flag without an expiry',
      'an expiry without the flag',
    ]
    for (const record of kept)
      for (const width of widths)
        expect(writesFor([visit(record, width)]).writes, `${record} at ${width} px`).toEqual([])
    const unreadable = { ...visit('nothing stored', 390), expiry: 'yesterday' } as PromoModalEvent
    expect(writesFor([unreadable]).writes).toEqual([])
  })

  it('opening records the flag with an expiry at the end of the day, and never clears', () => {
    for (const record of [
      'nothing stored',
      'shown yesterday',
      'expired a millisecond ago',
    ] as const)
      expect(writesFor([visit('nothing stored', 390), engage(record)]).writes, record).toEqual([
        { type: 'recordShown', expiry: endOf21November },
      ])
  })

  it('a first scroll after midnight records the end of the new day', () => {
    const justAfterMidnight = new Date(2026, 10, 22, 0, 0, 1).getTime()
    const { writes, snapshot } = writesFor([
      visit('nothing stored', 390, justAfterMidnight - 2000),
      engage('nothing stored', justAfterMidnight),
    ])
    expect(selectIsOpen(snapshot)).toBe(true)
    expect(writes).toEqual([
      { type: 'recordShown', expiry: new Date(2026, 10, 22, 23, 59, 59, 999).getTime() },
    ])
  })

  it('a visit past the expiry that opens clears first, then records; closing writes nothing', () => {
    for (const close of ['CLOSE', 'ESCAPE', 'IMAGE_CLICK'] as const)
      expect(
        writesFor([visit('shown yesterday', 390), engage('nothing stored'), { type: close }])
          .writes,
      ).toEqual([{ type: 'clearStorage' }, { type: 'recordShown', expiry: endOf21November }])
  })
})

describe('promo modal machine', () => {
  it('its selectors say whether it waits for the first scroll and whether it shows', () => {
    const read = (events: PromoModalEvent[]) => {
      const { snapshot } = writesFor(events)
      return [selectIsWaiting(snapshot), selectIsOpen(snapshot)]
    }
    expect(read([])).toEqual([false, false])
    expect(read([visit('nothing stored', 390)])).toEqual([true, false])
    expect(read([visit('nothing stored', 390), engage('nothing stored')])).toEqual([false, true])
  })
})

describe('promo modal storage', () => {
  it('the end of the day is its last millisecond, on the visitor’s clock', () => {
    expect(endOfDay(new Date(2026, 10, 21, 0, 0, 0, 0).getTime())).toBe(endOf21November)
    expect(endOfDay(promoNow)).toBe(endOf21November)
    expect(endOfDay(endOf21November)).toBe(endOf21November)
  })

  it('reads the flag and the expiry as stored, and records them as text', () => {
    const storage = new MemoryStorage({ other: 'kept' })
    expect(readPromoRecord(storage, promoNow)).toEqual({ now: promoNow, shown: null, expiry: null })
    recordPromoShown(storage, endOf21November)
    expect(storage.entries()).toEqual({
      other: 'kept',
      promoShown: 'true',
      promoExpiry: String(endOf21November),
    })
    expect(readPromoRecord(storage, 5)).toEqual({
      now: 5,
      shown: 'true',
      expiry: String(endOf21November),
    })
    storage.clear()
    expect(storage.entries()).toEqual({})
  })
})
