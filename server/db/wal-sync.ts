import { closeSync, fdatasync, openSync } from 'node:fs'

/** Flushes a file's written data to the disk; resolves once the disk has it. */
export type FileSync = (fd: number) => Promise<void>

/** fdatasync(2) on libuv's thread pool: the event loop goes on while the disk works. */
export const fdatasyncInPool: FileSync = (fd) =>
  new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())))

/**
 * Makes what was committed to a SQLite write-ahead log durable, off the event loop. A commit in
 * `synchronous = NORMAL` writes its frames to the log without waiting for the disk; `sync()` then
 * flushes the log file with one fdatasync on the thread pool and resolves when every frame
 * written before the call is on the disk: what `synchronous = FULL` does inside the commit, but
 * without stopping every other request for the few milliseconds a disk takes. Calls that arrive
 * while a flush runs share the next one (a flush that began before a commit cannot cover it), so
 * under load one flush serves every batch committed meanwhile.
 */
export class WalSync {
  readonly #fd: number
  readonly #sync: FileSync
  /** The flush running now. */
  #running: Promise<void> | undefined
  /** The flush that starts when the running one ends, for the commits made meanwhile. */
  #next: Promise<void> | undefined

  /** Opens the log (`<database>-wal`, which must exist: the database is open in WAL mode). */
  constructor(walPath: string, sync: FileSync = fdatasyncInPool) {
    this.#fd = openSync(walPath, 'r')
    this.#sync = sync
  }

  /** Resolves once everything written to the log before this call is on the disk. */
  sync(): Promise<void> {
    if (this.#running === undefined) return this.#start()
    this.#next ??= this.#running.then(
      () => this.#afterRunning(),
      () => this.#afterRunning(),
    )
    return this.#next
  }

  /** Closes the log's descriptor (after the database's last write). */
  close(): void {
    closeSync(this.#fd)
  }

  #afterRunning(): Promise<void> {
    this.#next = undefined
    return this.#start()
  }

  #start(): Promise<void> {
    const running = this.#sync(this.#fd).finally(() => {
      if (this.#running === running) this.#running = undefined
    })
    this.#running = running
    return running
  }
}
