import type { Transaction } from 'kysely'
import type { EnquiryStatus } from '../../content/desk/statuses.ts'
import {
  endedStatuses,
  type EnquiryLifeEventType,
} from '../../machines/enquiry-life/enquiry-life.decide.ts'
import type { Engine } from '../db/database.ts'
import type { Tables } from '../db/schema.ts'
import type { TimelineKind } from './enquiry-json.ts'
import type { DeskActor } from './enquiry-life.service.ts'

/*
 * What every change of an enquiry's life writes inside its transaction (enquiry-life.service.ts,
 * site-events.ts): the stored row read and locked, whether the new status ends the enquiry's
 * life, the row moved to the machine's decision, and the timeline's entry with a reply's mail.
 */

/** The timeline entry each accepted event writes. */
const entryKind: Readonly<Record<EnquiryLifeEventType, TimelineKind>> = {
  TAKE: 'taken',
  RELEASE: 'released',
  REPLY: 'reply',
  NOTE: 'note',
  GUEST_WROTE: 'guest-wrote',
  MARK_BOOKED: 'status',
  MARK_NOT_BOOKED: 'status',
  MARK_SPAM: 'status',
  REOPEN: 'reopened',
  REPLY_FAILED: 'reply-failed',
}

/** Whether a status ends an enquiry's life. */
export const ends = (status: EnquiryStatus) => endedStatuses.includes(status)

/** A stored enquiry's row as a change reads it inside its transaction. */
export interface LockedRow {
  id: number
  status: EnquiryStatus
  holder_id: number | null
  version: number
  ended_at: number | null
}

/** What a timeline entry says beyond the change itself. */
export interface EntryWords {
  type: EnquiryLifeEventType
  actor: DeskActor | null
  subject: string | null
  body: string | null
}

/**
 * Writes one change the machine decided, inside `trx`: the row takes the new status, holder and
 * version (and `set`, a reply's `reply_failed`), and the time its life ended: kept while it stays
 * ended, now when it ends, none when it is open again; then the timeline's entry. With
 * `seenVersion`, the update is a compare-and-set on the version the person saw: false, and
 * nothing written, when another change came first.
 */
export async function writeChange(
  trx: Transaction<Tables>,
  change: {
    row: Pick<LockedRow, 'id' | 'status' | 'ended_at'>
    to: { status: EnquiryStatus; holderId: number | null; version: number }
    at: number
    entry: EntryWords
    set?: { reply_failed: 0 | 1 }
    seenVersion?: number
  },
): Promise<boolean> {
  const { row, to, at } = change
  let update = trx
    .updateTable('enquiries')
    .set({
      status: to.status,
      holder_id: to.holderId,
      version: to.version,
      updated_at: at,
      ended_at: ends(to.status) ? (ends(row.status) ? row.ended_at : at) : null,
      ...change.set,
    })
    .where('id', '=', row.id)
  if (change.seenVersion !== undefined) update = update.where('version', '=', change.seenVersion)
  const updated = await update.executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) return false
  await appendEntry(trx, {
    ...change.entry,
    enquiryId: row.id,
    at,
    from: row.status,
    to: to.status,
    version: to.version,
  })
  return true
}

/**
 * Appends a timeline entry; a reply also gets its mail (an outbox row of kind `reply`, sent by
 * the outbox worker To the guest), named by the entry and naming it.
 */
export async function appendEntry(
  trx: Transaction<Tables>,
  entry: {
    enquiryId: number
    at: number
    type: EnquiryLifeEventType
    actor: DeskActor | null
    from: EnquiryStatus
    to: EnquiryStatus
    version: number
    subject: string | null
    body: string | null
  },
): Promise<void> {
  const event = await trx
    .insertInto('enquiry_events')
    .values({
      enquiry_id: entry.enquiryId,
      at: entry.at,
      kind: entryKind[entry.type],
      actor_id: entry.actor?.id ?? null,
      actor_name: entry.actor?.name ?? null,
      from_status: entry.from,
      to_status: entry.to,
      body: entry.body,
      subject: entry.subject,
      outbox_id: null,
      version: entry.version,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (entry.type !== 'REPLY') return
  const mail = await trx
    .insertInto('outbox')
    .values({
      enquiry_id: entry.enquiryId,
      kind: 'reply',
      event_id: Number(event.id),
      next_attempt_at: entry.at,
      created_at: entry.at,
      last_error: null,
      sent_at: null,
      lease_until: null,
      claimed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable('enquiry_events')
    .set({ outbox_id: Number(mail.id) })
    .where('id', '=', Number(event.id))
    .execute()
}

/** The row of an enquiry inside a transaction, locked on PostgreSQL until it commits. */
export async function lockRow(
  trx: Transaction<Tables>,
  engine: Engine,
  id: number,
): Promise<LockedRow | undefined> {
  const query = trx
    .selectFrom('enquiries')
    .select(['id', 'status', 'holder_id', 'version', 'ended_at'])
    .where('id', '=', id)
  const row = await (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
  return row === undefined
    ? undefined
    : {
        ...row,
        id: Number(row.id),
        holder_id: row.holder_id === null ? null : Number(row.holder_id),
        version: Number(row.version),
        ended_at: row.ended_at === null ? null : Number(row.ended_at),
      }
}
