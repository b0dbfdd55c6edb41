import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { Me } from '../../../content/desk/api.ts'
import { DeskApp } from '../app/desk-app.tsx'
import type { WebAuthn } from '../app/web-authn.ts'
import { FakeDeskApi } from './fake-api.ts'
import { FakeEventSource } from './fake-event-source.ts'

/** A manager and a colleague of reservations, as `GET /api/desk/session` answers them. */
export const manager: Me = {
  id: 'st_asha',
  name: 'Asha Rao',
  email: 'asha@trillium.example',
  role: 'manager',
  passkeys: 0,
}
export const colleague: Me = {
  id: 'st_ravi',
  name: 'Ravi Shetty',
  email: 'ravi@trillium.example',
  role: 'reservations',
  passkeys: 0,
}

/** Passkey ceremonies that fail loudly: a test that needs one gives its own. */
const noWebAuthn: WebAuthn = {
  startAuthentication: () => Promise.reject(new Error('this test gives no passkey')),
  startRegistration: () => Promise.reject(new Error('this test gives no passkey')),
}

/**
 * Renders the whole desk at `path` (under /desk) on a fake API; `signedInAs` answers the
 * session check with that person (else 401: signed out).
 */
export function renderDesk(
  path: string,
  options: { api?: FakeDeskApi; signedInAs?: Me; webAuthn?: WebAuthn } = {},
) {
  const api = options.api ?? new FakeDeskApi()
  if (!api.has('GET', '/session'))
    api.on(
      'GET',
      '/session',
      options.signedInAs === undefined
        ? { status: 401, body: { message: 'You are not signed in' } }
        : { status: 200, body: options.signedInAs },
    )
  const history = createMemoryHistory({ initialEntries: [path] })
  const view = render(
    <DeskApp
      fetch={api.fetch}
      history={history}
      webAuthn={options.webAuthn ?? noWebAuthn}
      eventSource={FakeEventSource}
    />,
  )
  return { ...view, api, history }
}
