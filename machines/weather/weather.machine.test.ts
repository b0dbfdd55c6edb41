import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ControlledActors } from '../testing/paths.ts'
import { proveMachine } from '../testing/prove.ts'
import {
  selectReading,
  selectStatus,
  weatherMachine,
  type WeatherReading,
} from './weather.machine.ts'

export const sampleReading: WeatherReading = {
  temp: 19,
  condition: 'Clouds',
  icon: '04d',
  time: '2026-11-21T06:30:00.000Z',
}

proveMachine('weather', weatherMachine, {
  events: [
    { type: 'xstate.done.actor.fetchWeather', output: sampleReading } as never,
    { type: 'xstate.error.actor.fetchWeather', error: { message: 'HTTP 503' } } as never,
  ],
  controlled: () => new ControlledActors(),
  logic: (c) => weatherMachine.provide({ actors: { fetchWeather: c.actor<WeatherReading>() } }),
})

describe('weather machine rules', () => {
  it('a failed reload after a good reading does not keep showing the old reading', async () => {
    let calls = 0
    const actor = createActor(
      weatherMachine.provide({
        actors: {
          fetchWeather: fromPromise<WeatherReading>(async () => {
            calls += 1
            if (calls === 1) throw new Error('down')
            return sampleReading
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectReading(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'RELOAD' })
    expect(selectStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectReading(actor.getSnapshot())).toEqual(sampleReading)
  })
})
