import type { AnyMachineSnapshot } from 'xstate'
import type { Promo } from '../../content/promos.ts'
import type { ProofOptions } from '../testing/prove.ts'

/** Three promos with their own windows; one has ended by the test date. */
export const samplePromos: readonly Promo[] = [
  {
    id: 'sample-second-night',
    title: 'Misty Day More',
    description: 'Book one night and save 50% on the second.',
    bookingUrl: 'https://booking.example/trillium?package=extended',
    offerPage: '/offer1',
    validity: { window: { from: '2026-01-01', until: '2026-12-22' } },
  },
  {
    id: 'sample-festive',
    title: 'Festive Offer',
    description: '20% off direct bookings.',
    bookingUrl: 'https://booking.example/trillium',
    offerPage: '/offer3',
    validity: { window: { from: '2026-01-01', until: '2026-10-31' } },
  },
  {
    id: 'sample-early',
    title: 'Early Bird',
    description: 'Up to 25% off for advance reservations.',
    bookingUrl: 'https://booking.example/trillium',
    offerPage: '/earlybird',
    validity: { season: 'all year' },
  },
]

// The promos are the content module's own objects: matching them by id keeps the key short.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as { promos: readonly Promo[] }
  return JSON.stringify({
    value: s.value as unknown,
    context: { ...context, promos: context.promos.map((p) => p.id) },
  })
}

/**
 * A wide window with and without reduced motion, a narrow one that widens, and a day on which
 * only one promo is valid (no rotation, no stepping).
 */
export const offersWidgetProof = {
  scenarios: [
    {
      input: {
        promos: samplePromos,
        today: '2026-11-21',
        reducedMotion: false,
        viewportWidth: 1280,
      },
    },
    {
      input: {
        promos: samplePromos,
        today: '2026-11-21',
        reducedMotion: true,
        viewportWidth: 1280,
      },
    },
    {
      input: {
        promos: samplePromos,
        today: '2026-12-23',
        reducedMotion: false,
        viewportWidth: 1280,
      },
    },
  ],
  events: [
    { type: 'RESIZE', viewportWidth: 700 },
    { type: 'RESIZE', viewportWidth: 1280 },
  ],
  serializeState,
  delays: { ROTATE_DELAY: 3000 },
  simplePaths: false,
} satisfies ProofOptions
