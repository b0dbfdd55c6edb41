import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseEnquiryPayload } from '../../content/enquiry-payload.ts'
import { enquiryMessages, samePagePath, type EnquiryErrors } from '../../content/enquiry.schema.ts'
import type { Clock } from '../clock.ts'
import { timeOrderedUuid } from '../time-ordered-id.ts'
import type { BurntTokens } from './burnt-tokens.ts'
import { checkChallenge, issueChallenge } from './challenge.ts'
import { StorageUnavailableError, type EnquiryWriter } from './enquiry-writer.ts'
import type { RateVerdict, RefusedClients } from './rate-limit.ts'
import { isFormPost, readFormBody } from './form-post.ts'

export interface EnquiryRouteDeps {
  writer: EnquiryWriter
  /** Clients refused by the shared rate limit, refused here before their body is read. */
  refused: RefusedClients
  burnt: BurntTokens
  secret: string
  clock: Clock
  /** The rate-limit key of the request's client (see client-address.ts). */
  clientKey: (request: FastifyRequest) => string
  /**
   * Why the database cannot take enquiries, as recently checked (refused before the body is
   * read), or undefined; the writer checks again before and after it writes.
   */
  storageProblem: () => string | undefined
  /** The site's own origin, so a Referer from elsewhere is not recorded as the page. */
  siteOrigin: string
}

/** The sentence of a 415: what the enquiry may be sent as. */
export const unsupportedEnquiryType =
  'Send the enquiry as JSON (application/json) or as a form (application/x-www-form-urlencoded)'

/** The sentence of a 503 while the database cannot take enquiries. */
export const storageUnavailableMessage =
  'We cannot take enquiries online at this moment. Please try again in a few minutes, or call or e-mail us.'

/** What an enquiry came to, before it is written as JSON or as a page. */
export type EnquiryOutcome =
  | { status: 201; id: string; email: string }
  | { status: 400; errors: EnquiryErrors }
  | { status: 409 | 429 | 503; message: string; retryAfter?: string }

/** Renders a form post's outcome as a page (server/enquiries/enquiry-form-page.ts); absent, JSON is sent. */
export type FormAnswerer = (
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: EnquiryOutcome,
  values: Record<string, string>,
  /** The path of the same-site page that sent the post, from its Referer. */
  referer: string | undefined,
) => Promise<FastifyReply>

function tooMany(verdict: RateVerdict): EnquiryOutcome | undefined {
  if (verdict.allowed) return undefined
  return {
    status: 429,
    message: enquiryMessages.tooMany,
    retryAfter: String(verdict.retryAfterSeconds),
  }
}

const unavailable: EnquiryOutcome = {
  status: 503,
  message: storageUnavailableMessage,
  retryAfter: '60',
}

/** The JSON answer of an outcome, as the API has always given it. */
function sendJson(reply: FastifyReply, outcome: EnquiryOutcome): FastifyReply {
  if (outcome.status === 201) return reply.code(201).send({ id: outcome.id })
  if (outcome.status === 400) return reply.code(400).send({ errors: outcome.errors })
  if (outcome.retryAfter !== undefined) reply.header('retry-after', outcome.retryAfter)
  return reply.code(outcome.status).send({ message: outcome.message })
}

/**
 * The enquiry API. `GET /api/enquiry/challenge` issues a sealed puzzle; `POST /api/enquiry`
 * validates the body with the form's own schema, checks the puzzle (seal, age, answer, reuse),
 * and answers `201 { id }` only after the enquiry is committed to the database file the server
 * opened. A client over its limit is refused before its body is read, but only an enquiry that
 * passed every check counts against the limit: a malformed, refused or wrong-puzzle request
 * never uses up the quota of the visitors who share its address. A plain form post
 * (`application/x-www-form-urlencoded`, the form without JavaScript) goes through exactly the
 * same steps and is answered with a page by `answerForm`. Other methods get 405 from the app's
 * method policy.
 */
export function registerEnquiryRoutes(
  app: FastifyInstance,
  deps: EnquiryRouteDeps,
  answerForm?: FormAnswerer,
): void {
  const { writer, refused, burnt, secret, clock, clientKey } = deps

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

  /** Every check, then the durable write: the one pipeline of both ways in. */
  async function processEnquiry(request: FastifyRequest, body: unknown): Promise<EnquiryOutcome> {
    const parsed = parseEnquiryPayload(body)
    if (!parsed.ok) return { status: 400, errors: parsed.errors }
    const value = parsed.value
    const now = clock.now()

    const check = checkChallenge(secret, value.puzzle.token, value.puzzle.answer, now)
    if (!check.ok) {
      if (check.reason === 'wrong') await burnt.burn(check.id, check.expiresAt)
      return {
        status: 400,
        errors: {
          puzzle:
            check.reason === 'expired' ? enquiryMessages.puzzleExpired : enquiryMessages.puzzle,
        },
      }
    }
    if (burnt.has(check.id, now)) return { status: 400, errors: { puzzle: enquiryMessages.puzzle } }

    // Only now, with a valid enquiry in hand, does the attempt count (in the batch's transaction).
    const client = clientKey(request)
    const limited = tooMany(refused.peek(client, now))
    if (limited !== undefined) return limited

    let outcome
    try {
      outcome = await writer.submit({
        publicId: timeOrderedUuid(now),
        createdAt: now,
        name: value.name,
        email: value.email,
        message: value.message,
        phone: value.phone,
        hotel: value.hotel,
        page: value.page ?? refererPath(request),
        challengeId: check.id,
        challengeExpiresAt: check.expiresAt,
        clientKey: client,
      })
    } catch (error) {
      if (error instanceof StorageUnavailableError) return unavailable
      throw error
    }
    if (outcome.status === 'duplicate') return { status: 409, message: enquiryMessages.duplicate }
    if (outcome.status === 'reused')
      return { status: 400, errors: { puzzle: enquiryMessages.puzzle } }
    if (outcome.status === 'limited') {
      refused.note(client, outcome.retryAfterSeconds, now)
      return (
        tooMany({ allowed: false, retryAfterSeconds: outcome.retryAfterSeconds }) ?? unavailable
      )
    }
    request.log.info({ enquiry: outcome.id }, 'enquiry stored')
    return { status: 201, id: outcome.id, email: value.email }
  }

  app.get('/api/enquiry/challenge', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(issueChallenge(secret, clock.now()))
  })

  app.route({
    method: 'POST',
    url: '/api/enquiry',
    onRequest: async (request, reply) => {
      const refusal =
        deps.storageProblem() !== undefined
          ? unavailable
          : tooMany(refused.peek(clientKey(request), clock.now()))
      if (refusal === undefined) return undefined
      reply.header('cache-control', 'no-store')
      if (answerForm !== undefined && isFormPost(request))
        return answerForm(request, reply, refusal, {}, refererPath(request))
      return sendJson(reply, refusal)
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      if (answerForm !== undefined && request.body instanceof URLSearchParams) {
        const form = readFormBody(request.body)
        const outcome = form.ok
          ? await processEnquiry(request, form.payload)
          : ({ status: 400, errors: form.errors } as const)
        return answerForm(request, reply, outcome, form.values, refererPath(request))
      }
      // No content type and no body: nothing JSON was sent.
      if (request.body === undefined || request.body instanceof URLSearchParams) {
        return reply.code(415).send({ message: unsupportedEnquiryType })
      }
      return sendJson(reply, await processEnquiry(request, request.body))
    },
  })
}
