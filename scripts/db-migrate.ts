/**
 * `npm run db:migrate`: brings the database's schema up to date, the same migrations the server
 * runs at start (under the migrator's lock, so it is safe beside starting instances): PostgreSQL
 * when DATABASE_URL is set, else the SQLite file at DATABASE_PATH (default data/trillium.db).
 */
import { isPostgresUrl, openDatabase } from '../server/db/database.ts'

const url = process.env.DATABASE_URL?.trim() || undefined
const path = process.env.DATABASE_PATH?.trim() || 'data/trillium.db'
if (url !== undefined && !isPostgresUrl(url)) {
  process.stderr.write('DATABASE_URL must start with postgres:// or postgresql://\n')
  process.exit(2)
}
try {
  const database = await openDatabase({ url, path })
  try {
    const ran = database.migrated
    const where = url === undefined ? path : 'the PostgreSQL database of DATABASE_URL'
    process.stdout.write(
      ran.length === 0
        ? `${where}: the schema is up to date\n`
        : `${where}: ran ${ran.join(', ')}\n`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  process.stderr.write(
    `Migration failed: ${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
}
