import { emit, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate'

/**
 * What the desk's live stream (`GET /api/desk/live`, server-sent events) tells the machine: it
 * opened; an enquiry arrived or changed (`event: enquiry`, `data: { id, version }`); it dropped
 * and the browser is reconnecting by itself (an `error` with `readyState` CONNECTING: the
 * server went away, and comes back within its `retry: 2000`); or it closed for good (an `error`
 * with `readyState` CLOSED: the server answered something other than a stream, such as a 401
 * once the session has ended, and the browser will not try again).
 */
export type LiveStreamEvent =
  | { type: 'OPENED' }
  | { type: 'ENQUIRY'; id: string; version: number }
  | { type: 'DROPPED' }
  | { type: 'CLOSED' }

/** Whether the person is still signed in, asked before opening a stream that closed for good. */
export type LiveSessionCheck = 'signed-in' | 'signed-out'

/**
 * The two things the machine needs from outside, given by the desk (src/desk/app/live.tsx) as
 * its input so the machine does no I/O: `connect` opens a stream (an `EventSource`), passes on
 * what it says and returns how to close it; `checkSession` asks the server, as a background
 * request (`X-Desk-Background: 1`: the live feed is no sign of the person's activity), whether
 * the session lives. It rejects when the server cannot be reached.
 */
export interface DeskLiveInput {
  readonly connect: (tell: (event: LiveStreamEvent) => void) => () => void
  readonly checkSession: () => Promise<LiveSessionCheck>
}

/**
 * What the machine tells the desk (XState's emitted events, heard with `actor.on`): an enquiry
 * arrived or changed; or the stream (re)opened, so what happened while it was closed must be
 * read again, since the server sends only what happens while a desk listens.
 */
export type DeskLiveEmitted = { type: 'changed'; id: string; version: number } | { type: 'resync' }

/** How long the desk waits before asking again after the stream closed for good. */
export const retryDelayMs = 2_000

/**
 * The desk's live connection (issue 42): the inbox shows new enquiries without a reload, and
 * comes back by itself after the server restarts. `streaming` holds one stream open (the
 * invoked `stream`): `connecting` until it opens, then `open`, where each enquiry event is
 * passed on (`changed`); a drop goes back to `connecting` while the browser reconnects (its
 * `EventSource` does, after the server's `retry`). Every opening, the first one included,
 * emits `resync`: the desk reads its list again, so nothing sent while no stream listened is
 * missed. A stream closed for good is let go: after `retryDelay` (2 s, the server's own
 * `retry`) the machine asks whether the session lives (`checking`): signed in, a new stream;
 * signed out, `ended` (the session's own 401 has already signed the desk out); the server
 * unreachable, it waits and asks again.
 */
export const deskLiveMachine = setup({
  types: {
    input: {} as DeskLiveInput,
    context: {} as DeskLiveInput,
    events: {} as LiveStreamEvent,
    emitted: {} as DeskLiveEmitted,
  },
  actors: {
    stream: fromCallback<LiveStreamEvent, DeskLiveInput>(({ sendBack, input }) =>
      input.connect(sendBack),
    ),
    checkSession: fromPromise<LiveSessionCheck, DeskLiveInput>(({ input }) => input.checkSession()),
  },
  actions: {
    resync: emit({ type: 'resync' }),
    passOn: emit((_, change: { id: string; version: number }) => ({
      type: 'changed' as const,
      ...change,
    })),
  },
  guards: {
    isSignedIn: (_, answer: LiveSessionCheck) => answer === 'signed-in',
  },
  delays: { retryDelay: retryDelayMs },
}).createMachine({
  id: 'deskLive',
  context: ({ input }) => input,
  initial: 'streaming',
  states: {
    streaming: {
      invoke: { id: 'stream', src: 'stream', input: ({ context }) => context },
      on: { CLOSED: { target: 'waiting' } },
      initial: 'connecting',
      states: {
        connecting: { on: { OPENED: { target: 'open', actions: 'resync' } } },
        open: {
          on: {
            ENQUIRY: {
              actions: {
                type: 'passOn',
                params: ({ event }) => ({ id: event.id, version: event.version }),
              },
            },
            DROPPED: { target: 'connecting' },
          },
        },
      },
    },
    waiting: { after: { retryDelay: 'checking' } },
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'streaming',
          },
          { target: 'ended' },
        ],
        onError: { target: 'waiting' },
      },
    },
    ended: { type: 'final' },
  },
})

export type DeskLiveSnapshot = SnapshotFrom<typeof deskLiveMachine>

/** What the desk says of its live list: live, reconnecting (the stream is opening), offline (waiting to try again), or ended. */
export type LiveState = 'live' | 'connecting' | 'offline' | 'ended'

export const selectLiveState = (s: DeskLiveSnapshot): LiveState =>
  s.matches({ streaming: 'open' })
    ? 'live'
    : s.matches('streaming')
      ? 'connecting'
      : s.matches('ended')
        ? 'ended'
        : 'offline'
