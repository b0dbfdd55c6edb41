/**
 * A fixed-window counter per client address, in memory. Enough for one server process: the
 * limit only has to stop a script from flooding the enquiry table, not to be exact across
 * restarts. Old windows are swept so a scan of many addresses cannot grow the map without end.
 */
export class RateLimiter {
  readonly #max: number
  readonly #windowMs: number
  readonly #windows = new Map<string, { count: number; resetAt: number }>()
  #nextSweep = 0

  constructor(max: number, windowMs: number) {
    this.#max = max
    this.#windowMs = windowMs
  }

  /** Counts one attempt from `key`; returns the seconds to wait when over the limit. */
  hit(key: string, now: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (now >= this.#nextSweep) this.#sweep(now)
    let window = this.#windows.get(key)
    if (window === undefined || now >= window.resetAt) {
      window = { count: 0, resetAt: now + this.#windowMs }
      this.#windows.set(key, window)
    }
    window.count += 1
    if (window.count <= this.#max) return { allowed: true }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    }
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (now >= window.resetAt) this.#windows.delete(key)
    this.#nextSweep = now + Math.min(this.#windowMs, 60_000)
  }
}
