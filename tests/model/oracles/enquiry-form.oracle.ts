// Length: the form's rules written out as a small model (fields, puzzle, the server's answers) and the table it generates.
import { site } from '../../../content/site.ts'
import {
  done,
  failed,
  formatEvent,
  type Oracle,
  type Seen,
  type TableEvent,
  type TableRow,
  type TableState,
} from '../../../machines/testing/oracle.ts'

/*
 * The enquiry form, from the specification: "idle, submitting (button reads Submitting... and
 * is disabled), then a thank-you message on success" (4); the field rules and messages of 5
 * ("submit is blocked while any error is present"); "status 409: the server's message is shown
 * to the visitor" (8); and from DECISIONS, the puzzle issued by the server (a signed question)
 * and checked at once, a 429 with Retry-After, and the form saying it was NOT sent (with the
 * reservations phone) when the server cannot take it. Issue 16: errors show when the visitor
 * leaves a field, and the 429's message reaches the visitor with when to send again. Issue 34
 * (W3C, "Inaccessibility of CAPTCHA"): the answer is read as people write it, digits with
 * spaces around them or the number in English words ("Seven"); it is judged when the visitor
 * sends, not while it is typed; a wrong answer shows its message and brings a new question,
 * keeping everything typed; typing a new answer takes the message away. DECISIONS ("blocked,
 * not disabled", issue 44): Send is disabled only while the enquiry is on its way; pressed with
 * any error it shows every message at once (the question's too, when its answer is wrong or
 * empty), moves focus to the first field with one and sends nothing, and pressed again after a
 * 409 it sends nothing (the server's sentence says why).
 *
 * Issue 44: the page the server sends carries its question, and the form starts with it
 * (nothing to wait for, so an answer typed as the page wakes is taken); a form drawn without
 * one asks for it.
 *
 * A visitor here leaves the name field, types a name, types or clears an e-mail, answers the
 * question rightly or wrongly, sends, and asks for the question again; the server gives the
 * question 3 + 4 (in the page, or when asked, or cannot), and answers an enquiry in each of the
 * ways it can. The rules below say what each of those does; the table is every state they
 * reach, each with what the visitor sees there.
 */

const name = 'Asha Rao'
const email = 'asha@example.com'
const question = { a: 3, b: 4, token: 'question-3-4', expiresAt: '2026-11-21T11:00:00.000Z' }

const messages = {
  name: 'Invalid name',
  email: 'Invalid email address',
  puzzle: 'Your answer is incorrect',
  expired: 'This question has expired. Please answer the new one.',
  duplicate:
    'We already have this enquiry from you and our reservations team will reply soon. There is no need to send it again.',
  limited:
    'Too many enquiries from your connection. Please try again a little later. You can send it again in 10 minutes.',
  notSent: /^Your enquiry was NOT sent\. Please call our reservations team on/,
} as const

/** The server's answers to an enquiry, as the form's request reports them. */
export const enquiryAnswers = {
  sent: { outcome: 'sent', notice: undefined, errors: {} },
  duplicate: { outcome: 'duplicate', notice: messages.duplicate, errors: {} },
  // 429 with Retry-After: 600
  limited: { outcome: 'limited', notice: messages.limited, errors: {} },
  expired: { outcome: 'refused', notice: undefined, errors: { puzzle: messages.expired } },
  emailRefused: { outcome: 'refused', notice: undefined, errors: { email: messages.email } },
} as const

type Field = 'name' | 'email'
type Phase = 'editing' | 'submitting' | 'succeeded' | 'conflict' | 'limited' | 'failed'
type Errors = Partial<Record<Field | 'puzzle', string>>

/** What the form is: where the question and the enquiry stand, what is typed, what shows. */
interface Form {
  readonly question: 'loading' | 'ready' | 'unavailable'
  readonly phase: Phase
  readonly values: Readonly<Record<Field, string>>
  readonly answer: string
  readonly errors: Errors
  readonly notice: string | undefined
}

/** Spec 5 for the values typed here: an empty name or e-mail is invalid, Asha's are not. */
const fieldMessage = (field: Field, value: string): string | undefined =>
  field === 'name'
    ? value === name
      ? undefined
      : messages.name
    : value === email
      ? undefined
      : messages.email
/** The answers typed here that say 3 + 4, as people write seven. */
const rightAnswers = new Set([' 7 ', 'Seven'])
/** The puzzle: the sum of the question's two numbers, else "Your answer is incorrect". */
const answerMessage = (answer: string): string | undefined =>
  rightAnswers.has(answer) ? undefined : messages.puzzle

function withError(errors: Errors, key: Field | 'puzzle', message: string | undefined): Errors {
  const next: Errors = { ...errors }
  if (message === undefined) delete next[key]
  else next[key] = message
  return next
}

/** Asking for the question (again) forgets the old one and its answer. */
const asking = (form: Form): Form => ({ ...form, question: 'loading', answer: '' })

/** Typing: the value changes; an error already showing is checked again. */
function typed(form: Form, field: Field, value: string): Form {
  const errors =
    form.errors[field] === undefined
      ? form.errors
      : withError(form.errors, field, fieldMessage(field, value))
  return {
    ...form,
    phase: 'editing',
    notice: undefined,
    values: { ...form.values, [field]: value },
    errors,
  }
}

/** Answering: judged when the visitor sends; a new answer takes the last one's message away. */
const answered = (form: Form, answer: string): Form => ({
  ...form,
  phase: 'editing',
  notice: undefined,
  answer,
  errors: withError(form.errors, 'puzzle', undefined),
})

const isComplete = (form: Form): boolean =>
  fieldMessage('name', form.values.name) === undefined &&
  fieldMessage('email', form.values.email) === undefined &&
  answerMessage(form.answer) === undefined

const notSent = (phase: Phase): boolean =>
  phase === 'conflict' || phase === 'limited' || phase === 'failed'

/** What one event does to the form by the rules above, or undefined when it is refused. */
function next(form: Form, event: TableEvent): Form | undefined {
  const editable = form.phase === 'editing' || notSent(form.phase)
  switch (event.type) {
    case 'CHANGE': {
      const field = event['field'] as Field
      const value = event['value'] as string
      // the same text again is no edit: it leaves the form, and an answer's message, as they are
      if (!editable || form.values[field] === value) return undefined
      return typed(form, field, value)
    }
    case 'BLUR': {
      const field = event['field'] as Field
      if (form.phase !== 'editing') return undefined
      return {
        ...form,
        errors: withError(form.errors, field, fieldMessage(field, form.values[field])),
      }
    }
    case 'ANSWER': {
      const answer = event['value'] as string
      if (!editable || form.question !== 'ready') return undefined
      if (form.answer === answer) return undefined
      return answered(form, answer)
    }
    case 'SUBMIT': {
      if (form.phase === 'limited' || form.phase === 'failed')
        return { ...form, phase: 'submitting', notice: undefined }
      // the same enquiry again would be the same duplicate: nothing is sent, the sentence stays
      if (form.phase === 'conflict') return form
      if (form.phase !== 'editing') return undefined
      if (Object.keys(form.errors).length === 0 && isComplete(form))
        return { ...form, phase: 'submitting' }
      // blocked, not disabled: every message at once (the server's that the rules cannot judge
      // stay), and nothing is sent
      const errors: Errors = { ...form.errors }
      for (const field of ['name', 'email'] as const) {
        const message = fieldMessage(field, form.values[field])
        if (message !== undefined) errors[field] = message
      }
      if (answerMessage(form.answer) !== undefined) errors.puzzle = messages.puzzle
      // a wrong answer (not an empty one) brings a new question
      const wrong = form.answer !== '' && answerMessage(form.answer) !== undefined
      return wrong ? asking({ ...form, errors }) : { ...form, errors }
    }
    case 'RETRY_CHALLENGE':
      return form.question === 'unavailable' ? asking(form) : undefined
    case '$done':
      if (event.actor === 'fetchChallenge')
        return form.question === 'loading' ? { ...form, question: 'ready' } : undefined
      return form.phase === 'submitting' ? answeredBy(form, event.output as Answer) : undefined
    case '$error':
      if (event.actor === 'fetchChallenge')
        return form.question === 'loading' ? { ...form, question: 'unavailable' } : undefined
      return form.phase === 'submitting' ? { ...form, phase: 'failed' } : undefined
    default:
      return undefined
  }
}

type Answer = (typeof enquiryAnswers)[keyof typeof enquiryAnswers]

/** The server's answer to the enquiry being sent. */
function answeredBy(form: Form, answer: Answer): Form {
  if (answer.outcome === 'sent') return { ...form, phase: 'succeeded' }
  if (answer.outcome === 'duplicate' || answer.outcome === 'limited')
    return {
      ...form,
      phase: answer.outcome === 'duplicate' ? 'conflict' : 'limited',
      notice: answer.notice,
    }
  // refused: its messages show; a refused question is asked again
  const refused: Form = { ...form, phase: 'editing', errors: { ...answer.errors } }
  return 'puzzle' in answer.errors ? asking(refused) : refused
}

/** Every event of this table: the visitor's, and the server's answers. */
const events: TableEvent[] = [
  { type: 'CHANGE', field: 'name', value: name },
  { type: 'BLUR', field: 'name' },
  { type: 'CHANGE', field: 'email', value: email },
  { type: 'CHANGE', field: 'email', value: '' },
  { type: 'ANSWER', value: ' 7 ' },
  { type: 'ANSWER', value: 'Seven' },
  { type: 'ANSWER', value: '9' },
  { type: 'SUBMIT' },
  { type: 'RETRY_CHALLENGE' },
  done('fetchChallenge', question),
  failed('fetchChallenge', { status: 503 }),
  ...Object.values(enquiryAnswers).map((answer) => done('sendEnquiry', answer)),
  failed('sendEnquiry', { status: 0 }),
]

/** The machine's state value for a form. */
function valueOf(form: Form): TableState['value'] {
  const phase = notSent(form.phase) ? { notSent: form.phase } : form.phase
  return { challenge: form.question, form: phase }
}

/** What the visitor sees of a form. */
function seesOf(form: Form): Seen[] {
  if (form.phase === 'succeeded')
    return [
      { role: 'status', name: 'Thank you for your enquiry.', is: 'focused' },
      { text: `Our reservations team has received it and will reply to ${email} soon.` },
      { role: 'form', name: 'Enquiry', is: 'absent' },
    ]
  const shown = (text: string | RegExp, on: boolean): Seen => ({
    text,
    is: on ? 'shown' : 'absent',
  })
  const canSend = next(form, { type: 'SUBMIT' }) !== undefined
  const sees: Seen[] = [
    { role: 'form', name: 'Enquiry' },
    { selector: 'input[name="name"]', attribute: 'value', value: form.values.name },
    { selector: 'input[name="email"]', attribute: 'value', value: form.values.email },
    {
      selector: 'input[name="name"]',
      attribute: 'aria-invalid',
      value: String('name' in form.errors),
    },
    {
      selector: 'input[name="email"]',
      attribute: 'aria-invalid',
      value: String('email' in form.errors),
    },
    shown(messages.name, 'name' in form.errors),
    shown(messages.email, 'email' in form.errors),
    shown(messages.puzzle, form.errors.puzzle === messages.puzzle),
    shown(messages.expired, form.errors.puzzle === messages.expired),
    shown(messages.duplicate, form.notice === messages.duplicate),
    shown(messages.limited, form.notice === messages.limited),
    shown(messages.notSent, form.phase === 'failed'),
    form.phase === 'submitting'
      ? { role: 'button', name: 'Submitting...', is: 'disabled' }
      : { role: 'button', name: 'Send enquiry', is: canSend ? 'enabled' : 'disabled' },
    {
      role: 'button',
      name: 'Try again',
      is: form.question === 'unavailable' ? 'enabled' : 'absent',
    },
    shown(/could not be loaded/, form.question === 'unavailable'),
  ]
  if (form.phase === 'failed') sees.push({ role: 'link', name: site.phones.reservations.display })
  if (form.question === 'ready')
    sees.push(
      { label: `What is ${question.a} + ${question.b}?`, is: 'enabled' },
      { selector: 'input[name="puzzle"]', attribute: 'value', value: form.answer },
      {
        selector: 'input[name="puzzle"]',
        attribute: 'aria-invalid',
        value: String('puzzle' in form.errors),
      },
    )
  if (form.question === 'loading')
    sees.push({ label: 'Loading the security question…', is: 'disabled' })
  return sees
}

/** A readable name: where the question and the enquiry stand, then what differs from empty. */
function labelOf(form: Form): string {
  const parts = [`${form.question}, ${form.phase}`]
  for (const field of ['name', 'email'] as const)
    if (form.values[field] !== '' || form.errors[field] !== undefined)
      parts.push(
        `${field} ${JSON.stringify(form.values[field])}${form.errors[field] ? ` (${form.errors[field]})` : ''}`,
      )
  if (form.answer !== '' || form.errors.puzzle !== undefined)
    parts.push(
      `answer ${JSON.stringify(form.answer)}${form.errors.puzzle ? ` (${form.errors.puzzle})` : ''}`,
    )
  return parts.join(', ')
}

/** The facts of the machine's context that make the form what it is. */
const contextOf = (form: Form): Record<string, unknown> => ({
  values: { ...form.values, message: '', phone: '', hotel: site.hotels[0] },
  answer: form.answer,
  challenge: form.question === 'ready' ? question : undefined,
  errors: form.errors,
  notice: form.notice,
})

const start: Form = {
  question: 'loading',
  phase: 'editing',
  values: { name: '', email: '' },
  answer: '',
  errors: {},
  notice: undefined,
}

/**
 * Where a blocked send puts focus (WCAG 3.3.1): on the first field with a message, in the form's
 * order, that can take it (the question's field is disabled while a new question comes).
 */
function focusAfterBlockedSend(to: Form): Seen[] {
  const field = (['name', 'email'] as const).find((f) => f in to.errors)
  if (field !== undefined)
    return [{ role: 'textbox', name: field === 'name' ? 'Name' : 'Email', is: 'focused' }]
  if ('puzzle' in to.errors && to.question === 'ready')
    return [{ role: 'textbox', name: `What is ${question.a} + ${question.b}?`, is: 'focused' }]
  return []
}

/** Issue 44: a page the server sent carries its question, and the form starts with it. */
const stamped: Form = { ...start, question: 'ready' }

// Every form the rules reach from the empty forms, and every accepted event as a row.
const states: Record<string, TableState> = {}
const rows: TableRow[] = []
const queue: Form[] = [stamped, start]
for (const form of queue)
  states[labelOf(form)] = { value: valueOf(form), context: contextOf(form), sees: seesOf(form) }
for (let form = queue.shift(); form !== undefined; form = queue.shift()) {
  for (const event of events) {
    const to = next(form, event)
    if (to === undefined) continue
    const label = labelOf(to)
    if (!(label in states)) {
      states[label] = { value: valueOf(to), context: contextOf(to), sees: seesOf(to) }
      queue.push(to)
    }
    const also = event.type === 'SUBMIT' && to.phase === 'editing' ? focusAfterBlockedSend(to) : []
    rows.push({ from: labelOf(form), event, to: label, ...(also.length > 0 ? { also } : {}) })
  }
}

export const enquiryFormOracle: Oracle = {
  name: 'enquiry form',
  states,
  rows,
  scenarios: [
    {
      name: 'the contact page as the server sent it',
      input: { page: '/contact', challenge: question },
      initial: labelOf(stamped),
    },
    {
      name: 'a form drawn without a question (a client-side navigation)',
      input: { page: '/contact' },
      initial: labelOf(start),
    },
  ],
  events,
}

/** For a reader: the table's rows as text (`npx tsx -e` this to read the table). */
export const enquiryFormRows = (): string[] =>
  rows.map((row) => `${row.from} —${formatEvent(row.event)}→ ${row.to}`)
