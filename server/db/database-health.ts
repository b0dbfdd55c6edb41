import { accessSync, constants, statSync, statfsSync } from 'node:fs'
import { dirname } from 'node:path'
import { postgresFailure } from './postgres.ts'

/**
 * What the server knows of its database's health: `problem()` answers at once (no query), so
 * every request can ask it; writes report their failures and successes.
 */
export interface StorageHealth {
  /** Why the database cannot be trusted with a write now, or undefined. */
  problem(): string | undefined
  /**
   * Undefined when a check in the last `maxAgeMs` found nothing wrong, else a check now: for
   * refusing a request before its body is read, where a check per request would cost more than
   * the refusal saves (the write itself checks again, at once). A problem is never taken from an
   * earlier check, so storage put right is seen at the next request.
   */
  recentProblem(maxAgeMs: number): string | undefined
  /** A write failed: the reason when the error means the storage is unusable, else undefined. */
  recordFailure(error: unknown): string | undefined
  recordSuccess(): void
  /** Whether a failed write is what keeps the database unhealthy (a probe may clear it). */
  readonly failing: boolean
}

/**
 * The disk counts as full unless more than this is free (server/README.md: 1 MiB): a commit
 * could fail half-way through.
 */
const minFreeBytes = 1024 * 1024

/** The bytes free for an unprivileged writer on the file system holding `folder`. */
function freeBytesIn(folder: string): number {
  const fs = statfsSync(folder)
  return fs.bavail * fs.bsize
}

interface Identity {
  dev: number
  ino: number
  mode: number
}

function identityOf(path: string): Identity | undefined {
  try {
    const stat = statSync(path)
    return { dev: stat.dev, ino: stat.ino, mode: stat.mode }
  } catch {
    return undefined
  }
}

/** A SQLite error code that means the file cannot take writes, as a sentence for the log. */
function storageFailure(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return undefined
  if (code === 'SQLITE_FULL') return 'the disk is full'
  if (code.startsWith('SQLITE_READONLY')) return 'the database file is read-only'
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN'))
    return `the database file cannot be written (${code})`
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return `the database file is damaged (${code})`
  return undefined
}

/**
 * Watches that the database file the server writes to is still the one it opened, on a disk
 * that can take writes. SQLite keeps writing through its open file even after the file was
 * deleted or replaced on disk, so without this the server would thank visitors for enquiries
 * nobody will ever read. `problem()` answers from the file system at once (a few `stat` calls,
 * cheap enough for every write batch): the file or its write-ahead log deleted or replaced (a new
 * inode at the path), the file made read-only, the file system read-only, less than 1 MiB free.
 * A failed write (`recordFailure`) also counts until a later write succeeds.
 */
export class DatabaseHealth implements StorageHealth {
  readonly #path: string
  readonly #wal: string
  readonly #db: Identity | undefined
  readonly #walIdentity: Identity | undefined
  readonly #freeBytes: (folder: string) => number
  #failure: string | undefined
  /** When (performance.now()) a check last found nothing wrong. */
  #healthyAt: number | undefined

  /**
   * Call once the database is open and migrated, so its write-ahead log exists. `freeBytes`
   * measures the free space (tests give a disk of any size).
   */
  constructor(path: string, freeBytes: (folder: string) => number = freeBytesIn) {
    this.#path = path
    this.#freeBytes = freeBytes
    this.#wal = `${path}-wal`
    this.#db = path === ':memory:' ? undefined : identityOf(path)
    this.#walIdentity = path === ':memory:' ? undefined : identityOf(this.#wal)
  }

  /** What is wrong with the database file now, or undefined when enquiries can be stored. */
  problem(): string | undefined {
    const problem = this.#check()
    this.#healthyAt = problem === undefined ? performance.now() : undefined
    return problem
  }

  recentProblem(maxAgeMs: number): string | undefined {
    const at = this.#healthyAt
    return at !== undefined && performance.now() - at <= maxAgeMs ? undefined : this.problem()
  }

  #check(): string | undefined {
    if (this.#db === undefined) return this.#failure
    const now = identityOf(this.#path)
    if (now === undefined) return 'the database file was deleted'
    if (now.dev !== this.#db.dev || now.ino !== this.#db.ino)
      return 'the database file was replaced by another file'
    if (this.#walIdentity !== undefined) {
      const wal = identityOf(this.#wal)
      if (wal === undefined) return "the database's write-ahead log was deleted"
      if (wal.dev !== this.#walIdentity.dev || wal.ino !== this.#walIdentity.ino)
        return "the database's write-ahead log was replaced by another file"
    }
    // the owner's write bit: `chmod a-w` means someone wants no more writes, even for root
    if ((now.mode & 0o200) === 0) return 'the database file is read-only'
    try {
      accessSync(this.#path, constants.W_OK)
    } catch {
      return 'the database file is read-only'
    }
    try {
      if (this.#freeBytes(dirname(this.#path)) <= minFreeBytes) return 'the disk is full'
    } catch {
      return 'the database folder cannot be read'
    }
    return this.#failure
  }

  /**
   * Notes a write that failed; returns the reason when the error means the storage is unusable
   * (disk full, read-only, I/O error), undefined for any other error.
   */
  recordFailure(error: unknown): string | undefined {
    const reason = storageFailure(error)
    if (reason !== undefined) {
      this.#failure = reason
      this.#healthyAt = undefined
    }
    return reason
  }

  /** A write committed: whatever failed before works again. */
  recordSuccess(): void {
    this.#failure = undefined
  }

  /** Whether a failed write is what keeps the database unhealthy (a probe write may clear it). */
  get failing(): boolean {
    return this.#failure !== undefined
  }
}

/**
 * The health of a PostgreSQL server, as the server's own queries find it: a statement that
 * failed because the server cannot be reached, is shutting down, is out of resources or timed
 * out makes it unavailable until a later statement (or the app's probe every second) succeeds.
 */
export class ServerHealth implements StorageHealth {
  #failure: string | undefined

  problem(): string | undefined {
    return this.#failure
  }

  /** Asks nothing of the server: the last statement's outcome is always recent. */
  recentProblem(): string | undefined {
    return this.#failure
  }

  recordFailure(error: unknown): string | undefined {
    const reason = postgresFailure(error)
    if (reason !== undefined) this.#failure = reason
    return reason
  }

  recordSuccess(): void {
    this.#failure = undefined
  }

  get failing(): boolean {
    return this.#failure !== undefined
  }
}
