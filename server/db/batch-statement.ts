import { CompiledQuery, type Compilable, type Kysely } from 'kysely'
import { preparedMarker } from './prepared-pool.ts'
import type { Tables } from './schema.ts'

/** What a batch statement is given: its rows, and whatever else its SQL needs. */
export interface BatchInput<Row> {
  rows: readonly Row[]
}

/**
 * A multi-row statement of the enquiry batch, built by Kysely once per row count and engine and
 * then run again with each batch's parameters, so a batch pays Kysely's building and compiling
 * (tens of microseconds a statement, more than SQLite takes to run it) only for a row count it
 * has not met before. Its SQL must depend on nothing but the row count: the parameters of a later
 * batch are laid out by `parameters`, which is checked against the parameters Kysely itself wrote
 * the first time, so a layout that does not match fails at once instead of running with values
 * in the wrong places. Make one per database (the SQL differs between the engines). Its SQL
 * carries the prepared marker: on PostgreSQL each connection parses it once (prepared-pool.ts).
 */
export class BatchStatement<Input extends BatchInput<unknown>, Result> {
  readonly #build: (db: Kysely<Tables>, input: Input) => Compilable<Result>
  readonly #parameters: (input: Input) => unknown[]
  /** The SQL by row count: at most the writer's largest batch of entries. */
  readonly #sql = new Map<number, string>()

  constructor(
    build: (db: Kysely<Tables>, input: Input) => Compilable<Result>,
    parameters: (input: Input) => unknown[],
  ) {
    this.#build = build
    this.#parameters = parameters
  }

  /** Runs the statement on `db` (a transaction, usually) and returns its rows. */
  async execute(db: Kysely<Tables>, input: Input): Promise<Result[]> {
    return (await db.executeQuery(this.compile(db, input))).rows
  }

  /** The statement with `input`'s parameters, ready to run (alone, or in a pipeline). */
  compile(db: Kysely<Tables>, input: Input): CompiledQuery<Result> {
    const parameters = this.#parameters(input)
    const known = this.#sql.get(input.rows.length)
    if (known !== undefined) return CompiledQuery.raw(known, parameters)
    const compiled = this.#build(db, input).compile()
    const same =
      compiled.parameters.length === parameters.length &&
      compiled.parameters.every((value, i) => value === parameters[i])
    if (!same) {
      throw new Error(
        `The parameters laid out for "${compiled.sql.slice(0, 60)}…" differ from Kysely's: ${JSON.stringify(parameters)} and ${JSON.stringify(compiled.parameters)}`,
      )
    }
    const sql = `${preparedMarker}${compiled.sql}`
    this.#sql.set(input.rows.length, sql)
    return CompiledQuery.raw(sql, parameters)
  }
}
