import type { ProofOptions } from '../testing/prove.ts'

export const bookingToday = '2026-11-21'

const events = [
  { type: 'SET_RANGE', checkIn: '2026-11-22', checkOut: '2026-11-24' },
  { type: 'SET_RANGE', checkIn: '2026-11-20', checkOut: '2026-11-22' }, // starts in the past: refused
  { type: 'SET_RANGE', checkIn: '2026-11-24', checkOut: '2026-11-24' }, // no night: refused
  { type: 'SET_TODAY', today: '2026-11-21' },
  { type: 'SET_TODAY', today: '2026-11-23' }, // the chosen check-in is now past
  // the session's choice, changed by another bar: dates and party, party only, a refused range
  { type: 'RESTORE', choice: { checkIn: '2026-12-01', checkOut: '2026-12-04', adults: 3 } },
  { type: 'RESTORE', choice: { children: 2 } },
  { type: 'RESTORE', choice: { checkIn: '2026-11-01', checkOut: '2026-11-03', adults: 9 } },
]

/**
 * The booking bar explored from 21 November 2026, with a good range and two refused ones, and
 * started both fresh and from an earlier choice of the session.
 */
export const bookingBarProof = {
  input: { today: bookingToday },
  events,
  scenarios: [
    { input: { today: bookingToday } },
    {
      input: {
        today: bookingToday,
        choice: { checkIn: '2026-11-28', checkOut: '2026-11-30', adults: 4, children: 1 },
      },
    },
  ],
  simplePaths: false,
  minimal: true,
} satisfies ProofOptions
