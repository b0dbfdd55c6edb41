import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
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
import { useMachineActor } from '../machine/use-machine-actor.ts'
import styles from './enquiry-form.module.css'

export interface EnquiryFormProps {
  /** The path of the page the form is on (recorded with the enquiry), e.g. `/suites`. */
  readonly page: string
  /** Preselected hotel; the first hotel of the site configuration by default. */
  readonly hotel?: string
  /** The machine to run; tests pass `enquiryFormMachine.provide({ actors })`. */
  readonly logic?: typeof enquiryFormMachine
  readonly className?: string | undefined
}

interface FieldProps {
  readonly id: string
  readonly label: string
  readonly error: string | undefined
  readonly optional?: boolean
  readonly children: (described: {
    'aria-invalid': boolean
    'aria-describedby'?: string
  }) => ReactNode
}

function Field({ id, label, error, optional = false, children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children({
        'aria-invalid': error !== undefined,
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The enquiry form (spec 2.9, 5, 8) bound to the enquiry-form machine: name, e-mail, phone,
 * message, hotel and the server's arithmetic question. Errors use the shared schema's messages,
 * the Send button is enabled exactly when the machine accepts SUBMIT, reads "Submitting..."
 * while the enquiry is on its way, and the outcome replaces or tops the form: a thank-you, the
 * server's sentence for a duplicate, or one line saying it was NOT sent with the phone number.
 */
export function EnquiryForm({
  page,
  hotel,
  logic = enquiryFormMachine,
  className,
}: EnquiryFormProps) {
  const actor = useMachineActor(logic, {
    input: { page, ...(hotel === undefined ? {} : { hotel }) },
  })
  const values = useSelector(actor, selectValues)
  const answer = useSelector(actor, selectAnswer)
  const errors = useSelector(actor, selectErrors)
  const phase = useSelector(actor, selectPhase)
  const notice = useSelector(actor, selectNotice)
  const challenge = useSelector(actor, selectChallenge)
  const challengeStatus = useSelector(actor, selectChallengeStatus)
  const canSubmit = useSelector(actor, selectCanSubmit)
  const base = useId()
  const id = (key: ErrorKey) => `${base}-${key}`
  const thanks = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (phase === 'succeeded') thanks.current?.focus()
  }, [phase])

  if (phase === 'succeeded') {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className={[styles.thanks, className].filter(Boolean).join(' ')}
        data-phase={phase}
      >
        <p className={styles.thanksTitle}>Thank you for your enquiry.</p>
        <p>Our reservations team has received it and will reply to {values.email} soon.</p>
      </div>
    )
  }

  const change = (field: EnquiryField) => (e: { target: { value: string } }) =>
    actor.send({ type: 'CHANGE', field, value: e.target.value })
  const blur = (field: EnquiryField) => () => actor.send({ type: 'BLUR', field })
  const tel = `tel:${site.phones.reservations.tel}`

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      aria-label="Enquiry"
      noValidate
      data-phase={phase}
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'SUBMIT' })
      }}
    >
      {phase === 'conflict' && notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
      {phase === 'failed' && (
        <p role="alert" className={styles.failure}>
          {enquiryFailedMessage.split(site.phones.reservations.display)[0]}
          <a href={tel}>{site.phones.reservations.display}</a>.
        </p>
      )}
      <div className={styles.grid}>
        <Field id={id('name')} label="Name" error={errors.name}>
          {(a) => (
            <input
              id={id('name')}
              name="name"
              autoComplete="name"
              className={styles.input}
              value={values.name}
              onChange={change('name')}
              onBlur={blur('name')}
              {...a}
            />
          )}
        </Field>
        <Field id={id('email')} label="Email" error={errors.email}>
          {(a) => (
            <input
              id={id('email')}
              name="email"
              type="email"
              autoComplete="email"
              className={styles.input}
              value={values.email}
              onChange={change('email')}
              onBlur={blur('email')}
              {...a}
            />
          )}
        </Field>
        <Field id={id('phone')} label="Phone" error={errors.phone} optional>
          {(a) => (
            <input
              id={id('phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              className={styles.input}
              value={values.phone}
              onChange={change('phone')}
              onBlur={blur('phone')}
              {...a}
            />
          )}
        </Field>
        <Field id={id('hotel')} label="Hotel" error={errors.hotel}>
          {(a) => (
            <select
              id={id('hotel')}
              name="hotel"
              className={styles.input}
              value={values.hotel}
              onChange={change('hotel')}
              onBlur={blur('hotel')}
              {...a}
            >
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
        {(a) => (
          <textarea
            id={id('message')}
            name="message"
            rows={5}
            className={styles.input}
            value={values.message}
            onChange={change('message')}
            onBlur={blur('message')}
            {...a}
          />
        )}
      </Field>
      <div className={styles.puzzle}>
        {challengeStatus === 'ready' && challenge ? (
          <Field
            id={id('puzzle')}
            label={`What is ${challenge.a} + ${challenge.b}?`}
            error={errors.puzzle}
          >
            {(a) => (
              <input
                id={id('puzzle')}
                name="puzzle"
                inputMode="numeric"
                autoComplete="off"
                className={[styles.input, styles.answer].join(' ')}
                value={answer}
                onChange={(e) => actor.send({ type: 'ANSWER', value: e.target.value })}
                {...a}
              />
            )}
          </Field>
        ) : challengeStatus === 'unavailable' ? (
          <p className={styles.muted}>
            The security question could not be loaded.{' '}
            <button
              type="button"
              className={styles.retry}
              onClick={() => actor.send({ type: 'RETRY_CHALLENGE' })}
            >
              Try again
            </button>
          </p>
        ) : (
          <p className={styles.muted}>Loading the security question…</p>
        )}
        {challengeStatus !== 'ready' && errors.puzzle && (
          <p className={styles.error}>{errors.puzzle}</p>
        )}
      </div>
      <button type="submit" className={styles.submit} disabled={!canSubmit}>
        {phase === 'submitting' ? 'Submitting...' : 'Send enquiry'}
      </button>
    </form>
  )
}
