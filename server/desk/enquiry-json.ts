import type {
  EnquiryJson,
  InboxItem,
  MailFate,
  TimelineEntry,
} from '../../content/desk/enquiries-api.ts'
import type { DeskEnquiryRow, StaffMailRow, StoredEventRow } from './inbox-rows.ts'

/*
 * Enquiries as the desk API writes them (content/desk/enquiries-api.ts): every field as stored,
 * as JSON text. Nothing is escaped, trimmed or rendered here: the desk shows text, and markup a
 * guest typed stays the characters they typed (issue 42: "markup or script in any field shown as
 * text, never run").
 */

/**
 * What happened to an enquiry (TimelineEntry's kind). `received` and `staff-mail` are composed
 * from the enquiry and its staff e-mail's outbox row; the others are the stored timeline.
 */
export const timelineKinds = [
  'received',
  'staff-mail',
  'taken',
  'released',
  'reply',
  'reply-failed',
  'note',
  'guest-wrote',
  'status',
  'reopened',
] as const
export type TimelineKind = (typeof timelineKinds)[number]

const iso = (ms: number) => new Date(ms).toISOString()

/** One row of the inbox. */
export function inboxItem(row: DeskEnquiryRow): InboxItem {
  return {
    id: row.public_id,
    receivedAt: iso(row.created_at),
    name: row.name,
    kind: row.kind ?? 'general',
    page: row.page,
    arrival: row.arrival,
    departure: row.departure,
    status: row.status,
    holder:
      row.holder_public_id === null || row.holder_name === null
        ? null
        : { id: row.holder_public_id, name: row.holder_name },
    replyFailed: row.reply_failed === 1,
    version: row.version,
  }
}

/** Every field of an enquiry. */
export function enquiryJson(row: DeskEnquiryRow): EnquiryJson {
  return {
    ...inboxItem(row),
    email: row.email,
    phone: row.phone,
    hotel: row.hotel,
    message: row.message,
  }
}

const isTimelineKind = (kind: string): kind is TimelineKind =>
  (timelineKinds as readonly string[]).includes(kind)

function fate(
  status: MailFate['status'] | null,
  attempts: number | null,
  sentAt: number | null,
): MailFate | null {
  if (status === null) return null
  return { status, attempts: attempts ?? 0, sentAt: sentAt === null ? null : iso(sentAt) }
}

/**
 * The timeline, oldest first: received (the enquiry itself), the staff e-mail's fate (its outbox
 * row: sent, or waiting, or failed after its attempts) and the stored entries, each with who
 * and when. An entry of a kind this server does not know (written by a later one) is shown as a
 * status change, never dropped.
 */
export function timelineJson(
  row: DeskEnquiryRow,
  mails: readonly StaffMailRow[],
  events: readonly StoredEventRow[],
): TimelineEntry[] {
  const blank = { fromStatus: null, toStatus: null, subject: null, text: null, version: null }
  const entries: TimelineEntry[] = [
    {
      id: 'received',
      at: iso(row.created_at),
      kind: 'received',
      actor: null,
      mail: null,
      ...blank,
    },
    ...mails.map((mail) => ({
      id: `mail-${mail.id}`,
      // when it went, or (waiting or given up) when it was written
      at: iso(mail.sent_at ?? mail.created_at),
      kind: 'staff-mail' as const,
      actor: null,
      mail: fate(mail.status, mail.attempts, mail.sent_at),
      ...blank,
    })),
    ...events.map((event) => ({
      id: `event-${event.id}`,
      at: iso(event.at),
      kind: isTimelineKind(event.kind) ? event.kind : ('status' as const),
      actor:
        event.actor_name === null ? null : { id: event.actor_public_id, name: event.actor_name },
      fromStatus: event.from_status,
      toStatus: event.to_status,
      subject: event.subject,
      text: event.body,
      mail: fate(event.mail_status, event.mail_attempts, event.mail_sent_at),
      version: event.version,
    })),
  ]
  // by time; at the same millisecond, received, then the mail, then the stored entries in order
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry)
}
