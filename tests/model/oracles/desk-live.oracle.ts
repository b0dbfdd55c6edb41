import {
  after,
  done,
  failed,
  type Oracle,
  type Seen,
  type TableState,
} from '../../../machines/testing/oracle.ts'

/*
 * The desk's live list, from issue 42 and its design: an enquiry sent to any instance appears
 * in every open desk within 2 seconds, without a reload, through server-sent events
 * (`GET /api/desk/live`: `event: enquiry`, `data: { id, version }`, `retry: 2000`); a desk
 * reconnects by itself after its server restarts; the stream is closed when the session ends.
 * The desk says which it is beside the list: live, connecting (the browser reconnecting by
 * itself), or offline (the stream closed for good: the desk waits 2 s, the server's own retry,
 * then asks whether the session lives before opening a new stream). What happened while no
 * stream listened is read again at every opening.
 */

/** An enquiry that arrives while the desk listens. */
export const arrival = { type: 'ENQUIRY', id: 'enq_meera', version: 0 } as const
/** The guest who sent it, as the list shows her. */
export const arrivalName = 'Meera Iyer'

/** The line beside the list (`data-live` says which one it is). */
const live = (state: string, text: string): Seen[] => [
  { selector: '[data-live]', attribute: 'data-live', value: state },
  { text },
]

const states: Record<string, TableState> = {
  connecting: {
    value: { streaming: 'connecting' },
    sees: live('connecting', 'Connecting…'),
  },
  open: { value: { streaming: 'open' }, sees: live('live', 'Live') },
  waiting: { value: 'waiting', sees: live('offline', 'Offline: trying again') },
  checking: { value: 'checking', sees: live('offline', 'Offline: trying again') },
  ended: { value: 'ended', sees: live('ended', 'Not live') },
}

export const deskLiveOracle: Oracle = {
  name: 'desk-live',
  states,
  rows: [
    { from: 'connecting', event: { type: 'OPENED' }, to: 'open' },
    { from: 'open', event: arrival, to: 'open', also: [{ text: arrivalName }] },
    { from: 'open', event: { type: 'DROPPED' }, to: 'connecting' },
    { from: 'connecting', event: { type: 'CLOSED' }, to: 'waiting' },
    { from: 'open', event: { type: 'CLOSED' }, to: 'waiting' },
    // 2 s: the server's own `retry`
    { from: 'waiting', event: after(2_000), to: 'checking' },
    { from: 'checking', event: done('checkSession', 'signed-in'), to: 'connecting' },
    { from: 'checking', event: done('checkSession', 'signed-out'), to: 'ended' },
    { from: 'checking', event: failed('checkSession', { status: 0 }), to: 'waiting' },
  ],
  scenarios: [{ name: 'the inbox opens', initial: 'connecting' }],
  events: [
    { type: 'OPENED' },
    arrival,
    { type: 'DROPPED' },
    { type: 'CLOSED' },
    after(4_000),
    done('checkSession', 'signed-in'),
    done('checkSession', 'signed-out'),
    failed('checkSession', { status: 0 }),
  ],
}
