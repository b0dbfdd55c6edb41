import { describe, expect, it } from 'vitest'
import { weatherOracle } from '../../tests/model/oracles/weather.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import { weatherMachine, type WeatherReading } from './weather.machine.ts'

proveOracle(weatherOracle, weatherMachine, {
  logic: (controlled) =>
    weatherMachine.provide({ actors: { fetchWeather: controlled.actor<WeatherReading>() } }),
})

describe('weather machine', () => {
  it('is named weather: the inspector, the machines panel and the diagrams list it by that id', () => {
    expect(weatherMachine.id).toBe('weather')
  })
})
