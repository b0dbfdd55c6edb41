import { decide, restore, systemActor } from '../../machines/enquiry-life/enquiry-life.decide.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { lockRow, writeChange } from './enquiry-writes.ts'

/*
 * The site's own events on an enquiry's life, sent as the site (systemActor) rather than by a
 * member of staff (enquiry-life.service.ts): GUEST_WROTE when the same address sends a new
 * enquiry, REPLY_FAILED when a reply's mail finally fails. Each is one transaction on the row,
 * locked, as the machine decides from it.
 */

/** Where a site's event is written: the database and the time now. */
interface SiteEventWriter {
  database: Pick<Database, 'durable' | 'engine'>
  clock: Clock
}

/**
 * The transaction of EnquiryLife.guestWrote: the enquiry goes back in hand if the machine allows
 * GUEST_WROTE now; returns whether it did.
 */
export async function writeGuestWrote(
  { database, clock }: SiteEventWriter,
  enquiryId: number,
): Promise<boolean> {
  return database.durable(async (trx) => {
    const row = await lockRow(trx, database.engine, enquiryId)
    if (row === undefined) return false
    const decision = decide(restore(row.status, row.holder_id, row.version), {
      type: 'GUEST_WROTE',
      actor: systemActor,
    })
    if (!decision.ok) return false
    return writeChange(trx, {
      row,
      to: decision,
      at: clock.now(),
      entry: { type: 'GUEST_WROTE', actor: null, subject: null, body: null },
    })
  })
}

/**
 * The transaction of EnquiryLife.replyFailed: the outbox row failed, the enquiry's
 * `reply_failed` set and its version moved, a timeline entry, and the machine's REPLY_FAILED.
 */
export async function writeReplyFailed(
  { database, clock }: SiteEventWriter,
  outboxId: number,
  attempts: number,
  reason: string,
): Promise<void> {
  await database.durable(async (trx) => {
    await trx
      .updateTable('outbox')
      .set({ status: 'failed', attempts, last_error: reason.slice(0, 500), lease_until: null })
      .where('id', '=', outboxId)
      .execute()
    const mail = await trx
      .selectFrom('outbox')
      .select('enquiry_id')
      .where('id', '=', outboxId)
      .executeTakeFirst()
    if (mail === undefined) return
    const row = await lockRow(trx, database.engine, Number(mail.enquiry_id))
    if (row === undefined) return
    const decision = decide(restore(row.status, row.holder_id, row.version), {
      type: 'REPLY_FAILED',
      actor: systemActor,
    })
    const next = decision.ok
      ? { status: decision.status, holderId: decision.holderId }
      : { status: row.status, holderId: row.holder_id }
    // a reply that failed always moves the version: an open desk sees the failure
    await writeChange(trx, {
      row,
      to: { ...next, version: row.version + 1 },
      at: clock.now(),
      entry: { type: 'REPLY_FAILED', actor: null, subject: null, body: null },
      set: { reply_failed: 1 },
    })
  })
}
