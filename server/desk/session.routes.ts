import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { normaliseEmail } from '../../content/enquiry.schema.ts'
import { signedInOf } from './desk-guard.ts'
import type { SignedIn } from './sessions.ts'
import { bodyOf, clearSessionCookie, invalid, signIn, type DeskParts } from './desk-parts.ts'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'

/*
 * Signing in and out: `/api/desk/session` (password), `/api/desk/session/passkey` (a passkey
 * alone) and `/api/desk/sessions` (everywhere). server/README.md, "Desk API", gives each answer.
 */

export const sessionMessages = {
  refused: 'The e-mail or password is not right',
  passkeyRefused: 'This passkey could not sign you in',
  locked: (seconds: number) =>
    `Too many attempts: try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`,
} as const

/** Typed text longer than this is no e-mail or password of the desk (a 400, before any work). */
const longestTyped = 1024

export function registerSessionRoutes(desk: FastifyInstance, parts: DeskParts): void {
  const { audit, staff, throttle, sessions, passkeys } = parts

  /**
   * Password sign-in (OWASP Authentication Cheat Sheet, "Authentication and Error Messages"):
   * a wrong password, an unknown e-mail, a disabled account and one with no password yet get the
   * same 401 after the same argon2 work; a closed account or address gets 429 whatever the
   * password, and that attempt is not counted.
   */
  desk.post('/session', { config: { desk: { access: 'signed-out' } } }, async (request, reply) => {
    const body = bodyOf(request)
    const email = body?.email
    const password = body?.password
    if (
      typeof email !== 'string' ||
      typeof password !== 'string' ||
      email.length > longestTyped ||
      password.length > longestTyped
    ) {
      return invalid(reply, 'Enter your e-mail and password', {
        ...(typeof email === 'string' && email.length <= longestTyped
          ? {}
          : { email: 'Enter your e-mail' }),
        ...(typeof password === 'string' && password.length <= longestTyped
          ? {}
          : { password: 'Enter your password' }),
      })
    }
    const typed = normaliseEmail(email)
    const client = parts.clientKey(request)
    // the account's key is a keyed hash: an address typed here, or a password typed in the
    // e-mail field by mistake, is never stored
    const keys = { account: `account:${audit.keyedHash(typed)}`, address: `address:${client}` }
    const person = await staff.byEmail(typed)
    const subject = person?.public_id ?? audit.keyedHash(typed)
    const retryAfter = await throttle.retryAfter(keys)
    if (retryAfter !== undefined) {
      await audit.record({
        actor: null,
        action: 'sign-in-refused',
        subject,
        detail: { method: 'password', reason: 'locked' },
        client,
      })
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ message: sessionMessages.locked(retryAfter) })
    }
    const usable = person !== undefined && person.disabled_at === null ? person : undefined
    const stored = usable?.password_hash ?? null
    const right = await verifyPassword(stored, password)
    if (!right || usable === undefined || stored === null) {
      await throttle.failed(keys)
      const reason =
        person === undefined
          ? 'unknown-account'
          : person.disabled_at !== null
            ? 'disabled'
            : person.password_hash === null
              ? 'no-password'
              : 'wrong-password'
      await audit.record({
        actor: null,
        action: 'sign-in-refused',
        subject,
        detail: { method: 'password', reason },
        client,
      })
      return reply.code(401).send({ message: sessionMessages.refused })
    }
    await throttle.succeeded(keys)
    // OWASP Password Storage, "Upgrading the Work Factor": a hash of older parameters is
    // replaced while the password is known
    if (needsRehash(stored)) await staff.rehash(usable.id, stored, await hashPassword(password))
    await audit.record({
      actor: { id: usable.id, name: usable.name },
      action: 'sign-in',
      subject: usable.public_id,
      detail: { method: 'password' },
      client,
    })
    return signIn(parts, request, reply, usable)
  })

  desk.get('/session', { config: { desk: { access: 'staff' } } }, async (request) => {
    const me = signedInOf(request)
    return {
      id: me.publicId,
      name: me.name,
      email: me.email,
      role: me.role,
      passkeys: await staff.passkeyCount(me.staffId),
    }
  })

  /** A sign-out: `end` ends this session or all of the person's, the audit says which. */
  const signOut =
    (action: 'sign-out' | 'sign-out-everywhere', end: (me: SignedIn) => Promise<void>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const me = signedInOf(request)
      await end(me)
      await audit.record({
        actor: { id: me.staffId, name: me.name },
        action,
        subject: me.publicId,
        client: parts.clientKey(request),
      })
      clearSessionCookie(parts, reply)
      return reply.code(204).send()
    }
  const staffOnly = { config: { desk: { access: 'staff' as const } } }
  desk.delete(
    '/session',
    staffOnly,
    signOut('sign-out', (me) => sessions.endSession(me.sessionHash)),
  )
  desk.delete(
    '/sessions',
    staffOnly,
    signOut('sign-out-everywhere', (me) => sessions.endAll(me.staffId)),
  )

  desk.post('/session/passkey/options', { config: { desk: { access: 'signed-out' } } }, async () =>
    passkeys.signInOptions(),
  )

  /** Sign-in with a passkey alone: the authenticator has verified the person. */
  desk.post(
    '/session/passkey',
    { config: { desk: { access: 'signed-out' } } },
    async (request, reply) => {
      const body = bodyOf(request)
      const client = parts.clientKey(request)
      const result = await passkeys.signIn(body?.challengeId, body?.response)
      const person = 'staffId' in result ? await staff.byId(result.staffId) : undefined
      if (person === undefined || person.disabled_at !== null) {
        await audit.record({
          actor: null,
          action: 'sign-in-refused',
          subject: person?.public_id ?? null,
          detail: {
            method: 'passkey',
            reason: 'refused' in result ? result.refused : 'disabled',
          },
          client,
        })
        return reply.code(401).send({ message: sessionMessages.passkeyRefused })
      }
      await audit.record({
        actor: { id: person.id, name: person.name },
        action: 'sign-in',
        subject: person.public_id,
        detail: { method: 'passkey' },
        client,
      })
      return signIn(parts, request, reply, person)
    },
  )
}
