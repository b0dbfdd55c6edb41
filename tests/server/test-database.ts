import { createHash } from 'node:crypto'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'

/*
 * Which engine the server suites run on. `npm test` runs them twice: on SQLite (a file in each
 * test's folder) and on a throw-away PostgreSQL server that scripts/test-postgres.ts starts and
 * removes, passing its address as TEST_DATABASE_URL. On PostgreSQL each test folder gets a schema
 * of its own (its tables found through the connection's `search_path`), dropped with the folder.
 */

/** The PostgreSQL server the suites run on, or undefined for SQLite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined
export const onPostgres = testDatabaseUrl !== undefined
export const engineName = onPostgres ? 'PostgreSQL' : 'SQLite'

let admin: pg.Pool | undefined
function adminPool(): pg.Pool {
  if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set')
  admin ??= new pg.Pool({
    connectionString: testDatabaseUrl,
    max: 2,
    idleTimeoutMillis: 500,
    allowExitOnIdle: true,
  })
  return admin
}

/** The schema of a test folder: a hash of its whole path, so no two folders share one. */
export function schemaOf(dir: string): string {
  return `t_${createHash('sha256').update(dir).digest('hex').slice(0, 20)}`
}

/** The DATABASE_URL of a test folder's schema, or undefined on SQLite. */
export function databaseUrlOf(dir: string): string | undefined {
  if (testDatabaseUrl === undefined) return undefined
  const url = new URL(testDatabaseUrl)
  url.searchParams.set('options', `-c search_path=${schemaOf(dir)}`)
  return url.toString()
}

/** Creates the test folder's schema (PostgreSQL; nothing to do on SQLite). */
export async function prepareDatabase(dir: string): Promise<void> {
  if (!onPostgres) return
  await adminPool().query(`CREATE SCHEMA IF NOT EXISTS ${schemaOf(dir)}`)
}

/** Drops the test folder's schema and everything in it (PostgreSQL). */
export async function dropDatabase(dir: string): Promise<void> {
  if (!onPostgres) return
  await adminPool().query(`DROP SCHEMA IF EXISTS ${schemaOf(dir)} CASCADE`)
}

/** Runs SQL on the test folder's schema through a connection of its own (PostgreSQL). */
export async function queryIn<T extends pg.QueryResultRow>(
  dir: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = await adminPool().connect()
  try {
    await client.query(`SET search_path TO ${schemaOf(dir)}`)
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.query('RESET search_path').catch(() => undefined)
    client.release()
  }
}

/**
 * The rows of one table of a test app's database (its folder `dir`, as testApp returned it),
 * in the order they were written, read through a connection of their own: what is committed.
 * Times and ids come back as numbers on either engine.
 */
export async function storedRows(
  dir: string,
  table: 'enquiries' | 'vitals' | 'used_challenges' | 'outbox',
): Promise<Record<string, unknown>[]> {
  if (onPostgres) {
    const rows = await queryIn<Record<string, unknown>>(dir, `SELECT * FROM ${table} ORDER BY id`)
    return rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' &&
          /^(id|created_at|received_hour|expires_at|enquiry_id|next_attempt_at|sent_at|lease_until)$/.test(
            k,
          ) &&
          /^\d+$/.test(v)
            ? Number(v)
            : v,
        ]),
      ),
    )
  }
  const db = new Database(join(dir, 'data', 'test.db'), { readonly: true })
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}
