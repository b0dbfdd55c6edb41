import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StaticSite } from './static/static.routes.ts'

/** The methods each API path answers; pages and files answer GET and HEAD. */
const apiMethods: Readonly<Record<string, string>> = {
  '/api/enquiry': 'POST',
  '/api/enquiry/challenge': 'GET, HEAD',
  '/api/weather': 'GET, HEAD',
  '/api/vitals': 'POST',
  '/healthz': 'GET, HEAD',
  '/readyz': 'GET, HEAD',
}

/** Methods that some path of the site answers; any other (TRACE, CONNECT, …) is 405 everywhere. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Answers a request no route took, from `onRequest`, so no body is ever read for it: 405 with
 * the path's `Allow` when the path exists but not for this method (and for methods the site
 * never answers), else 404 (JSON under `/api/` and for `/healthz` and `/readyz`, the designed page elsewhere).
 */
export function refuseUnrouted(
  request: FastifyRequest,
  reply: FastifyReply,
  site: StaticSite,
): Promise<FastifyReply> | FastifyReply {
  const rawPath = request.url.split('?')[0] ?? '/'
  const json = rawPath.startsWith('/api/') || rawPath === '/healthz' || rawPath === '/readyz'
  const allow = apiMethods[rawPath] ?? (!json && site.has(rawPath) ? 'GET, HEAD' : undefined)
  const allowed = allow?.split(', ').includes(request.method) === true
  if ((allow !== undefined && !allowed) || !knownMethods.has(request.method)) {
    reply.code(405).header('allow', allow ?? 'GET, HEAD')
    return json
      ? reply.send({ message: 'Method not allowed' })
      : reply.type('text/plain; charset=utf-8').send('Method not allowed')
  }
  return json ? reply.code(404).send({ message: 'Not found' }) : site.notFound(request, reply)
}
