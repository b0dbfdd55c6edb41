import type { Writable } from 'node:stream'
import type { CompiledQuery, PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'
import { pipelineMarker } from './pipeline.ts'

/**
 * The comment that starts the SQL of a statement to be prepared once per PostgreSQL
 * connection (batch-statement.ts writes it): SQLite ignores it, PostgreSQL shows it in its views.
 */
export const preparedMarker = '/* prepared */ '

/**
 * How many statements get a name at most: a connection keeps each named statement (and its
 * plan) until it closes, and a batch statement has a text per row count.
 */
const maxNames = 256

/**
 * The pg pool as Kysely sees it, except that a statement whose SQL starts with the prepared
 * marker is sent as a named statement: PostgreSQL parses it once per connection and then only
 * binds each batch's values. An enquiry batch is five such statements; parsing them again for
 * every batch cost the database about a quarter of its CPU per enquiry. Any other statement,
 * and any past the first 256 texts, is sent as it is. A pipeline's statements (pipeline.ts) are
 * sent together, in one write.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const nameOf = (sql: string): string | undefined => {
    if (!sql.startsWith(preparedMarker)) return undefined
    let name = names.get(sql)
    if (name === undefined && names.size < maxNames) {
      name = `trillium_${names.size + 1}`
      names.set(sql, name)
    }
    return name
  }
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const single = (sql: string, parameters: readonly unknown[]) => {
      const name = nameOf(sql)
      return name === undefined
        ? client.query(sql, [...parameters])
        : client.query({ name, text: sql, values: [...parameters] })
    }
    // A pipeline (pipeline.ts): its statements are queued at once, and in pipeline mode pg
    // writes each as it is queued; the socket held corked meanwhile sends them in one write.
    const pipeline = async (statements: readonly CompiledQuery[]) => {
      const socket = (client as unknown as { connection?: { stream?: Writable } }).connection
        ?.stream
      socket?.cork()
      let sent: Promise<pg.QueryResult>[]
      try {
        sent = statements.map((statement) => single(statement.sql, statement.parameters))
      } finally {
        socket?.uncork()
      }
      const settled = await Promise.allSettled(sent)
      // the first failure is the cause: those after it met the aborted transaction
      const failed = settled.find((answer) => answer.status === 'rejected')
      if (failed !== undefined) throw failed.reason
      const rows = settled.map((answer): unknown[] =>
        answer.status === 'fulfilled' ? (answer.value.rows as unknown[]) : [],
      )
      return { command: 'PIPELINE', rowCount: statements.length, rows }
    }
    const query = (sql: string, parameters: readonly unknown[]) =>
      sql === pipelineMarker
        ? pipeline(parameters as readonly CompiledQuery[])
        : single(sql, parameters)
    return {
      // pg's own types are wider than Kysely's (any command, any submittable): the same calls
      query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) =>
        typeof sqlOrCursor === 'string'
          ? query(sqlOrCursor, parameters ?? [])
          : client.query(sqlOrCursor as never)) as unknown as PostgresPoolClient['query'],
      release: (destroy?: boolean) => client.release(destroy),
    }
  }
  return {
    connect: async () => {
      const client = await pool.connect()
      let facade = wrapped.get(client)
      if (facade === undefined) {
        facade = wrap(client)
        wrapped.set(client, facade)
      }
      return facade
    },
    end: () => pool.end(),
  }
}
