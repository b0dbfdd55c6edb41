import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/schema.ts'
import { resortDayOf } from './resort-day.ts'

/** The salt's size: 32 random bytes (256 bits), as Plausible's. */
const saltBytes = 32
/** Hex characters of the visitor hash kept (128 bits: no two visitors of a day collide). */
const visitorHashLength = 32

/**
 * The day's salt of the visitor hash (docs/insights.md), shared by every instance on the
 * database: made by whichever instance needs it first on a resort day (Asia/Kolkata), as a row
 * of count_salts inserted or left alone, then read back, so all instances hash with the same
 * one. Held in memory for its day. On the first need of a new day every older salt is deleted:
 * from then on no one, not even the server, can make yesterday's hashes again, so yesterday's
 * visitors cannot be linked to today's. `rotate` (called every minute by the app) does the same
 * at midnight when no beacon arrives.
 */
export class DaySalts {
  readonly #db: Kysely<Tables>
  #current: { day: string; salt: Buffer } | undefined
  #pending: { day: string; salt: Promise<Buffer> } | undefined

  constructor(db: Kysely<Tables>) {
    this.#db = db
  }

  /** The salt of the resort day of `now`, from memory when it is already known. */
  saltFor(now: number): Buffer | Promise<Buffer> {
    const day = resortDayOf(now)
    if (this.#current?.day === day) return this.#current.salt
    if (this.#pending?.day !== day) {
      const salt = this.#load(day)
      this.#pending = { day, salt }
      salt.then(
        (value) => {
          if (this.#pending?.salt === salt) this.#pending = undefined
          if (this.#current === undefined || this.#current.day < day)
            this.#current = { day, salt: value }
        },
        () => {
          if (this.#pending?.salt === salt) this.#pending = undefined
        },
      )
    }
    return this.#pending.salt
  }

  /** Makes the day's salt and deletes older ones if the day has changed since the last need. */
  async rotate(now: number): Promise<void> {
    await this.saltFor(now)
  }

  async #load(day: string): Promise<Buffer> {
    await this.#db
      .insertInto('count_salts')
      .values({ day, salt: randomBytes(saltBytes).toString('hex') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute()
    const row = await this.#db
      .selectFrom('count_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow()
    await this.#db.deleteFrom('count_salts').where('day', '<', day).execute()
    return Buffer.from(row.salt, 'hex')
  }
}

/**
 * A visitor of one day: sha256(salt ‖ address ‖ user agent), its first 128 bits in hex. The
 * address and the user agent are used here and nowhere kept.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\n')
    .update(userAgent)
    .digest('hex')
    .slice(0, visitorHashLength)
}
