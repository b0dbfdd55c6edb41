import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { weatherOracle } from '../../tests/model/oracles/weather.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { weatherMachine, type WeatherReading } from './weather.machine.ts'

proveOracle(weatherOracle, weatherMachine, {
  logic: (controlled) =>
    weatherMachine.provide({ actors: { fetchWeather: controlled.actor<WeatherReading>() } }),
})

describe('weather machine, as the page runs it', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks the site's /api/weather for the reading and shows it", async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url)
      const reading = { temp: 18.6, condition: 'Mist', icon: '50d', time: '2026-11-25T04:30:00Z' }
      return Promise.resolve(Response.json(reading))
    })
    const actor = createActor(weatherMachine).start()
    const shown = await waitFor(actor, (s) => s.matches('shown'), { timeout: 2000 })
    expect(asked).toEqual(['/api/weather'])
    expect(shown.context.reading).toMatchObject({ temp: 19, condition: 'Mist' })
    actor.stop()
  })
})
