import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/schema.ts'
import type { Me } from '../../content/desk/api.ts'
import type { AuditTrail } from './audit.ts'
import type { Passkeys } from './passkeys.ts'
import type { Sessions } from './sessions.ts'
import type { StaffAccounts } from './staff-accounts.ts'
import type { StaffRepository, StaffRow } from './staff.repository.ts'
import type { SignInThrottle } from './throttle.ts'
import { sessionCookie } from './desk-guard.ts'

/** What the desk's routes share (made once by desk.ts). */
export interface DeskParts {
  db: Kysely<Tables>
  sessions: Sessions
  throttle: SignInThrottle
  audit: AuditTrail
  staff: StaffRepository
  accounts: StaffAccounts
  passkeys: Passkeys
  /** The client's address key (client-address.ts). */
  clientKey: (request: FastifyRequest) => string
  https: boolean
}

/** A request's JSON body as an object, or undefined when it is something else. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}

/** 400 with a message, and the message of each field when there are some. */
export function invalid(
  reply: FastifyReply,
  message: string,
  errors?: Record<string, string>,
): FastifyReply {
  return reply.code(400).send(errors === undefined ? { message } : { message, errors })
}

/** Who is signed in, as the desk shows them. */
export async function meOf(parts: DeskParts, staff: StaffRow): Promise<Me> {
  return {
    id: staff.public_id,
    name: staff.name,
    email: staff.email,
    role: staff.role,
    passkeys: await parts.staff.passkeyCount(staff.id),
  }
}

/**
 * Signs the person in: a new session (the one of the cookie the browser had ends), its cookie
 * set on the reply, and the answer `Me`.
 */
export async function signIn(
  parts: DeskParts,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<Me> {
  const cookie = sessionCookie(parts.https)
  const id = await parts.sessions.start(
    staff.id,
    request.headers['user-agent'],
    request.cookies[cookie.name],
  )
  reply.setCookie(cookie.name, id, cookie.options)
  return meOf(parts, staff)
}

/** Forgets the session cookie in the browser (sign out). */
export function clearSessionCookie(parts: DeskParts, reply: FastifyReply): void {
  const cookie = sessionCookie(parts.https)
  reply.clearCookie(cookie.name, cookie.options)
}
