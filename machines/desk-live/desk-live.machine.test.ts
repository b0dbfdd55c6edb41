import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import { deskLiveOracle } from '../../tests/model/oracles/desk-live.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  deskLiveMachine,
  selectLiveState,
  type DeskLiveEmitted,
  type DeskLiveInput,
  type LiveSessionCheck,
  type LiveStreamEvent,
} from './desk-live.machine.ts'

/** The stream and the check are the proof's: the table's events are sent to the machine. */
const unused: DeskLiveInput = {
  connect: () => () => undefined,
  checkSession: () => Promise.reject(new Error('controlled by the proof')),
}

proveOracle(
  {
    ...deskLiveOracle,
    scenarios: [{ ...deskLiveOracle.scenarios[0], input: unused }],
  },
  deskLiveMachine,
  {
    logic: (controlled) =>
      deskLiveMachine.provide({
        actors: {
          stream: fromCallback<LiveStreamEvent, DeskLiveInput>(() => () => undefined),
          checkSession: controlled.actor<LiveSessionCheck, DeskLiveInput>(),
        },
      }),
  },
)

/** A stream the test drives: each `connect` is one opening, `tell` what the server says. */
function fakeStreams() {
  const opened: { tell: (event: LiveStreamEvent) => void; closed: boolean }[] = []
  const input = (check: () => Promise<LiveSessionCheck>): DeskLiveInput => ({
    connect: (tell) => {
      const stream = { tell, closed: false }
      opened.push(stream)
      return () => {
        stream.closed = true
      }
    },
    checkSession: check,
  })
  return { opened, input }
}

describe('desk live, with the stream the desk gives it', () => {
  it('tells the desk to read again at every opening, and passes on each enquiry', () => {
    const streams = fakeStreams()
    const actor = createActor(deskLiveMachine, {
      input: streams.input(() => Promise.resolve('signed-in')),
    })
    const heard: DeskLiveEmitted[] = []
    actor.on('*', (event) => heard.push(event))
    actor.start()
    const stream = streams.opened[0]
    expect(streams.opened).toHaveLength(1)
    stream?.tell({ type: 'OPENED' })
    stream?.tell({ type: 'ENQUIRY', id: 'enq_1', version: 0 })
    stream?.tell({ type: 'ENQUIRY', id: 'enq_1', version: 1 })
    stream?.tell({ type: 'DROPPED' })
    expect(selectLiveState(actor.getSnapshot())).toBe('connecting')
    // the browser reconnected the same stream by itself: no new one, but a read again
    stream?.tell({ type: 'OPENED' })
    expect(streams.opened).toHaveLength(1)
    expect(heard).toEqual([
      { type: 'resync' },
      { type: 'changed', id: 'enq_1', version: 0 },
      { type: 'changed', id: 'enq_1', version: 1 },
      { type: 'resync' },
    ])
    actor.stop()
    expect(stream?.closed).toBe(true)
  })

  it('lets a closed stream go, asks after 2 s whether the session lives, then opens a new one', async () => {
    const streams = fakeStreams()
    const clock = new SimulatedClock()
    let checks = 0
    const actor = createActor(deskLiveMachine, {
      clock,
      input: streams.input(() => {
        checks += 1
        return Promise.resolve('signed-in')
      }),
    }).start()
    streams.opened[0]?.tell({ type: 'OPENED' })
    streams.opened[0]?.tell({ type: 'CLOSED' })
    expect(streams.opened[0]?.closed).toBe(true)
    expect(selectLiveState(actor.getSnapshot())).toBe('offline')
    clock.increment(1_999)
    expect(checks).toBe(0)
    clock.increment(1)
    expect(checks).toBe(1)
    await Promise.resolve()
    await Promise.resolve()
    expect(streams.opened).toHaveLength(2)
    expect(selectLiveState(actor.getSnapshot())).toBe('connecting')
    actor.stop()
  })

  it('ends when the session has ended, and opens no stream again', async () => {
    const streams = fakeStreams()
    const clock = new SimulatedClock()
    const actor = createActor(deskLiveMachine, {
      clock,
      input: streams.input(() => Promise.resolve('signed-out')),
    }).start()
    streams.opened[0]?.tell({ type: 'CLOSED' })
    clock.increment(2_000)
    await Promise.resolve()
    await Promise.resolve()
    expect(selectLiveState(actor.getSnapshot())).toBe('ended')
    expect(actor.getSnapshot().status).toBe('done')
    expect(streams.opened).toHaveLength(1)
  })
})
