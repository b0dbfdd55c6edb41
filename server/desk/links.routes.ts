import type { FastifyInstance, FastifyReply } from 'fastify'
import { bodyOf, invalid, signIn, type DeskParts } from './desk-parts.ts'
import { hashPassword, passwordProblem } from './passwords.ts'
import type { LinkState } from './staff.repository.ts'
import { isToken } from './tokens.ts'

/*
 * One-time links (`<SITE_URL>/desk/welcome#<token>`): whose link it is, and setting the
 * password with it, once, within 24 hours. The token travels in a request path here, so the
 * server's request log writes `/api/desk/links/[token]` instead (request-gate.ts).
 */

export const linkMessages = {
  unknown: 'This link is not known: check that it was copied whole',
  gone: 'This link has been used or has expired: ask a manager for a new one',
} as const

export function registerLinkRoutes(desk: FastifyInstance, parts: DeskParts): void {
  const { staff, audit } = parts

  /** The link's state, or the reply refusing it (404 unknown, 410 used or expired). */
  async function usable(
    token: string,
    reply: FastifyReply,
  ): Promise<Extract<LinkState, { state: 'usable' }> | FastifyReply> {
    const link = isToken(token) ? await staff.link(token) : { state: 'unknown' as const }
    if (link.state === 'unknown') return reply.code(404).send({ message: linkMessages.unknown })
    if (link.state === 'gone') return reply.code(410).send({ message: linkMessages.gone })
    return link
  }

  desk.get<{ Params: { token: string } }>(
    '/links/:token',
    { config: { desk: { access: 'signed-out' } } },
    async (request, reply) => {
      const link = await usable(request.params.token, reply)
      if (!('state' in link)) return link
      return { name: link.staff.name, email: link.staff.email }
    },
  )

  /**
   * Sets the person's password and signs them in. The password is checked before the link is
   * used, so a refused one leaves the link good; the link is used in the transaction that sets
   * the password, so two requests with one link set it once. Every earlier session ends
   * (OWASP Session Management: a new password ends the others).
   */
  desk.post<{ Params: { token: string } }>(
    '/links/:token/password',
    { config: { desk: { access: 'signed-out' } } },
    async (request, reply) => {
      const { token } = request.params
      const link = await usable(token, reply)
      if (!('state' in link)) return link
      const password = bodyOf(request)?.password
      if (typeof password !== 'string')
        return invalid(reply, 'Choose a password', { password: 'Enter a password' })
      const problem = passwordProblem(password, link.staff)
      if (problem !== undefined)
        return invalid(reply, 'Choose another password', { password: problem })
      const hash = await hashPassword(password)
      const person = link.staff
      const set = await parts.db.transaction().execute(async (trx) => {
        if (!(await staff.useLink(trx, token))) return false
        await staff.setPassword(trx, person.id, hash)
        await trx.deleteFrom('staff_sessions').where('staff_id', '=', person.id).execute()
        await audit.record(
          {
            actor: { id: person.id, name: person.name },
            action: 'password-set',
            subject: person.public_id,
            client: parts.clientKey(request),
          },
          trx,
        )
        return true
      })
      if (!set) return reply.code(410).send({ message: linkMessages.gone })
      return signIn(parts, request, reply, person)
    },
  )
}
