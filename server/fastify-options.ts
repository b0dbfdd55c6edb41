import type { Socket } from 'node:net'
import type { Writable } from 'node:stream'
import { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config.ts'
import { serverTimeoutOptions } from './connections.ts'
import { loggedPath, rawErrorResponse } from './http.ts'

/** The largest enquiry body accepted (DECISIONS: 16 KiB), larger ones get 413. */
export const bodyLimitBytes = 16 * 1024

/**
 * Fastify's own options for the app: the body limit, no proxy trust of its own (client-address.ts
 * decides from TRUST_PROXY), our own 503 while draining, the connection timeouts, the security
 * headers on the errors fastify answers itself (a URL it cannot decode, a request Node cannot
 * parse, headers too large or too slow), and logs without addresses, headers or query strings.
 */
export function fastifyOptions(
  config: ServerConfig,
  headers: Record<string, string>,
  logStream: Writable | undefined,
): FastifyServerOptions {
  return {
    bodyLimit: bodyLimitBytes,
    trustProxy: false,
    return503OnClosing: false,
    ...serverTimeoutOptions(),
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply
      answer.headers(headers).header('cache-control', 'no-store').code(400)
      void answer.send({
        message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request',
      })
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      const [status, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'The request headers are too large']
            : [400, 'Malformed request']
      if (socket.writable) socket.end(rawErrorResponse(status, message, headers))
      socket.destroy()
    },
    logger:
      config.logLevel === 'silent' && logStream === undefined
        ? false
        : {
            level: config.logLevel,
            ...(logStream === undefined ? {} : { stream: logStream }),
            serializers: {
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                path: loggedPath(req.url),
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
    // One line per request (request-gate.ts, on response) instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }
}
