import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { videoOracle } from '../../../tests/model/oracles/video.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { HomeFilm, VideoHero } from './video-hero.tsx'

// jsdom has no media playback: stand in for play() and pause() and record the calls.
let played = 0
let paused = 0
let refusePlay = false
// the latest play() stays pending until a path's PLAY_FAILED makes the browser refuse it
let refuseLatest: (() => void) | undefined
beforeEach(() => {
  played = 0
  paused = 0
  refusePlay = false
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    played++
    if (refusePlay) return Promise.reject(new Error('NotAllowedError'))
    return new Promise<void>((_, reject) => {
      refuseLatest = () => reject(new Error('NotAllowedError'))
    })
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused++
  })
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const video = () => document.querySelector('video')!
const button = () => screen.queryByRole('button', { name: /^(Play|Stop) video$/ })
const poster = () =>
  screen.queryByRole('img', {
    name: 'Layered blue hills and drifting mist over the plantation at dawn',
  })
// fireEvent, not user-event: user-event waits on timers that are fake here
const click = (element: Element) =>
  act(async () => {
    fireEvent.click(element)
    await vi.advanceTimersByTimeAsync(0)
  })
const showHero = () =>
  act(async () => {
    render(<VideoHero label="Mist moving over the coffee hills" />)
    await vi.advanceTimersByTimeAsync(0)
  })

describe('video hero: the table replayed on the view', () => {
  it.each(tablePaths(videoOracle).map((p) => [p.title, p] as const))('%s', async (_, path) => {
    await replayOnTableView(videoOracle, path, {
      start: showHero,
      perform: async (event) => {
        if (event.type === 'TOGGLE') await click(button() ?? poster() ?? video())
        else if (event.type === 'PLAY_FAILED')
          await act(async () => {
            refuseLatest?.()
            await vi.advanceTimersByTimeAsync(0)
          })
        else throw new Error(`The hero cannot perform ${event.type}`)
      },
      wait: async (ms) => {
        await act(() => vi.advanceTimersByTimeAsync(ms))
      },
      check: (seen, where) => expectSeen(seen, where),
    })
  })
})

describe('video hero', () => {
  it('plays and stops the film itself: play() on playing, pause() on stopped', async () => {
    await showHero()
    await click(poster()!)
    expect([played, paused]).toEqual([1, 0])
    await click(video())
    expect([played, paused]).toEqual([1, 1])
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await click(button()!)
    expect([played, paused]).toEqual([2, 1])
  })

  it('a click on the film toggles it while the button shows too', async () => {
    await showHero()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await click(poster()!)
    expect(button()?.textContent).toBe('Stop video')
    await click(video())
    expect(button()?.textContent).toBe('Play video')
    await click(video())
    expect(button()?.textContent).toBe('Stop video')
  })

  it('never requests the film before the visitor plays it', async () => {
    await showHero()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(video().getAttribute('src')).toBeNull()
    expect(video().getAttribute('preload')).toBe('none')
    expect(played).toBe(0)
  })

  it('shows a refused play as stopped', async () => {
    refusePlay = true
    await showHero()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await click(button()!)
    expect(played).toBe(1)
    expect(button()!.textContent).toBe('Play video')
    expect(paused).toBe(1)
  })

  it('labels the film, plays it muted, looping and inline, and lays the overlay over it', async () => {
    await act(async () => {
      render(
        <VideoHero label="Mist" src="/media/other.webm">
          <h1>Wake up above the clouds</h1>
        </VideoHero>,
      )
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(video().getAttribute('aria-label')).toBe('Mist')
    expect(video().muted).toBe(true)
    expect(video().loop).toBe(true)
    expect(video().hasAttribute('playsinline')).toBe(true)
    expect(screen.getByRole('heading', { name: 'Wake up above the clouds' })).toBeTruthy()
    await click(poster()!)
    expect(video().getAttribute('src')).toBe('/media/other.webm')
  })

  it('on Home after the first second, hydration keeps the button the page shows: the same element, never gone', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1500)
    // jsdom does not reflect the server's `muted` attribute in the property React compares
    // (browsers do, for a parsed page): its hydration warning about it is jsdom's, not ours.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<HomeFilm label="Mist" />)
    const shown = button()
    expect(shown?.textContent).toBe('Play video')
    await act(async () => {
      hydrateRoot(container, <HomeFilm label="Mist" />)
      await Promise.resolve()
    })
    // no timer has run: the machine started with its button shown
    expect(button()).toBe(shown)
    await click(button()!)
    expect(video().getAttribute('src')).toMatch(/home\.video\.webm$/)
    container.remove()
  })

  it('on Home within the first second, the button waits out the rest of it', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(400)
    await act(async () => {
      render(<HomeFilm label="Mist" />)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(button()).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(599))
    expect(button()).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(button()?.textContent).toBe('Play video')
  })
})
