import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { enquiriesMigration } from './migrations/001-enquiries.ts'
import { outboxMigration } from './migrations/002-outbox.ts'
import { vitalsMigration } from './migrations/003-vitals.ts'
import { sharedStateMigration } from './migrations/004-shared-state.ts'
import { deskMigration } from './migrations/005-desk.ts'
import { deskSearchMigration } from './migrations/007-desk-search.ts'
import { countMigration } from './migrations/008-count.ts'
import type { Engine } from './migrations/row-id.ts'

/** The schema's history, in order: one set for both engines. */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001-enquiries': enquiriesMigration(engine),
    '002-outbox': outboxMigration(engine),
    '003-vitals': vitalsMigration(engine),
    '004-shared-state': sharedStateMigration,
    '005-desk': deskMigration(engine),
    '007-desk-search': deskSearchMigration(engine),
    '008-count': countMigration(engine),
  }
}

/** The SQL files a database made before Kysely recorded, by their version number. */
const legacyNames: Record<number, string> = {
  1: '001-enquiries',
  2: '002-outbox',
  3: '003-vitals',
}

/**
 * A SQLite file made before the migrations moved to Kysely recorded them in `schema_migrations`
 * (version numbers of `NNN-name.sql` files whose schema `001` to `003` reproduce): their names go
 * into Kysely's table once, so they are not run again.
 */
async function adoptLegacyHistory(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'
      and name in ('schema_migrations', 'kysely_migration')`.execute(db)
  const names = new Set(tables.rows.map((row) => row.name))
  if (!names.has('schema_migrations') || names.has('kysely_migration')) return
  const applied = await sql<{ version: number; applied_at: number }>`
    select version, applied_at from schema_migrations order by version`.execute(db)
  await db.transaction().execute(async (trx) => {
    await sql`create table kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(
      trx,
    )
    for (const row of applied.rows) {
      const name = legacyNames[row.version]
      if (name === undefined) continue
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date(row.applied_at).toISOString()})`.execute(
        trx,
      )
    }
  })
}

/**
 * Brings the schema up to date: the migrations not yet recorded run in order, in one
 * transaction, under the migrator's lock (PostgreSQL: an advisory lock; SQLite: the file's write
 * lock), so several instances starting together run each migration once. Returns the names of
 * those that ran; throws with the failing migration's name.
 */
export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<string[]> {
  await adoptLegacyHistory(db, engine)
  // On PostgreSQL the migrator's tables live in the schema the connection works in (the first of
  // its search_path), found by name there, not in whichever schema has a table of that name.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations(engine)) },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')
    const reason = error instanceof Error ? error.message : JSON.stringify(error)
    throw new Error(
      failed === undefined
        ? `the migrations could not run: ${reason}`
        : `migration ${failed.migrationName} failed: ${reason}`,
      { cause: error },
    )
  }
  return results.map((result) => result.migrationName)
}
