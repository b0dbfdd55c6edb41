import type { StorageWatch } from '../enquiries/enquiry-writer.ts'
import type { VitalRow, VitalsRepository } from './vitals.repository.ts'

export interface VitalsRecorderOptions {
  /** Rows held in memory at most before new beacons are refused (a flood cannot grow it). */
  maxPending?: number
  /** How often the held rows are written, in one transaction. */
  flushMs?: number
  onError?: (message: string) => void
}

/** Rows held at most (server/README.md: 20 000), and how often they are written: every second. */
const recorderDefaults = { maxPending: 20_000, flushMs: 1000 } as const

/**
 * Buffers metric rows in memory and writes them once a second in one transaction: thousands of
 * beacons a second cost one commit a second, off the requests' path, so enquiries keep their
 * latency. Metrics are samples, not promises: a beacon refused (queue full, storage down) or
 * lost in a crash costs a data point, never an enquiry.
 */
export class VitalsRecorder {
  readonly #repository: Pick<VitalsRepository, 'insert'>
  readonly #storage: StorageWatch
  readonly #maxPending: number
  readonly #flushMs: number
  readonly #onError: (message: string) => void
  #pending: VitalRow[] = []
  #timer: NodeJS.Timeout | undefined

  constructor(
    repository: Pick<VitalsRepository, 'insert'>,
    storage: StorageWatch,
    options: VitalsRecorderOptions = {},
  ) {
    this.#repository = repository
    this.#storage = storage
    this.#maxPending = options.maxPending ?? recorderDefaults.maxPending
    this.#flushMs = options.flushMs ?? recorderDefaults.flushMs
    this.#onError = options.onError ?? (() => {})
  }

  /** Holds the rows for the next write; false when they were refused. */
  record(rows: readonly VitalRow[]): boolean {
    if (this.#pending.length + rows.length > this.#maxPending) return false
    this.#pending.push(...rows)
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => void this.flush(), this.#flushMs)
      this.#timer.unref()
    }
    return true
  }

  /** Writes what is held now (also on shutdown); resolves once written (or given up). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const rows = this.#pending
    this.#pending = []
    if (rows.length === 0) return
    if (this.#storage.problem() !== undefined) return
    try {
      await this.#repository.insert(rows)
    } catch (error) {
      this.#storage.recordFailure(error)
      this.#onError(`${rows.length} page metrics could not be stored: ${String(error)}`)
    }
  }
}
