import type { StorageWatch } from '../enquiries/enquiry-writer.ts'
import type { VitalRow } from './vitals.repository.ts'

export interface VitalsRecorderOptions {
  /** Rows held in memory at most before new beacons are refused (a flood cannot grow it). */
  maxPending?: number
  /** How often the held rows are written, in one transaction. */
  flushMs?: number
  onError?: (message: string) => void
  /** What the rows are, in the error message (`page metrics`). */
  label?: string
}

/** Where a recorder writes its batches: one call per batch. */
export interface BatchSink<Row> {
  insert(rows: readonly Row[]): Promise<unknown>
}

/** Rows held at most (server/README.md: 20 000), and how often they are written: every second. */
const recorderDefaults = { maxPending: 20_000, flushMs: 1000 } as const

/**
 * Buffers metric rows in memory and writes them once a second in one transaction: thousands of
 * beacons a second cost one commit a second, off the requests' path, so enquiries keep their
 * latency. Metrics are samples, not promises: a beacon refused (queue full, storage down) or
 * lost in a crash costs a data point, never an enquiry. The site's count (server/insights) holds
 * its raw events in a second recorder of the same kind.
 */
export class VitalsRecorder<Row = VitalRow> {
  readonly #repository: BatchSink<Row>
  readonly #storage: StorageWatch
  readonly #maxPending: number
  readonly #flushMs: number
  readonly #onError: (message: string) => void
  readonly #label: string
  #pending: Row[] = []
  #timer: NodeJS.Timeout | undefined
  /** The write under way, if any: batches are written one after the other. */
  #writing: Promise<void> | undefined

  constructor(
    repository: BatchSink<Row>,
    storage: StorageWatch,
    options: VitalsRecorderOptions = {},
  ) {
    this.#repository = repository
    this.#storage = storage
    this.#maxPending = options.maxPending ?? recorderDefaults.maxPending
    this.#flushMs = options.flushMs ?? recorderDefaults.flushMs
    this.#onError = options.onError ?? (() => {})
    this.#label = options.label ?? 'page metrics'
  }

  /** Whether `count` more rows would be held now. */
  fits(count: number): boolean {
    return this.#pending.length + count <= this.#maxPending
  }

  /** Holds the rows for the next write; false when they were refused. */
  record(rows: readonly Row[]): boolean {
    if (this.#pending.length + rows.length > this.#maxPending) return false
    this.#pending.push(...rows)
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => void this.flush(), this.#flushMs)
      this.#timer.unref()
    }
    return true
  }

  /**
   * Writes what is held now (also on shutdown); resolves once written (or given up), and not
   * before a write already under way (the timer's) has ended, so what was held is in the database.
   */
  async flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const rows = this.#pending
    this.#pending = []
    const previous = this.#writing
    const writing = (async () => {
      await previous
      if (rows.length === 0 || this.#storage.problem() !== undefined) return
      try {
        await this.#repository.insert(rows)
      } catch (error) {
        this.#storage.recordFailure(error)
        this.#onError(`${rows.length} ${this.#label} could not be stored: ${String(error)}`)
      }
    })()
    this.#writing = writing
    await writing
    if (this.#writing === writing) this.#writing = undefined
  }
}
