import { sql, type Transaction } from 'kysely'
import type { ErasureCounts } from '../../content/desk/enquiries-api.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { Tables } from '../db/schema.ts'
import type { Actor, AuditTrail } from './audit.ts'

/*
 * A guest's data erased (issue 42, item 7; DECISIONS: "An erasure leaves the fact that it
 * happened, never what was erased"), on request (a manager, by e-mail address) or when its time
 * is up (retention: ENQUIRY_RETENTION_MONTHS after the enquiry's life ended). Each enquiry goes
 * with its timeline (notes, replies' text, every change), its outbox rows (the staff e-mail and
 * the replies) and, through the search index's trigger, its trigrams, in one transaction with
 * the audit entry that says it happened: counts and, for a request, a keyed hash of the address.
 *
 * In the files: SQLite overwrites what a delete frees (`secure_delete`, set on every connection
 * by db/sqlite.ts), the search index deletes its entries in place (FTS5's `secure-delete`
 * option, set here), and the write-ahead log, which still holds the pages as they were, is
 * checkpointed and truncated after the commit. PostgreSQL keeps dead rows until a vacuum: the
 * tables are vacuumed after the commit, which frees the rows' space for reuse (it does not zero
 * it; docs/desk.md says what remains and where).
 */

/** An address as the erasure matches it: the stored `email_key` (lower-cased). */
export const emailKeyOf = (email: string) => email.trim().toLowerCase()

/** Enquiries erased in one transaction at most by the retention's pass. */
const retentionChunk = 500

/** What an erasure takes, counted. */
async function count(trx: Transaction<Tables>, ids: readonly number[]): Promise<ErasureCounts> {
  if (ids.length === 0) return { enquiries: 0, notes: 0, replies: 0, mails: 0 }
  const events = await trx
    .selectFrom('enquiry_events')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('enquiry_id', 'in', ids)
    .where('kind', 'in', ['note', 'reply'])
    .groupBy('kind')
    .execute()
  const mails = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enquiry_id', 'in', ids)
    .executeTakeFirstOrThrow()
  const of = (kind: string) => Number(events.find((row) => row.kind === kind)?.n ?? 0)
  return { enquiries: ids.length, notes: of('note'), replies: of('reply'), mails: Number(mails.n) }
}

/** Deletes the enquiries and everything that names them (the outbox first: it names events). */
async function remove(trx: Transaction<Tables>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await trx.deleteFrom('outbox').where('enquiry_id', 'in', ids).execute()
  await trx.deleteFrom('enquiry_events').where('enquiry_id', 'in', ids).execute()
  await trx.deleteFrom('enquiries').where('id', 'in', ids).execute()
}

const idsOf = (rows: readonly { id: number | bigint | string }[]) => rows.map((r) => Number(r.id))

/** Subtracts whole calendar months (UTC), as "24 months ago" reads: 29 Feb less 12 is 28 Feb. */
export function monthsBefore(ms: number, months: number): number {
  const date = new Date(ms)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return date.getTime()
}

export class Erasure {
  readonly #database: Pick<Database, 'db' | 'engine' | 'durable'>
  readonly #audit: AuditTrail
  readonly #clock: Clock

  constructor(
    database: Pick<Database, 'db' | 'engine' | 'durable'>,
    audit: AuditTrail,
    clock: Clock,
  ) {
    this.#database = database
    this.#audit = audit
    this.#clock = clock
  }

  /** What erasing `email` would take now (the confirmation the desk shows). */
  async preview(email: string): Promise<ErasureCounts> {
    return this.#database.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('enquiries')
        .select('id')
        .where('email_key', '=', emailKeyOf(email))
        .execute()
      return count(trx, idsOf(rows))
    })
  }

  /** Erases every enquiry of `email` and what names them; audited with a keyed hash. */
  async erase(email: string, actor: Actor, client: string | null): Promise<ErasureCounts> {
    await this.#secureIndex()
    const counts = await this.#database.durable(async (trx) => {
      const rows = await trx
        .selectFrom('enquiries')
        .select('id')
        .where('email_key', '=', emailKeyOf(email))
        .execute()
      const ids = idsOf(rows)
      const counted = await count(trx, ids)
      await remove(trx, ids)
      await this.#audit.record(
        {
          actor,
          action: 'erasure',
          subject: this.#audit.keyedHash(email),
          detail: { ...counted },
          client,
        },
        trx,
      )
      return counted
    })
    await this.#scrub()
    return counts
  }

  /**
   * Erases the enquiries whose life ended more than `months` calendar months ago (retention),
   * a chunk at a time, each chunk audited with its counts. Returns how many went.
   */
  async expire(months: number): Promise<number> {
    const cutoff = monthsBefore(this.#clock.now(), months)
    await this.#secureIndex()
    let erased = 0
    for (;;) {
      const counted = await this.#database.durable(async (trx) => {
        const rows = await trx
          .selectFrom('enquiries')
          .select('id')
          .where('ended_at', '<', cutoff)
          .orderBy('ended_at')
          .limit(retentionChunk)
          .execute()
        const ids = idsOf(rows)
        if (ids.length === 0) return undefined
        const c = await count(trx, ids)
        await remove(trx, ids)
        await this.#audit.record(
          { actor: null, action: 'retention', detail: { ...c, months } },
          trx,
        )
        return c
      })
      if (counted === undefined) break
      erased += counted.enquiries
      if (counted.enquiries < retentionChunk) break
    }
    if (erased > 0) await this.#scrub()
    return erased
  }

  /** SQLite: the search index deletes a row's entries in place, never as a later marker. */
  async #secureIndex(): Promise<void> {
    if (this.#database.engine !== 'sqlite') return
    await sql`insert into enquiry_search (enquiry_search, rank) values ('secure-delete', 1)`.execute(
      this.#database.db,
    )
  }

  /**
   * After the commit: SQLite's write-ahead log, which holds the pages as they were, is copied
   * back and truncated; PostgreSQL's tables are vacuumed so the dead rows' space is reused.
   */
  async #scrub(): Promise<void> {
    const { db, engine } = this.#database
    if (engine === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db)
    else
      for (const table of ['outbox', 'enquiry_events', 'enquiries'])
        await sql`vacuum ${sql.table(table)}`.execute(db)
  }
}
