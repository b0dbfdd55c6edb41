/** Time as the server sees it; tests pass their own to move it. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() }
