import { assign, setup, type SnapshotFrom } from 'xstate'
import { dismissTo, type DismissEvent } from '../dismiss.ts'

/** The number of images the lightbox pages through. */
export interface LightboxInput {
  readonly count: number
}

/** Events of the image lightbox; the view maps a left swipe to NEXT and a right swipe to PREV. */
export type LightboxEvent =
  { type: 'OPEN'; index: number } | { type: 'NEXT' | 'PREV' } | DismissEvent

interface LightboxContext {
  count: number
  index: number
}

/**
 * The image lightbox of the suite galleries: `closed`, or `open` at an index. `OPEN(index)`
 * opens on the clicked image (an index outside the gallery is refused), `NEXT`/`PREV` wrap
 * around the ends, and `CLOSE` (button) or `ESCAPE` close it. Returning focus to the opener is
 * the view's job, done on leaving `open`.
 */
export const lightboxMachine = setup({
  types: {
    context: {} as LightboxContext,
    input: {} as LightboxInput,
    events: {} as LightboxEvent,
  },
  guards: {
    isInGallery: ({ context }, index: number) => index >= 0 && index < context.count,
  },
  actions: {
    show: assign({ index: (_, index: number) => index }),
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    previous: assign({
      index: ({ context }) => (context.index - 1 + context.count) % context.count,
    }),
  },
}).createMachine({
  id: 'lightbox',
  context: ({ input }) => ({ count: input.count, index: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          guard: { type: 'isInGallery', params: ({ event }) => event.index },
          target: 'open',
          actions: { type: 'show', params: ({ event }) => event.index },
        },
      },
    },
    open: {
      on: { NEXT: { actions: 'next' }, PREV: { actions: 'previous' }, ...dismissTo('closed') },
    },
  },
})

export type LightboxSnapshot = SnapshotFrom<typeof lightboxMachine>

/** Whether the lightbox is open. */
export const selectIsOpen = (s: LightboxSnapshot): boolean => s.matches('open')
/** The index of the image shown. */
export const selectIndex = (s: LightboxSnapshot): number => s.context.index
