import type { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { createContext, useContext } from 'react'

/** The browser's two passkey ceremonies, as @simplewebauthn/browser gives them. */
export interface WebAuthn {
  readonly startAuthentication: typeof startAuthentication
  readonly startRegistration: typeof startRegistration
}

export const WebAuthnContext = createContext<WebAuthn | undefined>(undefined)

/** The passkey ceremonies (inside `DeskApp`). */
export function useWebAuthn(): WebAuthn {
  const webAuthn = useContext(WebAuthnContext)
  if (!webAuthn) throw new Error('useWebAuthn is used outside the desk (DeskApp)')
  return webAuthn
}
