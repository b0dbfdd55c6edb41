import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, setup } from 'xstate'
import { ActorRegistry, stateText } from './actor-registry.ts'

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  context: { count: 0 },
  states: {
    off: { on: { FLIP: 'on' } },
    on: { on: { FLIP: 'off' } },
  },
})

const fetching = setup({
  actors: { load: fromPromise(() => new Promise<never>(() => undefined)) },
}).createMachine({
  id: 'fetching',
  initial: 'loading',
  states: { loading: { invoke: { id: 'load', src: 'load' } } },
})

const parallel = createMachine({
  id: 'form',
  type: 'parallel',
  states: {
    challenge: { initial: 'ready', states: { ready: {} } },
    form: { initial: 'editing', states: { editing: {} } },
  },
})

function watched(registry: ActorRegistry) {
  return { inspect: (event: Parameters<ActorRegistry['record']>[0]) => registry.record(event) }
}

describe('the actor registry', () => {
  it('lists a running actor with the events it took and the state each led to', () => {
    let now = 1_000
    const registry = new ActorRegistry(() => now)
    const actor = createActor(toggle, watched(registry))
    expect(registry.live()).toEqual([]) // created, not started
    actor.start()
    now = 2_000
    actor.send({ type: 'FLIP' })
    const [entry, ...others] = registry.live()
    expect(others).toEqual([])
    expect(entry?.record.ref).toBe(actor)
    expect(entry?.record.events.map((e) => [e.event.type, e.at, e.state])).toEqual([
      ['xstate.init', 1_000, 'off'],
      ['FLIP', 2_000, 'on'],
    ])
  })

  it('tells an event sent from the panel from one sent by the page', () => {
    const registry = new ActorRegistry()
    const actor = createActor(toggle, watched(registry)).start()
    actor.send({ type: 'FLIP' })
    registry.sendFromPanel(actor, { type: 'FLIP' })
    const events = registry.get(actor.sessionId)?.events ?? []
    expect(events.map((e) => [e.event.type, e.fromPanel, e.state])).toEqual([
      ['xstate.init', false, 'off'],
      ['FLIP', false, 'on'],
      ['FLIP', true, 'off'],
    ])
  })

  it('keeps the last twenty events of an actor', () => {
    const registry = new ActorRegistry()
    const actor = createActor(toggle, watched(registry)).start()
    for (let i = 0; i < 25; i++) actor.send({ type: 'FLIP' })
    const events = registry.get(actor.sessionId)?.events ?? []
    expect(events).toHaveLength(20)
    expect(events.every((e) => e.event.type === 'FLIP')).toBe(true)
    expect(events.at(-1)?.state).toBe('on') // 25 flips from off
  })

  it('drops an actor once it stops, and one never started after ten seconds', () => {
    let now = 0
    const registry = new ActorRegistry(() => now)
    const stopped = createActor(toggle, watched(registry)).start()
    const idle = createActor(toggle, watched(registry))
    stopped.stop()
    expect(registry.live()).toEqual([])
    expect(registry.get(stopped.sessionId)).toBeUndefined()
    expect(registry.get(idle.sessionId)).toBeDefined()
    now = 10_001
    registry.live()
    expect(registry.get(idle.sessionId)).toBeUndefined()
  })

  it('lists an invoked actor under the machine that started it', () => {
    const registry = new ActorRegistry()
    const actor = createActor(fetching, watched(registry)).start()
    const live = registry.live()
    expect(live.map((e) => [e.record.ref.id, e.depth])).toEqual([
      [actor.id, 0],
      ['load', 1],
    ])
    expect(live[1]?.record.parentId).toBe(actor.sessionId)
    expect(registry.nameOf(actor.sessionId)).toBe('fetching')
    expect(registry.nameOf(live[1]?.record.sessionId ?? '')).toBe('load')
  })

  it('keeps the raw events to replay to an inspector opened later, and tells listeners', () => {
    const registry = new ActorRegistry()
    let calls = 0
    const unsubscribe = registry.subscribe(() => calls++)
    const before = registry.version()
    createActor(toggle, watched(registry)).start().send({ type: 'FLIP' })
    expect(registry.history().map((e) => e.type)).toContain('@xstate.actor')
    expect(registry.version()).toBeGreaterThan(before)
    expect(calls).toBeGreaterThan(0)
    unsubscribe()
    const seen = calls
    createActor(toggle, watched(registry)).start()
    expect(calls).toBe(seen)
  })
})

describe('stateText', () => {
  it('writes a machine state as its leaf paths, and another actor by its status', () => {
    expect(stateText(createActor(toggle).getSnapshot())).toBe('off')
    expect(stateText(createActor(parallel).getSnapshot())).toBe('challenge.ready, form.editing')
    expect(stateText(createActor(fromPromise(() => Promise.resolve(1))).getSnapshot())).toBe(
      'active',
    )
  })
})
