// Length: one form: its fields' bindings, its puzzle (loading and ready share their markup so the server can stamp a question) and its outcomes.
import { useEffect, useId, useRef, useState } from 'react'
import type { EnquiryField } from '../../../content/enquiry.schema.ts'
import { site } from '../../../content/site.ts'
import {
  enquiryFailedMessage,
  enquiryFormMachine,
  selectAnswer,
  selectCanSubmit,
  selectChallenge,
  selectChallengeStatus,
  selectErrors,
  selectNotice,
  selectPhase,
  selectValues,
  type ErrorKey,
} from '../../../machines/enquiry-form/enquiry-form.machine.ts'
import { textButtonClass } from '../button/button-styles.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { useSelections } from '../machine/use-selections.ts'
import styles from './enquiry-form.module.css'
import { announceEnquirySent } from './enquiry-sent.ts'
import { Field } from './field.tsx'
import { readPageChallenge } from './page-challenge.ts'

export interface EnquiryFormProps {
  /** The path of the page the form is on (recorded with the enquiry), e.g. `/suites`. */
  readonly page: string
  /** Preselected hotel; the first hotel of the site configuration by default. */
  readonly hotel?: string
  /** The machine to run; tests pass `enquiryFormMachine.provide({ actors })`. */
  readonly logic?: typeof enquiryFormMachine
  readonly className?: string | undefined
}

const selections = {
  values: selectValues,
  answer: selectAnswer,
  errors: selectErrors,
  phase: selectPhase,
  notice: selectNotice,
  challenge: selectChallenge,
  challengeStatus: selectChallengeStatus,
  canSubmit: selectCanSubmit,
}

/**
 * The enquiry form (spec 2.9, 5, 8) bound to the enquiry-form machine: name, e-mail, phone,
 * message, hotel and the server's arithmetic question. Errors use the shared schema's messages,
 * the Send button is enabled exactly when the machine accepts SUBMIT (always, but while the
 * enquiry is on its way, when it reads "Submitting..."), and a send the machine blocks moves
 * focus to the first field with a message. The outcome replaces or tops the form: a thank-you, the
 * server's sentence for a duplicate or for too many enquiries (with when to send again), or one
 * line saying it was NOT sent with the phone number.
 */
export function EnquiryForm({
  page,
  hotel,
  logic = enquiryFormMachine,
  className,
}: EnquiryFormProps) {
  const base = useId()
  const id = (key: ErrorKey | 'token') => `${base}-${key}`
  // The question the server stamped into this page, read before hydration changes anything:
  // the machine starts with it, so an answer typed while the page wakes is the machine's at once.
  const [pageChallenge] = useState(() => readPageChallenge(id('token')))
  const actor = useMachineActor(logic, {
    input: {
      page,
      ...(hotel === undefined ? {} : { hotel }),
      ...(pageChallenge === undefined ? {} : { challenge: pageChallenge }),
    },
  })
  const { values, answer, errors, phase, notice, challenge, challengeStatus, canSubmit } =
    useSelections(actor, selections)
  const question = challengeStatus === 'ready' ? challenge : undefined
  const thanks = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // A send the machine blocked (it did not start sending): focus goes to the first field with a
  // message, so a screen reader says the field, that it is invalid and its message (WCAG
  // 3.3.1). The question comes back enabled a moment after a wrong answer: its turn comes then.
  // With none (the same enquiry again after a 409), the server's sentence is said again.
  const blockedSend = useRef(false)
  const [sends, setSends] = useState(0)

  // A field left by a press inside the form (a pointer down on Send, say) is left once the press
  // is over: its message, shown at once, moved Send from under the pointer between the press's
  // down and up, and the press sent nothing (a blocked send must show every message, issue 44).
  const press = useRef<EnquiryField[] | undefined>(undefined)
  const pressStarts = () => {
    if (press.current) return
    const left: EnquiryField[] = []
    press.current = left
    const ends = () => {
      window.removeEventListener('pointerup', ends, true)
      window.removeEventListener('pointercancel', ends, true)
      // after the click that ends the press
      setTimeout(() => {
        if (press.current === left) press.current = undefined
        for (const field of left) actor.send({ type: 'BLUR', field })
      }, 0)
    }
    window.addEventListener('pointerup', ends, true)
    window.addEventListener('pointercancel', ends, true)
  }

  useEffect(() => {
    if (phase !== 'succeeded') return
    thanks.current?.focus()
    announceEnquirySent()
  }, [phase])

  useEffect(() => {
    if (!blockedSend.current) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:enabled')
    if (first) {
      blockedSend.current = false
      first.focus()
    }
  }, [sends, errors, challengeStatus])

  if (phase === 'succeeded') {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        aria-labelledby={`${base}-thanks`}
        className={[styles.thanks, className].filter(Boolean).join(' ')}
        data-phase={phase}
      >
        <p id={`${base}-thanks`} className={styles.thanksTitle}>
          Thank you for your enquiry.
        </p>
        <p>Our reservations team has received it and will reply to {values.email} soon.</p>
      </div>
    )
  }

  /** What every field's control shares: its id and name, its value, and the events it sends. */
  const bind = (field: EnquiryField) => ({
    id: id(field),
    name: field,
    className: styles.input,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      blockedSend.current = false
      actor.send({ type: 'CHANGE', field, value: e.target.value })
    },
    onBlur: () => {
      if (press.current) press.current.push(field)
      else actor.send({ type: 'BLUR', field })
    },
  })
  const tel = `tel:${site.phones.reservations.tel}`

  return (
    <form
      id="enquiry-form"
      className={[styles.form, className].filter(Boolean).join(' ')}
      aria-label="Enquiry"
      // Without JavaScript the browser posts the form and the server answers with a page.
      method="post"
      action="/api/enquiry#enquiry-form"
      noValidate
      data-phase={phase}
      ref={formRef}
      onPointerDownCapture={pressStarts}
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'SUBMIT' })
        blockedSend.current = !actor.getSnapshot().matches({ form: 'submitting' })
        setSends((n) => n + 1)
      }}
    >
      {/* One live region, in the page from the start: a screen reader hears a sentence the
          moment it appears in it (a region that arrives with its text is often not heard). */}
      <div className={styles.live} aria-live="assertive" aria-atomic="true">
        {/* drawn anew at each press of Send, so a send that changes nothing says it again */}
        {notice !== undefined && (
          <p key={sends} className={styles.notice}>
            {notice}
          </p>
        )}
        {phase === 'failed' && (
          <p className={styles.failure}>
            {enquiryFailedMessage.split(site.phones.reservations.display)[0]}
            <a href={tel}>{site.phones.reservations.display}</a>.
          </p>
        )}
      </div>
      <div className={styles.grid}>
        <Field id={id('name')} label="Name" error={errors.name}>
          {(a) => <input {...bind('name')} autoComplete="name" {...a} />}
        </Field>
        <Field id={id('email')} label="Email" error={errors.email}>
          {(a) => <input {...bind('email')} type="email" autoComplete="email" {...a} />}
        </Field>
        <Field id={id('phone')} label="Phone" error={errors.phone} optional>
          {(a) => <input {...bind('phone')} type="tel" autoComplete="tel" {...a} />}
        </Field>
        <Field id={id('hotel')} label="Hotel" error={errors.hotel}>
          {(a) => (
            <select {...bind('hotel')} {...a}>
              {site.hotels.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id={id('message')} label="Message" error={errors.message} optional>
        {(a) => <textarea {...bind('message')} rows={5} {...a} />}
      </Field>
      <input type="hidden" name="page" value={page} />
      <div className={styles.puzzle}>
        {challengeStatus === 'unavailable' && question === undefined ? (
          <>
            <p className={styles.muted}>
              The security question could not be loaded.{' '}
              <button
                type="button"
                className={`${textButtonClass} ${styles.retry}`}
                onClick={() => actor.send({ type: 'RETRY_CHALLENGE' })}
              >
                Try again
              </button>
            </p>
            {errors.puzzle && <p className={styles.error}>{errors.puzzle}</p>}
          </>
        ) : (
          // Loading and ready differ only in the label, `disabled` and the token's attributes:
          // the server stamps a question into the page by changing exactly those.
          <>
            <Field
              id={id('puzzle')}
              label={
                question
                  ? `What is ${question.a} + ${question.b}?`
                  : 'Loading the security question…'
              }
              error={errors.puzzle}
            >
              {(a) => (
                <input
                  id={id('puzzle')}
                  name="puzzle"
                  // no numeric keypad: the answer may be typed in words ("seven")
                  autoComplete="off"
                  className={[styles.input, styles.answer].join(' ')}
                  value={answer}
                  disabled={question === undefined}
                  onChange={(e) => actor.send({ type: 'ANSWER', value: e.target.value })}
                  {...a}
                />
              )}
            </Field>
            <input
              type="hidden"
              id={id('token')}
              name="token"
              value={question?.token ?? ''}
              data-challenge={
                question ? `${question.a} ${question.b} ${question.expiresAt}` : undefined
              }
            />
          </>
        )}
      </div>
      <button type="submit" className={styles.submit} disabled={!canSubmit}>
        {phase === 'submitting' ? 'Submitting...' : 'Send enquiry'}
      </button>
    </form>
  )
}
