import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { fetchWeatherReading, type WeatherReading } from './weather.fetch.ts'

export type { WeatherReading } from './weather.fetch.ts'

/** Events of the weather card; the fetcher's outcome arrives as the invocation's done/error. */
export type WeatherEvent = { type: 'RELOAD' }

interface WeatherContext {
  reading: WeatherReading | undefined
  /** Fetches failed in a row, counted up to `maxCountedFailures` (the wait stops growing there). */
  failures: number
}

/** The wait after the first failed reload; each further failure doubles it, up to a minute. */
const firstBackoffMs = 5_000
const maxBackoffMs = 60_000
const maxCountedFailures = 6

/**
 * How long Reload waits once `failures` fetches failed in a row, the page's own load and at
 * least one reload: 5 s after the first failed reload, doubling, at most 60 s.
 */
const backoffMs = (failures: number): number =>
  Math.min(firstBackoffMs * 2 ** (failures - 2), maxBackoffMs)

/** The message of spec section 8, shown with a reload button. */
export const weatherFailureMessage = 'Weather data not available. Refresh the page'

/**
 * The live weather card: `loading` invokes the injected `fetchWeather` actor (by default a
 * `GET /api/weather`), then `shown` with the reading (for good: the card never fetches again),
 * or `failed` with the spec's message and a reload button whose `RELOAD` goes back to
 * `loading`. Every failure is counted; a failed reload backs off: after the first failure the
 * button works at once (`failed.ready`); after a failed reload it waits in `failed.backingOff`
 * for 5 s, then 10, 20, 40 and at most 60 s, so a visitor pressing Reload never hammers a
 * server that is down.
 */
export const weatherMachine = setup({
  types: {
    context: {} as WeatherContext,
    events: {} as WeatherEvent,
  },
  actors: {
    fetchWeather: fromPromise<WeatherReading>(() => fetchWeatherReading()),
  },
  actions: {
    storeReading: assign({ reading: (_, reading: WeatherReading) => reading }),
    countFailure: assign({
      failures: ({ context }) => Math.min(context.failures + 1, maxCountedFailures),
    }),
  },
  guards: {
    hasFailedBefore: ({ context }) => context.failures > 0,
  },
  delays: {
    retryDelay: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'weather',
  context: { reading: undefined, failures: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchWeather',
        src: 'fetchWeather',
        onDone: {
          target: 'shown',
          actions: { type: 'storeReading', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'hasFailedBefore', target: 'failed.backingOff', actions: 'countFailure' },
          { target: 'failed.ready', actions: 'countFailure' },
        ],
      },
    },
    shown: {},
    failed: {
      initial: 'ready',
      states: {
        ready: { on: { RELOAD: { target: '#weather.loading' } } },
        backingOff: { after: { retryDelay: 'ready' } },
      },
    },
  },
})

export type WeatherSnapshot = SnapshotFrom<typeof weatherMachine>

/** The reading to show, once loaded. */
export const selectReading = (s: WeatherSnapshot): WeatherReading | undefined => s.context.reading
/** Whether Reload works now, or the card is waiting before it may ask again. */
export const selectCanReload = (s: WeatherSnapshot): boolean => s.can({ type: 'RELOAD' })
/** While Reload waits after a failed reload: how long, in whole seconds; otherwise undefined. */
export const selectRetryWaitSeconds = (s: WeatherSnapshot): number | undefined =>
  s.matches({ failed: 'backingOff' }) ? backoffMs(s.context.failures) / 1000 : undefined
/** Which of the three faces the card shows. */
export const selectStatus = (s: WeatherSnapshot): 'loading' | 'shown' | 'failed' =>
  s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'loading'
