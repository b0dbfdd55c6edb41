import { Link } from '@tanstack/react-router'
import {
  blackoutText,
  dayStatus,
  formatDate,
  seasonText,
  statusText,
  type Dated,
  type DayStatus,
} from '../../../content/calendar.ts'
import { offersOnNow } from '../../../content/offer-calendar.ts'
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
  /** "offer" or "package", for the wording of the notice. */
  readonly kind?: 'offer' | 'package'
  /** The page's own path, left out of "on now". */
  readonly path?: string
}

/** The notice of an offer that cannot be booked today, by why. */
function closedNotice(status: Exclude<DayStatus, { kind: 'valid' }>, kind: string): string {
  switch (status.kind) {
    case 'ended':
      return `This ${kind} ended on ${formatDate(status.endedOn)}.`
    case 'returning':
      return `This ${kind} is out of season. It returns on ${formatDate(status.returnsOn)}.`
    case 'upcoming':
      return `This ${kind} opens on ${formatDate(status.opensOn)}.`
  }
}

/**
 * The validity row and Book button of an offer or package, decided on the visitor's date (the
 * served day until the app runs): while it is bookable, its dates, season and blackouts and a
 * Book link to the booking engine; otherwise when it ended or returns, no Book link, and the
 * offers on now (DECISIONS: an offer not valid today is never presented as bookable).
 */
export function OfferValidity({
  validity: dated,
  name,
  bookHref,
  detail,
  kind = 'offer',
  path,
}: OfferValidityProps) {
  const today = useToday()
  const { validity } = dated
  const status = dayStatus(validity, today)
  const blackout = blackoutText(validity)
  if (status.kind !== 'valid') {
    const onNow = offersOnNow(today).filter((offer) => offer.path !== path)
    return (
      <div
        className={styles.validity}
        data-status={status.kind}
        {...{ [renderDateAttribute]: today }}
      >
        <p className={styles.ended} role="status">
          {closedNotice(status, kind)}
        </p>
        <p className={styles.note}>
          It cannot be booked today. {onNow.length > 0 ? 'On now:' : ''}
        </p>
        {onNow.length > 0 ? (
          <ul className={styles.onNow}>
            {onNow.map((offer) => (
              <li key={offer.id}>
                <Link to={offer.path}>{offer.name}</Link>: {offer.headline}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={paths.offers} className={buttonClass('secondary', styles.book)}>
          See current offers
        </Link>
      </div>
    )
  }
  return (
    <div
      className={styles.validity}
      data-status={status.kind}
      {...{ [renderDateAttribute]: today }}
    >
      <p className={styles.dates}>{statusText(status, today)}</p>
      {'season' in validity && validity.season !== 'all year' ? (
        <p className={styles.note}>{seasonText(validity)}.</p>
      ) : null}
      {detail ? <p className={styles.note}>{detail}</p> : null}
      {blackout ? <p className={styles.note}>{blackout}</p> : null}
      <a className={buttonClass('primary', styles.book)} href={bookHref} rel="noopener">
        Book<span className="visually-hidden"> {name}</span>
      </a>
    </div>
  )
}
