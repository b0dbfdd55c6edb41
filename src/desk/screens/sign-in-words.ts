import type { SessionMessage } from '../../../machines/desk-session/desk-session.machine.ts'

/*
 * What the sign-in form says, in one place for its two views: the desk's own screen
 * (sign-in.tsx, inside the app, where a session that ends mid-work is signed in again) and the
 * sign-in page the server sends to a browser without a session (src/desk/door/), which draws
 * before any script and needs none of the app's. No React and no date library here: the door's
 * script carries this module.
 */

/** Whole minutes, rounded up, in words: `1 minute`, `15 minutes`. */
export function minutesFrom(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** What the form says about the session, and whether it is an alert or a status. */
export function sayMessage(
  message: SessionMessage | undefined,
): { tone: 'alert' | 'status'; text: string } | undefined {
  switch (message?.kind) {
    case 'expired':
      return {
        tone: 'status',
        text: 'You were signed out after 30 minutes without activity. Sign in to go on where you were.',
      }
    case 'signed-out':
      return { tone: 'status', text: 'You have signed out.' }
    case 'refused':
      return { tone: 'alert', text: message.message }
    case 'limited':
      return {
        tone: 'alert',
        text: `Too many attempts to sign in to this account. Try again in ${minutesFrom(message.retryAfter)}.`,
      }
    case 'cancelled':
      return {
        tone: 'alert',
        text: 'No passkey was used. Try again, or sign in with your password.',
      }
    case 'unreachable':
      return { tone: 'alert', text: unreachableText }
    default:
      return undefined
  }
}

/** What the form says when the server cannot be reached. */
export const unreachableText =
  'The desk could not reach the server. Check the connection and try again.'

/** The fields left empty, each with what to do: nothing is sent while one is. */
export function missingOf(email: string, password: string): { email?: string; password?: string } {
  return {
    ...(email.trim() === '' ? { email: 'Enter your e-mail address' } : {}),
    ...(password === '' ? { password: 'Enter your password' } : {}),
  }
}

/** Whether a message empties the password field (a refusal or a lock). */
export const emptiesPassword = (message: SessionMessage | undefined): boolean =>
  message?.kind === 'refused' || message?.kind === 'limited'
