import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { proveMachine } from '../testing/prove.ts'
import { videoProof } from './video.paths.ts'
import {
  selectHasStarted,
  selectIsButtonVisible,
  selectIsPlaying,
  videoMachine,
} from './video.machine.ts'

proveMachine('video', videoMachine, videoProof)

describe('video machine rules', () => {
  it('shows the button only after 1000 ms, and never loads the video before a play', () => {
    const clock = new SimulatedClock()
    const actor = createActor(videoMachine, { clock }).start()
    clock.increment(999)
    expect(selectIsButtonVisible(actor.getSnapshot())).toBe(false)
    expect(selectHasStarted(actor.getSnapshot())).toBe(false)
    clock.increment(1)
    expect(selectIsButtonVisible(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'TOGGLE' })
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'TOGGLE' })
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false)
    expect(selectHasStarted(actor.getSnapshot())).toBe(true)
  })
})
