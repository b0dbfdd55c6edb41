import type {
  PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser'
import type { Me, PasskeyOptionsJson, PasswordSignIn } from '../../../content/desk/api.ts'
import type {
  DeskSessionApi,
  SignInAnswer,
} from '../../../machines/desk-session/desk-session.machine.ts'
import type { ApiResult, DeskClient } from './client.ts'

/** The browser's passkey prompt: @simplewebauthn/browser's, or a test's. */
export type AskForPasskey = typeof startAuthentication

/**
 * Whether the browser's WebAuthn call ended without a passkey: the person closed the prompt,
 * it timed out, or no passkey for this site answered (the browser says NotAllowedError for all
 * of these, by design, so a page cannot learn which passkeys exist).
 */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
}

/** A sign-in's answer as the session machine takes it; a failure it cannot name rejects. */
function answerOf(result: ApiResult<Me>): SignInAnswer {
  if (result.ok) return { outcome: 'signed-in', me: result.data }
  if (result.kind === 'signed-out') return { outcome: 'refused', message: result.message }
  if (result.kind === 'limited') return { outcome: 'limited', retryAfter: result.retryAfter }
  throw new Error(`Sign-in failed: ${result.status} ${result.message}`)
}

/**
 * The session machine's four requests on the desk's API: `GET /api/desk/session`; `POST
 * /api/desk/session` with the e-mail and password; the passkey ceremony (`POST
 * .../session/passkey/options`, the browser's prompt, `POST .../session/passkey`); and `DELETE
 * /api/desk/session` or `/api/desk/sessions` (everywhere). The sign-ins' 401 is a refusal, not
 * the end of a session. The passkey prompt is given: the app's is @simplewebauthn/browser's,
 * the sign-in page's loads that library when the person asks for it (src/desk/door/).
 */
export function sessionApi(client: DeskClient, askForPasskey: AskForPasskey): DeskSessionApi {
  return {
    async checkSession() {
      const result = await client.call<Me>('GET', '/session', { signedOutCall: true })
      if (result.ok) return { outcome: 'signed-in', me: result.data }
      if (result.kind === 'signed-out') return { outcome: 'signed-out' }
      throw new Error(`The session check failed: ${result.status} ${result.message}`)
    },
    async signIn(credentials: PasswordSignIn) {
      return answerOf(
        await client.call<Me>('POST', '/session', { body: credentials, signedOutCall: true }),
      )
    },
    async signInWithPasskey() {
      const options = await client.call<PasskeyOptionsJson<PublicKeyCredentialRequestOptionsJSON>>(
        'POST',
        '/session/passkey/options',
        { signedOutCall: true },
      )
      if (!options.ok) return answerOf(options)
      let response
      try {
        response = await askForPasskey({ optionsJSON: options.data.options })
      } catch (error) {
        if (isCancelled(error)) return { outcome: 'cancelled' }
        throw error
      }
      return answerOf(
        await client.call<Me>('POST', '/session/passkey', {
          body: { challengeId: options.data.challengeId, response },
          signedOutCall: true,
        }),
      )
    },
    async signOut(everywhere: boolean) {
      const result = await client.call('DELETE', everywhere ? '/sessions' : '/session', {
        signedOutCall: true,
      })
      if (!result.ok && result.kind !== 'signed-out')
        throw new Error(`Sign-out failed: ${result.status} ${result.message}`)
    },
  }
}
