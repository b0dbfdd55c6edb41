import type {
  EnquiryChallenge,
  EnquiryErrors,
  EnquiryPayload,
} from '../../content/enquiry.schema.ts'

/**
 * A refused or failed enquiry: the HTTP status (0 when the request never got an answer), the
 * server's `message` (409 and 429 carry one for the visitor) and its field errors (400).
 */
export class EnquirySendError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: EnquiryErrors | undefined,
  ) {
    super(serverMessage ?? `Enquiry not sent (HTTP ${status})`)
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

/**
 * Sends an enquiry to `POST /api/enquiry` and resolves with the stored id on 201. Every other
 * outcome rejects with an `EnquirySendError`, so the form can tell a duplicate (409, with the
 * server's sentence), refused input (400, with field errors) and everything else apart.
 */
export async function sendEnquiry(
  payload: EnquiryPayload,
  fetchImpl: typeof fetch = fetch,
  url = '/api/enquiry',
): Promise<{ id: string }> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(15000),
    })
  } catch {
    throw new EnquirySendError(0, undefined, undefined)
  }
  const body = await readJson(response)
  if (response.status === 201) return { id: String(body.id) }
  const message = typeof body.message === 'string' ? body.message : undefined
  const errors =
    typeof body.errors === 'object' && body.errors !== null
      ? (body.errors as EnquiryErrors)
      : undefined
  throw new EnquirySendError(response.status, message, errors)
}
