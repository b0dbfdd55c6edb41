import type { ProofOptions } from '../testing/prove.ts'

/** How the video machine is explored and replayed (shared by the machine and view tests). */
export const videoProof = { delays: { BUTTON_DELAY: 1000 } } satisfies ProofOptions
