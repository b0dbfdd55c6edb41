import type { CreateTableBuilder } from 'kysely'

export type Engine = 'sqlite' | 'postgres'

/**
 * Adds the integer row id every table without a natural key has: SQLite's rowid alias
 * (`integer primary key`) or PostgreSQL's identity column. The one place the two engines'
 * schemas differ; no query depends on how the id is made.
 */
export function withRowId<T extends string>(
  engine: Engine,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return engine === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey())
    : table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
}
