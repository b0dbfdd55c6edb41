/**
 * `npm run db:backup -- --out FILE`: a consistent copy of the SQLite database at DATABASE_PATH
 * (default data/trillium.db), made with SQLite's online backup while the server keeps running:
 * the copy is one moment of the database, with every committed enquiry, owner-only (0600),
 * written under a temporary name and renamed into place once complete. On PostgreSQL
 * (DATABASE_URL set) it refuses and names pg_dump, the tool for that engine (docs/deploy.md).
 */
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'

const usage = `Usage: npm run db:backup -- --out FILE

Copies the SQLite database at DATABASE_PATH (default data/trillium.db) to FILE while the server
runs (SQLite's online backup). Restore by stopping the server and putting FILE in its place.
On PostgreSQL use pg_dump and pg_restore (see docs/deploy.md).`

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n\n${usage}\n`)
  process.exit(code)
}

let out: string | undefined
try {
  out = parseArgs({ options: { out: { type: 'string' } } }).values.out
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
if (out === undefined || out === '') fail('--out FILE is needed.')
if (process.env.DATABASE_URL?.trim()) {
  fail(
    'DATABASE_URL is set: this database is PostgreSQL. Back it up with pg_dump --format=custom --file FILE "$DATABASE_URL" (restore with pg_restore).',
  )
}
const path = process.env.DATABASE_PATH?.trim() || 'data/trillium.db'
if (!existsSync(path)) fail(`No database at ${path} (set DATABASE_PATH).`)
// npm runs scripts in the project folder; a relative name means where the person typed it
const target = resolve(process.env.INIT_CWD ?? process.cwd(), out)
const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.part`)
const db = new Database(path, { readonly: true, fileMustExist: true })
try {
  await db.backup(temporary)
  chmodSync(temporary, 0o600)
  // the copy must open and be whole before it replaces anything
  const copy = new Database(temporary, { readonly: true })
  const check = copy.pragma('integrity_check', { simple: true })
  const count = (copy.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n
  copy.close()
  if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`)
  renameSync(temporary, target)
  process.stderr.write(`Backed up ${count} enquiries to ${target}\n`)
} catch (error) {
  rmSync(temporary, { force: true })
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`, 1)
} finally {
  db.close()
}
