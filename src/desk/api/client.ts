/**
 * What a call to the desk's API (content/desk/api.ts: errors are `{ message }`) came to, typed so a screen handles each answer it can get:
 * the body of a success, or why not. `signed-out` (401) has already told the session (see
 * `onSignedOut`); `forbidden` (403) is the wrong role or a foreign origin; `invalid` (400)
 * carries one message per field; `conflict` (409) the server's body (a stale version carries
 * the enquiry as it is now); `limited` (429) the seconds of Retry-After; `unreachable` a
 * network failure; `failed` anything else (a 5xx), with the server's message when it gave one.
 */
export type ApiResult<T> =
  { readonly ok: true; readonly status: number; readonly data: T } | ApiProblem

export type ApiProblem =
  | {
      readonly ok: false
      readonly kind: 'signed-out'
      readonly status: 401
      readonly message: string
    }
  | {
      readonly ok: false
      readonly kind: 'forbidden'
      readonly status: 403
      readonly message: string
    }
  | {
      readonly ok: false
      readonly kind: 'not-found'
      readonly status: 404
      readonly message: string
    }
  | { readonly ok: false; readonly kind: 'gone'; readonly status: 410; readonly message: string }
  | {
      readonly ok: false
      readonly kind: 'invalid'
      readonly status: 400
      readonly message: string
      readonly errors: Readonly<Record<string, string>>
    }
  | {
      readonly ok: false
      readonly kind: 'conflict'
      readonly status: 409
      readonly message: string
      readonly body: unknown
    }
  | {
      readonly ok: false
      readonly kind: 'limited'
      readonly status: 429
      readonly message: string
      /** Seconds until the server takes the request again (Retry-After), rounded up. */
      readonly retryAfter: number
    }
  | {
      readonly ok: false
      readonly kind: 'unreachable'
      readonly status: 0
      readonly message: string
    }
  | {
      readonly ok: false
      readonly kind: 'failed'
      readonly status: number
      readonly message: string
    }

/** How one call is made. */
export interface CallOptions {
  /** The JSON body (a POST without one sends `{}`: the server takes JSON only). */
  readonly body?: unknown
  /**
   * A call the desk makes by itself (the live feed's refreshes): sent with `X-Desk-Background: 1`
   * so it does not count as the person's activity, and the desk still signs itself out after
   * 30 minutes unattended.
   */
  readonly background?: boolean
  /**
   * Calls made signed out (the session check, the sign-ins, the welcome link), whose 401 is an
   * answer rather than the end of a session: it does not call `onSignedOut`.
   */
  readonly signedOutCall?: boolean
  readonly signal?: AbortSignal
}

export type Method = 'GET' | 'POST' | 'DELETE'

/** The desk's API client: every call is same-origin JSON, and answers an `ApiResult`. */
export interface DeskClient {
  call<T>(method: Method, path: string, options?: CallOptions): Promise<ApiResult<T>>
}

const fallbackMessages: Readonly<Record<number, string>> = {
  401: 'You are not signed in.',
  403: 'This is not open to you.',
  404: 'There is no such thing in the desk.',
  410: 'This link has been used or has expired.',
  429: 'Too many requests. Try again shortly.',
}
const unreachableMessage =
  'The desk could not reach the server. Check the connection and try again.'

/** Retry-After in whole seconds, rounded up: a number of seconds, or an HTTP date. */
export function retryAfterSeconds(header: string | null, now: number): number {
  if (header === null) return 60
  const trimmed = header.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.max(1, Math.ceil(Number(trimmed)))
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? 60 : Math.max(1, Math.ceil((at - now) / 1000))
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function messageOf(body: unknown, status: number): string {
  if (isRecord(body) && typeof body['message'] === 'string') return body['message']
  return fallbackMessages[status] ?? 'Something went wrong on the server. Try again.'
}

function stringErrors(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/** Maps a response that was not a success to the problem it is. */
function problemOf(response: Response, body: unknown, now: number): ApiProblem {
  const message = messageOf(body, response.status)
  switch (response.status) {
    case 400:
      return {
        ok: false,
        kind: 'invalid',
        status: 400,
        message,
        errors: stringErrors(isRecord(body) ? body['errors'] : undefined),
      }
    case 401:
      return { ok: false, kind: 'signed-out', status: 401, message }
    case 403:
      return { ok: false, kind: 'forbidden', status: 403, message }
    case 404:
      return { ok: false, kind: 'not-found', status: 404, message }
    case 409:
      return { ok: false, kind: 'conflict', status: 409, message, body }
    case 410:
      return { ok: false, kind: 'gone', status: 410, message }
    case 429: {
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now)
      return { ok: false, kind: 'limited', status: 429, message, retryAfter }
    }
    default:
      return { ok: false, kind: 'failed', status: response.status, message }
  }
}

export interface ClientOptions {
  /** The fetch to use (the browser's). */
  readonly fetch?: typeof fetch
  /** Called when a signed-in call answers 401: the session ended on the server. */
  readonly onSignedOut?: () => void
  /** The clock, for an HTTP-date Retry-After. */
  readonly now?: () => number
}

/**
 * The desk's API client (`/api/desk/...`): `credentials: 'same-origin'` (the session cookie is
 * HttpOnly and SameSite=Strict, never read by script), `Accept: application/json`, a JSON body
 * with `Content-Type: application/json` for every POST (`{}` when there is nothing to send:
 * the server refuses other types with 415, a CSRF defence of its own), none for a DELETE, and
 * `X-Desk-Background: 1` for calls the desk makes by itself. Every answer becomes an
 * `ApiResult`; a 401 to a signed-in call also calls `onSignedOut`, which sends the session
 * machine `EXPIRED` (OWASP Session Management: the server decides, the client follows).
 */
export function createDeskClient(options: ClientOptions = {}): DeskClient {
  const now = options.now ?? Date.now
  return {
    async call<T>(method: Method, path: string, call: CallOptions = {}): Promise<ApiResult<T>> {
      const headers: Record<string, string> = { accept: 'application/json' }
      if (call.background) headers['x-desk-background'] = '1'
      const init: RequestInit = { method, headers, credentials: 'same-origin', cache: 'no-store' }
      if (method === 'POST') {
        headers['content-type'] = 'application/json'
        init.body = JSON.stringify(call.body ?? {})
      }
      if (call.signal) init.signal = call.signal
      let response: Response
      try {
        response = await (options.fetch ?? fetch)(`/api/desk${path}`, init)
      } catch (error) {
        if (call.signal?.aborted) throw error
        return { ok: false, kind: 'unreachable', status: 0, message: unreachableMessage }
      }
      const body = await readJson(response)
      if (response.ok) return { ok: true, status: response.status, data: body as T }
      const problem = problemOf(response, body, now())
      if (problem.kind === 'signed-out' && !call.signedOutCall) options.onSignedOut?.()
      return problem
    },
  }
}
