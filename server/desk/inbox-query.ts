import { enquiryKinds, type EnquiryKind } from '../../content/desk/enquiry-kinds.ts'
import { isEnquiryStatus, type EnquiryStatus } from '../../content/desk/statuses.ts'
import { startOfResortDay, type InboxCursor, type InboxFilter } from './inbox-filter.ts'

/*
 * The inbox's query string (`GET /api/desk/enquiries` and `.csv`), read strictly: an unknown
 * parameter, a status or kind that does not exist, a date that is not a day, a cursor that is
 * not one the server wrote or a limit out of range is a 400 naming the field, never a guess
 * (OWASP Input Validation Cheat Sheet, "allow list").
 */

/** Items per page: 50 unless asked, 100 at most (the design). */
export const inboxLimits = { default: 50, max: 100 } as const

/** The longest search the desk takes (longer than any field but a message needs). */
export const maxSearchLength = 200

/** The inbox's query, read: the filter, where to start and how many. */
export interface InboxRequest {
  filter: InboxFilter
  after: InboxCursor | undefined
  limit: number
}

export type InboxQueryResult =
  { ok: true; value: InboxRequest } | { ok: false; errors: Record<string, string> }

/**
 * The cursor as the API hands it out: opaque to the desk (a version, the receipt time and the
 * row id, base64url), so its form can change without the desk knowing.
 */
export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`1.${cursor.createdAt}.${cursor.id}`).toString('base64url')
}

export function decodeCursor(text: string): InboxCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) return undefined
  const match = /^1\.(\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(text, 'base64url').toString())
  if (match === null) return undefined
  const createdAt = Number(match[1])
  const id = Number(match[2])
  return Number.isSafeInteger(createdAt) && Number.isSafeInteger(id) ? { createdAt, id } : undefined
}

// C0 and C1 controls, bidi overrides and lone surrogates: nothing typed into a search box (and the
// unit separator between PostgreSQL's searched fields among them)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbidden = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const known = new Set(['status', 'kind', 'from', 'to', 'q', 'after', 'limit'])

/** A comma-separated list of allowed values, or the field's message. */
function listOf<T extends string>(
  raw: string,
  allowed: (value: string) => value is T,
  message: string,
): T[] | string {
  const values = raw.split(',').map((value) => value.trim())
  return values.every((value) => allowed(value)) ? [...new Set(values)] : message
}

const isKind = (value: string): value is EnquiryKind =>
  (enquiryKinds as readonly string[]).includes(value)

/** Reads the inbox's query string (fastify's parsed query: a value, or an array when repeated). */
export function readInboxQuery(query: unknown): InboxQueryResult {
  const errors: Record<string, string> = {}
  const params: Record<string, string> = {}
  const record =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {}
  for (const [key, value] of Object.entries(record)) {
    if (!known.has(key)) errors[key] = 'Unknown parameter'
    else if (typeof value !== 'string') errors[key] = 'Give this parameter once'
    else params[key] = value
  }
  const filter: InboxFilter = {}
  if (params.status !== undefined && params.status !== '') {
    const statuses = listOf<EnquiryStatus>(
      params.status,
      isEnquiryStatus,
      'Choose new, in-hand, replied, booked, not-booked or spam',
    )
    if (typeof statuses === 'string') errors.status = statuses
    else filter.statuses = statuses
  }
  if (params.kind !== undefined && params.kind !== '') {
    const kinds = listOf(params.kind, isKind, `Choose ${enquiryKinds.join(', ')}`)
    if (typeof kinds === 'string') errors.kind = kinds
    else filter.kinds = kinds
  }
  if (params.from !== undefined && params.from !== '') {
    const since = startOfResortDay(params.from)
    if (since === undefined) errors.from = 'Give a date as YYYY-MM-DD'
    else filter.since = since
  }
  if (params.to !== undefined && params.to !== '') {
    // the whole of that day in the resort's time zone: up to the start of the next
    const until = startOfResortDay(params.to, 1)
    if (until === undefined) errors.to = 'Give a date as YYYY-MM-DD'
    else filter.until = until
  }
  if (
    filter.since !== undefined &&
    filter.until !== undefined &&
    filter.since >= filter.until &&
    errors.to === undefined
  )
    errors.to = 'The last day comes before the first'
  const q = params.q?.trim() ?? ''
  if (q !== '') {
    if (q.length > maxSearchLength) errors.q = `Search for at most ${maxSearchLength} characters`
    else if (forbidden.test(q) || loneSurrogate.test(q))
      errors.q = 'The search contains characters that are not allowed'
    else filter.search = q
  }
  let after: InboxCursor | undefined
  if (params.after !== undefined && params.after !== '') {
    after = decodeCursor(params.after)
    if (after === undefined) errors.after = 'Not a page of this inbox'
  }
  let limit: number = inboxLimits.default
  if (params.limit !== undefined && params.limit !== '') {
    limit = Number(params.limit)
    if (!/^\d{1,3}$/.test(params.limit) || limit < 1 || limit > inboxLimits.max)
      errors.limit = `Give a whole number from 1 to ${inboxLimits.max}`
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { filter, after, limit } }
}
