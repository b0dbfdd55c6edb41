import Cursor from 'pg-cursor'
import pg from 'pg'
import { PostgresDialect, type DatabaseIntrospector, type Kysely } from 'kysely'
import { preparingPool } from './prepared-pool.ts'
import { SchemaIntrospector } from './schema-introspector.ts'

export interface PostgresOptions {
  url: string
  /** Connections this process opens at most; requests beyond wait for one (bounded pool). */
  poolMax: number
  /** Any statement running longer is cancelled by the server (`statement_timeout`); 0: none. */
  statementTimeoutMs: number
  /** Called when an idle pooled connection breaks (the server restarted, the network dropped). */
  onIdleError: (error: Error) => void
  /**
   * node-postgres's pipeline mode: a statement is sent without waiting for the one before, so a
   * pipeline (pipeline.ts) costs one round trip. Off for a pool that streams through a cursor
   * (the staff export), which pipeline mode refuses.
   */
  pipeline: boolean
}

/** int8 (COUNT, epoch milliseconds) as a JavaScript number: every value we keep fits in 2^53. */
const int8Oid = 20

/**
 * A bounded pool to the PostgreSQL server of `DATABASE_URL`: at most `poolMax` connections, a
 * connection attempt abandoned after 5 s, idle connections closed after 30 s, every statement
 * limited to `statementTimeoutMs` by the server itself, and a broken idle connection reported
 * rather than crashing the process (pg emits it as an `error` event).
 */
export function postgresPool(options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    pipeline: options.pipeline,
    // 0: no limit (the staff export's one long cursor)
    ...(options.statementTimeoutMs === 0
      ? {}
      : {
          statement_timeout: options.statementTimeoutMs,
          // the client gives up a little after the server should have: a server that stopped
          // answering
          query_timeout: options.statementTimeoutMs + 2_000,
        }),
    application_name: 'trillium',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === int8Oid
          ? (value: string) => Number(value)
          : (pg.types.getTypeParser(
              oid,
              format ?? 'text',
            ) as unknown)) as typeof pg.types.getTypeParser,
    },
  })
  pool.on('error', options.onIdleError)
  // A connection that breaks while checked out between two statements (in a transaction) emits
  // `error` too, where the pool no longer listens: the statement that follows fails instead.
  pool.on('connect', (client) => client.on('error', options.onIdleError))
  return pool
}

/**
 * Kysely's PostgreSQL dialect over that pool, with the batch statements prepared once per
 * connection (prepared-pool.ts), cursors for streaming (the staff export) and the migrator's
 * questions answered from the connection's own schema (schema-introspector.ts).
 */
export function postgresDialect(pool: pg.Pool): PostgresDialect {
  return new SchemaDialect({ pool: preparingPool(pool), cursor: Cursor })
}

/** PostgreSQL whose introspection (the migrator's) reads the connection's own schema only. */
class SchemaDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db)
  }
}

/** SQLSTATE classes and codes that mean the database cannot take work now, as a sentence. */
function postgresFailure(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : String(error)
  if (typeof code === 'string') {
    if (/^E[A-Z]+$/.test(code)) return `the database cannot be reached (${code})`
    if (code.startsWith('08')) return `the connection to the database failed (${code})`
    if (code === '57P01' || code === '57P02' || code === '57P03')
      return `the database is shutting down or starting (${code})`
    if (code === '57014') return 'a database statement took too long and was cancelled'
    if (code.startsWith('53')) return `the database is out of resources (${code})`
    if (code === '25006') return 'the database is read-only'
  }
  if (
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection is closed/i.test(
      message,
    )
  )
    return 'the connection to the database failed'
  return undefined
}

export { postgresFailure }
