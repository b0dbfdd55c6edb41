import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  enquiryMessages,
  parseEnquiryPayload,
  samePagePath,
  type EnquiryErrors,
} from '../../content/enquiry.schema.ts'
import type { Clock } from '../clock.ts'
import { checkChallenge, issueChallenge, type SpentChallenges } from './challenge.ts'
import { StorageUnavailableError, type EnquiryWriter } from './enquiry-writer.ts'
import type { RateLimiter, RateVerdict } from './rate-limit.ts'

export interface EnquiryRouteDeps {
  writer: EnquiryWriter
  limiter: RateLimiter
  spent: SpentChallenges
  secret: string
  clock: Clock
  /** The rate-limit key of the request's client (see client-address.ts). */
  clientKey: (request: FastifyRequest) => string
  /** Why the database cannot take enquiries now, or undefined. */
  storageProblem: () => string | undefined
  /** The site's own origin, so a Referer from elsewhere is not recorded as the page. */
  siteOrigin: string
}

/** The sentence of a 503 while the database cannot take enquiries. */
export const storageUnavailableMessage =
  'We cannot take enquiries online at this moment. Please try again in a few minutes, or call or e-mail us.'

function badRequest(reply: FastifyReply, errors: EnquiryErrors): FastifyReply {
  return reply.code(400).send({ errors })
}

function tooMany(reply: FastifyReply, verdict: RateVerdict): FastifyReply | undefined {
  if (verdict.allowed) return undefined
  return reply
    .code(429)
    .header('retry-after', String(verdict.retryAfterSeconds))
    .send({ message: enquiryMessages.tooMany })
}

function unavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', '60')
    .header('cache-control', 'no-store')
    .send({ message: storageUnavailableMessage })
}

/**
 * The enquiry API. `GET /api/enquiry/challenge` issues a sealed puzzle; `POST /api/enquiry`
 * validates the body with the form's own schema, checks the puzzle (seal, age, answer, reuse),
 * and answers `201 { id }` only after the enquiry is committed to the database file the server
 * opened. A client over its limit is refused before its body is read, but only an enquiry that
 * passed every check counts against the limit: a malformed, refused or wrong-puzzle request
 * never uses up the quota of the visitors who share its address. Other methods get 405 from the
 * app's method policy.
 */
export function registerEnquiryRoutes(app: FastifyInstance, deps: EnquiryRouteDeps): void {
  const { writer, limiter, spent, secret, clock, clientKey } = deps

  /** The path of the page a same-site Referer names, if it is a plain path worth recording. */
  function refererPath(request: FastifyRequest): string | undefined {
    const referer = request.headers.referer
    if (referer === undefined) return undefined
    try {
      const url = new URL(referer)
      const sameSite = url.origin === deps.siteOrigin || url.host === request.headers.host
      return sameSite ? samePagePath(url.pathname) : undefined
    } catch {
      return undefined
    }
  }

  app.get('/api/enquiry/challenge', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(issueChallenge(secret, clock.now()))
  })

  app.route({
    method: 'POST',
    url: '/api/enquiry',
    onRequest: async (request, reply) => {
      if (deps.storageProblem() !== undefined) return unavailable(reply)
      return tooMany(reply, limiter.peek(clientKey(request), clock.now()))
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
        if (check.reason === 'wrong') spent.burn(check.id, check.expiresAt)
        return badRequest(reply, {
          puzzle:
            check.reason === 'expired' ? enquiryMessages.puzzleExpired : enquiryMessages.puzzle,
        })
      }
      if (spent.has(check.id, now)) return badRequest(reply, { puzzle: enquiryMessages.puzzle })

      // Only now, with a valid enquiry in hand, does the attempt count.
      const limited = tooMany(reply, limiter.hit(clientKey(request), now))
      if (limited !== undefined) return limited

      let outcome
      try {
        outcome = await writer.submit({
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
      } catch (error) {
        if (error instanceof StorageUnavailableError) return unavailable(reply)
        throw error
      }
      if (outcome.status === 'duplicate') {
        return reply.code(409).send({ message: enquiryMessages.duplicate })
      }
      if (outcome.status === 'reused') return badRequest(reply, { puzzle: enquiryMessages.puzzle })
      request.log.info({ enquiry: outcome.id }, 'enquiry stored')
      return reply.code(201).send({ id: outcome.id })
    },
  })
}
