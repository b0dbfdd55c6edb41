import type { FastifyInstance, FastifyRequest } from 'fastify'
import { clientResolver, isPrivateAddress, type ProxyTrust } from './client-address.ts'
import { loggedPath } from './http.ts'
import { refuseUnrouted } from './method-policy.ts'
import type { StaticSite } from './static/static.routes.ts'

/**
 * What every request meets first, in `onRequest` (no body read yet): the security headers; while
 * the server shuts down, `503` with `Connection: close`; a one-time warning when forwarding
 * headers arrive from a peer TRUST_PROXY does not list; and the method policy for a request no
 * route takes. Also the one log line per answered request. Returns the client key of a request.
 */
export function registerRequestGate(
  app: FastifyInstance,
  options: {
    headers: Record<string, string>
    trustProxy: ProxyTrust
    draining: { value: boolean }
    staticSite: StaticSite
  },
): (request: FastifyRequest) => string {
  const { headers, draining, staticSite } = options
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    )
    done()
  })

  const resolveClient = clientResolver(options.trustProxy)
  let warnedForward = false
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers)
    if (draining.value) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ message: 'The server is restarting. Please try again in a moment.' })
    }
    const h = request.headers
    if (
      !warnedForward &&
      (h['x-forwarded-for'] !== undefined ||
        h.forwarded !== undefined ||
        h['x-real-ip'] !== undefined)
    ) {
      const peer = request.raw.socket.remoteAddress ?? ''
      if (resolveClient(peer, h).untrustedForward) {
        warnedForward = true
        // A proxy's own address is no visitor's: name it only when it is private.
        const who = isPrivateAddress(peer) ? `the peer ${peer}` : 'a public address'
        app.log.warn(
          `forwarding headers (X-Forwarded-For) arrived from ${who}, which TRUST_PROXY does not list: they are ignored, and every visitor through that peer shares one rate limit. If it is your reverse proxy, set TRUST_PROXY to its address (this warning is shown once).`,
        )
      }
    }
    if (request.is404) return refuseUnrouted(request, reply, staticSite)
    return undefined
  })
  // the enquiry route asks twice (before and after the body), so each request resolves once
  const keys = new WeakMap<FastifyRequest, string>()
  return (request) => {
    let key = keys.get(request)
    if (key === undefined) {
      key = resolveClient(request.raw.socket.remoteAddress, request.headers).key
      keys.set(request, key)
    }
    return key
  }
}
