import type { FastifyReply } from 'fastify'

/** The only message a visitor sees for a server fault; details go to the log. */
export const genericServerError = 'Something went wrong on our side. Please try again later.'

/** Answers 405 with `Allow` (used from `onRequest`, so no body is read first). */
export function methodNotAllowed(reply: FastifyReply, allow: string): FastifyReply {
  return reply.code(405).header('allow', allow).send({ message: 'Method not allowed' })
}
