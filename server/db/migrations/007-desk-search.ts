import { sql, type Kysely } from 'kysely'
import type { Engine } from './row-id.ts'

/*
 * The desk's inbox and enquiry pages (issue 42; measured by scripts/bench/desk-inbox.ts): the search index over each enquiry's name, e-mail, phone and message; the
 * index by which an enquiry's mails are found (its timeline, erasure); and the version each
 * timeline entry left the enquiry at (a stale change's 409 shows what changed since).
 */

/**
 * The unit separator (U+001F) between the searched fields on PostgreSQL: the desk refuses it in
 * a search, so no match can run from one field into the next.
 */
export const searchFieldSeparator = '\u001f'

/** PostgreSQL's searched text: the four fields joined and lower-cased. */
const postgresSearchExpression = `lower(${['name', 'email', 'phone', 'message'].join(" || E'\\x1f' || ")})`

/**
 * PostgreSQL's searched text as a search reads it (`table`: the alias the query gives the
 * enquiries): a stored generated column, so neither the trigram index's recheck nor a scan
 * computes it again for every row they read (that was 30 of 44 ms of a rare phrase's search at
 * 100,000 enquiries; docs/performance.md).
 */
export const postgresSearchColumn = (table: string): string => `${table}.search_text`

/**
 * SQLite: an FTS5 table with the trigram tokenizer (case-insensitive) over the four fields,
 * external content (the text stays in `enquiries` alone; the index holds trigrams and row ids),
 * kept by triggers. A deleted enquiry's trigrams leave the index through the delete trigger (an
 * erasure then merges the index so no segment keeps them: server/desk/erasure.ts).
 */
async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table enquiry_search using fts5(
    name, email, phone, message,
    content = 'enquiries', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db)
  await sql`create trigger enquiries_search_insert after insert on enquiries begin
    insert into enquiry_search (rowid, name, email, phone, message)
      values (new.id, new.name, new.email, new.phone, new.message);
  end`.execute(db)
  await sql`create trigger enquiries_search_delete after delete on enquiries begin
    insert into enquiry_search (enquiry_search, rowid, name, email, phone, message)
      values ('delete', old.id, old.name, old.email, old.phone, old.message);
  end`.execute(db)
  // the fields never change once stored; should one ever be, the index follows
  await sql`create trigger enquiries_search_update after update of name, email, phone, message on enquiries begin
    insert into enquiry_search (enquiry_search, rowid, name, email, phone, message)
      values ('delete', old.id, old.name, old.email, old.phone, old.message);
    insert into enquiry_search (rowid, name, email, phone, message)
      values (new.id, new.name, new.email, new.phone, new.message);
  end`.execute(db)
  await sql`insert into enquiry_search (enquiry_search) values ('rebuild')`.execute(db)
}

/**
 * PostgreSQL: the four fields lower-cased and joined, stored in `search_text` (PostgreSQL keeps
 * it with every change of the row, an erasure's too), and pg_trgm's GIN index on it. The extension is
 * created where it is missing (a trusted extension since PostgreSQL 13: the database's owner may
 * create it), in `public`, so one copy serves every schema of the database; the operator class
 * is named with the schema it lives in, wherever that is.
 */
async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
          join pg_namespace n on n.oid = e.extnamespace
          where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema
  let schema = await installed()
  if (schema === undefined) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    schema = (await installed()) ?? 'public'
  }
  await sql`alter table enquiries add column search_text text
    generated always as (${sql.raw(postgresSearchExpression)}) stored`.execute(db)
  await sql`create index enquiries_search on enquiries
    using gin (search_text ${sql.id(schema, 'gin_trgm_ops')})`.execute(db)
}

export function deskSearchMigration(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('enquiry_events').addColumn('version', 'integer').execute()
      await db.schema.createIndex('outbox_enquiry_id').on('outbox').column('enquiry_id').execute()
      if (engine === 'sqlite') await sqliteSearch(db)
      else await postgresSearch(db)
    },
  }
}
