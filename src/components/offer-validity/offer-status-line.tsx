import { dayStatus, statusText, type Dated } from '../../../content/calendar.ts'
import styles from './offer-status-line.module.css'
import { renderDateAttribute, useToday } from './use-today.ts'

/**
 * The short status line of a listing card, on the visitor's date (the served day until the app
 * runs): "Valid until 22 December 2026", "Ends on 15 January 2027", "No end date", "Returns on 1
 * October 2027", each state in its colour.
 */
export function OfferStatusLine({ validity: dated }: { readonly validity: Dated }) {
  const today = useToday()
  const status = dayStatus(dated.validity, today)
  return (
    <span className={styles.status} data-status={status.kind} {...{ [renderDateAttribute]: today }}>
      {statusText(status, today)}
    </span>
  )
}
