import { BoundedMap } from '../bounded-map.ts'
import type { EnquiryRepository } from './enquiry.repository.ts'

/** The burnt tokens one instance keeps in memory at most (server/README.md: 100 000). */
const maxBurntTokens = 100_000

/**
 * Puzzle tokens burnt by a wrong answer. A burnt token is refused at once by this instance (in
 * memory, at most `maxEntries`, each until it expires anyway) and by every other instance once
 * it is in the database's `used_challenges`, where the enquiry transaction finds it. The burns of
 * all wrong answers arriving together are written as one batch in a transaction that does not
 * wait for the disk (Database.relaxed: no fsync), and the wrong answer is answered once that
 * batch has committed, so after a 400 no instance accepts the token. A database that cannot be
 * reached costs the cross-instance part only: the answer is still refused here, and logged.
 */
export class BurntTokens {
  readonly #repository: Pick<EnquiryRepository, 'burn'>
  readonly #onError: (message: string) => void
  readonly #spent: BoundedMap<string, number>
  #queue: { id: string; expiresAt: number; done: () => void }[] = []
  #writing: Promise<void> | undefined

  constructor(
    repository: Pick<EnquiryRepository, 'burn'>,
    onError: (message: string) => void,
    maxEntries = maxBurntTokens,
  ) {
    this.#repository = repository
    this.#onError = onError
    this.#spent = new BoundedMap(maxEntries)
  }

  get size(): number {
    return this.#spent.size
  }

  /** Burns a token here at once and in the database with the next batch (resolves then). */
  burn(id: string, expiresAt: number): Promise<void> {
    this.#spent.set(id, expiresAt)
    return new Promise((done) => {
      this.#queue.push({ id, expiresAt, done })
      if (this.#writing === undefined) this.#writing = this.#writeAll()
    })
  }

  /** Whether this instance has seen the token burnt (the database is asked by the transaction). */
  has(id: string, now: number): boolean {
    const expiry = this.#spent.get(id)
    if (expiry === undefined) return false
    if (expiry < now) {
      this.#spent.delete(id)
      return false
    }
    return true
  }

  /** Waits until every burn queued so far is written (or has failed). */
  async flush(): Promise<void> {
    while (this.#writing !== undefined) await this.#writing
  }

  async #writeAll(): Promise<void> {
    // every wrong answer already queued, or arriving while a batch is written, joins a batch
    await new Promise((resolve) => setImmediate(resolve))
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, 500)
      try {
        await this.#repository.burn(batch)
      } catch (error) {
        this.#onError(
          `${batch.length} burnt puzzle tokens could not be recorded in the database: ${String(error)}`,
        )
      }
      for (const token of batch) token.done()
    }
    this.#writing = undefined
  }
}
