import type { MailFate, TimelineEntry } from '../../../../content/desk/enquiries-api.ts'
import { statusLabels, type EnquiryStatus } from '../../../../content/desk/statuses.ts'
import { counted, formatWhen } from '../../ui/format.ts'

/** Who did it, as the timeline says it: their name then, or the site. */
const who = (entry: TimelineEntry): string => entry.actor?.name ?? 'The desk'

const label = (status: EnquiryStatus | null): string =>
  status === null ? 'another status' : statusLabels[status]

/** What became of an e-mail, in words. */
function mailFate(mail: MailFate, what: string): string {
  if (mail.status === 'sent')
    return `${what} sent${mail.sentAt === null ? '' : ` at ${formatWhen(mail.sentAt)}`}`
  if (mail.status === 'failed')
    return `${what} could not be sent (${counted(mail.attempts, 'attempt', 'attempts')})`
  return mail.attempts > 0
    ? `${what} not sent yet: trying again (${counted(mail.attempts, 'attempt', 'attempts')} so far)`
    : `${what} waiting to be sent`
}

/** One entry's line: what happened and who did it. */
function headline(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'received':
      return 'The guest sent the enquiry'
    case 'staff-mail':
      return entry.mail ? mailFate(entry.mail, 'E-mail to the team') : 'E-mail to the team'
    case 'taken':
      return `${who(entry)} took it`
    case 'released':
      return `${who(entry)} put it back to New`
    case 'reply':
      return `${who(entry)} replied to the guest`
    case 'reply-failed':
      return 'The reply could not be sent to the guest'
    case 'note':
      return `${who(entry)} added a note`
    case 'guest-wrote':
      return entry.actor === null
        ? 'The guest wrote again'
        : `${who(entry)} noted that the guest wrote again`
    case 'status':
      return `${who(entry)} marked it ${label(entry.toStatus)}`
    case 'reopened':
      return `${who(entry)} reopened it`
    default:
      return entry.actor === null ? entry.kind : `${who(entry)}: ${entry.kind}`
  }
}

/**
 * An enquiry's timeline, oldest first: received, the team's e-mail sent or failed, each take,
 * release, status, reply (with its subject, text and the mail's fate) and note, with who and
 * when in the resort's time. Entries after the version the person had seen (`since`) are
 * marked as changed (a 409, or "Show the changes"). Every text shows as text.
 */
export function Timeline(props: {
  readonly entries: readonly TimelineEntry[]
  readonly since?: number | undefined
}) {
  return (
    <ol className="desk-timeline">
      {props.entries.map((entry) => {
        const changed =
          props.since !== undefined && entry.version !== null && entry.version > props.since
        return (
          <li
            key={entry.id}
            className={`desk-timeline__entry desk-timeline__entry--${entry.kind}${changed ? ' desk-timeline__entry--changed' : ''}`}
          >
            <p className="desk-timeline__what">
              {changed && <span className="desk-flag desk-flag--changed">Changed</span>}
              {headline(entry)}
            </p>
            <p className="desk-timeline__when">
              <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              {entry.kind === 'status' && entry.fromStatus !== null && (
                <> · from {label(entry.fromStatus)}</>
              )}
            </p>
            {entry.subject !== null && (
              <p className="desk-timeline__subject">
                <span className="desk-visually-hidden">Subject: </span>
                {entry.subject}
              </p>
            )}
            {entry.text !== null && <p className="desk-timeline__text">{entry.text}</p>}
            {entry.kind === 'reply' && entry.mail && (
              <p
                className={`desk-timeline__mail${entry.mail.status === 'failed' ? ' desk-timeline__mail--failed' : ''}`}
              >
                {mailFate(entry.mail, 'Reply')}
              </p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
