import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { sampleReading, weatherProof } from './weather.paths.ts'
import {
  selectReading,
  selectStatus,
  weatherMachine,
  type WeatherReading,
} from './weather.machine.ts'

proveMachine('weather', weatherMachine, weatherProof)

describe('weather machine rules', () => {
  it('a failed reload after a good reading does not keep showing the old reading', async () => {
    let calls = 0
    const actor = createActor(
      weatherMachine.provide({
        actors: {
          fetchWeather: fromPromise<WeatherReading>(() => {
            calls += 1
            return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(sampleReading)
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
