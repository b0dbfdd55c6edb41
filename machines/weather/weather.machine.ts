import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { fetchWeatherReading, type WeatherReading } from './weather.fetch.ts'

export type { WeatherReading } from './weather.fetch.ts'

/** Events of the weather card; the fetcher's outcome arrives as the invocation's done/error. */
export type WeatherEvent = { type: 'RELOAD' }

interface WeatherContext {
  reading: WeatherReading | undefined
}

/** The message of spec section 8, shown with a reload button. */
export const weatherFailureMessage = 'Weather data not available. Refresh the page'

/**
 * The live weather card: `loading` invokes the injected `fetchWeather` actor (by default a
 * `GET /api/weather`), then `shown` with the reading, or `failed` with the spec's message and
 * a reload button whose `RELOAD` goes back to `loading`. A failed reload keeps no stale reading.
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
    forgetReading: assign({ reading: undefined }),
  },
}).createMachine({
  id: 'weather',
  context: { reading: undefined },
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
        onError: { target: 'failed', actions: 'forgetReading' },
      },
    },
    shown: {},
    failed: {
      on: { RELOAD: { target: 'loading' } },
    },
  },
})

export type WeatherSnapshot = SnapshotFrom<typeof weatherMachine>

/** The reading to show, once loaded. */
export const selectReading = (s: WeatherSnapshot): WeatherReading | undefined => s.context.reading
/** Which of the three faces the card shows. */
export const selectStatus = (s: WeatherSnapshot): 'loading' | 'shown' | 'failed' =>
  s.matches('shown') ? 'shown' : s.matches('failed') ? 'failed' : 'loading'
