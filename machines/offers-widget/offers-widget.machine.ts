import { assign, not, setup, type SnapshotFrom } from 'xstate'
import type { IsoDate } from '../../content/offers.ts'
import { activePromos, type Promo } from '../../content/promos.ts'
import { showsOffersWidget } from './offers-widget.viewport.ts'

/** The promos, the visitor's date, motion preference and window width, all from the client. */
export interface OffersWidgetInput {
  readonly promos: readonly Promo[]
  readonly today: IsoDate
  readonly reducedMotion: boolean
  readonly viewportWidth: number
}

export type OffersWidgetEvent =
  | { type: 'TOGGLE' }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'PAUSE' }
  | { type: 'PLAY' }
  | { type: 'FOCUS_IN' }
  | { type: 'RESIZE'; viewportWidth: number }

interface OffersWidgetContext {
  promos: readonly Promo[]
  index: number
  /** The visitor's choice of play or pause, kept while the panel is collapsed or hidden. */
  autoAdvance: boolean
  /** False for a visitor who prefers reduced motion: nothing rotates, and there is no play. */
  motion: boolean
  viewportWidth: number
}

/**
 * The floating "LIMITED OFFERS" widget (spec 2.10, 4). It rotates only the promos valid on the
 * visitor's date (an ended offer drops out without a rebuild). `hidden` while the window is
 * 768 px or narrower, or no promo is valid; otherwise `visible`, `collapsed` until the tab's
 * `TOGGLE` expands it. `expanded` shows one promo at a time: `NEXT`/`PREV` wrap, and in
 * `playing` the named delay `ROTATE_DELAY` (3000 ms) advances it; `PAUSE`/`PLAY` stop and
 * resume, and the choice holds when the panel is collapsed and expanded again (or hidden and
 * shown). Keyboard focus coming into the panel (`FOCUS_IN`) stops it as `PAUSE` does (the
 * ARIA Authoring Practices carousel pattern). For a visitor who prefers reduced motion it
 * never rotates: paused, with no play.
 */
export const offersWidgetMachine = setup({
  types: {
    context: {} as OffersWidgetContext,
    input: {} as OffersWidgetInput,
    events: {} as OffersWidgetEvent,
  },
  delays: { ROTATE_DELAY: 3000 },
  guards: {
    canShow: ({ context }) => showsOffersWidget(context.viewportWidth) && context.promos.length > 0,
    hasSeveral: ({ context }) => context.promos.length > 1,
    autoAdvances: ({ context }) => context.autoAdvance,
    allowsMotion: ({ context }) => context.motion,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index + 1) % context.promos.length }),
    previous: assign({
      index: ({ context }) => (context.index - 1 + context.promos.length) % context.promos.length,
    }),
    setWidth: assign((_, viewportWidth: number) => ({ viewportWidth })),
    choose: assign((_, autoAdvance: boolean) => ({ autoAdvance })),
  },
}).createMachine({
  id: 'offersWidget',
  context: ({ input }) => ({
    promos: activePromos(input.promos, input.today),
    index: 0,
    autoAdvance: !input.reducedMotion,
    motion: !input.reducedMotion,
    viewportWidth: input.viewportWidth,
  }),
  initial: 'hidden',
  on: {
    RESIZE: { actions: { type: 'setWidth', params: ({ event }) => event.viewportWidth } },
  },
  states: {
    hidden: { always: { guard: 'canShow', target: 'visible' } },
    visible: {
      always: { guard: not('canShow'), target: 'hidden' },
      initial: 'collapsed',
      states: {
        collapsed: {
          on: {
            // expanding again resumes what the visitor chose: a pause holds (issue 16)
            TOGGLE: [
              { guard: 'autoAdvances', target: 'expanded.playing' },
              { target: 'expanded.paused' },
            ],
          },
        },
        expanded: {
          initial: 'playing',
          on: {
            TOGGLE: { target: 'collapsed' },
            NEXT: { guard: 'hasSeveral', actions: 'next' },
            PREV: { guard: 'hasSeveral', actions: 'previous' },
          },
          states: {
            playing: {
              after: {
                ROTATE_DELAY: {
                  guard: 'hasSeveral',
                  target: 'playing',
                  reenter: true,
                  actions: 'next',
                },
              },
              on: {
                PAUSE: { target: 'paused', actions: { type: 'choose', params: false } },
                FOCUS_IN: { target: 'paused', actions: { type: 'choose', params: false } },
                // a manual step restarts the three seconds, so the promo just chosen stays a while
                NEXT: { guard: 'hasSeveral', target: 'playing', reenter: true, actions: 'next' },
                PREV: {
                  guard: 'hasSeveral',
                  target: 'playing',
                  reenter: true,
                  actions: 'previous',
                },
              },
            },
            paused: {
              on: {
                PLAY: {
                  guard: 'allowsMotion',
                  target: 'playing',
                  actions: { type: 'choose', params: true },
                },
              },
            },
          },
        },
      },
    },
  },
})

export type OffersWidgetSnapshot = SnapshotFrom<typeof offersWidgetMachine>

export const selectIsVisible = (s: OffersWidgetSnapshot): boolean => s.matches('visible')
export const selectIsExpanded = (s: OffersWidgetSnapshot): boolean =>
  s.matches({ visible: 'expanded' })
export const selectIsPlaying = (s: OffersWidgetSnapshot): boolean =>
  s.matches({ visible: { expanded: 'playing' } })
/** Whether the panel offers its rotation control (never under reduced motion). */
export const selectCanRotate = (s: OffersWidgetSnapshot): boolean => s.context.motion
/** The promo shown now, if any. */
export const selectPromo = (s: OffersWidgetSnapshot): Promo | undefined =>
  s.context.promos[s.context.index]
/** The counter text, `n/total`. */
export const selectCounter = (s: OffersWidgetSnapshot): string =>
  `${s.context.index + 1}/${s.context.promos.length}`
