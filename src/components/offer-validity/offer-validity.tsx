import {
  formatDate,
  offerStatus,
  type Dated,
  type IsoDate,
  type Validity,
} from '../../../content/offers.ts'
import { Link } from '@tanstack/react-router'
import { paths } from '../../../content/routes.ts'
import { buttonClass } from '../button/button-styles.ts'
import styles from './offer-validity.module.css'
import { renderDateAttribute, useToday } from './use-today.ts'

export interface OfferValidityProps {
  /** The offer or package: its validity decides what the visitor sees. */
  readonly validity: Dated
  /** What is being booked, for the button's accessible name ("Book Early Bird"). */
  readonly name: string
  /** The booking-engine URL for this offer or package. */
  readonly bookHref: string
  /** A line under the dates (e.g. minimum nights), shown while the offer is open. */
  readonly detail?: string
  /** "offer" or "package", for the wording of the ended notice. */
  readonly kind?: 'offer' | 'package'
}

/** The validity row's wording for an offer's window, independent of today. */
export function validityText(dated: Dated): string {
  const validity: Validity = dated
  const { validFrom, validUntil } = validity
  if (validFrom && validUntil)
    return `Valid from ${formatDate(validFrom)} to ${formatDate(validUntil)}`
  if (validUntil) return `Valid until ${formatDate(validUntil)}`
  if (validFrom) return `Valid from ${formatDate(validFrom)}, with no end date`
  return 'Open all year, with no end date'
}

function blackoutText(validity: Validity): string | undefined {
  const ranges = validity.blackouts ?? []
  if (ranges.length === 0) return undefined
  return `Not valid ${ranges.map((r) => `from ${formatDate(r.from)} to ${formatDate(r.until)}`).join(' or ')}.`
}

/**
 * The validity row and Book button of an offer or package, decided on the visitor's date:
 * an open offer shows its dates and a Book link to the booking engine; one that has not begun
 * says when it starts; an ended one says "This offer ended on <date>" and offers no Book link
 * (DECISIONS: an ended offer is never presented as bookable).
 */
export function OfferValidity({
  validity: dated,
  name,
  bookHref,
  detail,
  kind = 'offer',
}: OfferValidityProps) {
  const validity: Validity = dated
  const today: IsoDate = useToday()
  const status = offerStatus(validity, today)
  const blackout = blackoutText(validity)
  return (
    <div className={styles.validity} data-status={status} {...{ [renderDateAttribute]: today }}>
      {status === 'ended' && validity.validUntil ? (
        <>
          <p className={styles.ended} role="status">
            This {kind} ended on {formatDate(validity.validUntil)}.
          </p>
          <p className={styles.note}>
            It can no longer be booked. Our reservations team will gladly suggest the best way to
            plan your stay.
          </p>
          <Link to={paths.offers} className={buttonClass('secondary', styles.book)}>
            See current offers
          </Link>
        </>
      ) : (
        <>
          <p className={styles.dates}>
            {status === 'upcoming' && validity.validFrom
              ? `Opens for booking on ${formatDate(validity.validFrom)}`
              : validityText(validity)}
          </p>
          {detail ? <p className={styles.note}>{detail}</p> : null}
          {blackout ? <p className={styles.note}>{blackout}</p> : null}
          {status === 'active' ? (
            <a className={buttonClass('primary', styles.book)} href={bookHref} rel="noopener">
              Book<span className="visually-hidden"> {name}</span>
            </a>
          ) : null}
        </>
      )}
    </div>
  )
}
