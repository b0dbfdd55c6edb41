import { readPuzzleAnswer } from './puzzle-answer.ts'
import {
  enquiryFields,
  fieldValidators,
  type EnquiryField,
  type EnquiryErrors,
  enquiryMessages,
  enquiryMaxLengths,
  normaliseEmail,
  normalisePhone,
  samePagePath,
} from './enquiry.schema.ts'

/*
 * The server's reading of an enquiry body (JSON, or a form post made into JSON): every field
 * checked by the rules of enquiry.schema.ts, which the form shares, plus what only a body sent by
 * hand can get wrong (unknown keys, wrong types, control characters, over-long text, the puzzle's
 * shape).
 */

// C0 and C1 controls, DEL, bidi overrides and lone surrogates: nothing a visitor types on purpose.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
// Same, less tab and line breaks.
const forbiddenInText =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A payload after parsing: trimmed, phone normalised to digits with an optional +91. */
export interface ParsedEnquiry {
  name: string
  email: string
  message: string
  phone: string
  hotel: string
  page: string | undefined
  puzzle: { token: string; answer: number }
}

export type ParseResult = { ok: true; value: ParsedEnquiry } | { ok: false; errors: EnquiryErrors }

const labels: Record<EnquiryField | 'page' | 'website', string> = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  phone: 'Phone',
  hotel: 'Hotel',
  page: 'Page',
  website: 'Website',
}

const allowedKeys = new Set<string>([...enquiryFields, 'page', 'website', 'puzzle'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Checks the type, length and characters of one text field; returns the problem or undefined.
 * A control character in a name gets the form's own "Invalid name" (DECISIONS.md: the form and the
 * server give the same answer), other fields the clearer "contains characters that are not allowed".
 */
function textProblem(
  key: keyof typeof labels,
  value: unknown,
  max: number,
  multiline: boolean,
): string | undefined {
  if (typeof value !== 'string') return `${labels[key]} must be text`
  if (value.length > max) return `${labels[key]} must be at most ${max} characters`
  if ((multiline ? forbiddenInText : forbiddenInLine).test(value) || loneSurrogate.test(value)) {
    return key === 'name'
      ? enquiryMessages.name
      : `${labels[key]} contains characters that are not allowed`
  }
  return undefined
}

/**
 * Parses an untrusted request body into a clean enquiry for the server, or the errors to answer
 * with 400. It rejects non-objects, unknown fields, wrong types, control characters, lone
 * surrogates and over-long strings with a clear message, then applies the form's own rules, so a
 * script that skips the form meets exactly the same checks. The puzzle is only checked for shape
 * here; its signature, expiry and reuse are the server's business.
 */
export function parseEnquiryPayload(body: unknown): ParseResult {
  if (!isRecord(body)) return { ok: false, errors: { form: enquiryMessages.notObject } }
  const errors: EnquiryErrors = {}

  const unknown = Object.keys(body).filter((key) => !allowedKeys.has(key))
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40)))
    errors.form = `Unknown field${unknown.length > 1 ? 's' : ''}: ${shown.join(', ')}${unknown.length > 3 ? ', …' : ''}`
  }

  const text: Partial<Record<EnquiryField, string>> = {}
  for (const field of enquiryFields) {
    const raw = body[field]
    // message and phone are optional: absent (or null from a sloppy client) means empty
    if ((field === 'message' || field === 'phone') && (raw === undefined || raw === null)) {
      text[field] = ''
      continue
    }
    if (raw === undefined) {
      errors[field] = enquiryMessages[field]
      continue
    }
    const problem = textProblem(field, raw, enquiryMaxLengths[field], field === 'message')
    if (problem !== undefined) {
      errors[field] = problem
      continue
    }
    const message = fieldValidators[field](raw as string)
    if (message !== undefined) errors[field] = message
    else text[field] = (raw as string).trim()
  }

  let page: string | undefined
  if (body.page !== undefined && body.page !== null && body.page !== '') {
    const problem = textProblem('page', body.page, enquiryMaxLengths.page, false)
    if (problem !== undefined) errors.page = problem
    else if (samePagePath(body.page as string) === undefined)
      errors.page = 'Page must be a path of this site such as /suites'
    else page = body.page as string
  }

  if (body.website !== undefined && body.website !== null && body.website !== '') {
    errors.website = enquiryMessages.honeypot
  }

  const puzzle = parsePuzzle(body.puzzle)
  if (typeof puzzle === 'string') errors.puzzle = puzzle

  if (Object.keys(errors).length > 0 || typeof puzzle === 'string') return { ok: false, errors }
  return {
    ok: true,
    value: {
      name: (text.name ?? '').replace(/ +/gu, ' '),
      email: normaliseEmail(text.email ?? ''),
      message: text.message ?? '',
      phone: normalisePhone(text.phone ?? ''),
      hotel: text.hotel ?? '',
      page,
      puzzle,
    },
  }
}

function parsePuzzle(raw: unknown): { token: string; answer: number } | string {
  if (raw === undefined || raw === null) return enquiryMessages.puzzleMissing
  if (!isRecord(raw)) return enquiryMessages.puzzle
  const keys = Object.keys(raw)
  if (keys.some((key) => key !== 'token' && key !== 'answer')) return enquiryMessages.puzzle
  const { token, answer } = raw
  if (typeof token !== 'string' || token === '' || token.length > enquiryMaxLengths.token) {
    return enquiryMessages.puzzle
  }
  if (!/^[A-Za-z0-9_.-]+$/.test(token)) return enquiryMessages.puzzle
  // the form's input gives text, a script may send a number: accept both, nothing else
  if (typeof answer === 'number') {
    return Number.isInteger(answer) && answer >= 0 && answer <= 999
      ? { token, answer }
      : enquiryMessages.puzzle
  }
  // digits with spaces, or English words ("fifteen"): the form's own reading (puzzle-answer.ts)
  const value =
    typeof answer === 'string' && answer.length <= 40 ? readPuzzleAnswer(answer) : undefined
  return value === undefined ? enquiryMessages.puzzle : { token, answer: value }
}
