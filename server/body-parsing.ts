import type { FastifyError, FastifyInstance } from 'fastify'
import { tooLargePage } from './enquiries/enquiry-form-page.ts'
import { formMediaType, isFormPost } from './enquiries/form-post.ts'
import { bodyLimitBytes } from './fastify-options.ts'
import { genericServerError } from './http.ts'
import { sendHtml } from './static/encoding.ts'

/** The largest form post (the enquiry without JavaScript): the same text percent-encoded. */
export const formBodyLimitBytes = 3 * bodyLimitBytes

/** What each endpoint that reads a body says when the body is too large or not JSON. */
const bodyMessages: Record<string, { tooLarge: string; notJson: string }> = {
  '/api/enquiry': {
    tooLarge: 'The enquiry is too large (16 KiB at most)',
    notJson: 'Send the enquiry as JSON (application/json)',
  },
  '/api/vitals': {
    tooLarge: 'The metrics beacon is too large (4 KiB at most)',
    notJson: 'Send the metrics beacon as JSON (application/json)',
  },
}
const anyBody = { tooLarge: 'The request body is too large', notJson: 'Send the body as JSON' }

/**
 * The app's body parsers and its error handler. A body that is not JSON is 415 (DECISIONS), and
 * keys such as `__proto__` become plain unknown fields that each schema rejects; the enquiry
 * form without JavaScript posts a plain form, read as URLSearchParams (which cannot fail) and
 * turned into the JSON shape by the enquiry route (form-post.ts). Percent-encoding writes a
 * character of Kannada or Hindi as 9 bytes where JSON needs 3, so a form may be three times the
 * JSON limit: the same text fits both ways. Every 413 and 415 speaks of the endpoint it answers;
 * a 5xx is the generic sentence, with the details in the log.
 */
export function registerBodyParsing(app: FastifyInstance, headers: Record<string, string>): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      const error = new Error('The body is not valid JSON') as FastifyError
      error.statusCode = 415
      done(error, undefined)
    }
  })
  app.addContentTypeParser(
    formMediaType,
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string))
    },
  )

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.headers(headers)
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ message: genericServerError })
    }
    const path = request.url.split('?')[0] ?? ''
    const messages = bodyMessages[path] ?? anyBody
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      if (isFormPost(request) && path === '/api/enquiry') {
        return sendHtml(
          request,
          reply,
          413,
          tooLargePage('The enquiry is too large. Please shorten the message.'),
          undefined,
        )
      }
      return reply.code(413).send({ message: messages.tooLarge })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ message: messages.notJson })
    }
    return reply.code(status).send({ message: error.message })
  })
}
