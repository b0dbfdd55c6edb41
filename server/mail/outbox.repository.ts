import type { Db } from '../db/database.ts'
import { enquiryColumns, fromEnquiryRow, type EnquiryRow } from '../enquiries/enquiry.repository.ts'

/** An outbox row that is due, joined with the enquiry it announces. */
export interface DueMail {
  id: number
  attempts: number
  enquiry: ReturnType<typeof fromEnquiryRow>
}

/** Owns the SQL of the staff e-mail outbox. */
export class OutboxRepository {
  readonly #statements

  constructor(db: Db) {
    this.#statements = {
      due: db.prepare<[number, number], EnquiryRow & { id: number; attempts: number }>(
        `SELECT o.id, o.attempts, ${enquiryColumns}
         FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
         WHERE o.status = 'pending' AND o.next_attempt_at <= ?
         ORDER BY o.next_attempt_at, o.id LIMIT ?`,
      ),
      sent: db.prepare<[number, number, number]>(
        "UPDATE outbox SET status = 'sent', attempts = ?, sent_at = ?, last_error = NULL WHERE id = ?",
      ),
      retry: db.prepare<[number, number, string, number]>(
        'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?',
      ),
      failed: db.prepare<[number, string, number]>(
        "UPDATE outbox SET status = 'failed', attempts = ?, last_error = ? WHERE id = ?",
      ),
      counts: db.prepare<[], { status: string; n: number }>(
        'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
      ),
    }
  }

  /** Pending mails whose next attempt is due at `now`, oldest first. */
  due(now: number, limit: number): DueMail[] {
    return this.#statements.due.all(now, limit).map(({ id, attempts, ...enquiry }) => ({
      id,
      attempts,
      enquiry: fromEnquiryRow(enquiry),
    }))
  }

  markSent(id: number, attempts: number, now: number): void {
    this.#statements.sent.run(attempts, now, id)
  }

  markRetry(id: number, attempts: number, nextAttemptAt: number, error: string): void {
    this.#statements.retry.run(attempts, nextAttemptAt, error.slice(0, 500), id)
  }

  markFailed(id: number, attempts: number, error: string): void {
    this.#statements.failed.run(attempts, error.slice(0, 500), id)
  }

  /** Rows per status, for tests and the README's operations notes. */
  counts(): Record<'pending' | 'sent' | 'failed', number> {
    const counts = { pending: 0, sent: 0, failed: 0 }
    for (const row of this.#statements.counts.all()) {
      if (row.status === 'pending' || row.status === 'sent' || row.status === 'failed') {
        counts[row.status] = row.n
      }
    }
    return counts
  }
}
