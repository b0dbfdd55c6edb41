// Length: one machine of the desk's whole session (check, the two ways in, the two ways out, the server's sign-out), and the selectors its views read.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { Me, PasswordSignIn } from '../../content/desk/api.ts'

/** What `GET /api/desk/session` told: who is signed in, or nobody. A network failure or a 5xx rejects. */
export type SessionCheck = { outcome: 'signed-in'; me: Me } | { outcome: 'signed-out' }

/**
 * How a sign-in ended: signed in; refused (401, the server's sentence); limited (429, with the
 * seconds of its Retry-After); or, for a passkey, cancelled (the person closed the browser's
 * prompt, or no passkey answered). A network failure or a 5xx rejects.
 */
export type SignInAnswer =
  | { outcome: 'signed-in'; me: Me }
  | { outcome: 'refused'; message: string }
  | { outcome: 'limited'; retryAfter: number }
  | { outcome: 'cancelled' }

/**
 * The four requests of the session, given by the desk (src/desk/api/session-api.ts) as the
 * machine's input, so the machine itself does no I/O and tests replace each with a request they
 * settle. `signOut` resolves once the session is gone (a 204, or a 401: it already was).
 */
export interface DeskSessionApi {
  checkSession(): Promise<SessionCheck>
  signIn(credentials: PasswordSignIn): Promise<SignInAnswer>
  signInWithPasskey(): Promise<SignInAnswer>
  signOut(everywhere: boolean): Promise<void>
}

/**
 * What the desk tells the person about their session, beside the form: why they are signed out
 * (`expired`: the server answered 401 to a call; `signed-out`: they signed out), or why the last
 * attempt did not work.
 */
export type SessionMessage =
  | { kind: 'expired' }
  | { kind: 'signed-out' }
  | { kind: 'refused'; message: string }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'cancelled' }
  | { kind: 'unreachable' }
  | { kind: 'sign-out-failed' }

export type DeskSessionEvent =
  | { type: 'SIGN_IN'; email: string; password: string }
  | { type: 'SIGN_IN_WITH_PASSKEY' }
  | { type: 'SIGNED_IN'; me: Me }
  | { type: 'ME_CHANGED'; me: Me }
  | { type: 'SIGN_OUT' }
  | { type: 'SIGN_OUT_EVERYWHERE' }
  | { type: 'EXPIRED' }
  | { type: 'RETRY' }

export interface DeskSessionInput {
  readonly api: DeskSessionApi
}

interface DeskSessionContext {
  readonly api: DeskSessionApi
  readonly me: Me | undefined
  readonly message: SessionMessage | undefined
  /** Whether the sign-out under way (or that failed) was "Sign out everywhere". */
  readonly everywhere: boolean
}

/** An answer's message when it did not sign the person in. */
function messageOf(answer: SignInAnswer): SessionMessage | undefined {
  if (answer.outcome === 'refused') return { kind: 'refused', message: answer.message }
  if (answer.outcome === 'limited') return { kind: 'limited', retryAfter: answer.retryAfter }
  if (answer.outcome === 'cancelled') return { kind: 'cancelled' }
  return undefined
}

/**
 * The desk's session (issue 42). `checking` asks the server who is signed in (`GET
 * /api/desk/session`): `signedIn` with the person, `signedOut` (the sign-in form), or
 * `unavailable` when the server cannot be reached (RETRY asks again). Signed out, the person
 * signs in with a password (`signingIn`) or a passkey (`passkey`); a refusal, a lock (429, with
 * when to try again), a cancelled passkey prompt or a failed request comes back to the form
 * with its message. Signed in, "Sign out" and "Sign out everywhere" end the session
 * (`signingOut`, back to the form saying so; a failure stays signed in and says it could not);
 * any call the server answers with 401 sends `EXPIRED`: back to the form saying the session
 * ended, at the same address, which shows again once the person signs in. `SIGNED_IN` (the
 * welcome page set a password and the server signed the person in) is taken anywhere;
 * `ME_CHANGED` updates the person (a passkey added or removed).
 */
export const deskSessionMachine = setup({
  types: {
    context: {} as DeskSessionContext,
    input: {} as DeskSessionInput,
    events: {} as DeskSessionEvent,
  },
  actors: {
    checkSession: fromPromise<SessionCheck, DeskSessionApi>(({ input }) => input.checkSession()),
    signIn: fromPromise<SignInAnswer, { api: DeskSessionApi; credentials: PasswordSignIn }>(
      ({ input }) => input.api.signIn(input.credentials),
    ),
    signInWithPasskey: fromPromise<SignInAnswer, DeskSessionApi>(({ input }) =>
      input.signInWithPasskey(),
    ),
    signOut: fromPromise<void, { api: DeskSessionApi; everywhere: boolean }>(({ input }) =>
      input.api.signOut(input.everywhere),
    ),
  },
  guards: {
    isSignedIn: (_, answer: SessionCheck | SignInAnswer) => answer.outcome === 'signed-in',
  },
  actions: {
    welcome: assign((_, answer: SessionCheck | SignInAnswer) => ({
      me: answer.outcome === 'signed-in' ? answer.me : undefined,
      message: undefined,
    })),
    setMe: assign((_, me: Me) => ({ me, message: undefined })),
    tell: assign((_, message: SessionMessage | undefined) => ({ message })),
    forget: assign((_, message: SessionMessage) => ({ me: undefined, message })),
    quiet: assign({ message: undefined }),
    chooseEverywhere: assign((_, everywhere: boolean) => ({ everywhere, message: undefined })),
  },
}).createMachine({
  id: 'deskSession',
  context: ({ input }) => ({
    api: input.api,
    me: undefined,
    message: undefined,
    everywhere: false,
  }),
  initial: 'checking',
  on: {
    SIGNED_IN: {
      target: '.signedIn',
      actions: { type: 'setMe', params: ({ event }) => event.me },
    },
  },
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => context.api,
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'welcome', params: ({ event }) => event.output },
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'unavailable' },
      },
    },
    unavailable: { on: { RETRY: { target: 'checking' } } },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SIGN_IN: { target: 'signingIn' },
            SIGN_IN_WITH_PASSKEY: { target: 'passkey' },
          },
        },
        signingIn: {
          entry: 'quiet',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context, event }) => ({
              api: context.api,
              credentials:
                event.type === 'SIGN_IN'
                  ? { email: event.email, password: event.password }
                  : { email: '', password: '' },
            }),
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => event.output },
                target: '#deskSession.signedIn',
                actions: { type: 'welcome', params: ({ event }) => event.output },
              },
              {
                target: 'idle',
                actions: { type: 'tell', params: ({ event }) => messageOf(event.output) },
              },
            ],
            onError: { target: 'idle', actions: { type: 'tell', params: { kind: 'unreachable' } } },
          },
        },
        passkey: {
          entry: 'quiet',
          invoke: {
            id: 'signInWithPasskey',
            src: 'signInWithPasskey',
            input: ({ context }) => context.api,
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => event.output },
                target: '#deskSession.signedIn',
                actions: { type: 'welcome', params: ({ event }) => event.output },
              },
              {
                target: 'idle',
                actions: { type: 'tell', params: ({ event }) => messageOf(event.output) },
              },
            ],
            onError: { target: 'idle', actions: { type: 'tell', params: { kind: 'unreachable' } } },
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        EXPIRED: {
          target: 'signedOut',
          actions: { type: 'forget', params: { kind: 'expired' } },
        },
        ME_CHANGED: { actions: { type: 'setMe', params: ({ event }) => event.me } },
      },
      states: {
        idle: {
          on: {
            SIGN_OUT: {
              target: 'signingOut',
              actions: { type: 'chooseEverywhere', params: false },
            },
            SIGN_OUT_EVERYWHERE: {
              target: 'signingOut',
              actions: { type: 'chooseEverywhere', params: true },
            },
          },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            input: ({ context }) => ({ api: context.api, everywhere: context.everywhere }),
            onDone: {
              target: '#deskSession.signedOut',
              actions: { type: 'forget', params: { kind: 'signed-out' } },
            },
            onError: {
              target: 'idle',
              actions: { type: 'tell', params: { kind: 'sign-out-failed' } },
            },
          },
        },
      },
    },
  },
})

export type DeskSessionSnapshot = SnapshotFrom<typeof deskSessionMachine>

/** Which screen the desk shows for the session. */
export const selectPhase = (
  s: DeskSessionSnapshot,
): 'checking' | 'unavailable' | 'signed-out' | 'signed-in' =>
  s.matches('signedIn')
    ? 'signed-in'
    : s.matches('signedOut')
      ? 'signed-out'
      : s.matches('unavailable')
        ? 'unavailable'
        : 'checking'
/** The signed-in person, if any. */
export const selectMe = (s: DeskSessionSnapshot): Me | undefined => s.context.me
/** What to tell the person about their session, if anything. */
export const selectMessage = (s: DeskSessionSnapshot): SessionMessage | undefined =>
  s.context.message
/** Which sign-in is under way: the form's buttons are busy while it is. */
export const selectSigningIn = (s: DeskSessionSnapshot): 'password' | 'passkey' | undefined =>
  s.matches({ signedOut: 'signingIn' })
    ? 'password'
    : s.matches({ signedOut: 'passkey' })
      ? 'passkey'
      : undefined
/** Whether a sign-out is under way, and which. */
export const selectSigningOut = (s: DeskSessionSnapshot): 'here' | 'everywhere' | undefined =>
  s.matches({ signedIn: 'signingOut' }) ? (s.context.everywhere ? 'everywhere' : 'here') : undefined
