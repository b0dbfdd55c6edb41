import { Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { Button } from 'react-aria-components'
import { selectMessage, selectPhase } from '../../../machines/desk-session/desk-session.machine.ts'
import { useDeskNavigate } from '../app/links.tsx'
import { useDesk } from '../app/session.ts'
import { useTitle } from '../app/title.ts'
import { SignInScreen } from '../screens/sign-in.tsx'
import { unreachableText } from '../screens/sign-in-words.ts'
import { Message } from '../ui/message.tsx'
import { SignedInLayout } from './signed-in-layout.tsx'

function Opening() {
  useTitle('Opening')
  return (
    <main className="desk-main desk-main--narrow" aria-busy="true">
      <p role="status">Opening the desk…</p>
    </main>
  )
}

function Unavailable() {
  useTitle('Server unreachable')
  const { session } = useDesk()
  return (
    <main className="desk-main desk-main--narrow">
      <h1>Trillium desk</h1>
      <Message tone="alert">
        <p>{unreachableText}</p>
      </Message>
      <Button className="desk-button" onPress={() => session.send({ type: 'RETRY' })}>
        Try again
      </Button>
    </main>
  )
}

/**
 * What the desk shows for the session: while it asks the server, a line; signed out, the
 * sign-in form in place of the screen at this address (which shows once the person signs in);
 * signed in, the screen in the desk's layout. After "Sign out" the address goes back to /desk.
 */
export function SessionGate() {
  const { session } = useDesk()
  const phase = useSelector(session, selectPhase)
  const signedOutByThemselves = useSelector(session, (s) => selectMessage(s)?.kind === 'signed-out')
  const navigate = useDeskNavigate()
  useEffect(() => {
    if (signedOutByThemselves) navigate('/', { replace: true })
  }, [signedOutByThemselves, navigate])
  if (phase === 'checking') return <Opening />
  if (phase === 'unavailable') return <Unavailable />
  if (phase === 'signed-out') return <SignInScreen />
  return (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  )
}
