import type { ProofOptions } from '../testing/prove.ts'

/** Three browsers: an observing one, one asking for reduced motion, one without IntersectionObserver. */
export const revealProof = {
  scenarios: [
    { input: { reducedMotion: false, canObserve: true } },
    { input: { reducedMotion: true, canObserve: true } },
    { input: { reducedMotion: false, canObserve: false } },
  ],
} satisfies ProofOptions
