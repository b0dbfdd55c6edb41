import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { viewActor } from './actor-view.ts'

const door = createMachine({
  id: 'door',
  initial: 'closed',
  context: { opened: 0 },
  states: {
    closed: { on: { OPEN: 'open', LOCK: 'locked' } },
    open: { on: { CLOSE: 'closed' } },
    locked: { after: { 1000: 'closed' } },
  },
})

describe('viewActor', () => {
  it('names a machine, its active state nodes and the events it takes now first', () => {
    const actor = createActor(door).start()
    const view = viewActor(actor)
    expect(view.name).toBe('door')
    expect(view.status).toBe('active')
    expect(view.context).toEqual({ opened: 0 })
    expect(view.activeStateIds).toEqual(['door', 'door.closed'])
    expect(view.eventTypes).toEqual([
      { type: 'OPEN', acceptedNow: true },
      { type: 'LOCK', acceptedNow: true },
      { type: 'CLOSE', acceptedNow: false },
    ])
    actor.stop()
    expect(viewActor(actor).status).toBe('stopped')
  })

  it('shows another actor by its id, with no events to send', () => {
    const actor = createActor(
      fromPromise(() => new Promise(() => undefined)),
      { id: 'load' },
    )
    actor.start()
    const view = viewActor(actor)
    expect(view.name).toBe('load')
    expect(view.machine).toBeUndefined()
    expect(view.eventTypes).toEqual([])
  })
})
