import type { Clock } from '../clock.ts'
import {
  WeatherProviderError,
  type WeatherProvider,
  type WeatherReading,
} from './weather.providers.ts'

export interface WeatherServiceOptions {
  /** After a good reading, the next provider call waits this long (DECISIONS: ten minutes). */
  refreshMs?: number
  /** A provider call slower than this is abandoned and counts as a failure. */
  timeoutMs?: number
  /** After a failure the call is retried this much later, doubling up to `refreshMs`. */
  retryBaseMs?: number
  /** A reading obtained longer ago than this is no longer answered as the current weather. */
  maxAgeMs?: number
  /** With no usable reading at all, how long a caller may wait for the call in flight. */
  firstWaitMs?: number
  onError?: (message: string) => void
}

/** The timings of DECISIONS and server/README.md, each one overridable (tests shorten them). */
const weatherTimings = {
  refreshMs: 10 * 60 * 1000,
  timeoutMs: 4000,
  retryBaseMs: 30 * 1000,
  maxAgeMs: 3 * 60 * 60 * 1000,
  firstWaitMs: 1500,
} as const

/**
 * The weather the server answers. A good reading is refreshed at most once per ten minutes
 * whatever the number of visitors; a failed call is retried sooner, after 30 s, 1, 2, 4 and 8
 * min, then every ten. Callers never wait for the provider while there is a reading: they get
 * it at once and the refresh runs in the background (concurrent requests share one call). A
 * reading more than three hours old is no longer presented as the current weather (503, as
 * with none); with none, a caller waits at most 1.5 s for the call in flight.
 */
export class WeatherService {
  readonly #provider: WeatherProvider
  readonly #clock: Clock
  readonly #refreshMs: number
  readonly #timeoutMs: number
  readonly #retryBaseMs: number
  readonly #maxAgeMs: number
  readonly #firstWaitMs: number
  readonly #onError: (message: string) => void
  #reading: { value: WeatherReading; obtainedAt: number } | undefined
  #nextAttemptAt = 0
  #failures = 0
  #inFlight: Promise<void> | undefined

  constructor(provider: WeatherProvider, clock: Clock, options: WeatherServiceOptions = {}) {
    this.#provider = provider
    this.#clock = clock
    this.#refreshMs = options.refreshMs ?? weatherTimings.refreshMs
    this.#timeoutMs = options.timeoutMs ?? weatherTimings.timeoutMs
    this.#retryBaseMs = options.retryBaseMs ?? weatherTimings.retryBaseMs
    this.#maxAgeMs = options.maxAgeMs ?? weatherTimings.maxAgeMs
    this.#firstWaitMs = options.firstWaitMs ?? weatherTimings.firstWaitMs
    this.#onError = options.onError ?? (() => {})
  }

  /** The reading to answer with (undefined: none, or too old); starts a refresh when one is due. */
  async current(): Promise<WeatherReading | undefined> {
    if (this.#clock.now() >= this.#nextAttemptAt && this.#inFlight === undefined) {
      this.#inFlight = this.#refresh().finally(() => {
        this.#inFlight = undefined
      })
    }
    const usable = this.#usable()
    if (usable !== undefined || this.#inFlight === undefined) return usable
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      this.#inFlight,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, this.#firstWaitMs))),
    ])
    clearTimeout(timer)
    return this.#usable()
  }

  /** Resolves when no provider call is in flight (for tests and shutdown). */
  async settled(): Promise<void> {
    await this.#inFlight
  }

  #usable(): WeatherReading | undefined {
    const reading = this.#reading
    if (reading === undefined) return undefined
    return this.#clock.now() - reading.obtainedAt <= this.#maxAgeMs ? reading.value : undefined
  }

  async #refresh(): Promise<void> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs)
    try {
      const value = await this.#provider.fetchCurrent(controller.signal)
      this.#reading = { value, obtainedAt: this.#clock.now() }
      this.#failures = 0
      this.#nextAttemptAt = this.#clock.now() + this.#refreshMs
    } catch (error) {
      // Only our own messages are logged: a library's error could quote the URL with the key.
      const reason =
        error instanceof WeatherProviderError ? error.message : 'the provider call failed'
      this.#failures += 1
      const delay = Math.min(this.#retryBaseMs * 2 ** (this.#failures - 1), this.#refreshMs)
      this.#nextAttemptAt = this.#clock.now() + delay
      this.#onError(`${this.#provider.name}: ${reason} (next try in ${Math.round(delay / 1000)} s)`)
    } finally {
      clearTimeout(timer)
    }
  }
}
