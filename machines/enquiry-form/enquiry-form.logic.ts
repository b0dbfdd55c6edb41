import {
  validateEnquiryFields,
  validatePuzzleAnswer,
  type EnquiryChallenge,
  type EnquiryField,
  type EnquiryPayload,
  type EnquiryValues,
} from '../../content/enquiry.schema.ts'

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

/** A typed puzzle answer is checked at once (an emptied answer shows nothing until submit). */
export function answered(c: EnquiryFormContext, value: string): Partial<EnquiryFormContext> {
  const message = value.trim() === '' ? undefined : validatePuzzleAnswer(c.challenge, value)
  return { answer: value, errors: withMessage(c.errors, 'puzzle', message) }
}

/** The JSON body of `POST /api/enquiry`, honeypot left empty. */
export const payloadOf = (c: EnquiryFormContext): EnquiryPayload => ({
  ...c.values,
  page: c.page,
  website: '',
  puzzle: { token: c.challenge?.token ?? '', answer: Number(c.answer.trim()) },
})
