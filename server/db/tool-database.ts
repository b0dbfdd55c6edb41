import { existsSync } from 'node:fs'
import { isPostgresUrl, openDatabase, type Database } from './database.ts'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The database the staff tools read (`npm run enquiries`, `npm run vitals`), as the server finds
 * it: PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH (default
 * `data/trillium.db`), opened read-only, safe beside the running server. Throws a sentence naming
 * the variable to set when there is nothing to read.
 */
export async function openToolDatabase(env: Env): Promise<Database> {
  const url = env.DATABASE_URL?.trim()
  if (url !== undefined && url !== '') {
    if (!isPostgresUrl(url)) throw new Error('DATABASE_URL must start with postgres://')
    return openDatabase({ url, path: '', readonly: true })
  }
  const path = env.DATABASE_PATH?.trim() || 'data/trillium.db'
  if (!existsSync(path))
    throw new Error(`No database at ${path} (set DATABASE_PATH, or DATABASE_URL).`)
  return openDatabase({ url: undefined, path, readonly: true })
}
