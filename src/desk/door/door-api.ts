import type { DeskSessionApi } from '../../../machines/desk-session/desk-session.machine.ts'
import type { DeskClient } from '../api/client.ts'
import { sessionApi, type AskForPasskey } from '../api/session-api.ts'

/**
 * The session machine's requests on the sign-in page: the app's (session-api.ts), except the
 * session check, which the server has already answered by sending this page. It sends the page
 * only to a request that carries no live session although the browser would have sent its
 * SameSite=Strict cookie (a navigation from another site is first sent back to its own address
 * from this site: server/desk/desk-shell.ts), so asking again would only hold the form for a
 * round trip.
 */
export function doorSessionApi(client: DeskClient, askForPasskey: AskForPasskey): DeskSessionApi {
  return {
    ...sessionApi(client, askForPasskey),
    checkSession: () => Promise.resolve({ outcome: 'signed-out' }),
  }
}
