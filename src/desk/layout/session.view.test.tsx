import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PasswordSignIn } from '../../../content/desk/api.ts'
import {
  deskSessionMachine,
  type DeskSessionApi,
  type SessionCheck,
  type SignInAnswer,
} from '../../../machines/desk-session/desk-session.machine.ts'
import { ControlledActors } from '../../../machines/testing/controlled-actors.ts'
import { isWorldEvent, tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { deskSessionOracle } from '../../../tests/model/oracles/desk-session.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { settleInView } from '../../../tests/model/settle-dom.ts'
import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { DeskApp } from '../app/desk-app.tsx'
import { FakeDeskApi } from '../testing/fake-api.ts'
import { FakeEventSource } from '../testing/fake-event-source.ts'

const withControlled = (controlled: ControlledActors) =>
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
  })

/*
 * The session's table replayed on the whole desk, at /desk/account (where both ways out are):
 * each event as the person or the server causes it. A 401 to any call (EXPIRED) is the server
 * answering "Add a passkey" with 401. SIGNED_IN (the welcome page) and ME_CHANGED (a passkey
 * added) come from other screens: their rows are proved on the machine, and the welcome and
 * account screens' tests show them happen.
 */
const paths = tablePaths(deskSessionOracle).filter((path) =>
  path.rows.every((row) => row.event.type !== 'SIGNED_IN' && row.event.type !== 'ME_CHANGED'),
)

describe('the desk: the session table replayed on the view', () => {
  it.each(paths.map((p) => [p.title, p] as const))('%s', async (_, path) => {
    const controlled = new ControlledActors()
    const api = new FakeDeskApi()
      .on('GET', '/passkeys', { status: 200, body: { items: [] } })
      .on('POST', '/passkeys/options', { status: 401, body: { message: 'Signed out' } })
    const user = userEvent.setup()
    await replayOnTableView(deskSessionOracle, path, {
      start: async () => {
        render(
          <DeskApp
            fetch={api.fetch}
            logic={withControlled(controlled)}
            history={createMemoryHistory({ initialEntries: ['/desk/account'] })}
            eventSource={FakeEventSource}
          />,
        )
        // the router renders its first match a moment after mounting
        await waitFor(() => expect(document.querySelector('main')).not.toBeNull())
      },
      perform: async (event) => {
        if (isWorldEvent(event)) await settleInView(controlled, event)
        else if (event.type === 'SIGN_IN') {
          await user.clear(screen.getByLabelText('Email'))
          await user.click(screen.getByLabelText('Email'))
          await user.paste(payloadOf<string>(event, 'email'))
          await user.click(screen.getByLabelText('Password'))
          await user.paste(payloadOf<string>(event, 'password'))
          await user.click(screen.getByRole('button', { name: 'Sign in' }))
        } else if (event.type === 'SIGN_IN_WITH_PASSKEY')
          await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }))
        else if (event.type === 'SIGN_OUT')
          await user.click(
            within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }),
          )
        else if (event.type === 'SIGN_OUT_EVERYWHERE')
          await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
        else if (event.type === 'RETRY')
          await user.click(screen.getByRole('button', { name: 'Try again' }))
        else if (event.type === 'EXPIRED')
          await user.click(await screen.findByRole('button', { name: 'Add a passkey' }))
        else throw new Error(`The desk cannot perform ${event.type}`)
        await act(async () => {
          for (let i = 0; i < 5; i++) await Promise.resolve()
        })
      },
      wait: () => undefined,
      check: async (seen, where) => {
        await act(async () => {
          await new Promise((r) => setTimeout(r, 0))
        })
        expectSeen(seen, where)
      },
    })
  })
})
