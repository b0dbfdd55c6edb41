import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Me, PasswordSignIn } from '../../content/desk/api.ts'
import { asha, deskSessionOracle } from '../../tests/model/oracles/desk-session.oracle.ts'
import { proveOracle } from '../testing/prove-oracle.ts'
import {
  deskSessionMachine,
  selectPhase,
  type DeskSessionApi,
  type SessionCheck,
  type SignInAnswer,
} from './desk-session.machine.ts'

/** The machine's requests are controlled by the proof; the input's own are never called. */
const unusedApi: DeskSessionApi = {
  checkSession: () => Promise.reject(new Error('controlled by the proof')),
  signIn: () => Promise.reject(new Error('controlled by the proof')),
  signInWithPasskey: () => Promise.reject(new Error('controlled by the proof')),
  signOut: () => Promise.reject(new Error('controlled by the proof')),
}

proveOracle(
  {
    ...deskSessionOracle,
    scenarios: [{ ...deskSessionOracle.scenarios[0], input: { api: unusedApi } }],
  },
  deskSessionMachine,
  {
    logic: (controlled) =>
      deskSessionMachine.provide({
        actors: {
          checkSession: controlled.actor<SessionCheck, DeskSessionApi>(),
          signIn: controlled.actor<
            SignInAnswer,
            { api: DeskSessionApi; credentials: PasswordSignIn }
          >(),
          signInWithPasskey: controlled.actor<SignInAnswer, DeskSessionApi>(),
          signOut: controlled.actor<void, { api: DeskSessionApi; everywhere: boolean }>(),
        },
      }),
  },
)

describe('desk session, with the api the desk gives it', () => {
  it('sends what the person typed to signIn, and which sign-out they chose to signOut', async () => {
    const calls: string[] = []
    const api: DeskSessionApi = {
      checkSession: () => Promise.resolve({ outcome: 'signed-out' }),
      signIn: (credentials) => {
        calls.push(`signIn ${credentials.email} ${credentials.password}`)
        return Promise.resolve({ outcome: 'signed-in', me: asha })
      },
      signInWithPasskey: () => Promise.reject(new Error('not asked')),
      signOut: (everywhere) => {
        calls.push(`signOut ${everywhere}`)
        return Promise.resolve()
      },
    }
    const actor = createActor(deskSessionMachine, { input: { api } }).start()
    await waitFor(actor, (s) => selectPhase(s) === 'signed-out')
    actor.send({ type: 'SIGN_IN', email: 'asha@trillium.example', password: 'twelve chars!' })
    const signedIn = await waitFor(actor, (s) => selectPhase(s) === 'signed-in')
    expect(signedIn.context.me satisfies Me | undefined).toEqual(asha)
    actor.send({ type: 'SIGN_OUT_EVERYWHERE' })
    await waitFor(actor, (s) => selectPhase(s) === 'signed-out')
    expect(calls).toEqual(['signIn asha@trillium.example twelve chars!', 'signOut true'])
    actor.stop()
  })
})
