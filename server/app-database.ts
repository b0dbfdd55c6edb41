import { randomBytes } from 'node:crypto'
import type { ServerConfig } from './config.ts'
import { openDatabase, type Database } from './db/database.ts'
import { EnquiryRepository } from './enquiries/enquiry.repository.ts'

/** The app's database, opened, with what the app reads from it before it can serve. */
export interface AppDatabase {
  database: Database
  repository: EnquiryRepository
  /** The puzzle tokens' secret: ENQUIRY_SECRET, else the one kept in the database. */
  secret: string
}

/**
 * Opens the database of the configuration (its schema brought up to date) and reads the puzzle
 * secret. A connection that breaks meanwhile or later is reported to `warn` and counted against
 * the database's health once it is open (a break during the migrations has no health to count
 * against yet). When reading the secret fails, the database is closed again before the error is
 * thrown: main.ts tries the start again, and this attempt's pool must not stay open.
 */
export async function openAppDatabase(
  config: ServerConfig,
  warn: (message: string) => void,
): Promise<AppDatabase> {
  // the health exists once the database is open; a break reported before that is logged only
  const opened: { database?: Database } = {}
  const database = await openDatabase({
    url: config.databaseUrl,
    path: config.databasePath,
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.statementTimeoutMs,
    onIdleError: (error) => {
      opened.database?.health.recordFailure(error)
      warn(`a database connection broke: ${error.message}`)
    },
  })
  opened.database = database
  const repository = new EnquiryRepository(database, config.rateLimit)
  try {
    const secret =
      config.enquirySecret ??
      (await repository.setting('challenge_secret', randomBytes(32).toString('base64url')))
    return { database, repository, secret }
  } catch (error) {
    await database.close()
    throw error
  }
}
