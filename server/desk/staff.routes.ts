import type { FastifyInstance } from 'fastify'
import { signedInOf } from './desk-guard.ts'
import { bodyOf, invalid, type DeskParts } from './desk-parts.ts'
import { readInvitation } from './staff-accounts.ts'

/*
 * Accounts, for managers: `/api/desk/staff` (list, invite), and per person `disable` and `link`
 * (a new one-time link). `npm run staff` does the same at the command line.
 */

export const staffMessages = {
  exists: 'An account with this e-mail exists already',
  unknown: 'There is no account of this id',
  self: 'You cannot disable your own account: ask another manager',
  disabled: 'This account is disabled',
} as const

export function registerStaffRoutes(desk: FastifyInstance, parts: DeskParts): void {
  const { staff, accounts } = parts
  const manager = { config: { desk: { access: 'manager' as const } } }
  const actorOf = (request: Parameters<typeof signedInOf>[0]) => {
    const me = signedInOf(request)
    return { id: me.staffId, name: me.name }
  }

  desk.get('/staff', manager, async () => ({ items: await staff.list() }))

  desk.post('/staff', manager, async (request, reply) => {
    const read = readInvitation(bodyOf(request) ?? {})
    if (!read.ok) return invalid(reply, 'Check the new account', read.errors)
    const invited = await accounts.invite(read.value, actorOf(request), parts.clientKey(request))
    if (invited === undefined) return reply.code(409).send({ message: staffMessages.exists })
    return reply.code(201).send({ id: invited.staff.public_id, link: invited.link })
  })

  desk.post<{ Params: { id: string } }>('/staff/:id/disable', manager, async (request, reply) => {
    const person = await staff.byPublicId(request.params.id)
    if (person === undefined) return reply.code(404).send({ message: staffMessages.unknown })
    if (person.id === signedInOf(request).staffId)
      return reply.code(409).send({ message: staffMessages.self })
    if (person.disabled_at === null)
      await accounts.disable(person, actorOf(request), parts.clientKey(request))
    const item = (await staff.list()).find((entry) => entry.id === person.public_id)
    return item
  })

  desk.post<{ Params: { id: string } }>('/staff/:id/link', manager, async (request, reply) => {
    const person = await staff.byPublicId(request.params.id)
    if (person === undefined) return reply.code(404).send({ message: staffMessages.unknown })
    if (person.disabled_at !== null)
      return reply.code(409).send({ message: staffMessages.disabled })
    return { link: await accounts.newLink(person, actorOf(request), parts.clientKey(request)) }
  })
}
