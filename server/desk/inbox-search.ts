import { sql } from 'kysely'
import type { Engine } from '../db/database.ts'
import { postgresSearchColumn } from '../db/migrations/007-desk-search.ts'

/*
 * The inbox's search as SQL (inbox.repository.ts), on either engine: how a search is looked for
 * (SearchPlan), and the substring test with and without the trigram index of migration
 * 007-desk-search (measured by scripts/bench/desk-inbox.ts; docs/performance.md).
 */

/** Searches shorter than a trigram cannot use the trigram index (they scan, newest first). */
export const trigramLength = 3

/** `%`, `_` and the escape character itself, made literal for LIKE ... ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** An FTS5 query matching `text` as one phrase: every character literal (quotes doubled). */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/** The number of Unicode code points of a text (a trigram is three of them). */
function codePoints(text: string): number {
  return [...text].length
}

/**
 * How the inbox looks for a search (measured by scripts/bench/desk-inbox.ts):
 * - `window`: first among the newest enquiries of the filter (`searchWindow` of them) with the
 *   substring test itself, which finds a common text there at once; only when that window holds
 *   too few matches, in the trigram index for the enquiries older than the window, where a rare
 *   text has few candidates. Either half alone was measured slow for the other kind of text.
 * - `index`: the trigram index alone (SQLite, a search with a letter beyond ASCII, whose case
 *   SQLite's LIKE would not fold as FTS5 does, so the window could miss what the index finds).
 * - `scan`: a search no trigram index can answer (under three characters on SQLite; on
 *   PostgreSQL, no three letters or digits in a row, which is all pg_trgm indexes): the
 *   substring test on at most `scanLimit` enquiries a page, newest first. A page that reaches
 *   the bound before it is full ends there, short or empty, and says how far back it looked;
 *   the next page carries on (unbounded, a search matching nothing read every enquiry: 71 ms on
 *   SQLite and 262 ms on PostgreSQL at 100,000).
 */
export type SearchPlan = 'window' | 'index' | 'scan'

export function searchPlan(engine: Engine, search: string): SearchPlan {
  if (engine === 'postgres') return /[\p{L}\p{N}]{3}/u.test(search) ? 'window' : 'scan'
  if (codePoints(search) < trigramLength) return 'scan'
  // eslint-disable-next-line no-control-regex -- ASCII is the point
  return /^[\x00-\x7f]*$/.test(search) ? 'window' : 'index'
}

/** The newest enquiries of a filter the window of a search reads before the index. */
export const searchWindow = 2_000

/** The most enquiries one page of a `scan` search reads (docs/performance.md, "The desk"). */
export const scanLimit = 10_000

/** The substring test without the index, on the enquiries `e` (the window, and scans). */
export function contains(engine: Engine, search: string) {
  const pattern = `%${escapeLike(search)}%`
  if (engine === 'postgres')
    // strpos, not LIKE: the same test, which the planner cannot send to the trigram index
    return sql<boolean>`strpos(${sql.raw(postgresSearchColumn('e'))}, lower(${search})) > 0`
  return sql<boolean>`(${sql.join(
    ['e.name', 'e.email', 'e.phone', 'e.message'].map(
      (column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`,
    ),
    sql` or `,
  )})`
}

/** The substring test through the trigram index, on the enquiries `e`. */
export function indexed(engine: Engine, search: string) {
  if (engine === 'postgres')
    return sql<boolean>`${sql.raw(postgresSearchColumn('e'))} like lower(${`%${escapeLike(search)}%`}) escape '\\'`
  return sql<boolean>`e.id in (select rowid from enquiry_search where enquiry_search match ${ftsPhrase(search)})`
}
