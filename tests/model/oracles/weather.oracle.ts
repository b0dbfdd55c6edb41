import type { WeatherReading } from '../../../machines/weather/weather.fetch.ts'
import {
  after,
  done,
  failed,
  type Oracle,
  type Seen,
  type TableRow,
  type TableState,
} from '../../../machines/testing/oracle.ts'

/*
 * The weather card, from the specification: "Weather card: loading, then shown, or an error
 * message with a reload button" (4), the message "Weather data not available. Refresh the
 * page" (8), a reading of temp (whole degrees Celsius), condition, icon and time (3,
 * DECISIONS). Issue 16 adds the back-off: the first failure (the page's own load) lets Reload
 * work at once; after a failed reload, Reload waits 5 s, then twice as long after each further
 * failed reload, never more than 60 s, and says so. A reading, once shown, stays.
 *
 * The card counts the failed fetches in a row (`failures`): the page's load and each reload.
 * That count is what makes the wait, so it is part of each state: `reloading k` / `waiting k`
 * / `ready k` after k failed reloads.
 */

/** The reading the server gives in these tables: 19 °C, broken clouds, at noon in the resort. */
export const weatherReading: WeatherReading = {
  temp: 19,
  condition: 'Clouds',
  icon: '04d',
  time: '2026-11-21T06:30:00.000Z',
}

const message = 'Weather data not available. Refresh the page'
/** The longest Reload ever waits, and the number of failed reloads that first reach it. */
const longestWaitMs = 60_000
const reloadsToLongestWait = 5

/** The wait after the k-th failed reload in a row: 5 s, doubling, at most 60 s. */
const waitAfter = (failedReloads: number): number =>
  Math.min(5_000 * 2 ** (failedReloads - 1), longestWaitMs)

/** The card; its `data-state` names the face it shows (the end-to-end tests read it). */
const card = '[aria-labelledby="weather-card-title"]'

const loadingSees: Seen[] = [
  { text: 'Loading the weather…' },
  { text: message, is: 'absent' },
  { role: 'button', name: 'Reload', is: 'absent' },
  { selector: card, attribute: 'aria-busy', value: 'true' },
  { selector: card, attribute: 'data-state', value: 'loading' },
]
const failedSees = (waitMs: number | undefined): Seen[] => [
  { text: message },
  { text: 'Loading the weather…', is: 'absent' },
  { role: 'button', name: 'Reload', is: waitMs === undefined ? 'enabled' : 'disabled' },
  waitMs === undefined
    ? { text: /You can try again/, is: 'absent' }
    : { text: `You can try again in ${waitMs / 1000} seconds.` },
  { selector: card, attribute: 'aria-busy', value: 'false' },
  { selector: card, attribute: 'data-state', value: 'failed' },
]

const states: Record<string, TableState> = {
  loading: { value: 'loading', context: { failures: 0 }, sees: loadingSees },
  shown: {
    value: 'shown',
    context: { reading: weatherReading },
    sees: [
      { text: '19' },
      { text: '°C' },
      { text: 'Clouds' },
      // the reading's time in the resort's own zone (06:30 UTC is noon in Chikmagalur)
      { text: '12:00 pm' },
      { selector: 'time', attribute: 'datetime', value: weatherReading.time },
      { text: 'Loading the weather…', is: 'absent' },
      { text: message, is: 'absent' },
      { role: 'button', name: 'Reload', is: 'absent' },
      { selector: card, attribute: 'aria-busy', value: 'false' },
      { selector: card, attribute: 'data-state', value: 'shown' },
    ],
  },
  'ready 0': { value: { failed: 'ready' }, context: { failures: 1 }, sees: failedSees(undefined) },
}
const rows: TableRow[] = [
  { from: 'loading', event: done('fetchWeather', weatherReading), to: 'shown' },
  { from: 'loading', event: failed('fetchWeather', { status: 503 }), to: 'ready 0' },
]
for (let k = 0; k <= reloadsToLongestWait; k++) {
  // after k failed reloads: the page's load and k reloads have failed
  states[`reloading ${k}`] = { value: 'loading', context: { failures: k + 1 }, sees: loadingSees }
  const next = Math.min(k + 1, reloadsToLongestWait)
  rows.push(
    { from: `ready ${k}`, event: { type: 'RELOAD' }, to: `reloading ${k}` },
    { from: `reloading ${k}`, event: done('fetchWeather', weatherReading), to: 'shown' },
    {
      from: `reloading ${k}`,
      event: failed('fetchWeather', { status: 503 }),
      to: `waiting ${next}`,
    },
  )
  if (k === 0) continue
  states[`waiting ${k}`] = {
    value: { failed: 'backingOff' },
    context: { failures: k + 1 },
    sees: failedSees(waitAfter(k)),
  }
  states[`ready ${k}`] = {
    value: { failed: 'ready' },
    context: { failures: k + 1 },
    sees: failedSees(undefined),
  }
  rows.push({ from: `waiting ${k}`, event: after(waitAfter(k)), to: `ready ${k}` })
}

export const weatherOracle: Oracle = {
  name: 'weather',
  states,
  rows,
  scenarios: [{ name: 'the home page', initial: 'loading' }],
  events: [
    { type: 'RELOAD' },
    done('fetchWeather', weatherReading),
    failed('fetchWeather', { status: 503 }),
    after(2 * longestWaitMs),
  ],
}
