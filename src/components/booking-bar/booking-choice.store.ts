import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { StayChoice } from '../../../machines/booking-bar/booking-bar.machine.ts'
import type { PartyChoice } from '../../../machines/booking-party/booking-party.machine.ts'

/** What the visitor chose in a booking bar: the stay's dates and the party. */
export type BookingChoice = StayChoice & PartyChoice

import { bookingChoiceKey } from './booking-choice.key.ts'

export { bookingChoiceKey }

interface BookingChoiceState {
  /** The visitor's last accepted choice; undefined until they choose anything. */
  readonly choice: BookingChoice | undefined
  /** Records what a bar's machines accepted (the same choice again changes nothing). */
  readonly record: (choice: BookingChoice) => void
}

const parts = ['checkIn', 'checkOut', 'adults', 'children'] as const

/** Whether two choices hold the same dates and party. */
export function sameChoice(a: BookingChoice | undefined, b: BookingChoice | undefined): boolean {
  return a !== undefined && b !== undefined && parts.every((part) => a[part] === b[part])
}

/**
 * What the visitor chose (dates, adults, children), carried for the session between the Home
 * booking bar, the booking sheet and the package pages. It holds values, not rules: each bar's
 * machines (the dates', the party's) start from it (or take it as `RESTORE`) and decide what to
 * accept, and the views record only what their machines accepted. Off the browser (the prerender) there
 * is no storage, and the choice stays undefined.
 */
export const useBookingChoice = create<BookingChoiceState>()(
  persist(
    (set, get) => ({
      choice: undefined,
      record: (choice) => {
        if (!sameChoice(get().choice, choice)) set({ choice })
      },
    }),
    {
      name: bookingChoiceKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ choice: state.choice }),
    },
  ),
)
