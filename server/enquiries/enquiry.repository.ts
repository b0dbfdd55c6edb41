import type Database from 'better-sqlite3'
import type { ParsedEnquiry } from '../../content/enquiry.schema.ts'
import type { Db } from '../db/database.ts'

/** How long the same e-mail and message count as the same enquiry. */
export const duplicateWindowMs = 24 * 60 * 60 * 1000

/** An enquiry ready to store, already validated and with its puzzle checked. */
export interface NewEnquiry extends Omit<ParsedEnquiry, 'puzzle'> {
  publicId: string
  createdAt: number
  challengeId: string
  challengeExpiresAt: number
}

export type StoreOutcome =
  { status: 'created'; id: string } | { status: 'duplicate' } | { status: 'reused' }

/** A stored enquiry as the staff export shows it. */
export interface EnquiryRecord {
  id: string
  createdAt: string
  name: string
  email: string
  phone: string
  hotel: string
  page: string
  message: string
}

/** An enquiry as the enquiries table holds it: the columns the export and the outbox read. */
export interface EnquiryRow {
  public_id: string
  created_at: number
  name: string
  email: string
  phone: string
  hotel: string
  page: string | null
  message: string
}

/** The columns of an EnquiryRow, for a query's select list (`e` is the enquiries table). */
export const enquiryColumns =
  'e.public_id, e.created_at, e.name, e.email, e.phone, e.hotel, e.page, e.message'

/** An enquiry row with the names the code uses; the time stays in epoch milliseconds. */
export function fromEnquiryRow(row: EnquiryRow) {
  const { public_id: id, created_at: createdAt, ...fields } = row
  return { id, createdAt, ...fields }
}

/**
 * Owns the SQL of enquiries, used puzzle challenges and settings. `store` writes a batch in ONE
 * transaction (group commit): each item is checked for a duplicate and a reused challenge, then
 * inserted with its used challenge and, when staff e-mail is on, its outbox row. Either the whole
 * batch is durable or none of it is.
 */
export class EnquiryRepository {
  readonly #db: Db
  readonly #statements
  readonly #storeBatch: Database.Transaction<
    (items: NewEnquiry[], withOutbox: boolean) => StoreOutcome[]
  >

  constructor(db: Db) {
    this.#db = db
    this.#statements = {
      duplicate: db.prepare<[string, string, number], { one: number }>(
        'SELECT 1 AS one FROM enquiries WHERE email_key = ? AND message = ? AND created_at > ? LIMIT 1',
      ),
      challengeUsed: db.prepare<[string], { one: number }>(
        'SELECT 1 AS one FROM used_challenges WHERE id = ?',
      ),
      useChallenge: db.prepare<[string, number]>(
        'INSERT OR IGNORE INTO used_challenges (id, expires_at) VALUES (?, ?)',
      ),
      insert: db.prepare<
        [string, number, string, string, string, string, string, string, string | null]
      >(
        `INSERT INTO enquiries (public_id, created_at, name, email, email_key, message, phone, hotel, page)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      outbox: db.prepare<[number | bigint, number, number]>(
        'INSERT INTO outbox (enquiry_id, next_attempt_at, created_at) VALUES (?, ?, ?)',
      ),
      purgeChallenges: db.prepare<[number]>('DELETE FROM used_challenges WHERE expires_at < ?'),
      getSetting: db.prepare<[string], { value: string }>(
        'SELECT value FROM settings WHERE key = ?',
      ),
      setSetting: db.prepare<[string, string]>(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
      ),
      count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM enquiries'),
      probe: db.prepare<[string]>(
        "INSERT INTO settings (key, value) VALUES ('health_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ),
      list: db.prepare<[number, number], EnquiryRow>(
        `SELECT ${enquiryColumns}
         FROM enquiries e WHERE e.created_at >= ? AND e.created_at < ? ORDER BY e.created_at, e.id`,
      ),
    }
    const s = this.#statements
    this.#storeBatch = db.transaction((items: NewEnquiry[], withOutbox: boolean) =>
      items.map((item): StoreOutcome => {
        const emailKey = item.email.toLowerCase()
        if (s.duplicate.get(emailKey, item.message, item.createdAt - duplicateWindowMs)) {
          return { status: 'duplicate' }
        }
        if (s.challengeUsed.get(item.challengeId)) return { status: 'reused' }
        s.useChallenge.run(item.challengeId, item.challengeExpiresAt)
        const row = s.insert.run(
          item.publicId,
          item.createdAt,
          item.name,
          item.email,
          emailKey,
          item.message,
          item.phone,
          item.hotel,
          item.page ?? null,
        )
        if (withOutbox) s.outbox.run(row.lastInsertRowid, item.createdAt, item.createdAt)
        return { status: 'created', id: item.publicId }
      }),
    )
  }

  /** Stores a batch in one transaction; see the class comment. Throws if the commit fails. */
  store(items: NewEnquiry[], withOutbox: boolean): StoreOutcome[] {
    return this.#storeBatch.immediate(items, withOutbox)
  }

  /** Forgets used challenges that have expired anyway. */
  purgeChallenges(now: number): number {
    return this.#statements.purgeChallenges.run(now).changes
  }

  /** The stored setting, or `value` stored now if there was none (first writer wins). */
  setting(key: string, value: string): string {
    this.#statements.setSetting.run(key, value)
    return this.#statements.getSetting.get(key)?.value ?? value
  }

  count(): number {
    return this.#statements.count.get()?.n ?? 0
  }

  /**
   * Enquiries received from `since` (inclusive) to `until` (exclusive), epoch ms, oldest first,
   * for the staff export: one row at a time from the database, so any number fits in memory.
   */
  *records(since = 0, until = Number.MAX_SAFE_INTEGER): Generator<EnquiryRecord> {
    for (const row of this.#statements.list.iterate(since, until)) {
      const enquiry = fromEnquiryRow(row)
      yield {
        ...enquiry,
        createdAt: new Date(enquiry.createdAt).toISOString(),
        page: enquiry.page ?? '',
      }
    }
  }

  /** A small durable write, to learn whether the storage takes writes again after a failure. */
  probe(now: number): void {
    this.#statements.probe.run(new Date(now).toISOString())
  }

  /** A cheap query proving the database answers, for `/healthz`. */
  ping(): boolean {
    return this.#db.prepare('SELECT 1 AS one').get() !== undefined
  }
}
