import { assign, not, setup, stateIn, type SnapshotFrom } from 'xstate'

/** How many slides the carousel shows, one at a time. */
export interface CarouselInput {
  readonly count: number
}

/**
 * Events of a carousel: `MOTION` says whether the visitor prefers reduced motion (once the
 * browser is asked, and whenever it changes); `GO_TO` is a dot, `SWIPED` the slide Swiper
 * reports the visitor swiped to; the pointer and focus entering and leaving the carousel; the
 * pause/play button.
 */
export type CarouselEvent =
  | { type: 'MOTION'; reduced: boolean }
  | { type: 'GO_TO' | 'SWIPED'; index: number }
  | { type: 'POINTER_ENTER' | 'POINTER_LEAVE' | 'FOCUS_IN' | 'FOCUS_OUT' }
  | { type: 'PAUSE' | 'PLAY' }

interface CarouselContext {
  count: number
  index: number
}

// A dot or a swipe shows its slide; while the show runs, it also starts a fresh 4.5 s.
const show = {
  guard: { type: 'isOtherSlide', params: ({ event }: { event: { index: number } }) => event.index },
  actions: { type: 'show', params: ({ event }: { event: { index: number } }) => event.index },
} as const

/**
 * A carousel of slides (spec 4 and 9): autoplay every 4.5 s (`AUTOPLAY_DELAY`), an endless
 * loop, swipes and dots. Three parallel regions: where the `pointer` is (`away`, `over`), where
 * `focus` is (`outside`, `inside`), and the `show`: `still` until the browser says the visitor
 * allows motion (the prerendered page, a visitor who prefers reduced motion, or one slide
 * alone: then it never moves by itself); `playing`, which is `running` (advancing, wrapping
 * from the last slide to the first) or `held` while the pointer rests on the carousel; and
 * `paused`, stopped by the visitor's pause button or by focus coming into the carousel (the
 * ARIA Authoring Practices carousel pattern), until the visitor presses play: nothing else
 * starts it again. The view binds Swiper's swipes and the dots to it, and moves Swiper to the
 * slide the machine shows.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    input: {} as CarouselInput,
    events: {} as CarouselEvent,
  },
  delays: { AUTOPLAY_DELAY: 4500 },
  guards: {
    isOtherSlide: ({ context }, index: number) =>
      index !== context.index && index >= 0 && index < context.count,
    // one slide alone never moves, whatever the visitor prefers
    allowsMotion: ({ context }, reduced: boolean) => !reduced && context.count > 1,
    reducesMotion: (_, reduced: boolean) => reduced,
    // the pointer holds the show while it rests on the carousel; focus stops it (below)
    isHeld: stateIn({ pointer: 'over' }),
  },
  actions: {
    show: assign((_, index: number) => ({ index })),
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ count: input.count, index: 0 }),
  type: 'parallel',
  states: {
    pointer: {
      initial: 'away',
      states: {
        away: { on: { POINTER_ENTER: { target: 'over' } } },
        over: { on: { POINTER_LEAVE: { target: 'away' } } },
      },
    },
    focus: {
      initial: 'outside',
      states: {
        outside: { on: { FOCUS_IN: { target: 'inside' } } },
        inside: { on: { FOCUS_OUT: { target: 'outside' } } },
      },
    },
    show: {
      initial: 'still',
      on: { GO_TO: show, SWIPED: show },
      states: {
        still: {
          on: {
            MOTION: {
              guard: { type: 'allowsMotion', params: ({ event }) => event.reduced },
              target: 'playing',
            },
          },
        },
        playing: {
          initial: 'running',
          on: {
            PAUSE: { target: 'paused' },
            // focus coming into the carousel stops the show until the visitor plays it again
            // (ARIA APG carousel pattern); moving between its controls is not coming in
            FOCUS_IN: { guard: stateIn({ focus: 'outside' }), target: 'paused' },
            MOTION: {
              guard: { type: 'reducesMotion', params: ({ event }) => event.reduced },
              target: 'still',
            },
          },
          states: {
            running: {
              always: { guard: 'isHeld', target: 'held' },
              after: { AUTOPLAY_DELAY: { target: 'running', reenter: true, actions: 'next' } },
              on: {
                GO_TO: { ...show, target: 'running', reenter: true },
                SWIPED: { ...show, target: 'running', reenter: true },
              },
            },
            held: { always: { guard: not('isHeld'), target: 'running' } },
          },
        },
        paused: {
          on: {
            PLAY: { target: 'playing' },
            MOTION: {
              guard: { type: 'reducesMotion', params: ({ event }) => event.reduced },
              target: 'still',
            },
          },
        },
      },
    },
  },
})

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>

/** The slide shown (its index among the slides). */
export const selectIndex = (s: CarouselSnapshot): number => s.context.index
/** Whether the show advances by itself now (it does not while held, paused or still). */
export const selectIsRunning = (s: CarouselSnapshot): boolean =>
  s.matches({ show: { playing: 'running' } })
/** Whether the show could move by itself: the pause/play button is offered. */
export const selectCanAutoplay = (s: CarouselSnapshot): boolean => !s.matches({ show: 'still' })
/** Whether the visitor has paused the show with the button. */
export const selectIsPaused = (s: CarouselSnapshot): boolean => s.matches({ show: 'paused' })
