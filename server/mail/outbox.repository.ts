import type { Database } from '../db/database.ts'
import { enquiryColumns, fromEnquiryRow } from '../enquiries/enquiry-rows.ts'

/** An outbox row claimed for sending, joined with its enquiry (and a reply's text). */
export interface DueMail {
  id: number
  attempts: number
  /** Staff e-mail about the enquiry, or a reply to its guest written in the desk. */
  kind: 'staff' | 'reply'
  enquiry: ReturnType<typeof fromEnquiryRow>
  /** A reply's timeline entry (its id names the mail) and what staff wrote; null for staff e-mail. */
  reply: { eventId: number; subject: string; body: string } | null
}

/**
 * Owns the SQL of the staff e-mail outbox. Mails are claimed before they are sent: a claim is a
 * lease held by one instance until `lease_until`, taken with `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL (two instances never wait for or take the same rows; SQLite has one writer, so the
 * update is enough), and a lease that ran out (its instance died) is taken over by the next claim.
 */
export class OutboxRepository {
  readonly #database: Database

  constructor(database: Database) {
    this.#database = database
  }

  /** Claims up to `limit` pending mails due at `now` for `instance`, oldest first, until now + leaseMs. */
  async claim(now: number, limit: number, instance: string, leaseMs: number): Promise<DueMail[]> {
    const { db, engine } = this.#database
    const claimed = await db.transaction().execute(async (trx) => {
      const due = trx
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
      const ids = (
        await (engine === 'postgres' ? due.forUpdate().skipLocked() : due).execute()
      ).map((row) => row.id)
      if (ids.length === 0) return []
      await trx
        .updateTable('outbox')
        .set({ lease_until: now + leaseMs, claimed_by: instance })
        .where('id', 'in', ids)
        .execute()
      return ids
    })
    if (claimed.length === 0) return []
    const rows = await db
      .selectFrom('outbox as o')
      .innerJoin('enquiries as e', 'e.id', 'o.enquiry_id')
      .leftJoin('enquiry_events as ev', 'ev.id', 'o.event_id')
      .select([
        'o.id',
        'o.attempts',
        'o.kind',
        'o.event_id',
        'ev.subject as reply_subject',
        'ev.body as reply_body',
        ...enquiryColumns,
      ])
      .where('o.id', 'in', claimed)
      .orderBy('o.next_attempt_at')
      .orderBy('o.id')
      .execute()
    return rows.map(({ id, attempts, kind, event_id, reply_subject, reply_body, ...enquiry }) => ({
      id: Number(id),
      attempts: Number(attempts),
      kind,
      enquiry: fromEnquiryRow(enquiry),
      reply:
        kind === 'reply' && event_id !== null
          ? { eventId: Number(event_id), subject: reply_subject ?? '', body: reply_body ?? '' }
          : null,
    }))
  }

  async markSent(id: number, attempts: number, now: number): Promise<void> {
    await this.#database.db
      .updateTable('outbox')
      .set({ status: 'sent', attempts, sent_at: now, last_error: null, lease_until: null })
      .where('id', '=', id)
      .execute()
  }

  async markRetry(
    id: number,
    attempts: number,
    nextAttemptAt: number,
    error: string,
  ): Promise<void> {
    await this.#database.db
      .updateTable('outbox')
      .set({
        attempts,
        next_attempt_at: nextAttemptAt,
        last_error: error.slice(0, 500),
        lease_until: null,
        claimed_by: null,
      })
      .where('id', '=', id)
      .execute()
  }

  async markFailed(id: number, attempts: number, error: string): Promise<void> {
    await this.#database.db
      .updateTable('outbox')
      .set({ status: 'failed', attempts, last_error: error.slice(0, 500), lease_until: null })
      .where('id', '=', id)
      .execute()
  }

  /** Gives back the mails this instance claimed but did not send (on shutdown). */
  async release(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return
    await this.#database.db
      .updateTable('outbox')
      .set({ lease_until: null, claimed_by: null })
      .where('id', 'in', [...ids])
      .where('status', '=', 'pending')
      .execute()
  }

  /** Rows per status, for tests and the operations notes. */
  async counts(): Promise<Record<'pending' | 'sent' | 'failed', number>> {
    const counts = { pending: 0, sent: 0, failed: 0 }
    const rows = await this.#database.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute()
    for (const row of rows) counts[row.status] = Number(row.n)
    return counts
  }
}
