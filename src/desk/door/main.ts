import { createActor } from 'xstate'
import { deskSessionMachine } from '../../../machines/desk-session/desk-session.machine.ts'
import { inspectOption } from '../../../machines/inspect.ts'
import { createDeskClient } from '../api/client.ts'
import type { AskForPasskey } from '../api/session-api.ts'
import { doorSessionApi } from './door-api.ts'
import { bindDoor } from './door-view.ts'
import { prefetchAppOnce } from './prefetch-app.ts'
import '../desk.css'

/**
 * The sign-in page's script (src/desk/door.html; docs/decisions/0025-the-desks-door.md): the
 * desk's session machine and the form's view of it, without React, the router or React Aria, so
 * the page a colleague meets first takes a sign-in as soon as its script runs (door-api.ts: the
 * server's choice of this page answers the session check). The passkey library loads when the
 * person asks for a passkey. At the first keystroke the app's own files are fetched, so the desk
 * opens from the browser's cache once the person is signed in.
 */
const askForPasskey: AskForPasskey = async (options) =>
  (await import('@simplewebauthn/browser')).startAuthentication(options)

const actor = createActor(deskSessionMachine, {
  input: { api: doorSessionApi(createDeskClient(), askForPasskey) },
  ...inspectOption,
})
const door = document.querySelector('[data-door]')
if (door !== null) {
  // the same address again, asked by this page: the server answers the app for a live session
  bindDoor(door, actor, () => location.replace(location.href))
  door.addEventListener('input', () => prefetchAppOnce(document), { once: true })
  actor.start()
}
