import { CompiledQuery, type Kysely } from 'kysely'
import type { Engine } from './migrations/row-id.ts'
import type { Tables } from './schema.ts'

/**
 * The SQL text of a pipeline: its parameters are the statements themselves, which the pool's
 * facade (prepared-pool.ts) sends to PostgreSQL one after the other without waiting.
 */
export const pipelineMarker = '/* pipeline */'

/** The rows of each statement, in order. */
export type PipelineRows = readonly (readonly unknown[])[]

/**
 * Runs `statements` in order on `db` (a transaction) and returns each one's rows. On PostgreSQL
 * they go out together, in one write, and their answers come back in one round trip instead of
 * one each (node-postgres's pipeline mode): the server runs them one after the other, in the
 * transaction, as if each had waited for the one before. One that fails fails the pipeline, and
 * those after it fail too (the transaction is aborted), so the caller rolls back as after any
 * failed statement. On SQLite, in the process, they simply run in order.
 */
export async function runPipeline(
  db: Kysely<Tables>,
  engine: Engine,
  statements: readonly CompiledQuery[],
): Promise<PipelineRows> {
  if (engine === 'sqlite') {
    const rows: unknown[][] = []
    for (const statement of statements) rows.push((await db.executeQuery(statement)).rows)
    return rows
  }
  const result = await db.executeQuery(CompiledQuery.raw(pipelineMarker, [...statements]))
  return result.rows as unknown as PipelineRows
}
