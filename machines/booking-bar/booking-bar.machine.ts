import { assign, setup, type SnapshotFrom } from 'xstate'
import { isBookable, nightsBetween, type StayChoice } from './booking-rules.ts'

export { nightsBetween, type StayChoice }

/**
 * The visitor's date (`YYYY-MM-DD`, computed on the client), an optional minimum stay (a
 * package's), and an optional earlier choice of dates to start from.
 */
export interface BookingBarInput {
  readonly today: string
  readonly minNights?: number
  readonly choice?: StayChoice
}

export type BookingBarEvent =
  | { type: 'SET_RANGE'; checkIn: string; checkOut: string }
  | { type: 'CLEAR_DATES' }
  | { type: 'SET_TODAY'; today: string }
  | { type: 'RESTORE'; choice: StayChoice }

interface BookingBarContext {
  today: string
  minNights: number
  checkIn: string | undefined
  checkOut: string | undefined
}

type Range = { readonly checkIn: string; readonly checkOut: string }

/**
 * The stay dates of the booking bar. `undated` until a bookable range is set, then `dated`:
 * check-in is today or later (the calendar disables past days) and check-out comes at least
 * `minNights` nights after check-in (1, or a package's: 2, and 3 for stay_longer). Today comes
 * from the view (input `today`, then `SET_TODAY` when the visitor's day is another): a chosen
 * range whose check-in is now past is cleared. An earlier choice (input `choice` at start,
 * `RESTORE` later, when another bar changed it) goes through the same rules: a range they
 * refuse is ignored and a choice without dates clears them. Events that would change nothing
 * (the same range, the same day) are refused. The party is another machine
 * (machines/booking-party).
 */
export const bookingBarMachine = setup({
  types: {
    context: {} as BookingBarContext,
    input: {} as BookingBarInput,
    events: {} as BookingBarEvent,
  },
  guards: {
    isAnotherBookableRange: ({ context }, range: StayChoice) =>
      isBookable(context.today, context.minNights, range) &&
      (range.checkIn !== context.checkIn || range.checkOut !== context.checkOut),
    clearsDates: ({ context }, choice: StayChoice) =>
      context.checkIn !== undefined &&
      choice.checkIn === undefined &&
      choice.checkOut === undefined,
    isNewDay: ({ context }, today: string) => today !== context.today,
    hasRange: ({ context }) => context.checkIn !== undefined,
    hasPastCheckIn: ({ context }) =>
      context.checkIn !== undefined && context.checkIn < context.today,
  },
  actions: {
    setRange: assign((_, range: StayChoice) => ({
      checkIn: range.checkIn,
      checkOut: range.checkOut,
    })),
    clearDates: assign({ checkIn: undefined, checkOut: undefined }),
    setToday: assign({ today: (_, today: string) => today }),
  },
}).createMachine({
  id: 'bookingBar',
  context: ({ input }) => {
    const minNights = input.minNights ?? 1
    const choice = input.choice ?? {}
    const range: StayChoice = isBookable(input.today, minNights, choice) ? choice : {}
    return { today: input.today, minNights, checkIn: range.checkIn, checkOut: range.checkOut }
  },
  initial: 'undated',
  on: {
    SET_RANGE: {
      guard: { type: 'isAnotherBookableRange', params: ({ event }) => event },
      target: '.dated',
      actions: { type: 'setRange', params: ({ event }) => event },
    },
    SET_TODAY: {
      guard: { type: 'isNewDay', params: ({ event }) => event.today },
      actions: { type: 'setToday', params: ({ event }) => event.today },
    },
    RESTORE: [
      {
        guard: { type: 'isAnotherBookableRange', params: ({ event }) => event.choice },
        target: '.dated',
        actions: { type: 'setRange', params: ({ event }) => event.choice },
      },
      {
        guard: { type: 'clearsDates', params: ({ event }) => event.choice },
        target: '.undated',
        actions: 'clearDates',
      },
    ],
  },
  states: {
    undated: {
      // An earlier choice given as input may already hold a bookable range.
      always: { guard: 'hasRange', target: 'dated' },
    },
    dated: {
      // A new day past the chosen check-in: the stay can no longer be booked.
      always: { guard: 'hasPastCheckIn', target: 'undated', actions: 'clearDates' },
      on: { CLEAR_DATES: { target: 'undated', actions: 'clearDates' } },
    },
  },
})

export type BookingBarSnapshot = SnapshotFrom<typeof bookingBarMachine>

export const selectToday = (s: BookingBarSnapshot): string => s.context.today
/** The chosen range, or undefined while undated. */
export const selectRange = (s: BookingBarSnapshot): Range | undefined =>
  s.context.checkIn !== undefined && s.context.checkOut !== undefined
    ? { checkIn: s.context.checkIn, checkOut: s.context.checkOut }
    : undefined
