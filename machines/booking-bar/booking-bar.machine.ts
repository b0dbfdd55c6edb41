import { assign, setup, type SnapshotFrom } from 'xstate'
import { bookingEngineHref, type BookingQuery } from './booking-href.ts'

import {
  accept,
  guestLimits,
  isBookable,
  nightsBetween,
  type BookingChoice,
} from './booking-rules.ts'

export { guestLimits, nightsBetween, type BookingChoice }

/**
 * The visitor's date (`YYYY-MM-DD`, computed on the client), an optional minimum stay, and an
 * optional earlier choice to start from.
 */
export interface BookingBarInput {
  readonly today: string
  readonly minNights?: number
  readonly choice?: BookingChoice
}

export type BookingBarEvent =
  | { type: 'SET_RANGE'; checkIn: string; checkOut: string }
  | { type: 'CLEAR_DATES' }
  | { type: 'SET_TODAY'; today: string }
  | { type: 'ADD_ADULT' }
  | { type: 'REMOVE_ADULT' }
  | { type: 'ADD_CHILD' }
  | { type: 'REMOVE_CHILD' }
  | { type: 'RESTORE'; choice: BookingChoice }

interface BookingBarContext {
  today: string
  minNights: number
  checkIn: string | undefined
  checkOut: string | undefined
  adults: number
  children: number
}

/**
 * The home page's booking bar. `undated` until a valid range is set, then `dated`: check-in is
 * today or later (past dates are refused, as the calendar disables them) and check-out comes
 * at least `minNights` (default 1) nights after check-in. Adults stay within 1-5 (default 2)
 * and children within 0-2 (default 0): the steppers' events are refused at the limits, so the
 * view disables a stepper exactly when `snapshot.can` says no. `SET_TODAY` lets the client
 * correct the date the server rendered with; a chosen range that is now in the past is cleared.
 * An earlier choice (input `choice` at start, or `RESTORE` later, from the visitor's session)
 * goes through the same rules: counts outside the limits and a range the rules refuse are
 * ignored, and a choice without dates clears the dates.
 */
export const bookingBarMachine = setup({
  types: {
    context: {} as BookingBarContext,
    input: {} as BookingBarInput,
    events: {} as BookingBarEvent,
  },
  guards: {
    isBookableRange: ({ context }, range: BookingChoice) =>
      isBookable(context.today, context.minNights, range),
    hasRange: ({ context }) => context.checkIn !== undefined,
    hasNoDates: (_, choice: BookingChoice) =>
      choice.checkIn === undefined && choice.checkOut === undefined,
    isRangeStillBookable: ({ context }, today: string) =>
      context.checkIn !== undefined && context.checkIn >= today,
    canAddAdult: ({ context }) => context.adults < guestLimits.adults.max,
    canRemoveAdult: ({ context }) => context.adults > guestLimits.adults.min,
    canAddChild: ({ context }) => context.children < guestLimits.children.max,
    canRemoveChild: ({ context }) => context.children > guestLimits.children.min,
  },
  actions: {
    setRange: assign((_, range: { checkIn: string; checkOut: string }) => range),
    clearDates: assign({ checkIn: undefined, checkOut: undefined }),
    setToday: assign({ today: (_, today: string) => today }),
    addAdult: assign({ adults: ({ context }) => context.adults + 1 }),
    removeAdult: assign({ adults: ({ context }) => context.adults - 1 }),
    addChild: assign({ children: ({ context }) => context.children + 1 }),
    removeChild: assign({ children: ({ context }) => context.children - 1 }),
    restore: assign(({ context }, choice: BookingChoice) =>
      accept(context, { adults: choice.adults, children: choice.children }),
    ),
  },
}).createMachine({
  id: 'bookingBar',
  context: ({ input }) =>
    accept(
      {
        today: input.today,
        minNights: input.minNights ?? 1,
        checkIn: undefined,
        checkOut: undefined,
        adults: guestLimits.adults.initial,
        children: guestLimits.children.initial,
      },
      input.choice ?? {},
    ),
  initial: 'undated',
  on: {
    ADD_ADULT: { guard: 'canAddAdult', actions: 'addAdult' },
    REMOVE_ADULT: { guard: 'canRemoveAdult', actions: 'removeAdult' },
    ADD_CHILD: { guard: 'canAddChild', actions: 'addChild' },
    REMOVE_CHILD: { guard: 'canRemoveChild', actions: 'removeChild' },
    SET_RANGE: {
      guard: { type: 'isBookableRange', params: ({ event }) => event },
      target: '.dated',
      actions: {
        type: 'setRange',
        params: ({ event }) => ({ checkIn: event.checkIn, checkOut: event.checkOut }),
      },
    },
    RESTORE: [
      {
        guard: { type: 'isBookableRange', params: ({ event }) => event.choice },
        target: '.dated',
        actions: [
          { type: 'restore', params: ({ event }) => event.choice },
          {
            type: 'setRange',
            params: ({ event }) => ({
              checkIn: event.choice.checkIn ?? '',
              checkOut: event.choice.checkOut ?? '',
            }),
          },
        ],
      },
      {
        guard: { type: 'hasNoDates', params: ({ event }) => event.choice },
        target: '.undated',
        actions: ['clearDates', { type: 'restore', params: ({ event }) => event.choice }],
      },
      { actions: { type: 'restore', params: ({ event }) => event.choice } },
    ],
  },
  states: {
    undated: {
      // An earlier choice given as input may already hold a bookable range.
      always: { guard: 'hasRange', target: 'dated' },
      on: { SET_TODAY: { actions: { type: 'setToday', params: ({ event }) => event.today } } },
    },
    dated: {
      on: {
        CLEAR_DATES: { target: 'undated', actions: 'clearDates' },
        SET_TODAY: [
          {
            guard: { type: 'isRangeStillBookable', params: ({ event }) => event.today },
            actions: { type: 'setToday', params: ({ event }) => event.today },
          },
          {
            target: 'undated',
            actions: ['clearDates', { type: 'setToday', params: ({ event }) => event.today }],
          },
        ],
      },
    },
  },
})

export type BookingBarSnapshot = SnapshotFrom<typeof bookingBarMachine>

export const selectAdults = (s: BookingBarSnapshot): number => s.context.adults
export const selectChildren = (s: BookingBarSnapshot): number => s.context.children
export const selectToday = (s: BookingBarSnapshot): string => s.context.today
/** The chosen range, or undefined while undated. */
export const selectRange = (
  s: BookingBarSnapshot,
): { checkIn: string; checkOut: string } | undefined =>
  s.context.checkIn !== undefined && s.context.checkOut !== undefined
    ? { checkIn: s.context.checkIn, checkOut: s.context.checkOut }
    : undefined

/** The booking-engine link for the current choice (see `bookingEngineHref`). */
export function selectHref(
  s: BookingBarSnapshot,
  base: string,
  target: Pick<BookingQuery, 'packageId' | 'minNights'> = {},
): string {
  const range = selectRange(s)
  return bookingEngineHref(base, {
    ...range,
    adults: s.context.adults,
    children: s.context.children,
    ...target,
  })
}
