import { BoundedMap } from '../bounded-map.ts'

/** The clients a per-client store keeps at most (server/README.md: 50 000 per limiter). */
const maxClientKeys = 50_000

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A fixed-window counter per client key, in memory, holding at most `maxKeys` keys: the least
 * recently counted keys are forgotten first, so no stream of new keys can grow it past its ceiling
 * (a forgotten client simply starts a fresh window). Used for the metric beacons, whose limit
 * only has to stop a flood reaching one process; the enquiry limit is counted in the database
 * (enquiry-claims.ts), one count per client across every instance.
 */
export class RateLimiter {
  readonly #max: number
  readonly #windowMs: number
  readonly #windows: BoundedMap<string, { count: number; resetAt: number }>

  constructor(max: number, windowMs: number, maxKeys = maxClientKeys) {
    this.#max = max
    this.#windowMs = windowMs
    this.#windows = new BoundedMap(maxKeys)
  }

  /** How many keys are held now (never more than `maxKeys`). */
  get size(): number {
    return this.#windows.size
  }

  /** Whether `key` may go on, without counting anything (a request not yet known to be valid). */
  peek(key: string, now: number): RateVerdict {
    const window = this.#windows.get(key)
    if (window === undefined || now >= window.resetAt || window.count < this.#max) {
      return { allowed: true }
    }
    return this.#refusal(window.resetAt, now)
  }

  /** Counts one attempt from `key`; returns the seconds to wait when over the limit. */
  hit(key: string, now: number): RateVerdict {
    let window = this.#windows.get(key)
    if (window === undefined || now >= window.resetAt) {
      window = { count: 0, resetAt: now + this.#windowMs }
    }
    this.#windows.set(key, window)
    window.count += 1
    return window.count <= this.#max ? { allowed: true } : this.#refusal(window.resetAt, now)
  }

  #refusal(resetAt: number, now: number): RateVerdict {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
  }
}

/**
 * The clients this instance has seen refused by the shared enquiry limit (kept in the database),
 * each until its window ends: their next enquiries are refused before the body is read, without
 * asking the database. A client refused only on another instance is found by the database count.
 */
export class RefusedClients {
  readonly #until: BoundedMap<string, number>

  constructor(maxKeys = maxClientKeys) {
    this.#until = new BoundedMap(maxKeys)
  }

  /** Notes a refusal from the database: `key` may send again in `retryAfterSeconds`. */
  note(key: string, retryAfterSeconds: number, now: number): void {
    this.#until.set(key, now + retryAfterSeconds * 1000)
  }

  peek(key: string, now: number): RateVerdict {
    const until = this.#until.get(key)
    if (until === undefined || now >= until) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) }
  }
}
