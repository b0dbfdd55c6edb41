import type { Clock } from '../clock.ts'
import {
  WeatherProviderError,
  type WeatherProvider,
  type WeatherReading,
} from './weather.providers.ts'

export interface WeatherServiceOptions {
  /** At most one provider call per this interval, whatever the outcome (DECISIONS: ten minutes). */
  refreshMs?: number
  /** A provider call slower than this is abandoned and counts as a failure. */
  timeoutMs?: number
  onError?: (message: string) => void
}

/**
 * The weather the server answers: one provider call per ten minutes whatever the number of
 * visitors (concurrent requests share the call in flight), abandoned after a few seconds, and
 * the last good reading kept and served when the provider fails. `current()` is undefined only
 * when no call has ever succeeded.
 */
export class WeatherService {
  readonly #provider: WeatherProvider
  readonly #clock: Clock
  readonly #refreshMs: number
  readonly #timeoutMs: number
  readonly #onError: (message: string) => void
  #reading: WeatherReading | undefined
  #lastAttemptAt: number | undefined
  #inFlight: Promise<void> | undefined

  constructor(provider: WeatherProvider, clock: Clock, options: WeatherServiceOptions = {}) {
    this.#provider = provider
    this.#clock = clock
    this.#refreshMs = options.refreshMs ?? 10 * 60 * 1000
    this.#timeoutMs = options.timeoutMs ?? 4000
    this.#onError = options.onError ?? (() => {})
  }

  /** The reading to answer with, refreshing it first if the interval has passed. */
  async current(): Promise<WeatherReading | undefined> {
    const now = this.#clock.now()
    const due = this.#lastAttemptAt === undefined || now - this.#lastAttemptAt >= this.#refreshMs
    if (due && this.#inFlight === undefined) {
      this.#lastAttemptAt = now
      this.#inFlight = this.#refresh().finally(() => {
        this.#inFlight = undefined
      })
    }
    if (this.#inFlight !== undefined) await this.#inFlight
    return this.#reading
  }

  async #refresh(): Promise<void> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs)
    try {
      this.#reading = await this.#provider.fetchCurrent(controller.signal)
    } catch (error) {
      // Only our own messages are logged: a library's error could quote the URL with the key.
      const reason =
        error instanceof WeatherProviderError ? error.message : 'the provider call failed'
      this.#onError(`${this.#provider.name}: ${reason}`)
    } finally {
      clearTimeout(timer)
    }
  }
}
