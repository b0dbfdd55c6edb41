import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ControlledActors,
  flushPromises,
  pathsOf,
  replayOnView,
} from '../../../machines/testing/paths.ts'
import { weatherFailureMessage, weatherMachine } from '../../../machines/weather/weather.machine.ts'
import { sampleReading, weatherProof } from '../../../machines/weather/weather.paths.ts'
import { WeatherCard } from './weather-card.tsx'

const paths = pathsOf(weatherMachine, weatherProof)

describe('weather card: the weather machine paths replayed on the view', () => {
  // the back-off after a failed reload is a real timer: the replay moves a fake clock past it
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const controlled = new ControlledActors()
    render(<WeatherCard logic={weatherProof.logic(controlled)} />)
    const user = userEvent.setup()
    await replayOnView(path, {
      events: {
        'xstate.done.actor': async (event) => {
          await act(async () => {
            controlled.settle(event)
            await flushPromises()
          })
        },
        'xstate.error.actor': async (event) => {
          await act(async () => {
            controlled.settle(event)
            await flushPromises()
          })
        },
        'xstate.after': async () => {
          await act(() => vi.advanceTimersByTimeAsync(60_000))
        },
        RELOAD: () => user.click(screen.getByRole('button', { name: 'Reload' })),
      },
      check: (snapshot) => {
        const card = screen.getByRole('region', { name: 'Weather at the resort' })
        expect(card.dataset.state).toBe(
          snapshot.matches('failed') ? 'failed' : String(snapshot.value),
        )
        if (snapshot.matches('shown')) {
          expect(card.textContent).toContain(`${sampleReading.temp}°C`)
          expect(card.textContent).toContain(sampleReading.condition)
          expect(card.querySelector('time')?.getAttribute('datetime')).toBe(sampleReading.time)
        }
        if (snapshot.matches('failed')) {
          expect(screen.getByRole('alert').textContent).toBe(weatherFailureMessage)
          // after a failed reload the button waits, and says so
          const reload = screen.getByRole<HTMLButtonElement>('button', { name: 'Reload' })
          expect(reload.disabled).toBe(snapshot.matches({ failed: 'backingOff' }))
          expect(screen.queryByText(/try again in a moment/) !== null).toBe(
            snapshot.matches({ failed: 'backingOff' }),
          )
        } else {
          expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
        }
      },
    })
  })

  it('renders the loading face first and asks the server once', () => {
    const controlled = new ControlledActors()
    render(<WeatherCard logic={weatherProof.logic(controlled)} />)
    expect(screen.getByText('Loading the weather…')).toBeTruthy()
    expect(controlled.calls.get('fetchWeather')).toHaveLength(1)
  })
})
