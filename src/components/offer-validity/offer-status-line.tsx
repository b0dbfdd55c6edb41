import { formatDate, offerStatus, type Dated, type Validity } from '../../../content/offers.ts'
import styles from './offer-status-line.module.css'
import { renderDateAttribute, useToday } from './use-today.ts'

/**
 * The short validity line of a listing card, on the visitor's date: "Ended on 22 December
 * 2025", "Opens on 1 July 2024", "Valid until 31 March 2026" or "No end date", the ended
 * and the open ones in their colours.
 */
export function OfferStatusLine({ validity: dated }: { readonly validity: Dated }) {
  const validity: Validity = dated
  const today = useToday()
  const status = offerStatus(validity, today)
  let text: string
  if (status === 'ended' && validity.validUntil)
    text = `Ended on ${formatDate(validity.validUntil)}`
  else if (status === 'upcoming' && validity.validFrom)
    text = `Opens on ${formatDate(validity.validFrom)}`
  else if (validity.validUntil) text = `Valid until ${formatDate(validity.validUntil)}`
  else text = 'No end date'
  return (
    <span className={styles.status} data-status={status} {...{ [renderDateAttribute]: today }}>
      {text}
    </span>
  )
}
