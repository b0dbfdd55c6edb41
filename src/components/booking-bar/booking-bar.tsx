import { useSelector } from '@xstate/react'
import { useSelections } from '../machine/use-selections.ts'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { deploy } from '../../../content/deploy.ts'
import {
  bookingBarMachine,
  guestLimits,
  selectAdults,
  selectChildren,
  selectHref,
  selectRange,
  selectToday,
  type BookingBarSnapshot,
} from '../../../machines/booking-bar/booking-bar.machine.ts'
import { useToday } from '../offer-validity/use-today.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { preloadDatePicker, whenDatePickerLoads } from './date-picker-loader.ts'
import { DatesPlaceholder } from './dates-placeholder.tsx'
import type { DateRangeFieldProps } from './date-range-field.tsx'
import styles from './booking-bar.module.css'

export interface BookingBarProps {
  /** The booking engine's origin; by default the deploy configuration's BOOKING_ENGINE_URL. */
  readonly bookingEngineUrl?: string
  /** A package target (content/booking.ts): preselects the package and its minimum stay. */
  readonly packageId?: string
  readonly minNights?: number
  readonly className?: string | undefined
  /** The machine to run; tests may pass `bookingBarMachine.provide(...)`. */
  readonly logic?: typeof bookingBarMachine
}

type GuestStep = 'ADD_ADULT' | 'REMOVE_ADULT' | 'ADD_CHILD' | 'REMOVE_CHILD'

/** The adults and children steppers: their label, limits, and the events that step them. */
const guests = [
  { key: 'adults', label: 'Adults', add: 'ADD_ADULT', remove: 'REMOVE_ADULT' },
  { key: 'children', label: 'Children', add: 'ADD_CHILD', remove: 'REMOVE_CHILD' },
] as const

const canStep = (type: GuestStep) => (s: BookingBarSnapshot) => s.can({ type })

const selections = {
  adults: selectAdults,
  children: selectChildren,
  range: selectRange,
  machineToday: selectToday,
  ADD_ADULT: canStep('ADD_ADULT'),
  REMOVE_ADULT: canStep('REMOVE_ADULT'),
  ADD_CHILD: canStep('ADD_CHILD'),
  REMOVE_CHILD: canStep('REMOVE_CHILD'),
}

interface StepperProps {
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

function Stepper({ label, hint, value, steps }: StepperProps) {
  const id = `booking-${label.toLowerCase()}`
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

/**
 * The booking bar (spec 2.3, 5): stay dates (past days disabled, check-out after check-in),
 * adults 1-5 (default 2) and children 0-2 (default 0) as steppers, and a Check Availability
 * link into the booking engine built from them. The steppers are enabled from the machine's
 * `can`, the date picker is loaded when the visitor reaches for the bar (date-picker-loader.ts), and "today" is the
 * visitor's own date (the prerender's date until hydration).
 */
export function BookingBar({
  bookingEngineUrl = deploy.bookingEngineUrl,
  packageId,
  minNights,
  className,
  logic = bookingBarMachine,
}: BookingBarProps) {
  const today = useToday()
  const actor = useMachineActor(logic, {
    input: { today, ...(minNights === undefined ? {} : { minNights }) },
  })
  const { adults, children, range, machineToday, ...allowed } = useSelections(actor, selections)
  const target = {
    ...(packageId === undefined ? {} : { packageId }),
    ...(minNights === undefined ? {} : { minNights }),
  }
  const href = useSelector(actor, (s) => selectHref(s, bookingEngineUrl, target))
  const [Picker, setPicker] = useState<ComponentType<DateRangeFieldProps>>()
  const [openPicker, setOpenPicker] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => whenDatePickerLoads((field) => setPicker(() => field)), [])
  useEffect(() => {
    const bar = form.current
    if (!bar || Picker) return
    const reach = () => void preloadDatePicker()
    const kinds = ['pointerenter', 'pointerdown', 'focusin'] as const
    for (const kind of kinds) bar.addEventListener(kind, reach)
    return () => {
      for (const kind of kinds) bar.removeEventListener(kind, reach)
    }
  }, [Picker])
  useEffect(() => {
    actor.send({ type: 'SET_TODAY', today })
  }, [actor, today])

  return (
    <form
      ref={form}
      className={[styles.bar, className].filter(Boolean).join(' ')}
      aria-label="Check availability"
      onSubmit={(e) => e.preventDefault()}
    >
      {Picker ? (
        <Picker
          today={machineToday}
          checkIn={range?.checkIn}
          checkOut={range?.checkOut}
          minNights={minNights ?? 1}
          openAtStart={openPicker}
          onChange={(checkIn, checkOut) => actor.send({ type: 'SET_RANGE', checkIn, checkOut })}
        />
      ) : (
        <DatesPlaceholder
          onChoose={() => {
            setOpenPicker(true)
            void preloadDatePicker()
          }}
        />
      )}
      {range && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => actor.send({ type: 'CLEAR_DATES' })}
        >
          Clear dates
        </button>
      )}
      {guests.map((guest) => (
        <Stepper
          key={guest.key}
          label={guest.label}
          hint={`${guestLimits[guest.key].min}-${guestLimits[guest.key].max}`}
          value={guest.key === 'adults' ? adults : children}
          steps={[
            {
              sign: '−',
              allowed: allowed[guest.remove],
              go: () => actor.send({ type: guest.remove }),
            },
            { sign: '+', allowed: allowed[guest.add], go: () => actor.send({ type: guest.add }) },
          ]}
        />
      ))}
      <a className={styles.submit} href={href}>
        Check Availability
      </a>
    </form>
  )
}
