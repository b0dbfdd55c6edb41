import { existsSync } from 'node:fs'
import { Kysely, sql, type Transaction } from 'kysely'
import type { Database } from './database.ts'
import { ServerHealth } from './database-health.ts'
import type { Tables } from './schema.ts'
import { openSqliteFile, TrilliumSqliteDialect } from './sqlite.ts'
import { WalSync, type FileSync } from './wal-sync.ts'

type Work<T> = (trx: Transaction<Tables>) => Promise<T>

/**
 * A transaction that fails with the error of the statement that failed in it. SQLite rolls a
 * transaction back by itself after some errors (SQLITE_FULL, SQLITE_IOERR), and Kysely's own
 * ROLLBACK then fails with "no transaction is active", which would hide the cause the storage
 * watch reads (a full disk is a 503, not a 500).
 */
async function transaction<T>(db: Kysely<Tables>, work: Work<T>): Promise<T> {
  let failure: { error: unknown } | undefined
  try {
    return await db.transaction().execute(async (trx) => {
      try {
        return await work(trx)
      } catch (error) {
        failure = { error }
        throw error
      }
    })
  } catch (error) {
    throw failure === undefined ? error : failure.error
  }
}

/** A transaction whose commit does not wait for the disk (`synchronous = NORMAL`, WAL mode). */
function unsyncedTransaction<T>(db: Kysely<Tables>, work: Work<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection)
    try {
      return await transaction(connection, work)
    } finally {
      await sql`pragma synchronous = full`.execute(connection)
    }
  })
}

/** A failed flush of the log, with SQLite's own code for it (the storage watch knows it). */
function flushFailure(error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error)
  return Object.assign(
    new Error(`the write-ahead log could not be flushed to the disk: ${reason}`),
    {
      code: 'SQLITE_IOERR_FSYNC',
    },
  )
}

/**
 * The SQLite file at `path` behind Kysely (sqlite.ts: owner-only, WAL, `synchronous = FULL`,
 * cached statements). Durable transactions commit without waiting for the disk and resolve once
 * the write-ahead log is flushed by WalSync (`syncFile`, fdatasync on the thread pool unless a
 * test passes its own); a database without a log (in memory, or a file system that refused WAL)
 * commits them with `synchronous = FULL` instead. The storage watch is set once migrated.
 */
export function sqliteDatabase(path: string, readonly: boolean, syncFile?: FileSync): Database {
  const file = openSqliteFile(path, readonly)
  const db = new Kysely<Tables>({ dialect: new TrilliumSqliteDialect(file) })
  const walPath = `${path}-wal`
  /** The log's flusher, looked for at the first durable write (migrating creates the log). */
  let log: WalSync | null | undefined
  return {
    engine: 'sqlite',
    db,
    health: new ServerHealth(),
    file: path,
    migrated: [],
    relaxed: (work) => unsyncedTransaction(db, work),
    durable: async (work) => {
      log ??= path !== ':memory:' && existsSync(walPath) ? new WalSync(walPath, syncFile) : null
      if (log === null) return transaction(db, work)
      const result = await unsyncedTransaction(db, work)
      try {
        await log.sync()
      } catch (error) {
        throw flushFailure(error)
      }
      return result
    },
    close: async () => {
      await db.destroy()
      log?.close()
    },
  }
}
