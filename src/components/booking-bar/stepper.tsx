import { useId } from 'react'
import styles from './booking-bar.module.css'
import { capsClass } from '../section/eyebrow.tsx'

/** A party stepper: its label and limits, the count, and the fewer and more buttons. */
export interface StepperProps {
  readonly label: string
  /** What is counted, one and several ("adult", "adults"), for the count's spoken name. */
  readonly unit: readonly [one: string, several: string]
  readonly hint: string
  readonly value: number
  /** Whether each step is allowed now, and what it does. */
  readonly fewer: { readonly allowed: boolean; readonly go: () => void }
  readonly more: { readonly allowed: boolean; readonly go: () => void }
}

/** One count of the party: "Adults (1-5)", then − 2 +, the buttons disabled at the limits. */
export function Stepper({ label, unit, hint, value, fewer, more }: StepperProps) {
  // the Home bar and the booking sheet can be on one page at once
  const id = `booking-${unit[1]}-${useId()}`
  const button = (step: StepperProps['fewer'], sign: string, words: string) => (
    <button
      type="button"
      className={styles.step}
      aria-label={`${words} ${unit[1]}`}
      disabled={!step.allowed}
      onClick={step.go}
    >
      {sign}
    </button>
  )
  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <span id={id} className={`${capsClass} ${styles.label}`}>
        {label} <span className={styles.hint}>({hint})</span>
      </span>
      <div className={styles.stepperControls}>
        {button(fewer, '−', 'Fewer')}
        <output
          className={styles.count}
          aria-live="polite"
          aria-label={`${value} ${unit[value === 1 ? 0 : 1]}`}
        >
          {value}
        </output>
        {button(more, '+', 'More')}
      </div>
    </div>
  )
}
