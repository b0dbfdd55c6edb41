import type { StorageHealth } from '../db/database-health.ts'
import type { EnquiryRepository, NewEnquiry, StoreOutcome } from './enquiry.repository.ts'

/** The database cannot take (or keep) enquiries now: answered 503, never 201. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

/** What the writer asks of the storage watch (see db/database-health.ts). */
export type StorageWatch = Pick<StorageHealth, 'problem' | 'recordFailure' | 'recordSuccess'>

interface Pending {
  item: NewEnquiry
  resolve: (outcome: StoreOutcome) => void
  reject: (error: unknown) => void
}

/** Enquiries in one batch at most, by default: one transaction's statements stay small. */
const maxBatchEnquiries = 200

export interface WriterOptions {
  /** Batches in flight at once (the app uses 1 on either engine). */
  concurrency: number
  /** Enquiries in one batch at most (one transaction's statements stay small). */
  maxBatch?: number
  /** After each commit, the enquiries it stored (not the refused): the desk's live feed and guests who wrote again. */
  onCreated?: (items: NewEnquiry[]) => void
}

/**
 * Group commit for enquiries, on either engine. Every enquiry that arrives while a batch is
 * being written joins the next one, and each batch is written in one durable transaction: one
 * commit (one fsync) serves many visitors, and each request is answered only after its own row
 * is committed. The storage is checked before and again after the commit: a batch committed into
 * a SQLite file that was deleted or replaced meanwhile is refused (503), so nothing acknowledged
 * lives only in an orphaned file; a database that cannot be reached refuses the batch (503).
 */
export class EnquiryWriter {
  readonly #repository: EnquiryRepository
  readonly #withOutbox: boolean
  readonly #afterCommit: () => void
  readonly #storage: StorageWatch
  readonly #concurrency: number
  readonly #maxBatch: number
  readonly #onCreated: ((items: NewEnquiry[]) => void) | undefined
  #queue: Pending[] = []
  #scheduled = false
  #inFlight = new Set<Promise<void>>()

  constructor(
    repository: EnquiryRepository,
    withOutbox: boolean,
    afterCommit: () => void,
    storage: StorageWatch,
    options: WriterOptions,
  ) {
    this.#repository = repository
    this.#withOutbox = withOutbox
    this.#afterCommit = afterCommit
    this.#storage = storage
    this.#concurrency = options.concurrency
    this.#maxBatch = options.maxBatch ?? maxBatchEnquiries
    this.#onCreated = options.onCreated
  }

  /** Queues an enquiry; resolves with its outcome once the batch holding it has committed. */
  submit(item: NewEnquiry): Promise<StoreOutcome> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ item, resolve, reject })
      this.#schedule()
    })
  }

  #schedule(): void {
    if (this.#scheduled || this.#queue.length === 0) return
    if (this.#inFlight.size >= this.#concurrency) return
    this.#scheduled = true
    setImmediate(() => {
      this.#scheduled = false
      this.#start()
    })
  }

  #start(): void {
    while (this.#queue.length > 0 && this.#inFlight.size < this.#concurrency) {
      const batch = this.#queue.splice(0, this.#maxBatch)
      const running: Promise<void> = this.#write(batch).finally(() => {
        this.#inFlight.delete(running)
        this.#schedule()
      })
      this.#inFlight.add(running)
    }
  }

  /** Writes whatever is queued and waits for every batch in flight (on shutdown). */
  async flush(): Promise<void> {
    while (this.#queue.length > 0 || this.#inFlight.size > 0) {
      this.#start()
      await Promise.all(this.#inFlight)
    }
  }

  async #write(batch: Pending[]): Promise<void> {
    const refuse = (reason: string) => {
      const error = new StorageUnavailableError(reason)
      for (const p of batch) p.reject(error)
    }
    const before = this.#storage.problem()
    if (before !== undefined) return refuse(before)
    let outcomes: StoreOutcome[]
    try {
      outcomes = await this.#repository.store(
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
    const created = batch.filter((_, i) => outcomes[i]?.status === 'created').map((p) => p.item)
    if (created.length > 0) this.#onCreated?.(created)
  }
}
