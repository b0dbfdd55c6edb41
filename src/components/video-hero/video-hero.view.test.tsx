import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, delayOf, pathsOf, replayOnView } from '../../../machines/testing/paths.ts'
import { videoMachine } from '../../../machines/video/video.machine.ts'
import { videoProof } from '../../../machines/video/video.paths.ts'
import { VideoHero } from './video-hero.tsx'

const paths = pathsOf(videoMachine)

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
const button = () => screen.queryByRole('button', { name: /video/ })

describe('video hero: the video machine paths replayed on the view', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    render(<VideoHero label="Mist moving over the coffee hills" src="/media/home.video.webm" />)
    // fireEvent, not user-event: user-event waits on timers that are fake here
    const click = (element: Element) =>
      act(async () => {
        fireEvent.click(element)
        await flushPromises()
      })
    let toggles = 0
    await replayOnView(path, {
      events: {
        'xstate.after': async (event) => {
          await act(() => vi.advanceTimersByTimeAsync(delayOf(event, videoProof.delays)!))
        },
        // alternate the two ways in: the button when it shows, otherwise the film itself
        TOGGLE: () => {
          toggles++
          const target =
            button() && toggles % 2 === 0
              ? button()!
              : (screen.queryByTestId('video-poster') ?? video())
          return click(target)
        },
        PLAY_FAILED: () =>
          act(async () => {
            refuseLatest?.()
            await flushPromises()
          }),
      },
      check: (snapshot) => {
        const started = !snapshot.matches({ playback: 'poster' })
        expect(video().getAttribute('src')).toBe(started ? '/media/home.video.webm' : null)
        expect(screen.queryByTestId('video-poster') === null).toBe(started)
        const visible = snapshot.matches({ control: 'visible' })
        expect(button() !== null).toBe(visible)
        if (visible) {
          const playing = snapshot.matches({ playback: 'playing' })
          expect(button()!.getAttribute('aria-pressed')).toBe(String(playing))
          expect(button()!.textContent).toBe(playing ? 'Stop video' : 'Play video')
        }
      },
    })
  })

  it('never requests the film before the visitor plays it', async () => {
    render(<VideoHero label="Mist" src="/media/home.video.webm" />)
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(video().getAttribute('src')).toBeNull()
    expect(video().getAttribute('preload')).toBe('none')
    expect(played).toBe(0)
  })

  it('shows a refused play as stopped', async () => {
    refusePlay = true
    render(<VideoHero label="Mist" src="/media/home.video.webm" />)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await act(async () => {
      button()!.click()
      await flushPromises()
    })
    expect(played).toBe(1)
    expect(button()!.textContent).toBe('Play video')
    expect(paused).toBe(1)
  })
})
