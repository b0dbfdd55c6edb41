import { and, assign, not, or, setup, type SnapshotFrom } from 'xstate'
import { enquiryStatuses, type EnquiryStatus } from '../../content/desk/statuses.ts'

/*
 * The machine of an enquiry's life, its vocabulary, the mapping of its states to the stored
 * statuses, and its selectors. The server and the desk import all of it, with restore, decide
 * and allowedEvents, from ./enquiry-life.decide.ts (whose top lists the whole API).
 */

/** Who sends an event: a member of staff by their staff row id, or the site itself. */
export interface EnquiryActor {
  readonly id: number
  readonly role: 'manager' | 'reservations' | 'system'
}

/**
 * The site itself, sending GUEST_WROTE when the same address sends a new enquiry and
 * REPLY_FAILED when a reply's mail finally fails. Staff row ids start at 1 on both engines, so
 * id 0 never names (or holds) a person.
 */
export const systemActor: EnquiryActor = { id: 0, role: 'system' }

/** Every event of an enquiry's life, in the order the desk offers them. */
export const enquiryLifeEventTypes = [
  'TAKE',
  'RELEASE',
  'REPLY',
  'NOTE',
  'GUEST_WROTE',
  'MARK_BOOKED',
  'MARK_NOT_BOOKED',
  'MARK_SPAM',
  'REOPEN',
  'REPLY_FAILED',
] as const
export type EnquiryLifeEventType = (typeof enquiryLifeEventTypes)[number]

/** An event: its type and who sends it (a reply's or note's text is the server's, not the machine's). */
export type EnquiryLifeEvent = {
  [T in EnquiryLifeEventType]: { readonly type: T; readonly actor: EnquiryActor }
}[EnquiryLifeEventType]

/** Who holds the enquiry (a staff row id; none while new), and its change count. */
export interface EnquiryLifeContext {
  readonly holderId: number | null
  readonly version: number
}

/** Only the person who holds the enquiry, or a manager. */
const byHolderOrManager = or(['isHolder', 'isManager'])

/**
 * An enquiry's life at the reservations desk (issue 42, DECISIONS "The reservations desk"),
 * the one place its rules live: the server decides every change with it and the desk offers
 * only what it allows. `new`: nobody holds it; anyone on the staff may TAKE it (they hold it:
 * `held.inHand`), REPLY (they hold it: `held.replied`) or mark it spam. `held`: someone
 * holds it, and only they or a manager may RELEASE it (back to `new`), REPLY (to `replied`,
 * waiting for the guest) or mark it booked, not booked or spam, so two colleagues never answer
 * one guest twice; a manager may TAKE it over. A replied enquiry goes back in hand, to the
 * same holder, when the guest writes again (GUEST_WROTE: the site, or staff who heard from
 * the guest) or its reply's mail finally fails (REPLY_FAILED, the site only). `ended`:
 * `booked`, `notBooked`, `spam`. They are not XState final states, since a final state would
 * refuse the notes staff still add and the REOPEN by which a manager puts an ended enquiry in
 * their own hands. A NOTE from staff is accepted anywhere and changes no state. Every accepted
 * event adds 1 to `version`, as the server's stored version does; the machine never compares
 * versions: the server's compare-and-set on the row is what refuses a stale change.
 */
export const enquiryLifeMachine = setup({
  types: { context: {} as EnquiryLifeContext, events: {} as EnquiryLifeEvent },
  guards: {
    isManager: ({ event }) => event.actor.role === 'manager',
    isStaff: ({ event }) => event.actor.role !== 'system',
    isSystem: ({ event }) => event.actor.role === 'system',
    isHolder: ({ context, event }) => context.holderId === event.actor.id,
  },
  actions: {
    hold: assign({ holderId: ({ event }) => event.actor.id }),
    letGo: assign({ holderId: null }),
    count: assign({ version: ({ context }) => context.version + 1 }),
  },
}).createMachine({
  id: 'enquiryLife',
  context: { holderId: null, version: 0 },
  initial: 'new',
  on: { NOTE: { guard: 'isStaff', actions: 'count' } },
  states: {
    new: {
      on: {
        TAKE: { guard: 'isStaff', target: 'held.inHand', actions: ['hold', 'count'] },
        REPLY: { guard: 'isStaff', target: 'held.replied', actions: ['hold', 'count'] },
        MARK_SPAM: { guard: 'isStaff', target: 'ended.spam', actions: 'count' },
      },
    },
    held: {
      on: {
        TAKE: {
          guard: and(['isManager', not('isHolder')]),
          target: '.inHand',
          actions: ['hold', 'count'],
        },
        REPLY: { guard: byHolderOrManager, target: '.replied', actions: 'count' },
        MARK_BOOKED: { guard: byHolderOrManager, target: 'ended.booked', actions: 'count' },
        MARK_NOT_BOOKED: { guard: byHolderOrManager, target: 'ended.notBooked', actions: 'count' },
        MARK_SPAM: { guard: byHolderOrManager, target: 'ended.spam', actions: 'count' },
      },
      initial: 'inHand',
      states: {
        inHand: {
          on: {
            RELEASE: {
              guard: byHolderOrManager,
              target: '#enquiryLife.new',
              actions: ['letGo', 'count'],
            },
          },
        },
        replied: {
          on: {
            GUEST_WROTE: { target: 'inHand', actions: 'count' },
            REPLY_FAILED: { guard: 'isSystem', target: 'inHand', actions: 'count' },
          },
        },
      },
    },
    ended: {
      on: { REOPEN: { guard: 'isManager', target: 'held.inHand', actions: ['hold', 'count'] } },
      // (always entered through one of its states; XState asks for an initial one)
      initial: 'booked',
      states: { booked: {}, notBooked: {}, spam: {} },
    },
  },
})

export type EnquiryLifeSnapshot = SnapshotFrom<typeof enquiryLifeMachine>

/** The one mapping between the stored statuses (and the API's) and the machine's states. */
export const stateOfStatus = {
  new: 'new',
  'in-hand': { held: 'inHand' },
  replied: { held: 'replied' },
  booked: { ended: 'booked' },
  'not-booked': { ended: 'notBooked' },
  spam: { ended: 'spam' },
} as const satisfies Readonly<Record<EnquiryStatus, EnquiryLifeSnapshot['value']>>

/** The statuses that end an enquiry's life (the server sets `ended_at` on entering one). */
export const endedStatuses: readonly EnquiryStatus[] = enquiryStatuses.filter((status) => {
  const state: EnquiryLifeSnapshot['value'] = stateOfStatus[status]
  return typeof state === 'object' && 'ended' in state
})

/** The status an enquiry in this state is stored and shown with. */
export const selectStatus = (s: EnquiryLifeSnapshot): EnquiryStatus =>
  enquiryStatuses.find((status) => s.matches(stateOfStatus[status])) as EnquiryStatus
/** Who holds the enquiry (a staff row id), or null. */
export const selectHolderId = (s: EnquiryLifeSnapshot): number | null => s.context.holderId
/** How many changes the enquiry has had: the version a change must carry. */
export const selectVersion = (s: EnquiryLifeSnapshot): number => s.context.version
/** Whether the enquiry's life has ended (booked, not booked or spam). */
export const selectIsEnded = (s: EnquiryLifeSnapshot): boolean => s.matches('ended')
