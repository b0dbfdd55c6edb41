import { describe, expect, it } from 'vitest'
import { samplesFromProof } from './event-samples.ts'

describe('samplesFromProof', () => {
  it('takes the sample events of a proof, without internal ones and repeats', () => {
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
    expect(samplesFromProof(module, undefined)).toEqual([
      { type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' },
      { type: 'SET_TODAY', today: '2026-11-21' },
    ])
  })

  it('asks a proof whose samples depend on the state for those of the current one', () => {
    const module = {
      proof: { events: (snapshot: { value: string }) => [{ type: 'GO', from: snapshot.value }] },
    }
    expect(samplesFromProof(module, { value: 'idle' })).toEqual([{ type: 'GO', from: 'idle' }])
  })
})
