import { bookingUrl } from '../../../content/booking.ts'
import { deploy } from '../../../content/deploy.ts'
import { buttonClass } from '../button/button-styles.ts'
import { bookNowAttribute, type BookNowPlace } from './booking-sheet-intent.ts'

/**
 * Book Now: with scripts, a click opens the booking sheet on the current page (the layout
 * listens for `data-book-now`); without them, or with a modifier key, it is a plain link to
 * the booking engine's own search. Its `data-book-now` names where it sits, for the count.
 */
export function BookNowLink({
  place,
  className,
  onClick,
}: {
  /** Where it sits: the header, the phone's bottom bar or the side menu. */
  readonly place: BookNowPlace
  readonly className?: string | undefined
  /** Runs before the sheet opens (the side menu closes itself). */
  readonly onClick?: () => void
}) {
  return (
    <a
      href={bookingUrl(deploy.bookingEngineUrl)}
      className={buttonClass('primary', className)}
      aria-haspopup="dialog"
      // a click before hydration is held by the boot script and replayed once, opening the sheet
      data-replay=""
      {...{ [bookNowAttribute]: place }}
      {...(onClick ? { onClick } : {})}
    >
      Book Now
    </a>
  )
}
