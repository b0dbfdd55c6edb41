import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import {
  CompiledQuery,
  sql,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type MigrationLockOptions,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely'

/**
 * How many prepared statements one connection keeps, the least recently used forgotten first (a
 * batch's SQL varies with its size: five statements for each size met).
 */
const statementCacheSize = 256

/**
 * Makes the database file (and its journal files, if any) readable and writable by the owner
 * only: enquiries are personal data. SQLite creates the `-wal` and `-shm` files with the mode of
 * the database file, so creating it 0600 first is enough for a new database.
 */
function restrictToOwner(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  closeSync(openSync(path, 'a', 0o600))
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600)
  }
}

/**
 * Opens (creating it and its folder if needed, owner-only) the SQLite file. WAL lets readers run
 * beside the writer; `synchronous = FULL` makes each commit durable before the server answers,
 * which is what "nothing acknowledged is ever lost" needs (the enquiry batches get the same
 * from an fdatasync of the log off the event loop: wal-sync.ts). The statement journal that a
 * multi-row statement keeps, so that it can be undone alone, stays in memory: as a temporary
 * file it cost a write call per page the statement changed.
 */
export function openSqliteFile(path: string, readonly = false): Database.Database {
  if (readonly) {
    return new Database(path, { readonly: true, fileMustExist: true })
  }
  if (path !== ':memory:') restrictToOwner(path)
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('busy_timeout = 5000')
    db.pragma('foreign_keys = ON')
    db.pragma('temp_store = MEMORY')
    // what a delete frees is overwritten with zeros: an erased guest's bytes do not stay in
    // the file's free pages (server/desk/erasure.ts)
    db.pragma('secure_delete = ON')
  } catch (error) {
    // "database is locked" while another process sets the file up: openDatabase tries again
    db.close()
    throw error
  }
  return db
}

/**
 * better-sqlite3 behind Kysely's SQLite interface, with its prepared statements kept: Kysely
 * prepares every query anew, which costs more than running it for the small statements of a
 * write batch.
 */
export function cachingDatabase(db: Database.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close: () => db.close(),
    prepare(text: string): SqliteStatement {
      let statement = statements.get(text)
      if (statement === undefined) {
        statement = db.prepare(text)
        if (statements.size >= statementCacheSize) {
          const leastRecent = statements.keys().next().value
          if (leastRecent !== undefined) statements.delete(leastRecent)
        }
      } else {
        // the map keeps insertion order: a statement used now moves to the end
        statements.delete(text)
      }
      statements.set(text, statement)
      return statement
    },
  }
}

/**
 * Kysely's SQLite adapter with the two things the migrations need: each migration in a
 * transaction (SQLite's DDL is transactional), and a lock that holds across processes, taken by
 * a write to the lock table first thing in that transaction, so a second server starting on the
 * same file waits (busy_timeout) and then finds the work done.
 */
class LockingSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }

  override async acquireMigrationLock(
    db: Kysely<unknown>,
    options: MigrationLockOptions,
  ): Promise<void> {
    await sql`update ${sql.table(options.lockTable)} set is_locked = 1 where id = ${options.lockRowId}`.execute(
      db,
    )
  }

  override async releaseMigrationLock(
    db: Kysely<unknown>,
    options: MigrationLockOptions,
  ): Promise<void> {
    await sql`update ${sql.table(options.lockTable)} set is_locked = 0 where id = ${options.lockRowId}`.execute(
      db,
    )
  }
}

/**
 * Every transaction of the server writes, so each takes SQLite's write lock as it begins
 * (`begin immediate`), waiting for it under busy_timeout. A deferred `begin` takes it at the
 * first write instead, and in WAL mode a transaction whose snapshot another process's commit has
 * overtaken by then fails at once with "database is locked", busy_timeout or not: three
 * processes migrating one new file together met it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** The SQLite dialect of the server: cached statements, transactional locked migrations. */
export class TrilliumSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig

  constructor(db: Database.Database) {
    const config = { database: cachingDatabase(db) }
    super(config)
    this.#config = config
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }

  override createAdapter(): SqliteAdapter {
    return new LockingSqliteAdapter()
  }
}
