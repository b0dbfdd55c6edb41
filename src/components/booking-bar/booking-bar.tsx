import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { deploy } from '../../../content/deploy.ts'
import {
  bookingBarMachine,
  selectRange,
  selectToday,
  type BookingBarEvent,
  type BookingBarSnapshot,
} from '../../../machines/booking-bar/booking-bar.machine.ts'
import { bookingEngineHref } from '../../../machines/booking-bar/booking-href.ts'
import {
  bookingPartyMachine,
  guestLimits,
  selectAdults,
  selectChildren,
  type BookingPartyEvent,
  type BookingPartySnapshot,
} from '../../../machines/booking-party/booking-party.machine.ts'
import { textButtonClass } from '../button/button-styles.ts'
import { useSelections } from '../machine/use-selections.ts'
import { sameChoice, useBookingChoice, type BookingChoice } from './booking-choice.store.ts'
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
}

type PartyStep = Exclude<BookingPartyEvent, { type: 'RESTORE' }>['type']

/** The adults and children steppers: their label, what they count, and the events that step them. */
const guests = [
  { key: 'adults', label: 'Adults', one: 'adult', add: 'ADD_ADULT', remove: 'REMOVE_ADULT' },
  { key: 'children', label: 'Children', one: 'child', add: 'ADD_CHILD', remove: 'REMOVE_CHILD' },
] as const

const canStep = (type: PartyStep) => (s: BookingPartySnapshot) => s.can({ type })

const partySelections = {
  adults: selectAdults,
  children: selectChildren,
  ADD_ADULT: canStep('ADD_ADULT'),
  REMOVE_ADULT: canStep('REMOVE_ADULT'),
  ADD_CHILD: canStep('ADD_CHILD'),
  REMOVE_CHILD: canStep('REMOVE_CHILD'),
}
const staySelections = { range: selectRange, machineToday: selectToday }

/** What a bar's two machines hold now, as the session keeps it. */
function chosenOf(
  stay: { getSnapshot(): BookingBarSnapshot },
  party: { getSnapshot(): BookingPartySnapshot },
): BookingChoice {
  const { checkIn, checkOut } = stay.getSnapshot().context
  const { adults, children } = party.getSnapshot().context
  return { checkIn, checkOut, adults, children }
}

/**
 * The booking bar (spec 2.3, 5): stay dates (past days disabled, check-out after check-in, a
 * package's minimum stay), adults 1-5 (default 2) and children 0-2 (default 0) as steppers, and
 * a Check Availability link into the booking engine built from them. Two machines decide: the
 * stay's (booking-bar) and the party's (booking-party); the steppers are enabled from the party
 * machine's `can`. The date picker is loaded when the visitor reaches for the bar
 * (date-picker-loader.ts), and "today" is the visitor's own date (the prerender's date until
 * hydration). What the visitor chose is kept for the session (booking-choice.store): the
 * machines start from it, follow it when another bar changes it, and the bar records what they
 * accepted after each of the visitor's steps.
 */
export function BookingBar({
  bookingEngineUrl = deploy.bookingEngineUrl,
  packageId,
  minNights,
  className,
  variant = 'bar',
}: BookingBarProps) {
  const today = useToday()
  // Undefined while hydrating (the prerender had no session), so the first render matches.
  const stored = useBookingChoice((s) => s.choice)
  const record = useBookingChoice((s) => s.record)
  const stay = useMachineActor(bookingBarMachine, {
    input: {
      today,
      ...(minNights === undefined ? {} : { minNights }),
      ...(stored === undefined ? {} : { choice: stored }),
    },
  })
  const party = useMachineActor(bookingPartyMachine, { input: { party: stored } })
  // A visitor's step: its machine decides, and what the machines accepted is kept for the session.
  const stepStay = (event: BookingBarEvent) => {
    stay.send(event)
    record(chosenOf(stay, party))
  }
  const stepParty = (event: BookingPartyEvent) => {
    party.send(event)
    record(chosenOf(stay, party))
  }
  const { adults, children, ...allowed } = useSelections(party, partySelections)
  const { range, machineToday } = useSelections(stay, staySelections)
  const href = bookingEngineHref(bookingEngineUrl, {
    ...range,
    adults,
    children,
    ...(packageId === undefined ? {} : { packageId }),
    ...(minNights === undefined ? {} : { minNights }),
  })
  const [Picker, setPicker] = useState<ComponentType<DateRangeFieldProps>>()
  const [openPicker, setOpenPicker] = useState(false)
  // Focus was on the placeholder's button when the picker arrived to replace it.
  const [focusPicker, setFocusPicker] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const placeholder = useRef<HTMLDivElement>(null)

  useEffect(
    () =>
      whenDatePickerLoads((field) => {
        // A keyboard reaching the bar lands on the placeholder's button, and that very focus
        // fetches the picker: the focus moves on to the picker's first date part rather than
        // falling to the page's start with the button it was on.
        setFocusPicker(placeholder.current?.contains(document.activeElement) ?? false)
        setPicker(() => field)
      }),
    [],
  )
  // in the task that drew the picker (a layout effect): focus never rests on the page between
  useLayoutEffect(() => {
    if (Picker && focusPicker)
      form.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus()
  }, [Picker, focusPicker])
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
    stay.send({ type: 'SET_TODAY', today })
  }, [stay, today])
  // Dates from the session show in the picker, not the placeholder: fetch it when there are some.
  useEffect(() => {
    if (range && !Picker) void preloadDatePicker()
  }, [range, Picker])
  // The session's choice after hydration, or as changed by another bar (the sheet, say).
  useEffect(() => {
    if (stored === undefined || sameChoice(stored, chosenOf(stay, party))) return
    stay.send({ type: 'RESTORE', choice: { checkIn: stored.checkIn, checkOut: stored.checkOut } })
    party.send({ type: 'RESTORE', party: { adults: stored.adults, children: stored.children } })
  }, [stay, party, stored])

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
          onChange={(checkIn, checkOut) => stepStay({ type: 'SET_RANGE', checkIn, checkOut })}
        />
      ) : (
        <DatesPlaceholder
          ref={placeholder}
          onChoose={() => {
            setOpenPicker(true)
            void preloadDatePicker()
          }}
        />
      )}
      {range && (
        <button
          type="button"
          className={`${textButtonClass} ${styles.clear}`}
          onClick={() => stepStay({ type: 'CLEAR_DATES' })}
        >
          Clear dates
        </button>
      )}
      {guests.map((guest) => (
        <Stepper
          key={guest.key}
          label={guest.label}
          unit={[guest.one, guest.key]}
          hint={`${guestLimits[guest.key].min}-${guestLimits[guest.key].max}`}
          value={guest.key === 'adults' ? adults : children}
          fewer={{ allowed: allowed[guest.remove], go: () => stepParty({ type: guest.remove }) }}
          more={{ allowed: allowed[guest.add], go: () => stepParty({ type: guest.add }) }}
        />
      ))}
      <a className={styles.submit} href={href}>
        Check Availability
      </a>
    </form>
  )
}
