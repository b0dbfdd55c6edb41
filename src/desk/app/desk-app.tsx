import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { useContext, useEffect, useState } from 'react'
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { deskSessionMachine } from '../../../machines/desk-session/desk-session.machine.ts'
import { useMachineActor } from '../../components/machine/use-machine-actor.ts'
import { createDeskClient } from '../api/client.ts'
import { sessionApi } from '../api/session-api.ts'
import { ScreenCount, ScreenShown } from '../ui/screen-heading.tsx'
import type { EventSourceClass } from '../api/live-stream.ts'
import { EventSourceContext } from './live.tsx'
import { createDeskRouter } from './routes.tsx'
import { DeskContext, deskContextOf } from './session.ts'
import { WebAuthnContext, type WebAuthn } from './web-authn.ts'

interface DeskAppProps {
  /** The fetch the API client uses (the browser's; a test's fake server). */
  readonly fetch?: typeof fetch
  /** The session machine (tests give it with controlled requests). */
  readonly logic?: typeof deskSessionMachine
  /** The router's history (the browser's; a memory history in tests). */
  readonly history?: RouterHistory
  /** The browser's passkey ceremonies (@simplewebauthn/browser; a test's). */
  readonly webAuthn?: WebAuthn
  /** The live list's `EventSource` (the browser's; a test's). */
  readonly eventSource?: EventSourceClass
}

/**
 * The desk: one session actor (machines/desk-session) for the whole app, the API client whose
 * 401s end that session (`EXPIRED`), and the desk's router, in English with React Aria's
 * formats. Everything a screen needs comes through the desk's context.
 */
export function DeskApp(props: DeskAppProps) {
  const [webAuthn] = useState<WebAuthn>(
    () => props.webAuthn ?? { startAuthentication, startRegistration },
  )
  // A 401 to a signed-in call is heard here and ends the session (EXPIRED).
  const [signedOut] = useState(() => new EventTarget())
  const [client] = useState(() =>
    createDeskClient({
      ...(props.fetch ? { fetch: props.fetch } : {}),
      onSignedOut: () => signedOut.dispatchEvent(new Event('signed-out')),
    }),
  )
  const actor = useMachineActor(props.logic ?? deskSessionMachine, {
    input: { api: sessionApi(client, webAuthn.startAuthentication) },
  })
  useEffect(() => {
    const expire = () => actor.send({ type: 'EXPIRED' })
    signedOut.addEventListener('signed-out', expire)
    return () => signedOut.removeEventListener('signed-out', expire)
  }, [actor, signedOut])
  const [desk] = useState(() => deskContextOf(actor, client))
  const [router] = useState(() => createDeskRouter(props.history))
  const [shown] = useState(() => new ScreenCount())
  const defaultSource = useContext(EventSourceContext)
  return (
    <I18nProvider locale="en-GB">
      <DeskContext.Provider value={desk}>
        <WebAuthnContext.Provider value={webAuthn}>
          <ScreenShown.Provider value={shown}>
            <EventSourceContext.Provider value={props.eventSource ?? defaultSource}>
              {/* React Aria's links (a table row's href) go through the desk's router */}
              <AriaRouterProvider navigate={(href) => router.history.push(href)}>
                <RouterProvider router={router} />
              </AriaRouterProvider>
            </EventSourceContext.Provider>
          </ScreenShown.Provider>
        </WebAuthnContext.Provider>
      </DeskContext.Provider>
    </I18nProvider>
  )
}
