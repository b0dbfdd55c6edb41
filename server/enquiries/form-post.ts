import type { FastifyRequest } from 'fastify'
import type { EnquiryErrors } from '../../content/enquiry.schema.ts'

/** The media type a browser posts a plain form with. */
export const formMediaType = 'application/x-www-form-urlencoded'

/** Whether a request is a browser's plain form post (answered with a page, not JSON). */
export function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type']
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === formMediaType
}

/** The result of reading a form body: the JSON-shaped payload, or why it cannot be one. */
export type FormBody =
  | { ok: true; payload: Record<string, unknown>; values: Record<string, string> }
  | { ok: false; errors: EnquiryErrors; values: Record<string, string> }

/**
 * Turns a form post's fields into the JSON body `parseEnquiryPayload` reads, so both ways in meet
 * the same schema and messages: `puzzle` (the answer) and `token` (the stamped challenge) become
 * `puzzle: { token, answer }`, every other field stays as it is (an unknown one is then refused
 * by the schema). A field sent twice is refused: a browser never does that for this form, and
 * picking one of the two would be a guess.
 */
export function readFormBody(params: URLSearchParams): FormBody {
  // A Map, then own properties only: a field named `__proto__` stays a plain (unknown) field.
  const fields = new Map<string, string>()
  const repeated: string[] = []
  for (const [key, value] of params) {
    if (fields.has(key)) repeated.push(key)
    else fields.set(key, value)
  }
  const values = Object.fromEntries(fields) as Record<string, string>
  if (repeated.length > 0) {
    const shown = [...new Set(repeated)].slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40)))
    return {
      ok: false,
      errors: { form: `Each field may be sent once: ${shown.join(', ')}` },
      values,
    }
  }
  const puzzle = fields.get('puzzle')
  const token = fields.get('token')
  fields.delete('puzzle')
  fields.delete('token')
  const payload: Record<string, unknown> = Object.fromEntries(fields)
  if (puzzle !== undefined || token !== undefined) {
    payload['puzzle'] = { token: token ?? '', answer: puzzle ?? '' }
  }
  return { ok: true, payload, values }
}
