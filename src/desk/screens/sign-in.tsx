import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, Form } from 'react-aria-components'
import {
  selectMessage,
  selectSigningIn,
} from '../../../machines/desk-session/desk-session.machine.ts'
import { useDesk } from '../app/session.ts'
import { deskName, useTitle } from '../app/title.ts'
import { Field } from '../ui/field.tsx'
import { Message } from '../ui/message.tsx'
import { ScreenHeading } from '../ui/screen-heading.tsx'
import { emptiesPassword, missingOf, sayMessage } from './sign-in-words.ts'

/**
 * The sign-in form (`/desk` signed out, and any address of the desk while nobody is signed in):
 * Email and Password and "Sign in", or "Sign in with a passkey". Why the person is here, or why
 * the last attempt did not work, shows above the form (an alert for a refusal, a lock with when
 * to try again, a cancelled passkey or an unreachable server). A refusal empties the password
 * and puts focus in it.
 */
export function SignInScreen() {
  useTitle('Sign in')
  const { session } = useDesk()
  const message = useSelector(session, selectMessage)
  const signingIn = useSelector(session, selectSigningIn)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({})
  const said = sayMessage(message)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!emptiesPassword(message)) return
    // the button slept while the sign-in ran: focus goes to the password, to type it again
    setPassword('')
    form.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus()
  }, [message])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problems = missingOf(email, password)
    setMissing(problems)
    if (Object.keys(problems).length === 0)
      session.send({ type: 'SIGN_IN', email: email.trim(), password })
  }
  const busy = signingIn !== undefined
  return (
    <main className="desk-main desk-main--narrow">
      <p className="desk-hint">{deskName}</p>
      <ScreenHeading>Sign in</ScreenHeading>
      {said && (
        <Message tone={said.tone}>
          <p>{said.text}</p>
        </Message>
      )}
      <Form ref={form} className="desk-form desk-panel" onSubmit={submit} validationBehavior="aria">
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={missing.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={missing.password}
        />
        <div className="desk-buttons">
          <Button type="submit" className="desk-button" isDisabled={busy}>
            {signingIn === 'password' ? 'Signing in…' : 'Sign in'}
          </Button>
        </div>
      </Form>
      <p className="desk-or">or</p>
      <div className="desk-buttons">
        <Button
          className="desk-button desk-button--quiet"
          isDisabled={busy}
          onPress={() => session.send({ type: 'SIGN_IN_WITH_PASSKEY' })}
        >
          Sign in with a passkey
        </Button>
      </div>
      {signingIn === 'passkey' && <p role="status">Waiting for your passkey…</p>}
    </main>
  )
}
