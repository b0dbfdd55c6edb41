import type { Transaction } from 'kysely'
import type { ParsedEnquiry } from '../../content/enquiry-payload.ts'
import type { Database } from '../db/database.ts'
import { enquiryFingerprint } from '../db/fingerprint.ts'
import type { Tables } from '../db/schema.ts'
import { enquiryColumns, fromEnquiryRow, type EnquiryRecord } from './enquiry-rows.ts'
import { distinctClaims, insertions, storeAllAccepted } from './enquiry-fast-path.ts'
import { runPipeline } from '../db/pipeline.ts'
import { claimEnquiries, type ClaimedItem } from './enquiry-claims.ts'
import { enquiryStatements } from './enquiry-statements.ts'

/** How long the same e-mail and message count as the same enquiry. */
export const duplicateWindowMs = 24 * 60 * 60 * 1000

/** An enquiry ready to store, already validated and with its puzzle checked. */
export interface NewEnquiry extends Omit<ParsedEnquiry, 'puzzle'> {
  publicId: string
  createdAt: number
  challengeId: string
  challengeExpiresAt: number
  /** The rate limit's key of the client that sent it (client-address.ts). */
  clientKey: string
}

/** Thrown inside the first try's transaction to roll it back: an enquiry of it was refused. */
class SomeRefused extends Error {
  override name = 'SomeRefused'
}

export type StoreOutcome =
  | { status: 'created'; id: string }
  | { status: 'duplicate' }
  | { status: 'reused' }
  | { status: 'limited'; retryAfterSeconds: number }

/** The enquiry rate limit: `max` enquiries per client key per fixed window of `windowMs`. */
export interface RateRule {
  max: number
  windowMs: number
}

/**
 * Owns the SQL of enquiries, used puzzle tokens and settings, on either engine. `store` writes a
 * batch in ONE transaction (group commit): the duplicate rule, the single use of each token, the
 * client's rate limit and the rows themselves (with their outbox rows when staff e-mail is on),
 * so the batch is durable whole or not at all, and two instances can never both take the same
 * enquiry or the same token.
 */
export class EnquiryRepository {
  readonly #database: Database
  readonly #rate: RateRule
  readonly #statements = enquiryStatements()

  constructor(database: Database, rate: RateRule) {
    this.#database = database
    this.#rate = rate
  }

  /**
   * Stores a batch in one transaction (see the class comment) and resolves once it is on the
   * disk (Database.durable). Throws if the commit or the flush fails. A batch is first written
   * as if every enquiry were taken, its statements sent together (enquiry-fast-path.ts); if one
   * was refused after all, that transaction is rolled back and the batch is decided one
   * statement at a time.
   */
  async store(items: readonly NewEnquiry[], withOutbox: boolean): Promise<StoreOutcome[]> {
    const claimed: ClaimedItem[] = items.map((item) => ({
      item,
      fingerprint: enquiryFingerprint(item.email.toLowerCase(), item.message),
    }))
    if (distinctClaims(claimed)) {
      const rules = {
        engine: this.#database.engine,
        rate: this.#rate,
        duplicateWindowMs,
        withOutbox,
      }
      const stored = await this.#database
        .durable(async (trx) => {
          if (!(await storeAllAccepted(trx, this.#statements, claimed, rules)))
            throw new SomeRefused()
          return true
        })
        .catch((error: unknown) => {
          if (error instanceof SomeRefused) return false
          throw error
        })
      if (stored) return items.map((item) => ({ status: 'created', id: item.publicId }))
    }
    return this.#database.durable((trx) => this.#storeIn(trx, claimed, withOutbox))
  }

  /** The batch decided one statement at a time: the refused leave nothing but their counts. */
  async #storeIn(
    trx: Transaction<Tables>,
    claimed: readonly ClaimedItem[],
    withOutbox: boolean,
  ): Promise<StoreOutcome[]> {
    const outcomes = await claimEnquiries(
      trx,
      this.#statements,
      claimed,
      this.#rate,
      duplicateWindowMs,
    )
    const created = claimed.filter((_, i) => outcomes[i] === undefined)
    if (created.length > 0) {
      const engine = this.#database.engine
      await runPipeline(trx, engine, insertions(trx, this.#statements, created, withOutbox))
    }
    return claimed.map(
      ({ item }, i): StoreOutcome => outcomes[i] ?? { status: 'created', id: item.publicId },
    )
  }

  /**
   * Records tokens burnt by a wrong answer, so that every instance refuses them; the commit
   * does not wait for the disk (see Database.relaxed).
   */
  async burn(tokens: readonly { id: string; expiresAt: number }[]): Promise<void> {
    const unique = new Map(tokens.map((token) => [token.id, token.expiresAt]))
    const values = [...unique].sort(([a], [b]) => (a < b ? -1 : 1))
    await this.#database.relaxed((trx) =>
      trx
        .insertInto('used_challenges')
        .values(values.map(([id, expires_at]) => ({ id, expires_at })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    )
  }

  /** Forgets what has expired anyway: used tokens, fingerprints past the window, rate windows. */
  async purgeExpired(now: number): Promise<void> {
    const { db } = this.#database
    await db.deleteFrom('used_challenges').where('expires_at', '<', now).execute()
    await db
      .deleteFrom('enquiry_fingerprints')
      .where('created_at', '<=', now - duplicateWindowMs)
      .execute()
    await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
  }

  /** The stored setting, or `value` stored now if there was none (first writer wins). */
  async setting(key: string, value: string): Promise<string> {
    const { db } = this.#database
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst()
    return row?.value ?? value
  }

  async count(): Promise<number> {
    const row = await this.#database.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /**
   * Enquiries received from `since` (inclusive) to `until` (exclusive), epoch ms, oldest first,
   * for the staff export: streamed from the database, so any number fits in memory. On
   * PostgreSQL it streams through a cursor, which only a read-only database's pool allows
   * (tool-database.ts): the server's pool is in pipeline mode, which refuses cursors.
   */
  async *records(since = 0, until = Number.MAX_SAFE_INTEGER): AsyncGenerator<EnquiryRecord> {
    const rows = this.#database.db
      .selectFrom('enquiries as e')
      .select(enquiryColumns)
      .where('e.created_at', '>=', since)
      .where('e.created_at', '<', until)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .stream(500)
    for await (const row of rows) {
      const enquiry = fromEnquiryRow(row)
      yield {
        ...enquiry,
        createdAt: new Date(enquiry.createdAt).toISOString(),
        page: enquiry.page ?? '',
      }
    }
  }

  /** A small durable write, to learn whether the storage takes writes again after a failure. */
  async probe(now: number): Promise<void> {
    await this.#database.db
      .insertInto('settings')
      .values({ key: 'health_probe', value: new Date(now).toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
      )
      .execute()
  }

  /** A cheap query proving the database answers, for `/readyz`. */
  async ping(): Promise<boolean> {
    const row = await this.#database.db.selectNoFrom((eb) => eb.lit(1).as('one')).executeTakeFirst()
    return row !== undefined
  }
}
