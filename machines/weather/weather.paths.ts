import { ControlledActors } from '../testing/paths.ts'
import type { ProofOptions } from '../testing/prove.ts'
import { weatherMachine, type WeatherReading } from './weather.machine.ts'

export const sampleReading: WeatherReading = {
  temp: 19,
  condition: 'Clouds',
  icon: '04d',
  time: '2026-11-21T06:30:00.000Z',
}

/**
 * How the weather machine is explored and replayed: a reading, and a failing server. A replayed
 * back-off advances the clock by the longest wait (60 s), which covers every shorter one.
 */
export const weatherProof = {
  delays: { retryDelay: 60_000 },
  events: [
    { type: 'xstate.done.actor.fetchWeather', output: sampleReading },
    { type: 'xstate.error.actor.fetchWeather', error: { message: 'HTTP 503' } },
  ],
  controlled: () => new ControlledActors(),
  logic: (c: ControlledActors) =>
    weatherMachine.provide({ actors: { fetchWeather: c.actor<WeatherReading>() } }),
} satisfies ProofOptions
