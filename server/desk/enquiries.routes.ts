import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  EnquiryPageJson,
  EventConflictJson,
  InboxPage,
} from '../../content/desk/enquiries-api.ts'
import { sessionCookie, signedInOf } from './desk-guard.ts'
import { invalid } from './desk-parts.ts'
import { readChangeRequest } from './enquiry-events.ts'
import { inboxItem } from './enquiry-json.ts'
import type { DeskActor, EnquiryLife } from './enquiry-life.service.ts'
import { encodeCursor, readInboxQuery } from './inbox-query.ts'
import type { InboxRepository } from './inbox.repository.ts'
import type { LiveFeed } from './live-feed.ts'
import type { Sessions } from './sessions.ts'

/*
 * The enquiries of the desk, for any member of the staff (server/README.md, "Desk API"): the
 * inbox (`GET /api/desk/enquiries`), an enquiry's page (`GET /api/desk/enquiries/:id`) and its
 * changes (`POST /api/desk/enquiries/:id/events`), every one decided by the enquiry's life
 * machine on the server (enquiry-life.service.ts). The answers are typed by the desk's contract
 * (content/desk/enquiries-api.ts), so the compiler holds the server to the shapes the desk reads.
 */

export const enquiryMessages = {
  unknown: 'There is no enquiry of this id',
  badQuery: 'Check the filters',
  badChange: 'Check the change',
} as const

/** The person of a request, as the enquiry's life knows them. */
export function actorOf(request: FastifyRequest): DeskActor {
  const me = signedInOf(request)
  return { id: me.staffId, role: me.role, name: me.name }
}

export interface EnquiryRouteParts {
  inbox: InboxRepository
  life: EnquiryLife
}

export function registerEnquiryRoutes(desk: FastifyInstance, parts: EnquiryRouteParts): void {
  const { inbox, life } = parts
  const staff = { config: { desk: { access: 'staff' as const } } }

  desk.get('/enquiries', staff, async (request, reply) => {
    const read = readInboxQuery(request.query)
    if (!read.ok) return invalid(reply, enquiryMessages.badQuery, read.errors)
    const { filter, after, limit } = read.value
    const [page, fresh] = await Promise.all([inbox.page(filter, after, limit), inbox.countNew()])
    const answer: InboxPage = {
      items: page.rows.map(inboxItem),
      next: page.next === null ? null : encodeCursor(page.next),
      searchedTo:
        page.searchedTo === null ? null : new Date(page.searchedTo.createdAt).toISOString(),
      counts: { new: fresh },
    }
    return answer
  })

  desk.get<{ Params: { id: string } }>('/enquiries/:id', staff, async (request, reply) => {
    const page: EnquiryPageJson | undefined = await life.page(request.params.id)
    if (page === undefined) return reply.code(404).send({ message: enquiryMessages.unknown })
    return page
  })

  desk.post<{ Params: { id: string } }>('/enquiries/:id/events', staff, async (request, reply) => {
    const read = readChangeRequest(request.body)
    if (!read.ok) return invalid(reply, enquiryMessages.badChange, read.errors)
    const outcome = await life.change(request.params.id, actorOf(request), read.value)
    switch (outcome.status) {
      case 200:
        return outcome.page
      case 404:
        return reply.code(404).send({ message: enquiryMessages.unknown })
      case 409: {
        const conflict: EventConflictJson = { message: outcome.message, current: outcome.current }
        return reply.code(409).send(conflict)
      }
      case 503:
        return reply.code(503).send({ message: outcome.message })
    }
  })
}

export interface LiveRouteParts {
  feed: LiveFeed
  sessions: Sessions
  https: boolean
  onError: (message: string) => void
}

/**
 * `GET /api/desk/live`: the live feed as server-sent events (live-feed.ts), for any member of
 * the staff, never counted as their activity, ended when their session ends.
 */
export function registerLiveRoute(desk: FastifyInstance, parts: LiveRouteParts): void {
  const cookie = sessionCookie(parts.https)
  desk.get(
    '/live',
    { config: { desk: { access: 'staff', background: true } } },
    async (request, reply) => {
      const id = request.cookies[cookie.name]
      const { stream, end } = parts.feed.stream({
        signedIn: async () => (await parts.sessions.read(id, true)) !== undefined,
        onError: parts.onError,
      })
      request.raw.on('close', end)
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(stream)
    },
  )
}
