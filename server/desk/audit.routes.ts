import type { FastifyInstance } from 'fastify'
import { invalid, type DeskParts } from './desk-parts.ts'

/** Entries per page of the audit trail when the desk does not say. */
const defaultLimit = 50

/** The audit trail, for managers: `GET /api/desk/audit?after=&limit=`, newest first. */
export function registerAuditRoutes(desk: FastifyInstance, parts: DeskParts): void {
  desk.get<{ Querystring: Record<string, string | undefined> }>(
    '/audit',
    { config: { desk: { access: 'manager' } } },
    async (request, reply) => {
      const { after, limit } = request.query
      if (after !== undefined && !/^\d{1,15}$/.test(after))
        return invalid(reply, 'after must be the next cursor of the page before')
      if (limit !== undefined && !/^\d{1,3}$/.test(limit))
        return invalid(reply, 'limit must be a whole number from 1 to 100')
      const size = limit === undefined ? defaultLimit : Number(limit)
      if (size < 1 || size > 100)
        return invalid(reply, 'limit must be a whole number from 1 to 100')
      return parts.audit.page(after, size)
    },
  )
}
