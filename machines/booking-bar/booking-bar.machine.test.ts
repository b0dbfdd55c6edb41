import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { bookingBarOracle } from '../../tests/model/oracles/booking-bar.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  bookingBarMachine,
  nightsBetween,
  selectRange,
  selectToday,
} from './booking-bar.machine.ts'
import { bookingEngineHref } from './booking-href.ts'

proveOracle(bookingBarOracle, bookingBarMachine)

describe('booking bar rules at their edges', () => {
  const start = (input: { today: string; minNights?: number }) =>
    createActor(bookingBarMachine, { input }).start()

  it('takes a stay from today, and keeps it when the day moves to its check-in day', () => {
    const bar = start({ today: '2026-11-21' })
    bar.send({ type: 'SET_RANGE', checkIn: '2026-11-21', checkOut: '2026-11-22' })
    expect(selectRange(bar.getSnapshot())).toEqual({
      checkIn: '2026-11-21',
      checkOut: '2026-11-22',
    })
    bar.send({ type: 'SET_RANGE', checkIn: '2026-11-23', checkOut: '2026-11-24' })
    bar.send({ type: 'SET_TODAY', today: '2026-11-23' })
    expect(bar.getSnapshot().value).toBe('dated')
    expect(selectToday(bar.getSnapshot())).toBe('2026-11-23')
    // the new day is the bar's: the 22nd is now in the past
    bar.send({ type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-25' })
    expect(selectRange(bar.getSnapshot())?.checkIn).toBe('2026-11-23')
  })

  it('takes a new check-in or a new check-out alone, and ignores half an earlier choice', () => {
    const bar = start({ today: '2026-11-21' })
    const range = () => selectRange(bar.getSnapshot())
    expect(range()).toBeUndefined()
    bar.send({ type: 'SET_RANGE', checkIn: '2026-12-01', checkOut: '2026-12-05' })
    bar.send({ type: 'SET_RANGE', checkIn: '2026-12-02', checkOut: '2026-12-05' })
    expect(range()).toEqual({ checkIn: '2026-12-02', checkOut: '2026-12-05' })
    bar.send({ type: 'SET_RANGE', checkIn: '2026-12-02', checkOut: '2026-12-06' })
    expect(range()).toEqual({ checkIn: '2026-12-02', checkOut: '2026-12-06' })
    // another bar's choice with one date only is no range and no clearing
    for (const choice of [{ checkIn: '2026-12-03' }, { checkOut: '2026-12-09' }]) {
      bar.send({ type: 'RESTORE', choice })
      expect(range(), JSON.stringify(choice)).toEqual({
        checkIn: '2026-12-02',
        checkOut: '2026-12-06',
      })
    }
  })

  it('refuses what is not a date, and counts nights across a change of clocks', () => {
    const bar = start({ today: '2026-02-01' })
    for (const [checkIn, checkOut] of [
      ['soon', '2026-03-04'],
      ['2026-03-02', 'later'],
      ['2026-3-2', '2026-03-04'],
      ['2026-03-02', '2026-3-4'],
      ['2026-02-30', '2026-03-04'],
      ['2026-02-27', '2026-02-30'],
      ['2026-13-01', '2026-13-04'],
    ] as const) {
      bar.send({ type: 'SET_RANGE', checkIn, checkOut })
      expect(bar.getSnapshot().value, `${checkIn} → ${checkOut}`).toBe('undated')
    }
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2)
  })
})

describe('the Check Availability link', () => {
  const engine = 'https://booking.example/trillium'

  it('carries the dates once both are chosen, the party, and a package with its minimum stay', () => {
    expect(bookingEngineHref(engine, { adults: 2, children: 0 })).toBe(
      `${engine}?adults=2&children=0`,
    )
    expect(
      bookingEngineHref(engine, {
        checkIn: '2026-12-01',
        checkOut: '2026-12-04',
        adults: 3,
        children: 1,
        packageId: 'stay_longer',
        minNights: 3,
      }),
    ).toBe(
      `${engine}?checkin=2026-12-01&checkout=2026-12-04&adults=3&children=1&package=stay_longer&nights=3`,
    )
    // half a range is no search: the engine opens on its own calendar
    expect(
      bookingEngineHref(`${engine}?lang=en`, { checkIn: '2026-12-01', adults: 1, children: 0 }),
    ).toBe(`${engine}?lang=en&adults=1&children=0`)
    expect(bookingEngineHref(engine, { checkOut: '2026-12-01', adults: 1, children: 2 })).toBe(
      `${engine}?adults=1&children=2`,
    )
  })
})
