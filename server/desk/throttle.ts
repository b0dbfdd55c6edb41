import type { Kysely } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Tables } from '../db/schema.ts'

/*
 * The sign-in throttle, in the database so every instance counts together (OWASP
 * Authentication Cheat Sheet, "Protect Against Automated Attacks": account lockout with a
 * time-out, and per-address limits against password spraying).
 */

/** Failures count for 15 minutes. */
const windowMs = 15 * 60 * 1000
/** 5 failures for one account within the window close it (DECISIONS: the desk). */
const accountFailures = 5
/** 20 failures from one address within the window close that address (spraying many accounts). */
const addressFailures = 20
/** A closed account or address stays closed for 15 minutes. */
const lockMs = 15 * 60 * 1000

/** The keys one sign-in attempt counts against. */
export interface AttemptKeys {
  /** `account:` and a keyed hash of the lower-cased e-mail typed, known or not. */
  account: string
  /** `address:` and the client's address key (client-address.ts). */
  address: string
}

export class SignInThrottle {
  readonly #db: Kysely<Tables>
  readonly #clock: Clock

  constructor(db: Kysely<Tables>, clock: Clock) {
    this.#db = db
    this.#clock = clock
  }

  /** Seconds until the attempt's account or address opens again (rounded up), or undefined. */
  async retryAfter(keys: AttemptKeys): Promise<number | undefined> {
    const now = this.#clock.now()
    const row = await this.#db
      .selectFrom('sign_in_locks')
      .select((eb) => eb.fn.max('locked_until').as('until'))
      .where('key', 'in', [keys.account, keys.address])
      .where('locked_until', '>', now)
      .executeTakeFirst()
    const until = row?.until
    return until === undefined || until === null
      ? undefined
      : Math.ceil((Number(until) - now) / 1000)
  }

  /**
   * Counts a failed attempt against its account and its address, and closes either when it has
   * reached its number of failures within the window. Two instances counting at once may each
   * miss the other's failure, so a lock can come one attempt late; never early.
   */
  async failed(keys: AttemptKeys): Promise<void> {
    const now = this.#clock.now()
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sign_in_failures')
        .values([
          { key: keys.account, at: now },
          { key: keys.address, at: now },
        ])
        .execute()
      const counts = await trx
        .selectFrom('sign_in_failures')
        .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
        .where('key', 'in', [keys.account, keys.address])
        .where('at', '>', now - windowMs)
        .groupBy('key')
        .execute()
      const count = (key: string) => Number(counts.find((row) => row.key === key)?.n ?? 0)
      const lock = [
        ...(count(keys.account) >= accountFailures ? [keys.account] : []),
        ...(count(keys.address) >= addressFailures ? [keys.address] : []),
      ]
      if (lock.length === 0) return
      await trx
        .insertInto('sign_in_locks')
        .values(lock.map((key) => ({ key, locked_until: now + lockMs })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({ locked_until: eb.ref('excluded.locked_until') })),
        )
        .execute()
    })
  }

  /** A good sign-in clears its account's failures (its address's stay counted). */
  async succeeded(keys: AttemptKeys): Promise<void> {
    await this.#db.deleteFrom('sign_in_failures').where('key', '=', keys.account).execute()
  }

  /** Forgets failures past the window and locks past their time (the hourly upkeep). */
  async purge(): Promise<void> {
    const now = this.#clock.now()
    await this.#db
      .deleteFrom('sign_in_failures')
      .where('at', '<=', now - windowMs)
      .execute()
    await this.#db.deleteFrom('sign_in_locks').where('locked_until', '<=', now).execute()
  }
}
