import { assign, setup, type SnapshotFrom } from 'xstate'

/** The party's limits, spec sections 5 and 9: adults 1 to 5 (2 at first), children 0 to 2 (none). */
export const guestLimits = {
  adults: { min: 1, max: 5, initial: 2 },
  children: { min: 0, max: 2, initial: 0 },
} as const

/** Who is coming. */
export interface BookingParty {
  readonly adults: number
  readonly children: number
}

/** An earlier party (the session's): each count is only a proposal, taken within its limits. */
export interface PartyChoice {
  readonly adults?: number | undefined
  readonly children?: number | undefined
}

/** An earlier party to start from, if the session kept one (a first visit gives none). */
export interface BookingPartyInput {
  readonly party: PartyChoice | undefined
}

export type BookingPartyEvent =
  | { type: 'ADD_ADULT' | 'REMOVE_ADULT' | 'ADD_CHILD' | 'REMOVE_CHILD' }
  | { type: 'RESTORE'; party: PartyChoice }

type Limits = (typeof guestLimits)[keyof typeof guestLimits]

/** A count within its limits, or `current` for anything else (a stored value is not trusted). */
const within = (limits: Limits, value: number | undefined, current: number): number =>
  value !== undefined && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? value
    : current

/** The party an earlier choice makes of `current`: each of its counts within the limits. */
const restored = (current: BookingParty, choice: PartyChoice): BookingParty => ({
  adults: within(guestLimits.adults, choice.adults, current.adults),
  children: within(guestLimits.children, choice.children, current.children),
})

/**
 * The party of the booking bar: adults 1 to 5 (2 at first) and children 0 to 2 (none at
 * first). A stepper's event is refused at its limit, so the view disables a stepper exactly
 * when `snapshot.can` says no. An earlier choice of the session (input `party` at start,
 * `RESTORE` later, when another bar changed it) goes through the same limits: a count outside
 * them is ignored, and a RESTORE that changes nothing is refused.
 */
export const bookingPartyMachine = setup({
  types: {
    context: {} as BookingParty,
    input: {} as BookingPartyInput,
    events: {} as BookingPartyEvent,
  },
  guards: {
    canAddAdult: ({ context }) => context.adults < guestLimits.adults.max,
    canRemoveAdult: ({ context }) => context.adults > guestLimits.adults.min,
    canAddChild: ({ context }) => context.children < guestLimits.children.max,
    canRemoveChild: ({ context }) => context.children > guestLimits.children.min,
    changesParty: ({ context }, choice: PartyChoice) => {
      const party = restored(context, choice)
      return party.adults !== context.adults || party.children !== context.children
    },
  },
  actions: {
    addAdult: assign({ adults: ({ context }) => context.adults + 1 }),
    removeAdult: assign({ adults: ({ context }) => context.adults - 1 }),
    addChild: assign({ children: ({ context }) => context.children + 1 }),
    removeChild: assign({ children: ({ context }) => context.children - 1 }),
    restore: assign(({ context }, choice: PartyChoice) => restored(context, choice)),
  },
}).createMachine({
  id: 'bookingParty',
  context: ({ input }) =>
    restored(
      { adults: guestLimits.adults.initial, children: guestLimits.children.initial },
      input.party ?? {},
    ),
  on: {
    ADD_ADULT: { guard: 'canAddAdult', actions: 'addAdult' },
    REMOVE_ADULT: { guard: 'canRemoveAdult', actions: 'removeAdult' },
    ADD_CHILD: { guard: 'canAddChild', actions: 'addChild' },
    REMOVE_CHILD: { guard: 'canRemoveChild', actions: 'removeChild' },
    RESTORE: {
      guard: { type: 'changesParty', params: ({ event }) => event.party },
      actions: { type: 'restore', params: ({ event }) => event.party },
    },
  },
})

export type BookingPartySnapshot = SnapshotFrom<typeof bookingPartyMachine>

export const selectAdults = (s: BookingPartySnapshot): number => s.context.adults
export const selectChildren = (s: BookingPartySnapshot): number => s.context.children
