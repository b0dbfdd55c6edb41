import type { EnquiryRepository, NewEnquiry, StoreOutcome } from './enquiry.repository.ts'

interface Pending {
  item: NewEnquiry
  resolve: (outcome: StoreOutcome) => void
  reject: (error: unknown) => void
}

/**
 * Group commit for enquiries. Every enquiry that arrives while the event loop is busy joins the
 * next batch, and the batch is written in one durable transaction: one fsync serves many
 * visitors, and each request is answered only after its own row is on disk.
 */
export class EnquiryWriter {
  readonly #repository: EnquiryRepository
  readonly #withOutbox: boolean
  readonly #afterCommit: () => void
  #queue: Pending[] = []
  #scheduled = false

  constructor(repository: EnquiryRepository, withOutbox: boolean, afterCommit: () => void) {
    this.#repository = repository
    this.#withOutbox = withOutbox
    this.#afterCommit = afterCommit
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
    let outcomes: StoreOutcome[]
    try {
      outcomes = this.#repository.store(
        batch.map((p) => p.item),
        this.#withOutbox,
      )
    } catch (error) {
      for (const p of batch) p.reject(error)
      return
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]
      if (outcome !== undefined) p.resolve(outcome)
      else p.reject(new Error('The enquiry batch returned fewer outcomes than items'))
    })
    if (this.#withOutbox && outcomes.some((o) => o.status === 'created')) this.#afterCommit()
  }
}
