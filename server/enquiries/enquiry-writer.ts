import type { EnquiryRepository, NewEnquiry, StoreOutcome } from './enquiry.repository.ts'

/** The database cannot take (or keep) enquiries now: answered 503, never 201. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

/** What the writer asks of the storage watch (see db/database-health.ts). */
export interface StorageWatch {
  /** The reason the database cannot be trusted with a write now, or undefined. */
  problem(): string | undefined
  /** A write failed: the reason when the error means the storage is unusable. */
  recordFailure(error: unknown): string | undefined
  recordSuccess(): void
}

interface Pending {
  item: NewEnquiry
  resolve: (outcome: StoreOutcome) => void
  reject: (error: unknown) => void
}

/**
 * Group commit for enquiries. Every enquiry that arrives while the event loop is busy joins the
 * next batch, and the batch is written in one durable transaction: one fsync serves many
 * visitors, and each request is answered only after its own row is on disk. The storage is
 * checked before and again after the commit: a batch committed into a file that was deleted or
 * replaced meanwhile is refused (503), so nothing acknowledged lives only in an orphaned file.
 */
export class EnquiryWriter {
  readonly #repository: EnquiryRepository
  readonly #withOutbox: boolean
  readonly #afterCommit: () => void
  readonly #storage: StorageWatch
  #queue: Pending[] = []
  #scheduled = false

  constructor(
    repository: EnquiryRepository,
    withOutbox: boolean,
    afterCommit: () => void,
    storage: StorageWatch,
  ) {
    this.#repository = repository
    this.#withOutbox = withOutbox
    this.#afterCommit = afterCommit
    this.#storage = storage
  }

  /** Queues an enquiry; resolves with its outcome once the batch holding it has committed. */
  submit(item: NewEnquiry): Promise<StoreOutcome> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ item, resolve, reject })
      if (!this.#scheduled) {
        this.#scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  /** Writes whatever is queued now. Called by the scheduler, and on shutdown. */
  flush(): void {
    this.#scheduled = false
    const batch = this.#queue
    this.#queue = []
    if (batch.length === 0) return
    const refuse = (reason: string) => {
      const error = new StorageUnavailableError(reason)
      for (const p of batch) p.reject(error)
    }
    const before = this.#storage.problem()
    if (before !== undefined) return refuse(before)
    let outcomes: StoreOutcome[]
    try {
      outcomes = this.#repository.store(
        batch.map((p) => p.item),
        this.#withOutbox,
      )
    } catch (error) {
      const reason = this.#storage.recordFailure(error)
      if (reason !== undefined) return refuse(reason)
      for (const p of batch) p.reject(error)
      return
    }
    this.#storage.recordSuccess()
    const after = this.#storage.problem()
    if (after !== undefined) return refuse(after)
    batch.forEach((p, i) => {
      const outcome = outcomes[i]
      if (outcome !== undefined) p.resolve(outcome)
      else p.reject(new Error('The enquiry batch returned fewer outcomes than items'))
    })
    if (this.#withOutbox && outcomes.some((o) => o.status === 'created')) this.#afterCommit()
  }
}
