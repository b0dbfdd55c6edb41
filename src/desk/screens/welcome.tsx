import { useEffect, useState, type FormEvent } from 'react'
import { Button, Checkbox, Form } from 'react-aria-components'
import type { LinkJson } from '../../../content/desk/api.ts'
import { useDeskNavigate } from '../app/links.tsx'
import { useDesk } from '../app/session.ts'
import { deskName, useTitle } from '../app/title.ts'
import { Field } from '../ui/field.tsx'
import { Message } from '../ui/message.tsx'
import { ScreenHeading } from '../ui/screen-heading.tsx'

/** The rule the server applies (NIST SP 800-63B): 12 characters or more, no composition rules. */
const shortestPassword = 12
const tooShort = 'Use at least 12 characters'

type Link =
  | { state: 'reading' }
  | { state: 'missing' }
  | { state: 'usable'; token: string; owner: LinkJson }
  | { state: 'gone' }
  | { state: 'unknown' }
  | { state: 'unreachable'; token: string }

/**
 * Reads the link's token from the address's fragment (never sent to a server, nor in a Referer)
 * and takes it out of the address and the history entry, so it is not left behind in the
 * browser's history once read.
 */
function takeToken(): string | undefined {
  const token = window.location.hash.replace(/^#/, '')
  if (token === '') return undefined
  window.history.replaceState(window.history.state, '', window.location.pathname)
  return token
}

/**
 * `/desk/welcome#<token>`: the one-time link a manager (or `npm run staff`) made. It asks the
 * server whose link it is (`GET /api/desk/links/:token`), says so, and takes a new password
 * (12 characters or more; a common one is refused by the server); setting it signs the person
 * in (`SIGNED_IN`) and opens the inbox. A used or expired link (410), an unknown one (404) or
 * an address without one says what to do instead.
 */
export function WelcomeScreen() {
  useTitle('Welcome')
  const { api, session } = useDesk()
  const navigate = useDeskNavigate()
  const [link, setLink] = useState<Link>({ state: 'reading' })
  const [password, setPassword] = useState('')
  const [shown, setShown] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [sending, setSending] = useState(false)

  const read = (token: string) => {
    api.linkOwner(token).then(
      (result) => {
        if (result.ok) setLink({ state: 'usable', token, owner: result.data })
        else if (result.kind === 'gone') setLink({ state: 'gone' })
        else if (result.kind === 'not-found') setLink({ state: 'unknown' })
        else setLink({ state: 'unreachable', token })
      },
      () => setLink({ state: 'unreachable', token }),
    )
  }
  useEffect(() => {
    const token = takeToken()
    if (token === undefined) setLink({ state: 'missing' })
    else read(token)
    // once, as the page opens: the token leaves the address when read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (link.state !== 'usable' || sending) return
    if ([...password].length < shortestPassword) {
      setError(tooShort)
      return
    }
    setError(undefined)
    setSending(true)
    void api.setPassword(link.token, { password }).then((result) => {
      setSending(false)
      if (result.ok) {
        session.send({ type: 'SIGNED_IN', me: result.data })
        navigate('/', { replace: true })
      } else if (result.kind === 'invalid') setError(result.errors['password'] ?? result.message)
      else if (result.kind === 'gone') setLink({ state: 'gone' })
      else setError(result.message)
    })
  }

  return (
    <main className="desk-main desk-main--narrow">
      <p className="desk-hint">{deskName}</p>
      <ScreenHeading>
        {link.state === 'usable' ? `Welcome, ${link.owner.name}` : 'Welcome to the desk'}
      </ScreenHeading>
      {link.state === 'reading' && <p role="status">Reading your link…</p>}
      {link.state === 'missing' && (
        <Message tone="alert">
          <p>
            This address has no link code. Open the whole link you were sent, or ask a manager for a
            new one.
          </p>
        </Message>
      )}
      {link.state === 'gone' && (
        <Message tone="alert">
          <p>
            This link has been used or has expired (a link works once, for 24 hours). Ask a manager
            for a new one.
          </p>
        </Message>
      )}
      {link.state === 'unknown' && (
        <Message tone="alert">
          <p>
            The desk does not know this link. Check that you opened the whole link, or ask a manager
            for a new one.
          </p>
        </Message>
      )}
      {link.state === 'unreachable' && (
        <>
          <Message tone="alert">
            <p>The desk could not reach the server. Check the connection and try again.</p>
          </Message>
          <Button className="desk-button" onPress={() => read(link.token)}>
            Try again
          </Button>
        </>
      )}
      {link.state === 'usable' && (
        <>
          <p className="desk-lead">
            Choose a password for {link.owner.email}. Setting it signs you in.
          </p>
          <Form className="desk-form desk-panel" onSubmit={submit} validationBehavior="aria">
            <Field
              label="New password"
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              hint="At least 12 characters. Any characters, spaces too; a long phrase is easy to remember. A common password is refused."
              value={password}
              onChange={setPassword}
              error={error}
            />
            <Checkbox className="desk-checkbox" isSelected={shown} onChange={setShown}>
              <span className="desk-checkbox__box" aria-hidden="true" />
              Show the password
            </Checkbox>
            <div className="desk-buttons">
              <Button type="submit" className="desk-button" isDisabled={sending}>
                {sending ? 'Setting the password…' : 'Set the password and sign in'}
              </Button>
            </div>
          </Form>
        </>
      )}
    </main>
  )
}
