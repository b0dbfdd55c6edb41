import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
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
import styles from './booking-bar.module.css'

const DateRangeField = lazy(() => import('./date-range-field.tsx'))

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

interface StepperProps {
  readonly label: string
  readonly hint: string
  readonly value: number
  readonly canRemove: boolean
  readonly canAdd: boolean
  readonly onRemove: () => void
  readonly onAdd: () => void
}

function Stepper({ label, hint, value, canRemove, canAdd, onRemove, onAdd }: StepperProps) {
  const id = `booking-${label.toLowerCase()}`
  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <span id={id} className={styles.label}>
        {label} <span className={styles.hint}>({hint})</span>
      </span>
      <div className={styles.stepperControls}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Fewer ${label.toLowerCase()}`}
          disabled={!canRemove}
          onClick={onRemove}
        >
          −
        </button>
        <output
          className={styles.count}
          aria-live="polite"
          aria-label={`${value} ${label.toLowerCase()}`}
        >
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={`More ${label.toLowerCase()}`}
          disabled={!canAdd}
          onClick={onAdd}
        >
          +
        </button>
      </div>
    </div>
  )
}

const can =
  (type: 'ADD_ADULT' | 'REMOVE_ADULT' | 'ADD_CHILD' | 'REMOVE_CHILD') => (s: BookingBarSnapshot) =>
    s.can({ type })

/** A stand-in with the same size and label, while (and where) the date picker is not loaded. */
function DatesPlaceholder() {
  return (
    <div className={styles.dates}>
      <span className={styles.label}>Check-in – Check-out</span>
      <div className={styles.dateGroup} aria-hidden="true">
        <span className={styles.placeholder}>dd/mm/yyyy – dd/mm/yyyy</span>
      </div>
    </div>
  )
}

/**
 * The booking bar (spec 2.3, 5): stay dates (past days disabled, check-out after check-in),
 * adults 1-5 (default 2) and children 0-2 (default 0) as steppers, and a Check Availability
 * link into the booking engine built from them. The steppers are enabled from the machine's
 * `can`, the date picker is loaded lazily once the page is interactive, and "today" is the
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
  const adults = useSelector(actor, selectAdults)
  const children = useSelector(actor, selectChildren)
  const range = useSelector(actor, selectRange)
  const machineToday = useSelector(actor, selectToday)
  const target = {
    ...(packageId === undefined ? {} : { packageId }),
    ...(minNights === undefined ? {} : { minNights }),
  }
  const href = useSelector(actor, (s) => selectHref(s, bookingEngineUrl, target))
  const canAddAdult = useSelector(actor, can('ADD_ADULT'))
  const canRemoveAdult = useSelector(actor, can('REMOVE_ADULT'))
  const canAddChild = useSelector(actor, can('ADD_CHILD'))
  const canRemoveChild = useSelector(actor, can('REMOVE_CHILD'))
  const [interactive, setInteractive] = useState(false)

  useEffect(() => setInteractive(true), [])
  useEffect(() => {
    actor.send({ type: 'SET_TODAY', today })
  }, [actor, today])

  return (
    <form
      className={[styles.bar, className].filter(Boolean).join(' ')}
      aria-label="Check availability"
      onSubmit={(e) => e.preventDefault()}
    >
      {interactive ? (
        <Suspense fallback={<DatesPlaceholder />}>
          <DateRangeField
            today={machineToday}
            checkIn={range?.checkIn}
            checkOut={range?.checkOut}
            minNights={minNights ?? 1}
            onChange={(checkIn, checkOut) => actor.send({ type: 'SET_RANGE', checkIn, checkOut })}
          />
        </Suspense>
      ) : (
        <DatesPlaceholder />
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
      <Stepper
        label="Adults"
        hint={`${guestLimits.adults.min}-${guestLimits.adults.max}`}
        value={adults}
        canAdd={canAddAdult}
        canRemove={canRemoveAdult}
        onAdd={() => actor.send({ type: 'ADD_ADULT' })}
        onRemove={() => actor.send({ type: 'REMOVE_ADULT' })}
      />
      <Stepper
        label="Children"
        hint={`${guestLimits.children.min}-${guestLimits.children.max}`}
        value={children}
        canAdd={canAddChild}
        canRemove={canRemoveChild}
        onAdd={() => actor.send({ type: 'ADD_CHILD' })}
        onRemove={() => actor.send({ type: 'REMOVE_CHILD' })}
      />
      <a className={styles.submit} href={href}>
        Check Availability
      </a>
    </form>
  )
}
