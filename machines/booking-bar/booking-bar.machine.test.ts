import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { bookingBarProof, bookingToday } from './booking-bar.paths.ts'
import {
  bookingBarMachine,
  nightsBetween,
  selectHref,
  selectRange,
  type BookingChoice,
} from './booking-bar.machine.ts'
import { bookingEngineHref } from './booking-href.ts'

proveMachine('booking bar', bookingBarMachine, bookingBarProof)

describe('booking bar rules', () => {
  const start = () => createActor(bookingBarMachine, { input: { today: bookingToday } }).start()

  it('keeps adults within 1-5 and children within 0-2', () => {
    const actor = start()
    for (let i = 0; i < 9; i++) actor.send({ type: 'ADD_ADULT' })
    for (let i = 0; i < 9; i++) actor.send({ type: 'ADD_CHILD' })
    expect(actor.getSnapshot().context).toMatchObject({ adults: 5, children: 2 })
    expect(actor.getSnapshot().can({ type: 'ADD_ADULT' })).toBe(false)
    for (let i = 0; i < 9; i++) actor.send({ type: 'REMOVE_ADULT' })
    for (let i = 0; i < 9; i++) actor.send({ type: 'REMOVE_CHILD' })
    expect(actor.getSnapshot().context).toMatchObject({ adults: 1, children: 0 })
    expect(actor.getSnapshot().can({ type: 'REMOVE_CHILD' })).toBe(false)
  })

  it('refuses past check-in, check-out not after check-in, and stays under the minimum', () => {
    const actor = createActor(bookingBarMachine, {
      input: { today: bookingToday, minNights: 3 },
    }).start()
    actor.send({ type: 'SET_RANGE', checkIn: '2026-11-20', checkOut: '2026-11-25' })
    actor.send({ type: 'SET_RANGE', checkIn: '2026-11-25', checkOut: '2026-11-24' })
    actor.send({ type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' })
    actor.send({ type: 'SET_RANGE', checkIn: 'tomorrow', checkOut: '2026-11-24' })
    expect(selectRange(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'SET_RANGE', checkIn: '2026-11-21', checkOut: '2026-11-24' })
    expect(selectRange(actor.getSnapshot())).toEqual({
      checkIn: '2026-11-21',
      checkOut: '2026-11-24',
    })
  })

  it('builds the engine link from dates, party and package', () => {
    const actor = start()
    const base = 'https://booking.example/trillium'
    expect(selectHref(actor.getSnapshot(), base)).toBe(
      'https://booking.example/trillium?adults=2&children=0',
    )
    actor.send({ type: 'SET_RANGE', checkIn: '2026-12-01', checkOut: '2026-12-03' })
    actor.send({ type: 'ADD_CHILD' })
    expect(selectHref(actor.getSnapshot(), base, { packageId: 'romantic', minNights: 2 })).toBe(
      'https://booking.example/trillium?checkin=2026-12-01&checkout=2026-12-03&adults=2&children=1&package=romantic&nights=2',
    )
    expect(
      bookingEngineHref(`${base}?lang=en`, { checkIn: '2026-12-01', adults: 1, children: 0 }),
    ).toBe('https://booking.example/trillium?lang=en&adults=1&children=0')
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2)
  })
})

describe('booking bar: starting from the session and following it', () => {
  const withChoice = (choice: BookingChoice, minNights?: number) =>
    createActor(bookingBarMachine, {
      input: { today: bookingToday, choice, ...(minNights === undefined ? {} : { minNights }) },
    }).start()

  it('starts from an earlier choice the rules accept', () => {
    const actor = withChoice({
      checkIn: '2026-11-25',
      checkOut: '2026-11-27',
      adults: 4,
      children: 2,
    })
    expect(actor.getSnapshot().matches('dated')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      checkIn: '2026-11-25',
      checkOut: '2026-11-27',
      adults: 4,
      children: 2,
    })
  })

  it('ignores the parts the rules refuse: past dates, a stay under the minimum, counts out of range', () => {
    for (const [choice, minNights] of [
      [{ checkIn: '2026-11-19', checkOut: '2026-11-23', adults: 6, children: 3 }, undefined],
      [{ checkIn: '2026-11-25', checkOut: '2026-11-26', adults: 0, children: -1 }, 2],
      [{ checkIn: 'soon', checkOut: '2026-11-26', adults: 2.5 }, undefined],
    ] as const) {
      const actor = withChoice(choice, minNights)
      expect(actor.getSnapshot().matches('undated')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ adults: 2, children: 0 })
    }
    // a package's minimum of 2 nights accepts a stay of exactly 2
    expect(
      withChoice({ checkIn: '2026-11-25', checkOut: '2026-11-27' }, 2).getSnapshot().value,
    ).toBe('dated')
  })

  it('follows a later choice: new dates, no dates, and keeps its own dates over a refused range', () => {
    const actor = withChoice({}, 2)
    actor.send({
      type: 'RESTORE',
      choice: { checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 5 },
    })
    expect(selectRange(actor.getSnapshot())).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    })
    expect(actor.getSnapshot().context.adults).toBe(5)
    actor.send({
      type: 'RESTORE',
      choice: { checkIn: '2026-12-05', checkOut: '2026-12-06', children: 1 },
    })
    expect(selectRange(actor.getSnapshot())).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
    })
    expect(actor.getSnapshot().context.children).toBe(1)
    actor.send({ type: 'RESTORE', choice: { adults: 1 } })
    expect(actor.getSnapshot().matches('undated')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ adults: 1, children: 1 })
  })
})
