import {
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely'

/** Kysely's own tables, which its migrator asks for and every other reader leaves out. */
const kyselyTables = new Set(['kysely_migration', 'kysely_migration_lock'])

interface ColumnRow {
  table: string
  schema: string
  kind: string
  column: string
  type: string
  type_schema: string
  not_null: boolean
  has_default: boolean
  auto_incrementing: boolean
}

/**
 * What Kysely's migrator asks PostgreSQL (does the schema exist, do its tables exist), answered
 * from the connection's own schema only (`current_schema()`, the first of its search_path).
 *
 * Kysely's PostgreSQL introspector reads every table of every schema on the server and calls
 * `pg_get_serial_sequence` on each by name: on a server where another schema is being dropped
 * meanwhile (the test suites give every test a schema of their own and drop it after) that
 * call fails with "schema … does not exist" or "column … of relation … does not exist", and
 * the migration with it. Reading one schema, without resolving names, cannot meet another's
 * DROP, and costs the same however many schemas the server holds.
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>

  constructor(db: Kysely<unknown>) {
    this.#db = db
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace`.execute(this.#db)
    return rows.rows.map((row) => ({ name: row.name }))
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const rows = await sql<ColumnRow>`
      select c.relname as table, ns.nspname as schema, c.relkind as kind,
             a.attname as column, typ.typname as type, tns.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default,
             (a.attidentity <> '' or coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '')
               like 'nextval(%') as auto_incrementing
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
        left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p')
         and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.#db)
    const tables = new Map<
      string,
      TableMetadata & { columns: TableMetadata['columns'][number][] }
    >()
    for (const row of rows.rows) {
      if (options.withInternalKyselyTables !== true && kyselyTables.has(row.table)) continue
      let table = tables.get(row.table)
      if (table === undefined) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] }
        tables.set(row.table, table)
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing,
        hasDefaultValue: row.has_default,
      })
    }
    return [...tables.values()]
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}
