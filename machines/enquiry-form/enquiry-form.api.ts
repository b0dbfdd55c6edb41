import {
  enquiryFields,
  enquiryMessages,
  sendAgainNotice,
  type EnquiryChallenge,
  type EnquiryPayload,
} from '../../content/enquiry.schema.ts'
import type { ShownErrors } from './enquiry-form.logic.ts'

/**
 * The server's answer to an enquiry, in the form's terms: `sent` (201), a `duplicate` (409)
 * or `limited` (429) with the sentence to show in `notice`, or `refused` (400) with the
 * messages for the form's fields and puzzle in `errors` (empty for every other answer).
 */
export interface EnquiryAnswer {
  readonly outcome: 'sent' | 'duplicate' | 'limited' | 'refused'
  readonly notice: string | undefined
  readonly errors: ShownErrors
}

/** An enquiry that got no answer the form can act on: the HTTP status, 0 when none came. */
export class EnquirySendError extends Error {
  constructor(readonly status: number) {
    super(`Enquiry not sent (HTTP ${status})`)
    this.name = 'EnquirySendError'
  }
}

function isChallenge(body: unknown): body is EnquiryChallenge {
  if (typeof body !== 'object' || body === null) return false
  const c = body as Record<string, unknown>
  return (
    Number.isInteger(c.a) &&
    Number.isInteger(c.b) &&
    typeof c.token === 'string' &&
    typeof c.expiresAt === 'string'
  )
}

/** Fetches a fresh arithmetic challenge from `GET /api/enquiry/challenge`; rejects on any failure. */
export async function fetchEnquiryChallenge(
  fetchImpl: typeof fetch = fetch,
  url = '/api/enquiry/challenge',
): Promise<EnquiryChallenge> {
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(8000),
  })
  if (!response.ok) throw new Error(`Challenge request failed with HTTP ${response.status}`)
  const body: unknown = await response.json()
  if (!isChallenge(body)) throw new Error('Challenge answer is malformed')
  return body
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The messages of a 400 the form can show: its fields' and the puzzle's. */
function shownErrorsOf(body: Record<string, unknown>): ShownErrors {
  if (typeof body.errors !== 'object' || body.errors === null) return {}
  const errors = body.errors as Record<string, unknown>
  const shown: ShownErrors = {}
  for (const key of [...enquiryFields, 'puzzle'] as const) {
    const message = errors[key]
    if (typeof message === 'string') shown[key] = message
  }
  return shown
}

/** `Retry-After` in whole seconds, or undefined when it is absent or not a number of seconds. */
function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after')?.trim() ?? ''
  return /^\d+$/.test(header) ? Number(header) : undefined
}

/**
 * Sends an enquiry to `POST /api/enquiry` and resolves with what the form must do about the
 * answer: sent (201); a duplicate (409) with the server's sentence; a rate limit (429) with the
 * server's sentence and, from `Retry-After`, when to send again; refused (400) with the
 * messages for the fields and puzzle it names. Anything else (no answer, a 5xx, a 400 that
 * names nothing the visitor can fix) rejects with an `EnquirySendError`.
 */
export async function sendEnquiry(
  payload: EnquiryPayload,
  fetchImpl: typeof fetch = fetch,
  url = '/api/enquiry',
): Promise<EnquiryAnswer> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(15000),
    })
  } catch {
    throw new EnquirySendError(0)
  }
  const body = await readJson(response)
  const message = typeof body.message === 'string' ? body.message : undefined
  const errors = shownErrorsOf(body)
  if (response.status === 201) return { outcome: 'sent', notice: undefined, errors: {} }
  if (response.status === 409)
    return { outcome: 'duplicate', notice: message ?? enquiryMessages.duplicate, errors: {} }
  if (response.status === 429) {
    const notice = sendAgainNotice(message ?? enquiryMessages.tooMany, retryAfterSeconds(response))
    return { outcome: 'limited', notice, errors: {} }
  }
  if (response.status === 400 && Object.keys(errors).length > 0)
    return { outcome: 'refused', notice: undefined, errors }
  throw new EnquirySendError(response.status)
}
