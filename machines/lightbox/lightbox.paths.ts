import type { ProofOptions } from '../testing/prove.ts'

/** A three-image gallery; OPEN on the first, the last, and an index outside the gallery. */
export const lightboxProof = {
  input: { count: 3 },
  events: [
    { type: 'OPEN', index: 0 },
    { type: 'OPEN', index: 2 },
    { type: 'OPEN', index: 7 },
  ],
} satisfies ProofOptions
