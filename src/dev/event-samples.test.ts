import { describe, expect, it } from 'vitest'
import { samplesFromTable } from './event-samples.ts'

describe('samplesFromTable', () => {
  it('takes the sample events of a table, without internal ones and repeats', () => {
    const module = {
      sampleToday: '2026-11-21',
      bookingBarProof: {
        events: [
          { type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' },
          { type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' },
          { type: 'xstate.done.actor.fetch', output: 1 },
          { type: '$after', ms: 3000 },
          { type: 'SET_TODAY', today: '2026-11-21' },
        ],
      },
    }
    expect(samplesFromTable(module)).toEqual([
      { type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' },
      { type: 'SET_TODAY', today: '2026-11-21' },
    ])
  })

  it('takes nothing from a module without a table', () => {
    expect(samplesFromTable({ events: 'not a list', other: { events: [{ noType: 1 }] } })).toEqual(
      [],
    )
  })
})
