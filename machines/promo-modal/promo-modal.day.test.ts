import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { promoModalMachine, selectIsWaiting } from './promo-modal.machine.ts'
import { endOfDay } from './promo-modal.storage.ts'

/*
 * Spec 4: the promotion opens "once per day", its expiry "set to the end of the current day".
 * The day is the visitor's own, on the browser's clock: for a guest in India, the resort's time
 * zone, Asia/Kolkata (UTC+5:30, no summer time). Node reads TZ again whenever it is set.
 */
const zoneBefore = process.env.TZ
const inZone = (zone: string) => {
  process.env.TZ = zone
}
beforeAll(() => inZone('Asia/Kolkata'))
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ
  else inZone(zoneBefore)
})

/** A phone's visit at `iso` with the record a visit on the 21st left, and what it writes. */
function visitAt(iso: string, expiry: number) {
  const actor = createActor(promoModalMachine).start()
  const writes: unknown[] = []
  actor.on('*', (emitted) => writes.push(emitted))
  actor.send({
    type: 'VISIT',
    viewportWidth: 390,
    now: Date.parse(iso),
    shown: 'true',
    expiry: String(expiry),
  })
  return { writes, due: selectIsWaiting(actor.getSnapshot()) }
}

describe('the promotion’s day in the resort’s time zone, Asia/Kolkata', () => {
  it('ends at 23:59:59.999 India time, 18:29:59.999 UTC', () => {
    const expiry = endOfDay(Date.parse('2026-11-21T09:00:00+05:30'))
    expect(new Date(expiry).toISOString()).toBe('2026-11-21T18:29:59.999Z')
    // a visit just after midnight UTC is already the afternoon of the same day in India
    expect(endOfDay(Date.parse('2026-11-21T00:30:00Z'))).toBe(expiry)
    expect(endOfDay(Date.parse('2026-11-20T18:29:59.999Z'))).toBe(expiry - 24 * 60 * 60 * 1000)
  })

  it('keeps the promotion closed at the day’s last millisecond and opens it at midnight', () => {
    const expiry = Date.parse('2026-11-21T23:59:59.999+05:30')
    expect(visitAt('2026-11-21T23:59:59.999+05:30', expiry)).toEqual({ writes: [], due: false })
    expect(visitAt('2026-11-22T00:00:00.000+05:30', expiry)).toEqual({
      writes: [{ type: 'clearStorage' }],
      due: true,
    })
  })

  it('follows the visitor’s own zone elsewhere: in UTC the same day ends 5½ hours later', () => {
    inZone('UTC')
    try {
      expect(new Date(endOfDay(Date.parse('2026-11-21T09:00:00Z'))).toISOString()).toBe(
        '2026-11-21T23:59:59.999Z',
      )
    } finally {
      inZone('Asia/Kolkata')
    }
  })
})
