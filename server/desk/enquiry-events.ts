import type { DeskEventType } from '../../content/desk/enquiries-api.ts'
import type { ChangeRequest } from './enquiry-life.service.ts'

/** The changes staff send (content/desk/enquiries-api.ts's DeskEventType), in the desk's order. */
export const deskEventTypes = [
  'TAKE',
  'RELEASE',
  'REPLY',
  'NOTE',
  'GUEST_WROTE',
  'MARK_BOOKED',
  'MARK_NOT_BOOKED',
  'MARK_SPAM',
  'REOPEN',
] as const satisfies readonly DeskEventType[]

// every type of the contract is listed (a type added there and not here fails to compile)
type Unlisted = Exclude<DeskEventType, (typeof deskEventTypes)[number]>
const everyTypeListed: [Unlisted] extends [never] ? true : never = true
void everyTypeListed

/** The longest note or reply text, and reply subject, the desk takes. */
export const deskTextLimits = { text: 10_000, subject: 200 } as const

/*
 * The body of `POST /api/desk/enquiries/:id/events`, read strictly (OWASP Input Validation Cheat
 * Sheet): a known type, the version as a whole number, exactly the fields the type carries, and
 * text as the public enquiry's text is checked (no control characters but tab and line breaks,
 * no bidirectional overrides, no lone surrogates), within its length. The text is kept as typed:
 * the desk shows it as text.
 */

// C0 and C1 controls (but tab, line feed, carriage return), DEL and bidi overrides
const forbiddenInText =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
// the same, and no line break either (a subject is one line of a mail header)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The event types a request may name: the desk's, and the site's own (refused by the machine). */
const types = new Set<string>([...deskEventTypes, 'REPLY_FAILED'])

/** The fields each type carries besides `type` and `version`. */
const fieldsOf: Readonly<Record<string, readonly string[]>> = {
  REPLY: ['subject', 'body'],
  NOTE: ['text'],
}

function textProblem(value: unknown, max: number, oneLine: boolean): string | undefined {
  if (typeof value !== 'string') return 'Write some text'
  if (value.trim() === '') return 'Write some text'
  if (value.length > max) return `Write at most ${max.toLocaleString('en-IN')} characters`
  if ((oneLine ? forbiddenInLine : forbiddenInText).test(value) || loneSurrogate.test(value))
    return oneLine
      ? 'Use one line, without control characters'
      : 'The text contains characters that are not allowed'
  return undefined
}

export type ChangeRequestResult =
  { ok: true; value: ChangeRequest } | { ok: false; errors: Record<string, string> }

/** Reads a change's body (already parsed JSON). */
export function readChangeRequest(body: unknown): ChangeRequestResult {
  const errors: Record<string, string> = {}
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: { type: 'Send the change as a JSON object' } }
  const record = body as Record<string, unknown>
  const type = record.type
  if (typeof type !== 'string' || !types.has(type)) {
    errors.type = `Choose one of ${deskEventTypes.join(', ')}`
    return { ok: false, errors }
  }
  const version = record.version
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0)
    errors.version = 'Send the version you saw, a whole number'
  const fields = fieldsOf[type] ?? []
  for (const key of Object.keys(record))
    if (key !== 'type' && key !== 'version' && !fields.includes(key))
      errors[key] = `A ${type} takes no ${key}`
  if (type === 'REPLY') {
    const subject = textProblem(record.subject, deskTextLimits.subject, true)
    if (subject !== undefined) errors.subject = subject
    const text = textProblem(record.body, deskTextLimits.text, false)
    if (text !== undefined) errors.body = text
  }
  if (type === 'NOTE') {
    const text = textProblem(record.text, deskTextLimits.text, false)
    if (text !== undefined) errors.text = text
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const value: ChangeRequest = { type: type as ChangeRequest['type'], version: version as number }
  if (type === 'REPLY') {
    value.subject = record.subject as string
    value.body = record.body as string
  }
  if (type === 'NOTE') value.text = record.text as string
  return { ok: true, value }
}
