import { sql } from 'kysely'
import type { EnquiryKind } from '../../content/desk/enquiry-kinds.ts'
import type { EnquiryStatus } from '../../content/desk/statuses.ts'

/*
 * The rows the desk reads (inbox.repository.ts): an enquiry with who holds it, a stored
 * timeline entry with its mail's fate, an enquiry's staff e-mail; the columns an enquiry is read
 * by, and its numbers as numbers on either engine.
 */

/** An enquiry as the desk reads it: its row, with the public id and name of who holds it. */
export interface DeskEnquiryRow {
  id: number
  public_id: string
  created_at: number
  name: string
  email: string
  email_key: string
  phone: string
  hotel: string
  page: string | null
  message: string
  status: EnquiryStatus
  holder_id: number | null
  holder_public_id: string | null
  holder_name: string | null
  version: number
  updated_at: number
  ended_at: number | null
  kind: EnquiryKind | null
  arrival: string | null
  departure: string | null
  reply_failed: number
}

/** A stored timeline entry, with who made it and the fate of the mail it sent (a reply). */
export interface StoredEventRow {
  id: number
  at: number
  kind: string
  actor_name: string | null
  actor_public_id: string | null
  actor_id: number | null
  from_status: EnquiryStatus | null
  to_status: EnquiryStatus | null
  body: string | null
  subject: string | null
  version: number | null
  mail_status: 'pending' | 'sent' | 'failed' | null
  mail_attempts: number | null
  mail_sent_at: number | null
}

/** The staff e-mail of an enquiry (its outbox row). */
export interface StaffMailRow {
  id: number
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  created_at: number
  sent_at: number | null
}

/** The enquiries' own columns the desk reads, of `e`. */
export const enquiryColumns = sql.raw(
  [
    'id',
    'public_id',
    'created_at',
    'name',
    'email',
    'email_key',
    'phone',
    'hotel',
    'page',
    'message',
    'status',
    'holder_id',
    'version',
    'updated_at',
    'ended_at',
    'kind',
    'arrival',
    'departure',
    'reply_failed',
  ]
    .map((column) => `e.${column}`)
    .join(', '),
)

/** With who holds it (the staff `h`). */
export const pageColumns = sql.join([
  enquiryColumns,
  sql.raw('h.public_id as holder_public_id, h.name as holder_name'),
])

/** PostgreSQL's bigint columns as numbers (int8 is parsed as a number already; ids may not be). */
export function numbers(row: DeskEnquiryRow): DeskEnquiryRow {
  return {
    ...row,
    id: Number(row.id),
    created_at: Number(row.created_at),
    holder_id: row.holder_id === null ? null : Number(row.holder_id),
    version: Number(row.version),
    updated_at: Number(row.updated_at),
    ended_at: row.ended_at === null ? null : Number(row.ended_at),
    reply_failed: Number(row.reply_failed),
  }
}
