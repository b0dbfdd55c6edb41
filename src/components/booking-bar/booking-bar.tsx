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
  type BookingBarEvent,
  type BookingBarSnapshot,
} from '../../../machines/booking-bar/booking-bar.machine.ts'
import { sameChoice, useBookingChoice } from './booking-choice.store.ts'
import { useToday } from '../offer-validity/use-today.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { preloadDatePicker, whenDatePickerLoads } from './date-picker-loader.ts'
import { DatesPlaceholder } from './dates-placeholder.tsx'
import { Stepper } from './stepper.tsx'
import type { DateRangeFieldProps } from './date-range-field.tsx'
import styles from './booking-bar.module.css'

export interface BookingBarProps {
  /** The booking engine's origin; by default the deploy configuration's BOOKING_ENGINE_URL. */
  readonly bookingEngineUrl?: string
  /** A package target (content/booking.ts): preselects the package and its minimum stay. */
  readonly packageId?: string
  readonly minNights?: number
  readonly className?: string | undefined
  /** `sheet` stacks the fields for the booking sheet; the default is the Home page's bar. */
  readonly variant?: 'bar' | 'sheet'
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

/**
 * The booking bar (spec 2.3, 5): stay dates (past days disabled, check-out after check-in),
 * adults 1-5 (default 2) and children 0-2 (default 0) as steppers, and a Check Availability
 * link into the booking engine built from them. The steppers are enabled from the machine's
 * `can`, the date picker is loaded when the visitor reaches for the bar
 * (date-picker-loader.ts), and "today" is the visitor's own date (the prerender's date until hydration). What the visitor chose is kept
 * for the session (booking-choice.store): the machine starts from it, follows it when another
 * bar changes it, and the bar records what the machine accepted after each of the visitor's
 * steps.
 */
export function BookingBar({
  bookingEngineUrl = deploy.bookingEngineUrl,
  packageId,
  minNights,
  className,
  variant = 'bar',
  logic = bookingBarMachine,
}: BookingBarProps) {
  const today = useToday()
  // Undefined while hydrating (the prerender had no session), so the first render matches.
  const stored = useBookingChoice((s) => s.choice)
  const record = useBookingChoice((s) => s.record)
  const actor = useMachineActor(logic, {
    input: {
      today,
      ...(minNights === undefined ? {} : { minNights }),
      ...(stored === undefined ? {} : { choice: stored }),
    },
  })
  /** A visitor's step: the machine decides, and what it accepted is kept for the session. */
  const send = (event: BookingBarEvent) => {
    actor.send(event)
    const { checkIn, checkOut, adults, children } = actor.getSnapshot().context
    record({ checkIn, checkOut, adults, children })
  }
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
  // Dates from the session show in the picker, not the placeholder: fetch it when there are some.
  useEffect(() => {
    if (range && !Picker) void preloadDatePicker()
  }, [range, Picker])
  // The session's choice after hydration, or as changed by another bar (the sheet, say).
  useEffect(() => {
    if (stored !== undefined && !sameChoice(stored, actor.getSnapshot().context))
      actor.send({ type: 'RESTORE', choice: stored })
  }, [actor, stored])

  return (
    <form
      ref={form}
      className={[styles.bar, variant === 'sheet' ? styles.sheet : '', className]
        .filter(Boolean)
        .join(' ')}
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
          onChange={(checkIn, checkOut) => send({ type: 'SET_RANGE', checkIn, checkOut })}
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
          onClick={() => send({ type: 'CLEAR_DATES' })}
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
              go: () => send({ type: guest.remove }),
            },
            { sign: '+', allowed: allowed[guest.add], go: () => send({ type: guest.add }) },
          ]}
        />
      ))}
      <a className={styles.submit} href={href}>
        Check Availability
      </a>
    </form>
  )
}
