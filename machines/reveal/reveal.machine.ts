import { setup, type SnapshotFrom } from 'xstate'

/** What the view knows about the browser when it creates the actor. */
export interface RevealInput {
  /** The visitor asked for reduced motion (`prefers-reduced-motion: reduce`). */
  readonly reducedMotion: boolean
  /** `IntersectionObserver` exists in this browser. */
  readonly canObserve: boolean
}

/** The view's observer reports the first intersection with `INTERSECT`. */
export type RevealEvent = { type: 'INTERSECT' }

/** The phases a section goes through, in order; the view shows each (`data-reveal`). */
export type RevealPhase = 'hidden' | 'revealing' | 'shown'

/**
 * A scroll-reveal section (spec 4): `hidden` (off-screen, transparent) until the first
 * `INTERSECT`, then `revealing` for the transition's 1.5 s (`REVEAL_DURATION`, spec 9), then
 * `shown` for good (a final state, so it never hides again). When the visitor prefers reduced
 * motion, or the browser cannot observe intersections, it is shown at once, because content
 * must never depend on an animation it will not get.
 */
export const revealMachine = setup({
  types: {
    context: {} as RevealInput,
    input: {} as RevealInput,
    events: {} as RevealEvent,
  },
  guards: {
    isInstant: ({ context }) => context.reducedMotion || !context.canObserve,
  },
  delays: {
    REVEAL_DURATION: 1500,
  },
}).createMachine({
  id: 'reveal',
  context: ({ input }) => ({ reducedMotion: input.reducedMotion, canObserve: input.canObserve }),
  initial: 'hidden',
  states: {
    hidden: {
      always: { guard: 'isInstant', target: 'shown' },
      on: { INTERSECT: { target: 'revealing' } },
    },
    revealing: { after: { REVEAL_DURATION: { target: 'shown' } } },
    shown: { type: 'final' },
  },
})

export type RevealSnapshot = SnapshotFrom<typeof revealMachine>

/** The phase the section is in. */
export const selectPhase = (s: RevealSnapshot): RevealPhase => s.value
