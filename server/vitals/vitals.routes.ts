import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseVitalsBeacon } from '../../content/vitals.schema.ts'
import type { Clock } from '../clock.ts'
import type { RateLimiter } from '../enquiries/rate-limit.ts'
import { isCountedAgent } from '../insights/count-ingest.ts'
import type { CountTaker } from '../insights/count-taker.ts'
import type { VitalsRecorder } from './vitals-recorder.ts'

/** A beacon is a few hundred bytes; anything much larger is not one. */
const beaconLimitBytes = 4 * 1024
const hourMs = 60 * 60 * 1000

export interface VitalsRouteDeps {
  recorder: VitalsRecorder
  limiter: RateLimiter
  clock: Clock
  clientKey: (request: FastifyRequest) => string
  storageProblem: () => string | undefined
  /** Whether a path is a page of the built site; others are stored as `(other)`. */
  isPage: (path: string) => boolean
  /** Takes the site count's events a beacon carries (server/insights). */
  count: CountTaker
}

/**
 * `POST /api/vitals`: a page's web-vitals beacon (see content/vitals.schema.ts). Counted per
 * client address before its body is read, checked, then held for the next batched write; `204`.
 * The address is used only for that count, in memory: nothing of the request is stored but the
 * route, navigation type, device class, metric values and the hour. A beacon without a user
 * agent, or from a known bot or headless browser, is answered `204` and nothing of it is kept.
 * Its count events (content/count.schema.ts) go to the count's own batched writer.
 */
export function registerVitalsRoutes(app: FastifyInstance, deps: VitalsRouteDeps): void {
  app.route({
    method: 'POST',
    url: '/api/vitals',
    bodyLimit: beaconLimitBytes,
    onRequest: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const verdict = deps.limiter.hit(deps.clientKey(request), deps.clock.now())
      // a bot's beacons count against its address too, then are answered and dropped unread
      if (verdict.allowed)
        return isCountedAgent(request.headers['user-agent']) ? undefined : reply.code(204).send()
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send({ message: 'Too many metric beacons' })
    },
    handler: async (request, reply) => {
      if (request.body === undefined) {
        return reply
          .code(415)
          .send({ message: 'Send the metrics beacon as JSON (application/json)' })
      }
      const beacon = parseVitalsBeacon(request.body)
      if (beacon === undefined) return reply.code(400).send({ message: 'Not a metrics beacon' })
      const unavailable = () =>
        reply
          .code(503)
          .header('retry-after', '60')
          .send({ message: 'Metrics are not being stored right now' })
      if (deps.storageProblem() !== undefined) return unavailable()
      const now = deps.clock.now()
      const receivedHour = Math.floor(now / hourMs) * hourMs
      const route = deps.isPage(beacon.route) ? beacon.route : '(other)'
      if (!deps.recorder.fits(beacon.metrics.length)) return unavailable()
      if (beacon.events !== undefined) {
        const taken = await deps.count.take(request, beacon.events, beacon.device, now)
        if (!taken) return unavailable()
      }
      const held = deps.recorder.record(
        beacon.metrics.map((m) => ({
          receivedHour,
          route,
          metric: m.name,
          value: m.value,
          navigationType: beacon.navigationType,
          device: beacon.device,
        })),
      )
      return held ? reply.code(204).send() : unavailable()
    },
  })
}
