// Length: one table's statements (staff, their links and what the list shows), each small.
import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { StaffJson } from '../../content/desk/api.ts'
import type { Clock } from '../clock.ts'
import type { StaffRole, StaffTable, Tables } from '../db/schema.ts'
import { randomToken, tokenHash } from './tokens.ts'

/*
 * The staff and their one-time links: the SQL of accounts (the desk's staff routes and
 * `npm run staff` share it through staff-accounts.ts).
 */

/** A one-time link is good for 24 hours (issue 42). */
const linkLifetimeMs = 24 * 60 * 60 * 1000

export type StaffRow = Selectable<StaffTable>

/** What a link's token names: a usable link and its person, one used or expired, or nothing. */
export type LinkState =
  { state: 'usable'; staff: StaffRow } | { state: 'gone' } | { state: 'unknown' }

/** The key an e-mail address is found by: lower-cased, as typed otherwise. */
export function emailKey(email: string): string {
  return email.toLowerCase()
}

export class StaffRepository {
  readonly #db: Kysely<Tables>
  readonly #clock: Clock

  constructor(db: Kysely<Tables>, clock: Clock) {
    this.#db = db
    this.#clock = clock
  }

  byEmail(email: string): Promise<StaffRow | undefined> {
    return this.#db
      .selectFrom('staff')
      .selectAll()
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst()
  }

  byPublicId(publicId: string): Promise<StaffRow | undefined> {
    return this.#db
      .selectFrom('staff')
      .selectAll()
      .where('public_id', '=', publicId)
      .executeTakeFirst()
  }

  byId(id: number): Promise<StaffRow | undefined> {
    return this.#db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * A new account with no password, or undefined when the address has one already (any case).
   * Its public id is random: a URL names nobody's place in the list.
   */
  async create(
    trx: Transaction<Tables>,
    person: { email: string; name: string; role: StaffRole },
  ): Promise<StaffRow | undefined> {
    const row = await trx
      .insertInto('staff')
      .values({
        public_id: randomBytes(12).toString('base64url'),
        email: person.email,
        email_key: emailKey(person.email),
        name: person.name,
        role: person.role,
        password_hash: null,
        created_at: this.#clock.now(),
        disabled_at: null,
        password_changed_at: null,
      })
      .onConflict((oc) => oc.column('email_key').doNothing())
      .returningAll()
      .executeTakeFirst()
    return row
  }

  /** Every account, oldest first, with its status and number of passkeys. */
  async list(): Promise<StaffJson[]> {
    const rows = await this.#db
      .selectFrom('staff as s')
      .leftJoin('passkeys as k', 'k.staff_id', 's.id')
      .select([
        's.public_id',
        's.name',
        's.email',
        's.role',
        's.created_at',
        's.disabled_at',
        's.password_hash',
        (eb) => eb.fn.count<number>('k.id').as('passkeys'),
      ])
      .groupBy([
        's.id',
        's.public_id',
        's.name',
        's.email',
        's.role',
        's.created_at',
        's.disabled_at',
        's.password_hash',
      ])
      .orderBy('s.id')
      .execute()
    return rows.map((row) => {
      const passkeys = Number(row.passkeys)
      return {
        id: row.public_id,
        name: row.name,
        email: row.email,
        role: row.role,
        status:
          row.disabled_at !== null
            ? 'disabled'
            : row.password_hash !== null || passkeys > 0
              ? 'active'
              : 'invited',
        passkeys,
        createdAt: new Date(row.created_at).toISOString(),
      }
    })
  }

  /** How many passkeys a person has. */
  async passkeyCount(staffId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Disables an account: it signs in no more, its sessions and unused links end. */
  async disable(trx: Transaction<Tables>, staffId: number): Promise<void> {
    const now = this.#clock.now()
    await trx
      .updateTable('staff')
      .set({ disabled_at: now })
      .where('id', '=', staffId)
      .where('disabled_at', 'is', null)
      .execute()
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute()
    await this.#voidLinks(trx, staffId, now)
  }

  /** Enables a disabled account again (the command line's `reset` only). */
  async enable(trx: Transaction<Tables>, staffId: number): Promise<void> {
    await trx.updateTable('staff').set({ disabled_at: null }).where('id', '=', staffId).execute()
  }

  /**
   * A new one-time link for a person: its token (returned once, kept only as its SHA-256), good
   * for 24 hours; the person's earlier unused links stop working now.
   */
  async issueLink(trx: Transaction<Tables>, staffId: number): Promise<string> {
    const now = this.#clock.now()
    await this.#voidLinks(trx, staffId, now)
    const token = randomToken()
    await trx
      .insertInto('staff_links')
      .values({
        token_hash: tokenHash(token),
        staff_id: staffId,
        created_at: now,
        expires_at: now + linkLifetimeMs,
        used_at: null,
      })
      .execute()
    return token
  }

  async #voidLinks(trx: Transaction<Tables>, staffId: number, now: number): Promise<void> {
    await trx
      .updateTable('staff_links')
      .set({ expires_at: now })
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute()
  }

  /** What a link's token names now. A disabled person's links are gone. */
  async link(token: string): Promise<LinkState> {
    const row = await this.#db
      .selectFrom('staff_links as l')
      .innerJoin('staff as s', 's.id', 'l.staff_id')
      .selectAll('s')
      .select(['l.expires_at', 'l.used_at'])
      .where('l.token_hash', '=', tokenHash(token))
      .executeTakeFirst()
    if (row === undefined) return { state: 'unknown' }
    const { expires_at: expiresAt, used_at: usedAt, ...staff } = row
    if (usedAt !== null || this.#clock.now() >= expiresAt || staff.disabled_at !== null)
      return { state: 'gone' }
    return { state: 'usable', staff }
  }

  /**
   * Uses a link, once: true for the one request that marked it used while it was good, false
   * for any other (used already, expired, or another request won).
   */
  async useLink(trx: Transaction<Tables>, token: string): Promise<boolean> {
    const now = this.#clock.now()
    const result = await trx
      .updateTable('staff_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Sets a person's password hash (their sessions are ended by the caller). */
  async setPassword(trx: Transaction<Tables>, staffId: number, hash: string): Promise<void> {
    await trx
      .updateTable('staff')
      .set({ password_hash: hash, password_changed_at: this.#clock.now() })
      .where('id', '=', staffId)
      .execute()
  }

  /** Replaces a hash made with older parameters (at sign-in, when the password is known). */
  async rehash(staffId: number, old: string, hash: string): Promise<void> {
    await this.#db
      .updateTable('staff')
      .set({ password_hash: hash })
      .where('id', '=', staffId)
      .where('password_hash', '=', old)
      .execute()
  }
}
