import type { FastifyReply } from 'fastify'

/** The only message a visitor sees for a server fault; details go to the log. */
export const genericServerError = 'Something went wrong on our side. Please try again later.'

/** Answers 405 with `Allow` (used from `onRequest`, so no body is read first). */
export function methodNotAllowed(reply: FastifyReply, allow: string): FastifyReply {
  return reply.code(405).header('allow', allow).send({ message: 'Method not allowed' })
}

/**
 * A raw HTTP/1.1 error response for a socket fastify never turned into a request (a request line
 * or headers Node could not parse, a header or body timeout): the same security headers as every
 * other answer, then the connection is closed.
 */
export function rawErrorResponse(
  status: number,
  message: string,
  headers: Record<string, string>,
): string {
  const body = JSON.stringify({ message })
  const lines = [
    `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * A request's path as the log writes it: without its query, and without the token of a desk
 * one-time link (`/api/desk/links/<token>` is written `/api/desk/links/[token]`), which signs a
 * person in for a day and must never sit in a log (OWASP Logging Cheat Sheet, "Data to exclude").
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  return path.replace(/^(\/api\/desk\/links\/)[^/]+/, '$1[token]')
}
