import {
  validateEnquiryFields,
  validatePuzzleAnswer,
  type EnquiryChallenge,
  type EnquiryField,
  type EnquiryPayload,
  type EnquiryValues,
} from '../../content/enquiry.schema.ts'
import { readPuzzleAnswer } from '../../content/puzzle-answer.ts'

/** A field that can show an error: the form fields plus the puzzle answer. */
export type ErrorKey = EnquiryField | 'puzzle'
export type ShownErrors = Partial<Record<ErrorKey, string>>

/** What the enquiry form holds. */
export interface EnquiryFormContext {
  page: string
  values: EnquiryValues
  answer: string
  challenge: EnquiryChallenge | undefined
  errors: ShownErrors
  notice: string | undefined
}

const without = (errors: ShownErrors, key: ErrorKey): ShownErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key))

const withMessage = (
  errors: ShownErrors,
  key: ErrorKey,
  message: string | undefined,
): ShownErrors => (message === undefined ? without(errors, key) : { ...errors, [key]: message })

/** Every error the current values and answer have, by the shared schema's rules. */
export const allErrors = (c: EnquiryFormContext): ShownErrors =>
  validateEnquiryFields(c.values, { challenge: c.challenge, answer: c.answer })

/**
 * What a blocked send shows: every error of the values and the answer at once, and the
 * server's messages still showing that the rules here cannot judge (an address it refused).
 */
export const everyError = (c: EnquiryFormContext): ShownErrors => ({
  ...c.errors,
  ...allErrors(c),
})

/** A typed value; an error already showing is re-checked so it goes as soon as it is fixed. */
export function changed(
  c: EnquiryFormContext,
  field: EnquiryField,
  value: string,
): Partial<EnquiryFormContext> {
  const values = { ...c.values, [field]: value }
  if (c.errors[field] === undefined) return { values }
  return { values, errors: withMessage(c.errors, field, validateEnquiryFields(values)[field]) }
}

/** Leaving a field shows its error, if any. */
export const blurred = (c: EnquiryFormContext, field: EnquiryField): ShownErrors =>
  withMessage(c.errors, field, validateEnquiryFields(c.values)[field])

/**
 * A typed puzzle answer is not judged while it is typed ("1" on the way to "15", "fif" on the
 * way to "fifteen"): it is checked when the visitor sends. Typing a new answer takes away the
 * message about the last one.
 */
export const answered = (c: EnquiryFormContext, value: string): Partial<EnquiryFormContext> => ({
  answer: value,
  errors: without(c.errors, 'puzzle'),
})

/** Whether the visitor answered the question, wrongly: a new question is asked. */
export const answeredWrongly = (c: EnquiryFormContext): boolean =>
  c.answer.trim() !== '' && validatePuzzleAnswer(c.challenge, c.answer) !== undefined

/** The JSON body of `POST /api/enquiry`, honeypot left empty. */
export const payloadOf = (c: EnquiryFormContext): EnquiryPayload => ({
  ...c.values,
  page: c.page,
  website: '',
  puzzle: { token: c.challenge?.token ?? '', answer: readPuzzleAnswer(c.answer) ?? -1 },
})
