import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  enquiryMaxLengths,
  enquiryMessages,
  parseEnquiryPayload,
  type EnquiryErrors,
} from '../../content/enquiry.schema.ts'
import type { Clock } from '../clock.ts'
import { methodNotAllowed } from '../http.ts'
import { checkChallenge, issueChallenge } from './challenge.ts'
import type { EnquiryRepository } from './enquiry.repository.ts'
import type { EnquiryWriter } from './enquiry-writer.ts'
import type { RateLimiter } from './rate-limit.ts'

export interface EnquiryRouteDeps {
  repository: EnquiryRepository
  writer: EnquiryWriter
  limiter: RateLimiter
  secret: string
  clock: Clock
}

function badRequest(reply: FastifyReply, errors: EnquiryErrors): FastifyReply {
  return reply.code(400).send({ errors })
}

/** The path of the page a Referer header names, if it is a plain path worth recording. */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer
  if (referer === undefined) return undefined
  try {
    const path = new URL(referer).pathname
    return path.length <= enquiryMaxLengths.page && /^\/[^\s]*$/u.test(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The enquiry API. `GET /api/enquiry/challenge` issues a signed puzzle; `POST /api/enquiry`
 * validates the body with the form's own schema, checks the puzzle (signature, expiry, answer,
 * reuse), and answers `201 { id }` only after the enquiry is committed. Rate limiting runs
 * before the body is read; 405 answers other methods.
 */
export function registerEnquiryRoutes(app: FastifyInstance, deps: EnquiryRouteDeps): void {
  const { repository, writer, limiter, secret, clock } = deps

  app.get('/api/enquiry/challenge', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(issueChallenge(secret, clock.now()))
  })
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/enquiry/challenge',
    onRequest: async (_request, reply) => methodNotAllowed(reply, 'GET, HEAD'),
    handler: async (_request, reply) => methodNotAllowed(reply, 'GET, HEAD'),
  })

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/enquiry',
    onRequest: async (_request, reply) => methodNotAllowed(reply, 'POST'),
    handler: async (_request, reply) => methodNotAllowed(reply, 'POST'),
  })

  app.route({
    method: 'POST',
    url: '/api/enquiry',
    onRequest: async (request, reply) => {
      const verdict = limiter.hit(request.ip, clock.now())
      if (!verdict.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send({ message: enquiryMessages.tooMany })
      }
      return undefined
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      // No content type and no body: nothing JSON was sent.
      if (request.body === undefined) {
        return reply.code(415).send({ message: 'Send the enquiry as JSON (application/json)' })
      }
      const parsed = parseEnquiryPayload(request.body)
      if (!parsed.ok) return badRequest(reply, parsed.errors)
      const value = parsed.value
      const now = clock.now()

      const check = checkChallenge(secret, value.puzzle.token, value.puzzle.answer, now)
      if (!check.ok) {
        if (check.reason === 'wrong') repository.burnChallenge(check.id, check.expiresAt)
        return badRequest(reply, {
          puzzle:
            check.reason === 'expired' ? enquiryMessages.puzzleExpired : enquiryMessages.puzzle,
        })
      }

      const outcome = await writer.submit({
        publicId: randomUUID(),
        createdAt: now,
        name: value.name,
        email: value.email,
        message: value.message,
        phone: value.phone,
        hotel: value.hotel,
        page: value.page ?? refererPath(request),
        challengeId: check.id,
        challengeExpiresAt: check.expiresAt,
      })
      if (outcome.status === 'duplicate') {
        return reply.code(409).send({ message: enquiryMessages.duplicate })
      }
      if (outcome.status === 'reused') return badRequest(reply, { puzzle: enquiryMessages.puzzle })
      request.log.info({ enquiry: outcome.id }, 'enquiry stored')
      return reply.code(201).send({ id: outcome.id })
    },
  })
}
