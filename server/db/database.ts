import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

export type Db = Database.Database

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))

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
 * Opens (creating it and its folder if needed, owner-only) the SQLite database and brings its
 * schema up to date. WAL lets readers run beside the writer; `synchronous = FULL` makes each
 * commit durable before the server answers, which is what "nothing acknowledged is ever lost"
 * needs.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') restrictToOwner(path)
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}

/**
 * Applies the numbered SQL files of `server/db/migrations` (`NNN-name.sql`) that the database has
 * not seen yet, each in its own transaction, in number order, and records them.
 */
export function migrate(db: Db, dir: string = migrationsDir): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  )
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  )
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
  const done: string[] = []
  for (const name of files) {
    const version = Number(name.slice(0, 3))
    if (applied.has(version)) continue
    const sql = readFileSync(`${dir}/${name}`, 'utf8')
    db.transaction(() => {
      db.exec(sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        name,
        Date.now(),
      )
    })()
    done.push(name)
  }
  return done
}
