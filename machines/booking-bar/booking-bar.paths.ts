import type { ProofOptions } from '../testing/prove.ts'

export const bookingToday = '2026-11-21'

/** The booking bar explored from 21 November 2026, with a good range and two refused ones. */
export const bookingBarProof = {
  input: { today: bookingToday },
  events: [
    { type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' },
    { type: 'SET_RANGE', checkIn: '2026-11-20', checkOut: '2026-11-22' }, // starts in the past: refused
    { type: 'SET_RANGE', checkIn: '2026-11-24', checkOut: '2026-11-24' }, // no night: refused
    { type: 'SET_TODAY', today: '2026-11-21' },
    { type: 'SET_TODAY', today: '2026-11-23' }, // the chosen check-in is now past
  ],
  simplePaths: false,
  minimal: true,
} satisfies ProofOptions
