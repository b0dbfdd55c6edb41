import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import {
  selectMessage,
  selectSigningOut,
} from '../../../machines/desk-session/desk-session.machine.ts'
import { DeskLink } from '../app/links.tsx'
import { LiveProvider } from '../app/live.tsx'
import { useDesk, useMe } from '../app/session.ts'
import { deskName } from '../app/title.ts'
import { Message } from '../ui/message.tsx'

/** How each role reads in the header. */
export const roleNames = { manager: 'Manager', reservations: 'Reservations' } as const

/**
 * The signed-in desk: a header with the desk's name, who is signed in and their role, and "Sign
 * out"; the navigation (Inbox, and for managers Staff, Privacy, Audit and Site; Account); then the
 * screen.
 */
export function SignedInLayout({ children }: { readonly children: ReactNode }) {
  const { session } = useDesk()
  const me = useMe()
  const signingOut = useSelector(session, selectSigningOut)
  const signOutFailed = useSelector(session, (s) => selectMessage(s)?.kind === 'sign-out-failed')
  return (
    <LiveProvider>
      <div className="desk-page">
        <header className="desk-header">
          <div className="desk-header__bar">
            <DeskLink to="/" className="desk-header__name">
              {deskName}
            </DeskLink>
            <p className="desk-header__who">
              <span>{me.name}</span>
              <span className="desk-header__role">{roleNames[me.role]}</span>
            </p>
            <Button
              className="desk-button desk-button--on-dark"
              isDisabled={signingOut !== undefined}
              onPress={() => session.send({ type: 'SIGN_OUT' })}
            >
              {signingOut === 'here' ? 'Signing out…' : 'Sign out'}
            </Button>
          </div>
          <nav aria-label="Desk" className="desk-nav">
            <ul>
              <li>
                <DeskLink to="/" activeOptions={{ exact: true }}>
                  Inbox
                </DeskLink>
              </li>
              {me.role === 'manager' && (
                <>
                  <li>
                    <DeskLink to="/staff">Staff</DeskLink>
                  </li>
                  <li>
                    <DeskLink to="/privacy">Privacy</DeskLink>
                  </li>
                  <li>
                    <DeskLink to="/audit">Audit</DeskLink>
                  </li>
                  <li>
                    <DeskLink to="/site">Site</DeskLink>
                  </li>
                </>
              )}
              <li>
                <DeskLink to="/account">Account</DeskLink>
              </li>
            </ul>
          </nav>
        </header>
        <main className="desk-main">
          {signOutFailed && (
            <Message tone="alert">
              <p>The desk could not sign you out: the server did not answer. Try again.</p>
            </Message>
          )}
          {children}
        </main>
      </div>
    </LiveProvider>
  )
}
