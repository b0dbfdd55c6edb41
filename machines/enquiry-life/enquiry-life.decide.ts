/*
 * The enquiry's life for the server and the desk: import from this module.
 *
 * - `restore(status, holderId, version?)`: the machine's snapshot of a stored enquiry.
 * - `decide(current, event)`: `{ ok: true, status, holderId, version }` (what to store: the next
 *   status, holder and version) or `{ ok: false, reason }` (one sentence for staff: the 409's
 *   message).
 * - `allowedEvents(current, actor)`: the event types `actor` may send now, in the order the desk
 *   offers them.
 * - From the machine: `enquiryLifeMachine`, `EnquiryLifeSnapshot`, `EnquiryLifeContext`,
 *   `EnquiryLifeEvent`, `EnquiryLifeEventType`, `enquiryLifeEventTypes`, `EnquiryActor`,
 *   `systemActor`, `stateOfStatus`, `endedStatuses`, `selectStatus`, `selectHolderId`,
 *   `selectVersion`, `selectIsEnded`. The statuses' type and labels: content/desk/statuses.ts.
 *
 * Every answer comes from the machine (XState's pure `transition` and `snapshot.can`); a
 * refusal's reason is found by asking the machine again with one thing about the sender
 * changed (a manager instead, the holder instead, the site instead), never by a second copy
 * of the rules.
 */
import { transition } from 'xstate'
import { statusLabels, type EnquiryStatus } from '../../content/desk/statuses.ts'
import {
  enquiryLifeEventTypes,
  enquiryLifeMachine,
  selectIsEnded,
  selectStatus,
  stateOfStatus,
  systemActor,
  type EnquiryActor,
  type EnquiryLifeEvent,
  type EnquiryLifeEventType,
  type EnquiryLifeSnapshot,
} from './enquiry-life.machine.ts'

export * from './enquiry-life.machine.ts'

/** The outcome of an event: what to store, or why it is refused. */
export type Decision =
  | {
      readonly ok: true
      readonly status: EnquiryStatus
      readonly holderId: number | null
      readonly version: number
    }
  | { readonly ok: false; readonly reason: string }

/**
 * The machine's snapshot of a stored enquiry: its status, who holds it and its version, as
 * they are (a row the machine could not have written, such as one in hand with no holder, is
 * taken as it is: only a manager can then act on what needs its holder). Throws on a status
 * that is not one of the six, which only a damaged row could hold.
 */
export function restore(
  status: EnquiryStatus,
  holderId: number | null,
  version = 0,
): EnquiryLifeSnapshot {
  if (!Object.hasOwn(stateOfStatus, status))
    throw new TypeError(`Unknown enquiry status: ${JSON.stringify(status)}`)
  return enquiryLifeMachine.resolveState({
    value: stateOfStatus[status],
    context: { holderId, version },
  })
}

/** The event types `actor` may send to the enquiry now: the desk offers exactly these. */
export function allowedEvents(
  current: EnquiryLifeSnapshot,
  actor: EnquiryActor,
): EnquiryLifeEventType[] {
  return enquiryLifeEventTypes.filter((type) => current.can({ type, actor }))
}

/**
 * Decides one event: the status, holder and version to store when the machine accepts it,
 * or the reason it refuses, in one sentence staff can read.
 */
export function decide(current: EnquiryLifeSnapshot, event: EnquiryLifeEvent): Decision {
  if (!current.can(event)) return { ok: false, reason: refusal(current, event) }
  const [next] = transition(enquiryLifeMachine, current, event)
  return {
    ok: true,
    status: selectStatus(next),
    holderId: next.context.holderId,
    version: next.context.version,
  }
}

/** The events a member of staff may be refused for who they are (the others: for where it is). */
type GuardedEventType = Exclude<EnquiryLifeEventType, 'NOTE' | 'GUEST_WROTE' | 'REPLY_FAILED'>

/** What staff may do only as the holder or a manager, as it reads after "only ... can". */
const guardedDoing: Readonly<Record<GuardedEventType, string>> = {
  TAKE: 'take it over',
  RELEASE: 'release it',
  REPLY: 'reply to it',
  MARK_BOOKED: 'mark it booked',
  MARK_NOT_BOOKED: 'mark it not booked',
  MARK_SPAM: 'mark it spam',
  REOPEN: 'reopen a finished enquiry',
}

/** Why no one may send an event in a state that is not an end. */
const notNow: Readonly<Partial<Record<string, string>>> = {
  RELEASE: 'Only an enquiry in hand can be released',
  MARK_BOOKED: 'Take or answer a new enquiry before marking it booked',
  MARK_NOT_BOOKED: 'Take or answer a new enquiry before marking it not booked',
  GUEST_WROTE: 'Only a replied enquiry goes back in hand when the guest writes again',
  REPLY_FAILED: 'Only a replied enquiry goes back in hand when its reply fails',
  REOPEN: 'Only a finished enquiry can be reopened',
}

/** The sentence that says why the machine refuses `event` in `current`. */
function refusal(current: EnquiryLifeSnapshot, event: EnquiryLifeEvent): string {
  const { type, actor } = event
  const holder = current.context.holderId
  const allows = (as: EnquiryActor) => current.can({ type, actor: as })
  // a manager who holds nothing here (-1 is no staff row) may do all that staff may
  const anyManager: EnquiryActor = { id: -1, role: 'manager' }
  if (!allows(anyManager) && !allows(systemActor)) {
    if (selectIsEnded(current))
      return `This enquiry is finished (${statusLabels[selectStatus(current)]}): a manager can reopen it`
    return notNow[type] ?? 'An enquiry has no such action'
  }
  if (actor.role === 'system') return 'Only a member of staff can do this'
  if (!allows(anyManager)) return 'Only the site itself reports that a reply failed'
  if (type === 'TAKE' && holder === actor.id) return 'You already hold this enquiry'
  // staff, refused here though a manager is not: NOTE and GUEST_WROTE are open to all staff
  const doing = guardedDoing[type as GuardedEventType]
  // (the holder is never refused what they could do as the holder: a TAKE of their own is above)
  if (holder !== null) {
    if (allows({ id: holder, role: actor.role }))
      return `Someone else holds this enquiry: only they or a manager can ${doing}`
    if (type === 'TAKE') return `Someone else holds this enquiry: only a manager can ${doing}`
  }
  return `Only a manager can ${doing}`
}
