import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseCountEvent } from '../../content/count.schema.ts'
import type { Clock } from '../clock.ts'
import type { RateLimiter } from '../enquiries/rate-limit.ts'
import { deviceOfAgent, isCountedAgent } from './count-ingest.ts'
import type { CountTaker } from './count-taker.ts'

/** A transparent GIF of one pixel (42 bytes): an image every browser shows, and caches nothing. */
export const transparentGif = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
)

export interface CountRouteDeps {
  taker: CountTaker
  /** The beacons' limiter: a page with and without JavaScript shares one budget per address. */
  limiter: RateLimiter
  clock: Clock
  clientKey: (request: FastifyRequest) => string
  storageProblem: () => string | undefined
  isPage: (path: string) => boolean
}

/**
 * `GET /api/count?p=/suites`: the page view of a visitor without JavaScript, asked for by the
 * `<noscript>` image of every prerendered page. Answers the transparent GIF (`no-store`, so each
 * view asks again) after counting one `view` with no landing, its device from the user agent.
 * The same bot filter and per-address limit as the beacon; `p` must name a page of the built
 * site (400 otherwise: the noscript image only ever names its own page, so anything else is
 * forged). A HEAD is answered and not counted.
 */
export function registerCountRoutes(app: FastifyInstance, deps: CountRouteDeps): void {
  app.route<{ Querystring: Record<string, string | string[] | undefined> }>({
    method: 'GET',
    url: '/api/count',
    onRequest: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const verdict = deps.limiter.hit(deps.clientKey(request), deps.clock.now())
      if (verdict.allowed)
        return isCountedAgent(request.headers['user-agent']) ? undefined : gif(reply)
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send({ message: 'Too many page views' })
    },
    handler: async (request, reply) => {
      const p = request.query.p
      const view = typeof p === 'string' ? parseCountEvent({ kind: 'view', path: p }) : undefined
      if (view === undefined || !deps.isPage(view.path))
        return reply.code(400).send({ message: 'p must name a page of the site' })
      if (request.method === 'HEAD') return gif(reply)
      const unavailable = () =>
        reply
          .code(503)
          .header('retry-after', '60')
          .send({ message: 'Page views are not being counted right now' })
      if (deps.storageProblem() !== undefined) return unavailable()
      const userAgent = request.headers['user-agent'] ?? ''
      const taken = await deps.taker.take(
        request,
        [view],
        deviceOfAgent(userAgent),
        deps.clock.now(),
      )
      return taken ? gif(reply) : unavailable()
    },
  })
}

function gif(reply: FastifyReply) {
  return reply.code(200).type('image/gif').send(transparentGif)
}
