import type { Oracle, Seen } from '../../../machines/testing/oracle.ts'
import { after } from '../../../machines/testing/oracle.ts'

/*
 * A scroll-reveal section, from the specification: "each animated section starts hidden and
 * off-screen, becomes shown once when it first intersects the viewport, and never hides
 * again; transition 1.5 s" (4, 9). The transition is a phase of its own: `revealing` from the
 * first intersection for 1500 ms, then `shown` for good. Motion only where the visitor has
 * not asked for less, and content never depends on an animation it will not get (design.md):
 * with reduced motion, or without IntersectionObserver, the section is shown at once.
 */
type RevealState = 'hidden' | 'revealing' | 'shown'

const phase = (value: RevealState): Seen => ({
  selector: '[data-reveal]',
  attribute: 'data-reveal',
  value,
})

export const revealOracle: Oracle<RevealState> = {
  name: 'reveal',
  states: {
    hidden: { value: 'hidden', sees: [phase('hidden')] },
    revealing: { value: 'revealing', sees: [phase('revealing')] },
    shown: { value: 'shown', sees: [phase('shown')] },
  },
  scenarios: [
    {
      name: 'a browser that observes intersections',
      input: { reducedMotion: false, canObserve: true },
      initial: 'hidden',
    },
    {
      name: 'a visitor who prefers reduced motion',
      input: { reducedMotion: true, canObserve: true },
      initial: 'shown',
    },
    {
      name: 'a browser without IntersectionObserver',
      input: { reducedMotion: false, canObserve: false },
      initial: 'shown',
    },
    {
      name: 'reduced motion in a browser without IntersectionObserver',
      input: { reducedMotion: true, canObserve: false },
      initial: 'shown',
    },
  ],
  rows: [
    { from: 'hidden', event: { type: 'INTERSECT' }, to: 'revealing' },
    { from: 'revealing', event: after(1500), to: 'shown' },
  ],
  events: [{ type: 'INTERSECT' }, after(1500)],
}
