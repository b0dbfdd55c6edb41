import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { fetchWeatherReading, type WeatherReading } from './weather.fetch.ts'

export type { WeatherReading } from './weather.fetch.ts'

/** Events of the weather card; the fetcher's outcome arrives as the invocation's done/error. */
export type WeatherEvent = { type: 'RELOAD' }

interface WeatherContext {
  reading: WeatherReading | undefined
  /** Failed fetches in a row, counted up to `maxCountedFailures`; a good reading resets it. */
  failures: number
}

/** The wait after the first failed reload; each further failure doubles it, up to a minute. */
const firstBackoffMs = 5_000
const maxBackoffMs = 60_000
const maxCountedFailures = 6

/** The message of spec section 8, shown with a reload button. */
export const weatherFailureMessage = 'Weather data not available. Refresh the page'

/**
 * The live weather card: `loading` invokes the injected `fetchWeather` actor (by default a
 * `GET /api/weather`), then `shown` with the reading, or `failed` with the spec's message and
 * a reload button whose `RELOAD` goes back to `loading`. A failed reload keeps no stale reading
 * and backs off: after the first failure the button works at once (`failed.ready`); after a
 * failed reload it waits in `failed.backingOff` for 5 s, then 10, 20, 40 and at most 60 s,
 * so a visitor pressing Reload never hammers a server that is down.
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
    storeReading: assign({ reading: (_, reading: WeatherReading) => reading, failures: 0 }),
    forgetReading: assign({
      reading: undefined,
      failures: ({ context }) => Math.min(context.failures + 1, maxCountedFailures),
    }),
  },
  guards: {
    hasFailedBefore: ({ context }) => context.failures > 0,
  },
  delays: {
    retryDelay: ({ context }) =>
      Math.min(firstBackoffMs * 2 ** Math.max(context.failures - 2, 0), maxBackoffMs),
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
          { guard: 'hasFailedBefore', target: 'failed.backingOff', actions: 'forgetReading' },
          { target: 'failed.ready', actions: 'forgetReading' },
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
/** Which of the three faces the card shows. */
export const selectStatus = (s: WeatherSnapshot): 'loading' | 'shown' | 'failed' =>
  s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'loading'
