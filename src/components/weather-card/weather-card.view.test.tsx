import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ControlledActors } from '../../../machines/testing/controlled-actors.ts'
import { done, isWorldEvent, tablePaths } from '../../../machines/testing/oracle.ts'
import { replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { weatherMachine, type WeatherReading } from '../../../machines/weather/weather.machine.ts'
import { weatherOracle, weatherReading } from '../../../tests/model/oracles/weather.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { settleInView } from '../../../tests/model/settle-dom.ts'
import { WeatherCard } from './weather-card.tsx'
import styles from './weather-card.module.css'

const withControlled = (controlled: ControlledActors) =>
  weatherMachine.provide({ actors: { fetchWeather: controlled.actor<WeatherReading>() } })

describe('weather card: the weather table replayed on the view', () => {
  // the back-off is a real timer: the replay moves a fake clock, to the millisecond
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(tablePaths(weatherOracle).map((p) => [p.title, p] as const))('%s', async (_, path) => {
    const controlled = new ControlledActors()
    await replayOnTableView(weatherOracle, path, {
      start: () => {
        render(<WeatherCard logic={withControlled(controlled)} />)
      },
      perform: async (event) => {
        if (isWorldEvent(event)) await settleInView(controlled, event)
        else if (event.type === 'RELOAD')
          act(() => screen.getByRole('button', { name: 'Reload' }).click())
        else throw new Error(`The weather card cannot perform ${event.type}`)
      },
      wait: async (ms) => {
        await act(() => vi.advanceTimersByTimeAsync(ms))
      },
      check: (seen, where) => expectSeen(seen, where),
    })
  })

  it('asks the server once as it appears, and not again once the reading shows', async () => {
    const controlled = new ControlledActors()
    render(<WeatherCard logic={withControlled(controlled)} />)
    expect(controlled.calls.get('fetchWeather')).toHaveLength(1)
    await settleInView(controlled, done('fetchWeather', weatherReading))
    expect(controlled.calls.get('fetchWeather')).toHaveLength(1)
  })

  it('is a card of the page, with the time the reading was taken in words', async () => {
    const controlled = new ControlledActors()
    render(<WeatherCard logic={withControlled(controlled)} className="hero-weather" />)
    const card = screen.getByRole('region', { name: 'Weather at the resort' })
    expect(card.getAttribute('class')).toBe(`${styles.card} hero-weather`)
    await settleInView(controlled, done('fetchWeather', weatherReading))
    expect(card.querySelector('time')?.parentElement?.textContent).toBe('Updated 12:00 pm')
  })

  it('has no stray class when the page gives none', () => {
    render(<WeatherCard logic={withControlled(new ControlledActors())} />)
    const card = screen.getByRole('region', { name: 'Weather at the resort' })
    expect(card.getAttribute('class')).toBe(styles.card)
  })
})
