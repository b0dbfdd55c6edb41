// Length: every field's rule and message, shared by the form and the server, in one place.
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

export const fieldValidators: Record<EnquiryField, (value: string) => string | undefined> = {
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
