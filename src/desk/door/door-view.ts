import type { Actor } from 'xstate'
import {
  selectMessage,
  selectPhase,
  selectSigningIn,
  type deskSessionMachine,
  type DeskSessionSnapshot,
} from '../../../machines/desk-session/desk-session.machine.ts'
import { emptiesPassword, missingOf, sayMessage } from '../screens/sign-in-words.ts'

/** The door's parts in its HTML (src/desk/door.html), found by their `data-door-*` marks. */
function partsOf(root: ParentNode) {
  const find = <T extends Element>(mark: string): T => {
    const element = root.querySelector<T>(`[data-door-${mark}]`)
    if (element === null) throw new Error(`The sign-in page has no [data-door-${mark}]`)
    return element
  }
  return {
    form: find<HTMLFormElement>('form'),
    message: find<HTMLElement>('message'),
    signIn: find<HTMLButtonElement>('sign-in'),
    passkey: find<HTMLButtonElement>('passkey'),
    status: find<HTMLElement>('status'),
    email: find<HTMLInputElement>('email'),
    password: find<HTMLInputElement>('password'),
  }
}

/** Shows a field's error under it, tied by aria-describedby (WCAG 3.3.1), or clears it. */
function showError(input: HTMLInputElement, error: string | undefined): void {
  const note = input.ownerDocument.getElementById(`${input.id}-error`)
  if (note === null) return
  note.textContent = error ?? ''
  note.hidden = error === undefined
  if (error === undefined) {
    input.removeAttribute('aria-invalid')
    input.removeAttribute('aria-describedby')
  } else {
    input.setAttribute('aria-invalid', 'true')
    input.setAttribute('aria-describedby', note.id)
  }
}

/**
 * The sign-in page's view of the desk's session machine (machines/desk-session), for the page
 * the server sends to a browser without a session: the same form as the app's sign-in screen
 * (sign-in.tsx), drawn by the HTML before any script, with the same words (sign-in-words.ts).
 * The buttons wake when the machine takes a sign-in (`signedOut.idle`, a microtask after the
 * script starts it: the page's session check is the server's choice of this page); a press
 * before that does nothing, and what was typed stays. Empty fields are named under themselves,
 * focus goes to the first, and nothing is sent; the machine's message shows above the form (an
 * alert or a status, as the app's), and focus comes back to the form. Signed in, `open()` loads
 * the desk at this address. Returns what unbinds it.
 */
export function bindDoor(
  root: ParentNode,
  actor: Actor<typeof deskSessionMachine>,
  open: () => void,
): () => void {
  const parts = partsOf(root)
  const document = parts.form.ownerDocument
  let shownMessage: unknown
  let lastWay: 'password' | 'passkey' = 'password'
  let marked = false

  const submit = (event: SubmitEvent) => {
    event.preventDefault()
    const email = parts.email.value
    const password = parts.password.value
    const missing = missingOf(email, password)
    showError(parts.email, missing.email)
    showError(parts.password, missing.password)
    const first = missing.email !== undefined ? parts.email : parts.password
    if (missing.email !== undefined || missing.password !== undefined) first.focus()
    else actor.send({ type: 'SIGN_IN', email: email.trim(), password })
  }
  const withPasskey = () => actor.send({ type: 'SIGN_IN_WITH_PASSKEY' })
  parts.form.addEventListener('submit', submit)
  parts.passkey.addEventListener('click', withPasskey)

  const say = (said: { tone: 'alert' | 'status'; text: string } | undefined) => {
    if (said === undefined) {
      parts.message.replaceChildren()
      return
    }
    const box = document.createElement('div')
    box.setAttribute('role', said.tone)
    box.className = `desk-message${said.tone === 'alert' ? ' desk-message--alert' : ''}`
    const line = document.createElement('p')
    line.textContent = said.text
    box.append(line)
    parts.message.replaceChildren(box)
  }

  const draw = (snapshot: DeskSessionSnapshot) => {
    const phase = selectPhase(snapshot)
    if (phase === 'signed-in') {
      open()
      return
    }
    const signingIn = selectSigningIn(snapshot)
    const busy = phase !== 'signed-out' || signingIn !== undefined
    parts.signIn.disabled = busy
    parts.passkey.disabled = busy
    parts.signIn.textContent = signingIn === 'password' ? 'Signing in…' : 'Sign in'
    parts.status.textContent = signingIn === 'passkey' ? 'Waiting for your passkey…' : ''
    if (signingIn !== undefined) lastWay = signingIn
    const message = selectMessage(snapshot)
    if (message !== shownMessage) {
      shownMessage = message
      say(sayMessage(message))
      // the button pressed was asleep while the sign-in ran, and focus left it: it goes to the
      // password to type again after a refusal, else back to the button the person used
      const lost = document.activeElement === null || document.activeElement === document.body
      if (emptiesPassword(message)) {
        parts.password.value = ''
        parts.password.focus()
      } else if (message !== undefined && lost) {
        ;(lastWay === 'passkey' ? parts.passkey : parts.signIn).focus()
      }
    }
    if (phase === 'signed-out' && !marked) {
      marked = true
      // the form takes a sign-in: the desk's `interactive` mark, as the app's first screen sets it
      performance.mark('interactive')
    }
  }
  const subscription = actor.subscribe(draw)
  draw(actor.getSnapshot())
  return () => {
    subscription.unsubscribe()
    parts.form.removeEventListener('submit', submit)
    parts.passkey.removeEventListener('click', withPasskey)
  }
}
