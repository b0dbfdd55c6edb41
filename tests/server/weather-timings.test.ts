import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WeatherProvider } from '../../server/weather/weather.providers.ts'
import { WeatherService } from '../../server/weather/weather.service.ts'
import { TestClock } from './helpers.ts'

/*
 * server/README.md (Weather API): a provider call is "abandoned after 4 s"; "with none yet, a
 * caller waits at most 1.5 s for the call in flight". Those are waits on the process's timers,
 * so here they run on Vitest's: the service with its own defaults, a provider that answers only
 * when its call is abandoned, and each boundary met to the millisecond. weather.test.ts meets
 * the other timings through the API with a fake provider server.
 */
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A provider that never answers: its call ends when the service abandons it. */
function hangingProvider() {
  const calls: AbortSignal[] = []
  const provider: WeatherProvider = {
    name: 'hanging',
    fetchCurrent: (signal) =>
      new Promise((_, reject) => {
        calls.push(signal)
        signal.addEventListener('abort', () => reject(new Error('abandoned')))
      }),
  }
  return { provider, calls }
}

describe('the weather service’s own timings', () => {
  it('abandons a provider call after 4 s, not sooner', async () => {
    const { provider, calls } = hangingProvider()
    const service = new WeatherService(provider, new TestClock())
    void service.current()
    await vi.advanceTimersByTimeAsync(3999)
    expect(calls.map((signal) => signal.aborted)).toEqual([false])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((signal) => signal.aborted)).toEqual([true])
  })

  it('keeps a caller with no reading waiting 1.5 s for the call in flight, no longer', async () => {
    const { provider } = hangingProvider()
    const service = new WeatherService(provider, new TestClock())
    let answered: unknown = 'waiting'
    void service.current().then((reading) => (answered = reading))
    await vi.advanceTimersByTimeAsync(1499)
    expect(answered).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(answered).toBeUndefined()
  })
})
