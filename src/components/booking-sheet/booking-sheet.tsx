import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { pageBooking } from '../../../content/page-booking.ts'
import {
  bookingSheetMachine,
  selectIsOpen,
} from '../../../machines/booking-sheet/booking-sheet.machine.ts'
import { BookingBar } from '../booking-bar/booking-bar.tsx'
import { preloadDatePicker } from '../booking-bar/date-picker-loader.ts'
import { CloseButton } from '../button/close-button.tsx'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { useRouteChanged } from '../machine/use-route-changed.ts'
import { useToday } from '../offer-validity/use-today.ts'
import { bookingSheetIntent, bookNowAttribute } from './booking-sheet-intent.ts'
import styles from './booking-sheet.module.css'

/** Where focus goes back to: the opener if it can still take it, else the menu's button. */
function returnFocus(opener: HTMLElement | null) {
  const visible = (el: HTMLElement) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : true
  if (opener?.isConnected && visible(opener)) {
    opener.focus()
    return
  }
  document.querySelector<HTMLElement>('[aria-controls="site-menu"]')?.focus()
}

/**
 * The booking sheet: the booking bar (dates, adults, children, Check Availability) in a modal
 * dialog over the current page, bound to the booking-sheet machine. Every Book Now sends OPEN;
 * the close button, the backdrop, Escape and a route change close it. React Aria's modal keeps
 * focus inside and the page inert while it is open; focus returns to the Book Now that opened
 * it. On an open package or offer page the bar starts with that package and its minimum stay.
 */
export function BookingSheet({
  logic = bookingSheetMachine,
}: {
  logic?: typeof bookingSheetMachine
}) {
  const actor = useMachineActor(logic)
  const isOpen = useSelector(actor, selectIsOpen)
  const opener = useRef<HTMLElement | null>(null)
  // Where the Book Now that opened the sheet sits, as `data-booking-sheet`: the site's count
  // (src/app/count/count-handoff.ts) names it for a hand-off from inside the sheet.
  const [openedFrom, setOpenedFrom] = useState('')
  const wasOpen = useRef(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const booking = pageBooking(pathname, useToday())

  useEffect(
    () =>
      bookingSheetIntent.listen((element) => {
        opener.current = element
        setOpenedFrom(element.getAttribute(bookNowAttribute) ?? '')
        actor.send({ type: 'OPEN' })
      }),
    [actor],
  )
  useRouteChanged(actor)
  useEffect(() => {
    // the dates are the first thing asked: their picker loads as the sheet opens
    if (isOpen) void preloadDatePicker()
    if (wasOpen.current && !isOpen) {
      const from = opener.current
      // after React Aria's own restore, which cannot reach an opener hidden while open
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (!active || active === document.body) returnFocus(from)
      })
    }
    wasOpen.current = isOpen
  }, [isOpen])

  const close = () => actor.send({ type: 'CLOSE' })
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) close()
      }}
      className={styles.overlay ?? ''}
    >
      <Modal className={styles.sheet ?? ''}>
        <Dialog className={styles.dialog ?? ''} data-booking-sheet={openedFrom}>
          <div className={styles.top}>
            <Heading slot="title" className={styles.title ?? ''}>
              Book your stay
            </Heading>
            <CloseButton label="Close booking" onClose={close} />
          </div>
          <p className={styles.lede}>
            {booking
              ? `${booking.name}${booking.minNights === undefined ? '' : `: a stay of at least ${booking.minNights} nights`}.`
              : 'Choose your dates and party; the booking engine then shows the suites free for them and their rates.'}
          </p>
          <BookingBar
            variant="sheet"
            {...(booking?.packageId === undefined ? {} : { packageId: booking.packageId })}
            {...(booking?.minNights === undefined ? {} : { minNights: booking.minNights })}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
