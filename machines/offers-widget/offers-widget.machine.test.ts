import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { buildPromos } from '../../content/promos.ts'
import { proveMachine } from '../testing/prove.ts'
import {
  offersWidgetMachine,
  selectCounter,
  selectIsPlaying,
  selectIsVisible,
  selectPromo,
} from './offers-widget.machine.ts'
import { offersWidgetProof, samplePromos } from './offers-widget.paths.ts'

proveMachine('offers widget', offersWidgetMachine, offersWidgetProof)

function start(
  overrides: Partial<{
    reducedMotion: boolean
    viewportWidth: number
    today: `${number}-${number}-${number}`
  }> = {},
) {
  const clock = new SimulatedClock()
  const input = {
    promos: samplePromos,
    today: '2026-11-21' as const,
    reducedMotion: false,
    viewportWidth: 1280,
    ...overrides,
  }
  return { clock, actor: createActor(offersWidgetMachine, { clock, input }).start() }
}

describe('offers widget rules', () => {
  it('rotates only the promos valid on the visitor’s date, every 3000 ms, wrapping', () => {
    const { clock, actor } = start()
    actor.send({ type: 'TOGGLE' })
    expect(selectPromo(actor.getSnapshot())?.id).toBe('sample-second-night')
    expect(selectCounter(actor.getSnapshot())).toBe('1/2')
    clock.increment(2999)
    expect(selectCounter(actor.getSnapshot())).toBe('1/2')
    clock.increment(1)
    expect(selectPromo(actor.getSnapshot())?.id).toBe('sample-early')
    clock.increment(3000)
    expect(selectCounter(actor.getSnapshot())).toBe('1/2')
  })

  it('does not rotate while paused, nor for reduced motion until play is pressed', () => {
    const { clock, actor } = start({ reducedMotion: true })
    actor.send({ type: 'TOGGLE' })
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false)
    clock.increment(9000)
    expect(selectCounter(actor.getSnapshot())).toBe('1/2')
    actor.send({ type: 'PLAY' })
    clock.increment(3000)
    expect(selectCounter(actor.getSnapshot())).toBe('2/2')
    actor.send({ type: 'PAUSE' })
    clock.increment(9000)
    expect(selectCounter(actor.getSnapshot())).toBe('2/2')
    actor.send({ type: 'NEXT' })
    expect(selectCounter(actor.getSnapshot())).toBe('1/2')
    actor.send({ type: 'PREV' })
    expect(selectCounter(actor.getSnapshot())).toBe('2/2')
  })

  it('shows only on windows wider than 768 px', () => {
    const { actor } = start({ viewportWidth: 768 })
    expect(selectIsVisible(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'RESIZE', viewportWidth: 769 })
    expect(selectIsVisible(actor.getSnapshot())).toBe(true)
  })

  it('with the real content, an offer out of season is never rotated', () => {
    const promos = buildPromos('https://booking.example/trillium')
    const actor = createActor(offersWidgetMachine, {
      input: { promos, today: '2030-02-15', reducedMotion: false, viewportWidth: 1280 },
    }).start()
    const ids = actor.getSnapshot().context.promos.map((p) => p.id)
    expect(ids).toEqual(['early-bird', 'credit-luxury'])
  })
})
