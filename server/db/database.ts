import { Kysely, sql, type Transaction } from 'kysely'
import { DatabaseHealth, ServerHealth, type StorageHealth } from './database-health.ts'
import { sqliteDatabase } from './sqlite-database.ts'
import { migrateToLatest } from './migrate.ts'
import type { Engine } from './migrations/row-id.ts'
import { postgresDialect, postgresPool } from './postgres.ts'
import type { Tables } from './schema.ts'
import type { FileSync } from './wal-sync.ts'

export type { Engine } from './migrations/row-id.ts'

/**
 * The PostgreSQL pool of a process that names none (the migration command, the benchmark); the
 * server always passes DATABASE_POOL_MAX and DATABASE_STATEMENT_TIMEOUT_MS. A read-only staff
 * tool streams one long query on a pool of two, with no statement timeout.
 */
const unnamedPool = { poolMax: 10, statementTimeoutMs: 5_000, readonlyPoolMax: 2 } as const

/** Where the data lives: PostgreSQL when `url` is set, else the SQLite file at `path`. */
export interface DatabaseOptions {
  /** `postgres://…` (DATABASE_URL); unset means SQLite. */
  url: string | undefined
  /** The SQLite file (DATABASE_PATH). */
  path: string
  /** PostgreSQL connections this process opens at most. */
  poolMax?: number
  /** PostgreSQL: statements running longer are cancelled. */
  statementTimeoutMs?: number
  /** Reports a broken idle PostgreSQL connection (logged by the app). */
  onIdleError?: (error: Error) => void
  /** Read only, schema as it is (the staff tools beside a running server). */
  readonly?: boolean
  /** SQLite: how the write-ahead log is flushed (tests slow it down); fdatasync by default. */
  syncFile?: FileSync
}

/** An open database of either engine: the query builder and what differs between the engines. */
export interface Database {
  engine: Engine
  db: Kysely<Tables>
  health: StorageHealth
  /** The SQLite file, for backups and file checks; undefined on PostgreSQL. */
  file: string | undefined
  /**
   * Runs `work` in a transaction whose commit does not wait for the disk (PostgreSQL
   * `synchronous_commit = off`, SQLite `synchronous = NORMAL` in WAL mode): it survives a crash
   * of this process but may be lost with the machine's power. For what costs little to lose.
   */
  relaxed<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T>
  /**
   * Runs `work` in a transaction and resolves once its commit is on the disk, without holding
   * the event loop while the disk works: PostgreSQL's server syncs its log before it answers the
   * COMMIT; SQLite commits without waiting and then flushes the write-ahead log on the thread
   * pool, one flush for every batch committed meanwhile (wal-sync.ts). For what is acknowledged
   * to a visitor: the enquiry batches.
   */
  durable<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T>
  /** The migrations that ran when it was opened (none when it was up to date, or read-only). */
  migrated: string[]
  close(): Promise<void>
}

/** Whether a DATABASE_URL names PostgreSQL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/**
 * PostgreSQL's migrations, on a connection of their own with no statement timeout: a migration
 * may take longer than a request's statement may (an index built on a large table), and an
 * instance starting while another migrates waits on the migrator's lock for as long as that
 * takes (Kysely's lock_timeout, an hour), instead of having the wait cancelled as a slow
 * statement and exiting.
 */
async function migratePostgres(
  url: string,
  onIdleError: (error: Error) => void,
): Promise<string[]> {
  const pool = postgresPool({
    url,
    poolMax: 1,
    statementTimeoutMs: 0,
    onIdleError,
    pipeline: false,
  })
  const db = new Kysely<unknown>({ dialect: postgresDialect(pool) })
  try {
    return await migrateToLatest(db, 'postgres')
  } finally {
    await db.destroy()
  }
}

/** One attempt of openDatabase. */
async function openOnce(options: DatabaseOptions): Promise<Database> {
  let database: Database
  if (options.url !== undefined) {
    const pool = postgresPool({
      url: options.url,
      poolMax:
        options.readonly === true
          ? unnamedPool.readonlyPoolMax
          : (options.poolMax ?? unnamedPool.poolMax),
      // a read-only tool streams one long query (the staff export): no statement timeout
      statementTimeoutMs:
        options.readonly === true
          ? 0
          : (options.statementTimeoutMs ?? unnamedPool.statementTimeoutMs),
      onIdleError: options.onIdleError ?? (() => {}),
      pipeline: options.readonly !== true,
    })
    const db = new Kysely<Tables>({ dialect: postgresDialect(pool) })
    database = {
      engine: 'postgres',
      db,
      health: new ServerHealth(),
      file: undefined,
      migrated: [],
      relaxed: (work) =>
        db.transaction().execute(async (trx) => {
          await sql`set local synchronous_commit = off`.execute(trx)
          return work(trx)
        }),
      durable: (work) => db.transaction().execute(work),
      close: () => db.destroy(),
    }
  } else {
    database = sqliteDatabase(options.path, options.readonly === true, options.syncFile)
  }
  if (options.readonly === true) return database
  try {
    database.migrated =
      options.url === undefined
        ? await migrateToLatest(database.db as Kysely<unknown>, database.engine)
        : await migratePostgres(options.url, options.onIdleError ?? (() => {}))
  } catch (error) {
    await database.close()
    throw error
  }
  if (database.engine === 'sqlite') {
    // the file watch needs the write-ahead log, which migrating created
    database.health = new DatabaseHealth(options.path)
  }
  return database
}

/** How often a SQLite file is opened at most when it answers "database is locked" at once. */
const sqliteOpenAttempts = 5

/**
 * Whether opening a SQLite file failed on SQLite's lock (SQLITE_BUSY and its extended codes),
 * itself or as the cause of a migration's failure.
 */
function lockedAtOpen(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true
  }
  return false
}

/**
 * Opens the database (PostgreSQL through a bounded pool when `url` is set, else the SQLite file,
 * created owner-only) and, unless read-only, brings its schema up to date under the migrator's
 * lock. Several processes opening one new SQLite file together can meet "database is locked" at
 * once, where busy_timeout does not wait (the write-ahead log being set up or recovered by
 * another): the open is tried again after a short, growing pause; what was half done was rolled
 * back, so the next try finds the work of the process that won.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openOnce(options)
    } catch (error) {
      if (options.url !== undefined || attempt >= sqliteOpenAttempts || !lockedAtOpen(error))
        throw error
      await new Promise((done) => setTimeout(done, attempt * (50 + Math.random() * 50)))
    }
  }
}
