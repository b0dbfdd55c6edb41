import type { HolderJson as Holder } from '../../../content/desk/enquiries-api.ts'
import { statusLabels, type EnquiryStatus } from '../../../content/desk/statuses.ts'

/** A holder's name as the signed-in person reads it: their own name is followed by "(you)". */
export const holderName = (holder: Holder, meId: string): string =>
  holder.id === meId ? `${holder.name} (you)` : holder.name

/**
 * An enquiry's status as staff read it (content/desk/statuses.ts): its label in a tag coloured
 * by status (the words carry it; colour only helps), the holder's name when it is in hand, and
 * a mark when a reply to the guest finally failed to send.
 */
export function StatusText(props: {
  readonly status: EnquiryStatus
  readonly holder: Holder | null
  readonly replyFailed: boolean
  readonly meId: string
}) {
  return (
    <span className="desk-status-line">
      <span className={`desk-status desk-status--${props.status}`}>
        {statusLabels[props.status]}
      </span>
      {props.status === 'in-hand' && props.holder !== null && (
        <span className="desk-status__holder">{holderName(props.holder, props.meId)}</span>
      )}
      {props.replyFailed && <span className="desk-flag">Reply failed</span>}
    </span>
  )
}
