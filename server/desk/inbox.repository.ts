// Length: one repository, the SQL of the inbox and enquiry pages (the filters and search are apart).
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database, Engine } from '../db/database.ts'
import type { Tables } from '../db/schema.ts'
import {
  filterConditions,
  keyColumns,
  newest,
  type InboxCursor,
  type InboxCursorRow,
  type InboxFilter,
} from './inbox-filter.ts'
import {
  enquiryColumns,
  numbers,
  pageColumns,
  type DeskEnquiryRow,
  type StaffMailRow,
  type StoredEventRow,
} from './inbox-rows.ts'
import { contains, indexed, scanLimit, searchPlan, searchWindow } from './inbox-search.ts'

/*
 * The SQL of the desk's inbox and enquiry pages, on either engine: pages newest first by a
 * keyset on (created_at, id), the filters and the search (measured by scripts/bench/desk-inbox.ts), one enquiry with
 * who holds it, and its stored timeline with each mail's fate. Every query reads through an
 * index of migrations 005-desk and 007-desk-search (docs/performance.md, "The desk's inbox").
 * The filters and cursor as SQL are in inbox-filter.ts, the search's in inbox-search.ts, the rows
 * read in inbox-rows.ts.
 */

/** One page of the inbox (InboxRepository.page). */
export interface InboxRowsPage {
  rows: DeskEnquiryRow[]
  /** Where the next page starts; null at the end. */
  next: InboxCursor | null
  /**
   * A search no trigram index answers stopped at its bound (scanLimit) before the page was
   * full: the oldest enquiry it read, where the next page carries on. Null otherwise.
   */
  searchedTo: InboxCursor | null
}

/** Up to `n` rows of a search, and where a bounded scan stopped short of them (#searchPage). */
interface SearchRows {
  rows: DeskEnquiryRow[]
  stoppedAt?: InboxCursor
}

export class InboxRepository {
  readonly #db: Kysely<Tables>
  readonly #engine: Engine
  readonly #window: number
  readonly #scan: number

  /** `window` and `scan`: the search's window and scan bound (searchWindow, scanLimit; tests make them small). */
  constructor(database: Pick<Database, 'db' | 'engine'>, window = searchWindow, scan = scanLimit) {
    this.#db = database.db
    this.#engine = database.engine
    this.#window = window
    this.#scan = scan
  }

  /** One enquiry with who holds it, by a condition on `e`. */
  async #one(condition: RawBuilder<boolean>): Promise<DeskEnquiryRow | undefined> {
    const { rows } = await sql<DeskEnquiryRow>`
      select ${pageColumns} from enquiries e left join staff h on h.id = e.holder_id
      where ${condition}`.execute(this.#db)
    return rows[0] === undefined ? undefined : numbers(rows[0])
  }

  /** Enquiries of `source` (enquiry columns, read as `e`) with who holds them, newest first. */
  async #read(
    source: RawBuilder<unknown>,
    where: RawBuilder<boolean> | undefined,
    n: number,
  ): Promise<DeskEnquiryRow[]> {
    const { rows } = await sql<DeskEnquiryRow>`
      select ${pageColumns} from (${source}) e left join staff h on h.id = e.holder_id
      ${where === undefined ? sql`` : sql`where ${where}`}
      order by e.created_at desc, e.id desc limit ${n}`.execute(this.#db)
    return rows.map(numbers)
  }

  /**
   * One page of the inbox, newest first: `limit` enquiries after the cursor that match the
   * filter, and the cursor of the next page (null at the end). A keyset page: enquiries arriving
   * meanwhile are newer than any cursor, so they never move what the pages after hold. A search
   * no trigram index answers reads at most `scan` enquiries a page and may end a page short,
   * even empty, with `searchedTo` saying how far back it looked.
   */
  async page(
    filter: InboxFilter,
    after: InboxCursor | undefined,
    limit: number,
  ): Promise<InboxRowsPage> {
    const n = limit + 1
    const search = filter.search ?? ''
    const { rows, stoppedAt } =
      search === ''
        ? { rows: await this.#read(newest(filter, after, n), undefined, n) }
        : await this.#searchPage(filter, search, after, n)
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    if (rows.length > limit && last !== undefined)
      return { rows: page, next: { createdAt: last.created_at, id: last.id }, searchedTo: null }
    return { rows: page, next: stoppedAt ?? null, searchedTo: stoppedAt ?? null }
  }

  /**
   * Up to `n` enquiries among the newest `size` of the filter after the cursor that match
   * `search` (the substring test itself), and the oldest of those `size` when there are that
   * many (read from the index alone), where a search carries on.
   */
  async #newestMatching(
    filter: InboxFilter,
    search: string,
    after: InboxCursor | undefined,
    size: number,
    n: number,
  ): Promise<SearchRows> {
    const keys = newest(filter, after, size, [], keyColumns)
    // every column: the substring test reads PostgreSQL's stored search text too
    const enquiries = newest(filter, after, size, [], sql.raw('e.*'))
    const [rows, edge] = await Promise.all([
      this.#read(enquiries, contains(this.#engine, search), n),
      sql<InboxCursorRow>`select k.created_at, k.id from (${keys}) k
        order by k.created_at desc, k.id desc limit 1 offset ${size - 1}`.execute(this.#db),
    ])
    const oldest = edge.rows[0]
    return oldest === undefined
      ? { rows }
      : { rows, stoppedAt: { createdAt: Number(oldest.created_at), id: Number(oldest.id) } }
  }

  /** Up to `n` enquiries of the filter matching `search`, newest first (see SearchPlan). */
  async #searchPage(
    filter: InboxFilter,
    search: string,
    after: InboxCursor | undefined,
    n: number,
  ): Promise<SearchRows> {
    const engine = this.#engine
    const plan = searchPlan(engine, search)
    if (plan === 'scan') {
      const scanned = await this.#newestMatching(filter, search, after, this.#scan, n)
      return scanned.rows.length >= n ? { rows: scanned.rows } : scanned
    }
    let found: DeskEnquiryRow[] = []
    let from = after
    if (plan === 'window') {
      const window = await this.#newestMatching(filter, search, after, this.#window, n)
      found = window.rows
      // a window short of its size held every enquiry of the filter: all there is is found
      if (found.length >= n || window.stoppedAt === undefined) return { rows: found }
      from = window.stoppedAt
    }
    const statuses = [...new Set(filter.statuses ?? [])]
    const conditions = [
      indexed(engine, search),
      ...(statuses.length > 0 ? [sql<boolean>`e.status in (${sql.join(statuses)})`] : []),
      ...filterConditions(filter, from),
    ]
    const older = await this.#read(
      sql`select ${enquiryColumns} from enquiries e where ${sql.join(conditions, sql` and `)}`,
      undefined,
      n - found.length,
    )
    return { rows: [...found, ...older] }
  }

  /** How many enquiries are new (nobody took, answered or closed them), whatever the filter. */
  async countNew(): Promise<number> {
    const row = await this.#db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** One enquiry by its public id, with who holds it. */
  async find(publicId: string): Promise<DeskEnquiryRow | undefined> {
    return this.#one(sql<boolean>`e.public_id = ${publicId}`)
  }

  /** One enquiry by its row id, with who holds it. */
  async findById(id: number): Promise<DeskEnquiryRow | undefined> {
    return this.#one(sql<boolean>`e.id = ${id}`)
  }

  /** The stored timeline of an enquiry, oldest first, with each reply's mail. */
  async events(enquiryId: number): Promise<StoredEventRow[]> {
    const rows = await this.#db
      .selectFrom('enquiry_events as ev')
      .leftJoin('staff as s', 's.id', 'ev.actor_id')
      .leftJoin('outbox as o', 'o.id', 'ev.outbox_id')
      .select([
        'ev.id',
        'ev.at',
        'ev.kind',
        'ev.actor_id',
        'ev.actor_name',
        's.public_id as actor_public_id',
        'ev.from_status',
        'ev.to_status',
        'ev.body',
        'ev.subject',
        'ev.version',
        'o.status as mail_status',
        'o.attempts as mail_attempts',
        'o.sent_at as mail_sent_at',
      ])
      .where('ev.enquiry_id', '=', enquiryId)
      .orderBy('ev.at')
      .orderBy('ev.id')
      .execute()
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      at: Number(row.at),
      actor_id: row.actor_id === null ? null : Number(row.actor_id),
      version: row.version === null ? null : Number(row.version),
      mail_attempts: row.mail_attempts === null ? null : Number(row.mail_attempts),
      mail_sent_at: row.mail_sent_at === null ? null : Number(row.mail_sent_at),
    }))
  }

  /** The staff e-mail about an enquiry (none when SMTP_URL was unset when it arrived). */
  async staffMails(enquiryId: number): Promise<StaffMailRow[]> {
    const rows = await this.#db
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'created_at', 'sent_at'])
      .where('enquiry_id', '=', enquiryId)
      .where('kind', '=', 'staff')
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      attempts: Number(row.attempts),
      created_at: Number(row.created_at),
      sent_at: row.sent_at === null ? null : Number(row.sent_at),
    }))
  }
}
