import type { FastifyInstance } from 'fastify'
import { signedInOf } from './desk-guard.ts'
import { bodyOf, invalid, type DeskParts } from './desk-parts.ts'

/*
 * A signed-in person's passkeys: `/api/desk/passkeys` (list, add in two steps, remove). Signing
 * in with one is session.routes.ts.
 */

export function registerPasskeyRoutes(desk: FastifyInstance, parts: DeskParts): void {
  const { passkeys, audit } = parts
  const staff = { config: { desk: { access: 'staff' as const } } }

  desk.get('/passkeys', staff, async (request) => ({
    items: await passkeys.list(signedInOf(request).staffId),
  }))

  desk.post('/passkeys/options', staff, async (request) => {
    const me = signedInOf(request)
    return passkeys.registrationOptions({
      staffId: me.staffId,
      publicId: me.publicId,
      email: me.email,
      name: me.name,
    })
  })

  desk.post('/passkeys', staff, async (request, reply) => {
    const me = signedInOf(request)
    const body = bodyOf(request)
    const name = typeof body?.name === 'string' ? body.name : undefined
    const added = await passkeys.register(me.staffId, body?.challengeId, body?.response, name)
    if (added === undefined) return invalid(reply, 'The passkey could not be added: try again')
    await audit.record({
      actor: { id: me.staffId, name: me.name },
      action: 'passkey-added',
      subject: me.publicId,
      client: parts.clientKey(request),
    })
    return reply.code(201).send({ id: added.id, name: added.name })
  })

  desk.delete<{ Params: { id: string } }>('/passkeys/:id', staff, async (request, reply) => {
    const me = signedInOf(request)
    if (!(await passkeys.remove(me.staffId, request.params.id)))
      return reply.code(404).send({ message: 'You have no passkey of this id' })
    await audit.record({
      actor: { id: me.staffId, name: me.name },
      action: 'passkey-removed',
      subject: me.publicId,
      client: parts.clientKey(request),
    })
    return reply.code(204).send()
  })
}
