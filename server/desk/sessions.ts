import type { Kysely } from 'kysely'
import type { Clock } from '../clock.ts'
import type { StaffRole, Tables } from '../db/schema.ts'
import { isToken, randomToken, tokenHash } from './tokens.ts'

/*
 * Desk sessions in the database, shared by every instance (OWASP Session Management Cheat
 * Sheet): the cookie holds a random id only, the table its SHA-256; idle and absolute timeouts
 * enforced here on every request, never by the cookie's own lifetime.
 */

/** OWASP "Session Expiration": 30 minutes idle (DECISIONS: the desk). */
const idleMs = 30 * 60 * 1000
/** OWASP "Absolute Timeout": 12 hours at most, a working day, whatever the activity. */
const absoluteMs = 12 * 60 * 60 * 1000
/** last_seen_at is written when it would move by this much or more: few writes, same rule. */
const touchEveryMs = 15_000
/** The user agent kept for "where am I signed in", cut short. */
const userAgentLength = 200

/** A member of the staff signed in, as a request sees them. */
export interface SignedIn {
  staffId: number
  publicId: string
  name: string
  email: string
  role: StaffRole
  /** The session's row (the hash of the cookie's id). */
  sessionHash: string
}

export class Sessions {
  readonly #db: Kysely<Tables>
  readonly #clock: Clock

  constructor(db: Kysely<Tables>, clock: Clock) {
    this.#db = db
    this.#clock = clock
  }

  /**
   * Starts a session for the person and returns the cookie's value: a new random id at every
   * sign-in (OWASP "Renew the Session ID After Any Privilege Level Change"); the session of the
   * cookie the browser had, if any, ends.
   */
  async start(staffId: number, userAgent: string | undefined, previous?: string): Promise<string> {
    const id = randomToken()
    const now = this.#clock.now()
    if (previous !== undefined && isToken(previous)) await this.end(previous)
    await this.#db
      .insertInto('staff_sessions')
      .values({
        id_hash: tokenHash(id),
        staff_id: staffId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + absoluteMs,
        user_agent: userAgent === undefined ? null : userAgent.slice(0, userAgentLength),
      })
      .execute()
    return id
  }

  /**
   * The person of a cookie's session, or undefined when there is none that is still good: idle
   * for 30 minutes or more, past its 12 hours, or its account disabled (such a row is deleted).
   * A request of the person's own moves the idle clock; one the desk makes by itself
   * (`background`: X-Desk-Background) does not, so an unattended desk signs itself out.
   */
  async read(cookie: string | undefined, background: boolean): Promise<SignedIn | undefined> {
    if (cookie === undefined || !isToken(cookie)) return undefined
    const hash = tokenHash(cookie)
    const row = await this.#db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff as p', 'p.id', 's.staff_id')
      .select([
        's.last_seen_at',
        's.expires_at',
        'p.id',
        'p.public_id',
        'p.name',
        'p.email',
        'p.role',
        'p.disabled_at',
      ])
      .where('s.id_hash', '=', hash)
      .executeTakeFirst()
    if (row === undefined) return undefined
    const now = this.#clock.now()
    if (now - row.last_seen_at >= idleMs || now >= row.expires_at || row.disabled_at !== null) {
      await this.#db.deleteFrom('staff_sessions').where('id_hash', '=', hash).execute()
      return undefined
    }
    if (!background && now - row.last_seen_at >= touchEveryMs) {
      await this.#db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now })
        .where('id_hash', '=', hash)
        .where('last_seen_at', '<', now)
        .execute()
    }
    return {
      staffId: row.id,
      publicId: row.public_id,
      name: row.name,
      email: row.email,
      role: row.role,
      sessionHash: hash,
    }
  }

  /** Ends the session of a cookie. */
  async end(cookie: string): Promise<void> {
    if (isToken(cookie)) await this.endSession(tokenHash(cookie))
  }

  /** Ends a session by its row (sign out). */
  async endSession(sessionHash: string): Promise<void> {
    await this.#db.deleteFrom('staff_sessions').where('id_hash', '=', sessionHash).execute()
  }

  /** Ends every session of a person but `keep` (a session hash), if given: sign out everywhere. */
  async endAll(staffId: number, keep?: string): Promise<void> {
    let query = this.#db.deleteFrom('staff_sessions').where('staff_id', '=', staffId)
    if (keep !== undefined) query = query.where('id_hash', '!=', keep)
    await query.execute()
  }

  /** Forgets sessions past either limit (the hourly upkeep). */
  async purge(): Promise<void> {
    const now = this.#clock.now()
    await this.#db
      .deleteFrom('staff_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - idleMs)]))
      .execute()
  }
}
