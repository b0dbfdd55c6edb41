import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { sampleReading, weatherProof } from './weather.paths.ts'
import {
  selectCanReload,
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

  it('a failed reload backs off: 5 s, then 10, 20, 40, and never more than 60 s', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(
      weatherMachine.provide({
        actors: {
          fetchWeather: fromPromise<WeatherReading>(() => Promise.reject(new Error('down'))),
        },
      }),
      { clock },
    ).start()
    await waitFor(actor, (s) => s.matches({ failed: 'ready' }))
    // the first failure: Reload works at once
    expect(selectCanReload(actor.getSnapshot())).toBe(true)
    const waits: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      actor.send({ type: 'RELOAD' })
      await waitFor(actor, (s) => s.matches({ failed: 'backingOff' }))
      expect(selectCanReload(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'RELOAD' }) // ignored while waiting
      expect(actor.getSnapshot().matches({ failed: 'backingOff' })).toBe(true)
      let waited = 0
      while (!actor.getSnapshot().matches({ failed: 'ready' })) {
        clock.increment(1000)
        waited += 1000
      }
      waits.push(waited)
    }
    expect(waits).toEqual([5000, 10000, 20000, 40000, 60000, 60000])
  })

  it('a good reading forgets the failures: the next failure allows a reload at once', async () => {
    let calls = 0
    const clock = new SimulatedClock()
    const actor = createActor(
      weatherMachine.provide({
        actors: {
          fetchWeather: fromPromise<WeatherReading>(() => {
            calls += 1
            return calls === 2 ? Promise.resolve(sampleReading) : Promise.reject(new Error('down'))
          }),
        },
      }),
      { clock },
    ).start()
    await waitFor(actor, (s) => s.matches({ failed: 'ready' }))
    actor.send({ type: 'RELOAD' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(actor.getSnapshot().context.failures).toBe(0)
  })
})
