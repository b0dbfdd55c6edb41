import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { videoOracle } from '../../tests/model/oracles/video.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  selectHasStarted,
  selectIsButtonVisible,
  selectIsPlaying,
  videoMachine,
} from './video.machine.ts'

proveOracle(videoOracle, videoMachine)

describe('video machine', () => {
  it('its selectors follow the playback and the control', () => {
    const clock = new SimulatedClock()
    const actor = createActor(videoMachine, { clock }).start()
    const read = () => {
      const s = actor.getSnapshot()
      return [selectHasStarted(s), selectIsPlaying(s), selectIsButtonVisible(s)]
    }
    expect(read()).toEqual([false, false, false])
    clock.increment(1000)
    expect(read()).toEqual([false, false, true])
    actor.send({ type: 'TOGGLE' })
    expect(read()).toEqual([true, true, true])
    actor.send({ type: 'TOGGLE' })
    expect(read()).toEqual([true, false, true])
  })
})
