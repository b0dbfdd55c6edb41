import { useId } from 'react'
import styles from './booking-bar.module.css'

/** A party stepper: its label and limits, the count, and the fewer and more buttons. */
export interface StepperProps {
  readonly label: string
  readonly hint: string
  readonly value: number
  /** Whether each step is allowed now, and what it does. */
  readonly steps: readonly {
    readonly sign: '−' | '+'
    readonly allowed: boolean
    readonly go: () => void
  }[]
}

export function Stepper({ label, hint, value, steps }: StepperProps) {
  // the Home bar and the booking sheet can be on one page at once
  const id = `booking-${label.toLowerCase()}-${useId()}`
  const [fewer, more] = steps
  const button = (step: StepperProps['steps'][number] | undefined, words: string) =>
    step ? (
      <button
        type="button"
        className={styles.step}
        aria-label={`${words} ${label.toLowerCase()}`}
        disabled={!step.allowed}
        onClick={step.go}
      >
        {step.sign}
      </button>
    ) : null
  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <span id={id} className={styles.label}>
        {label} <span className={styles.hint}>({hint})</span>
      </span>
      <div className={styles.stepperControls}>
        {button(fewer, 'Fewer')}
        <output
          className={styles.count}
          aria-live="polite"
          aria-label={`${value} ${label.toLowerCase()}`}
        >
          {value}
        </output>
        {button(more, 'More')}
      </div>
    </div>
  )
}
