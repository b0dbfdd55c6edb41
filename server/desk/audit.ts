import type { Kysely, Transaction } from 'kysely'
import type { AuditEntryJson } from '../../content/desk/api.ts'
import type { Clock } from '../clock.ts'
import type { Tables } from '../db/schema.ts'
import { keyedHash } from './tokens.ts'

/*
 * The audit trail (OWASP Logging Cheat Sheet, "Which events to log" and "Data to exclude"):
 * who did what and when, appended to a table that refuses updates and deletes (migration
 * 005-desk). It never holds a password, a token, a message body or an address: where an
 * address must be matched later (an erasure, an e-mail typed at a refused sign-in) it holds a
 * keyed hash of it.
 */

/** What the trail records (issue 42; docs/desk.md lists them with their details). */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'password-set'
  | 'passkey-added'
  | 'passkey-removed'
  | 'staff-invited'
  | 'staff-disabled'
  | 'staff-link-sent'
  | 'export'
  | 'erasure'
  | 'retention'

/** Who did it: a member of the staff, or the operator at the command line. */
export type Actor = { id: number; name: string } | { id: null; name: 'command line' } | null

/** The actor of `npm run staff`. */
export const commandLine: Actor = { id: null, name: 'command line' }

/** Details are small facts only: counts, a role, a reason, a method. */
export type AuditDetail = Readonly<Record<string, string | number | boolean | null>>

export interface AuditEntry {
  actor: Actor
  action: AuditAction
  /** A staff public id, an enquiry public id, or a keyed hash. */
  subject?: string | null
  detail?: AuditDetail
  /** The client's address key (client-address.ts), for what came over HTTP. */
  client?: string | null
}

/** Entries per page of the trail at most. */
const maxPage = 100

export class AuditTrail {
  readonly #db: Kysely<Tables>
  readonly #clock: Clock
  readonly #key: string

  /** `key`: the HMAC key of keyed hashes, kept in `settings` (desk.ts). */
  constructor(db: Kysely<Tables>, clock: Clock, key: string) {
    this.#db = db
    this.#clock = clock
    this.#key = key
  }

  /** The keyed hash the trail keeps instead of an address (lower-cased first). */
  keyedHash(address: string): string {
    return keyedHash(this.#key, address.normalize('NFKC').trim().toLowerCase())
  }

  /** Appends an entry, in `trx` when it must stand or fall with the change it records. */
  async record(entry: AuditEntry, trx?: Transaction<Tables>): Promise<void> {
    await (trx ?? this.#db)
      .insertInto('audit_log')
      .values({
        at: this.#clock.now(),
        actor_id: entry.actor?.id ?? null,
        actor_name: entry.actor?.name ?? null,
        action: entry.action,
        subject: entry.subject ?? null,
        detail: JSON.stringify(entry.detail ?? {}),
        client: entry.client ?? null,
      })
      .execute()
  }

  /**
   * A page of the trail, newest first, after the cursor `after` (the `next` of the page
   * before), with the cursor of the next page or null at the end.
   */
  async page(
    after: string | undefined,
    limit: number,
  ): Promise<{ items: AuditEntryJson[]; next: string | null }> {
    const size = Math.min(Math.max(1, limit), maxPage)
    let query = this.#db
      .selectFrom('audit_log as a')
      .leftJoin('staff as s', 's.id', 'a.actor_id')
      .select(['a.id', 'a.at', 'a.actor_name', 's.public_id', 'a.action', 'a.subject', 'a.detail'])
      .orderBy('a.id', 'desc')
      .limit(size + 1)
    const before = after === undefined ? undefined : Number(after)
    if (before !== undefined) query = query.where('a.id', '<', before)
    const rows = await query.execute()
    const items = rows.slice(0, size).map((row) => ({
      at: new Date(row.at).toISOString(),
      actor: row.actor_name === null ? null : { id: row.public_id ?? null, name: row.actor_name },
      action: row.action,
      subject: row.subject,
      detail: JSON.parse(row.detail) as AuditDetail,
    }))
    const last = rows[size - 1]
    return { items, next: rows.length > size && last !== undefined ? String(last.id) : null }
  }
}
