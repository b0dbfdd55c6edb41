import type { ReactNode } from 'react'
import styles from './enquiry-form.module.css'

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

/**
 * One field of the enquiry form: its label (with "(optional)" when it may be left empty), the
 * control the caller draws with the invalid state and description it is given, and its message.
 */
export function Field({ id, label, error, optional = false, children }: FieldProps) {
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
