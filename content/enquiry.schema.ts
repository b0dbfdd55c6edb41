// Length: the whole enquiry schema in one module on purpose: browser and server import the same rules and messages.
import { readPuzzleAnswer } from './puzzle-answer.ts'
import { site } from './site.ts'

/**
 * The one validation module for an enquiry, shared by the enquiry form (browser) and the server.
 * It is hand-written on purpose: it ships to the browser, so it must stay a few hundred bytes of
 * plain functions, and the server must give exactly the messages the form shows (spec section 5).
 */

/** The visitor-facing fields of the enquiry form, in display order. */
export const enquiryFields = ['name', 'email', 'message', 'phone', 'hotel'] as const
export type EnquiryField = (typeof enquiryFields)[number]

/** Keys that can carry an error in a 400 answer: the form fields plus the puzzle, page, honeypot and the body as a whole. */
export type EnquiryErrorKey = EnquiryField | 'puzzle' | 'page' | 'website' | 'form'
export type EnquiryErrors = Partial<Record<EnquiryErrorKey, string>>

/** The exact messages of spec section 5, plus the clear messages the server adds for hostile input. */
export const enquiryMessages = {
  name: 'Invalid name',
  email: 'Invalid email address',
  message: 'Minimum words required 5',
  phone: 'Invalid phone number',
  hotel: 'Hotel name is empty',
  puzzle: 'Your answer is incorrect',
  hotelUnknown: 'Please choose one of our hotels',
  puzzleExpired: 'This question has expired. Please answer the new one.',
  puzzleMissing: 'Please answer the question',
  honeypot: 'This field must be left empty',
  notObject: 'The enquiry must be a JSON object',
  duplicate:
    'We already have this enquiry from you and our reservations team will reply soon. There is no need to send it again.',
  tooMany: 'Too many enquiries from your connection. Please try again a little later.',
} as const

/** "in 3 minutes", "in 1 minute", "in 40 seconds": when a refused visitor may send again. */
export function retryWhen(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`
}

/**
 * The sentence for an enquiry the server will take again later (429, 503): its own message and,
 * from `Retry-After`, when to send it again. The form and the page answering a plain form post
 * both show it.
 */
export function sendAgainNotice(message: string, retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds === undefined
    ? message
    : `${message} You can send it again ${retryWhen(retryAfterSeconds)}.`
}

/** The longest value accepted per field, in UTF-16 code units (the body itself is capped at 16 KiB). */
export const enquiryMaxLengths = {
  name: 100,
  email: 254,
  message: 4000,
  phone: 20,
  hotel: 120,
  page: 300,
  token: 300,
} as const

/** The minimum number of words of a non-empty message. */
export const minMessageWords = 5

/** What the form holds: every field as typed text. */
export interface EnquiryValues {
  name: string
  email: string
  message: string
  phone: string
  hotel: string
}

/** The arithmetic challenge `GET /api/enquiry/challenge` answers: `a + b`, signed and expiring. */
export interface EnquiryChallenge {
  a: number
  b: number
  /** Opaque signed token, sent back unchanged as `puzzle.token`. */
  token: string
  /** ISO 8601 instant after which the server refuses the token. */
  expiresAt: string
}

/** The body of a `201` answer to `POST /api/enquiry`: the stored enquiry's id, an opaque UUID string. */
export interface EnquiryCreated {
  id: string
}

/** The JSON body of `POST /api/enquiry`. `message` and `phone` may be empty strings or absent. */
export interface EnquiryPayload extends EnquiryValues {
  puzzle: { token: string; answer: number }
  /** Path of the page the enquiry was sent from, e.g. `/suites`. */
  page?: string
  /** Honeypot: hidden from people, must stay empty. */
  website?: string
}

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

/**
 * A name as people write it (DECISIONS.md, Names): words of letters of any script with their
 * combining marks (so Devanagari's matras and a decomposed é count), separated by spaces; inside a
 * word an apostrophe (' or ’), a hyphen or a dot may join two runs of letters (D'Souza, Anne-Marie,
 * R.K.), and a word may end with a dot (an initial or a title: "R. K. Narayan", "Dr. Rao").
 * Zero-width joiners and non-joiners may sit inside a word after its first letter, as Malayalam,
 * Sinhala and Persian spelling needs. A word starts with a letter, so no leading apostrophe, no
 * "--" or "..", and no digits, emoji or other symbols anywhere.
 */
const letters = String.raw`\p{L}[\p{L}\p{M}\u200c\u200d]*`
const nameWord = String.raw`${letters}(?:['’.-]${letters})*\.?`
const namePattern = new RegExp(String.raw`^${nameWord}(?: +${nameWord})*$`, 'u')
const emailPattern = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:.]{2,}$/u
const phonePattern = /^(?:\+91)?[6-9]\d{9}$/
// C0 and C1 controls, DEL, bidi overrides and lone surrogates: nothing a visitor types on purpose.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
// Same, less tab and line breaks.
const forbiddenInText =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Counts whitespace-separated words. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length
}

/** Removes the spaces and hyphens people type inside phone numbers, so `+91 98450-12345` is `+919845012345`. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/gu, '')
}

/** Name: required, written as people write names (see namePattern), within the length limit. Returns the message or undefined. */
export function validateName(name: string): string | undefined {
  const v = name.trim()
  if (v === '' || v.length > enquiryMaxLengths.name || !namePattern.test(v))
    return enquiryMessages.name
  return undefined
}

// Control, format (zero-width, bidirectional marks and overrides, soft hyphen), private-use and
// unassigned characters: none belongs in an address, and each could make two addresses look alike.
const invisibleInEmail = /[\p{C}\u180e]/u

/**
 * The one form of an e-mail address the site stores and compares: Unicode NFKC (full-width and
 * other compatibility forms folded), trimmed, the domain lower-cased (the local part's case is
 * the mailbox's business, so it is kept; the 24-hour duplicate rule ignores case anyway).
 */
export function normaliseEmail(email: string): string {
  const v = email.normalize('NFKC').trim()
  const at = v.lastIndexOf('@')
  return at === -1 ? v : `${v.slice(0, at)}@${v.slice(at + 1).toLowerCase()}`
}

/**
 * E-mail: required, a basic `local@domain.tld` address once normalised, with no invisible or
 * control character anywhere. Returns the message or undefined.
 */
export function validateEmail(email: string): string | undefined {
  if (invisibleInEmail.test(email)) return enquiryMessages.email
  const v = normaliseEmail(email)
  if (v === '' || v.length > enquiryMaxLengths.email || !emailPattern.test(v))
    return enquiryMessages.email
  return undefined
}

/**
 * The path if `text` names a page of this site: one leading slash (never `//host` or `/\host`,
 * which browsers read as another site), no backslash, space or control character, within the
 * length limit. Undefined otherwise.
 */
export function samePagePath(text: string): string | undefined {
  if (text.length > enquiryMaxLengths.page || !/^\/(?![/\\])[^\s\\]*$/u.test(text)) return undefined
  if (/[\p{C}]/u.test(text)) return undefined
  try {
    const base = 'https://trillium.invalid'
    return new URL(text, base).origin === base ? text : undefined
  } catch {
    return undefined
  }
}

/** Message: optional, but when non-empty at least five words. Returns the message or undefined. */
export function validateMessage(message: string): string | undefined {
  const v = message.trim()
  if (v === '') return undefined
  return countWords(v) >= minMessageWords ? undefined : enquiryMessages.message
}

/** Phone: optional; when given, an optional +91 then ten digits starting 6-9. Returns the message or undefined. */
export function validatePhone(phone: string): string | undefined {
  const v = normalisePhone(phone.trim())
  if (v === '') return undefined
  return phonePattern.test(v) ? undefined : enquiryMessages.phone
}

/** Hotel: required, one of the properties of the site configuration. Returns the message or undefined. */
export function validateHotel(hotel: string): string | undefined {
  const v = hotel.trim()
  if (v === '') return enquiryMessages.hotel
  return (site.hotels as readonly string[]).includes(v) ? undefined : enquiryMessages.hotelUnknown
}

/**
 * Puzzle: the visitor's answer, as people write it (digits with spaces, or English words:
 * puzzle-answer.ts), must be the sum of the challenge's two numbers. The form runs this for
 * the visitor; the server checks the signed token independently.
 */
export function validatePuzzleAnswer(
  challenge: Pick<EnquiryChallenge, 'a' | 'b'> | undefined,
  answer: string | number,
): string | undefined {
  const value = readPuzzleAnswer(String(answer))
  if (challenge === undefined || value === undefined) return enquiryMessages.puzzle
  return value === challenge.a + challenge.b ? undefined : enquiryMessages.puzzle
}

const fieldValidators: Record<EnquiryField, (value: string) => string | undefined> = {
  name: validateName,
  email: validateEmail,
  message: validateMessage,
  phone: validatePhone,
  hotel: validateHotel,
}

/**
 * Validates every form field and returns the message per invalid field (an empty object when
 * the form may be sent). Pure and cheap, so the form can run it on every change; when a
 * challenge and an answer are given, the puzzle is checked too.
 */
export function validateEnquiryFields(
  values: Partial<EnquiryValues>,
  puzzle?: { challenge: Pick<EnquiryChallenge, 'a' | 'b'> | undefined; answer: string | number },
): Partial<Record<EnquiryField | 'puzzle', string>> {
  const errors: Partial<Record<EnquiryField | 'puzzle', string>> = {}
  for (const field of enquiryFields) {
    const message = fieldValidators[field](values[field] ?? '')
    if (message !== undefined) errors[field] = message
  }
  if (puzzle !== undefined) {
    const message = validatePuzzleAnswer(puzzle.challenge, puzzle.answer)
    if (message !== undefined) errors.puzzle = message
  }
  return errors
}

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
