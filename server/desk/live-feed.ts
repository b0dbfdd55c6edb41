import { PassThrough, type Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import type { LiveEnquiryEvent } from '../../content/desk/enquiries-api.ts'
import type { Clock } from '../clock.ts'
import type { Tables } from '../db/schema.ts'

/*
 * The desk's live feed (`GET /api/desk/live`, docs/decisions/0022-desk-live-feed.md): every
 * instance polls the database once a second for enquiries whose `updated_at` moved (a new one,
 * or any change on any instance: every write sets it), one poll per instance however many desks
 * are open, and tells each open desk `{ id, version }` as a server-sent event. A poll reads back
 * an overlap window (a change whose transaction committed after a later one was seen, or an
 * instance whose clock runs a little behind, is still found) and an (id, version) already told
 * is not told again.
 */

/** How often an instance polls while a desk listens: a change reaches every desk within 2 s. */
export const pollEveryMs = 1000
/** How far back each poll reads before the newest change it has seen. */
const overlapWindowMs = 5000
/** Rows one poll reads at most. */
const pollBatch = 1000
/** How often a comment keeps a quiet stream open through proxies. */
export const heartbeatMs = 15_000
/** How often an open stream looks whether its session still stands. */
const sessionCheckMs = 2000

export interface LiveFeedOptions {
  /** How often the database is polled while a desk listens (1 s). */
  intervalMs?: number
  /** How far back each poll reads before the newest change it has seen (5 s). */
  overlapMs?: number
  /** Rows one poll reads at most. */
  batch?: number
  onError?: (message: string) => void
}

type Listener = (event: LiveEnquiryEvent) => void

export interface LiveStreamOptions {
  /** Whether the desk's session still stands (checked every `checkMs`). */
  signedIn: () => Promise<boolean>
  /** How often a comment keeps the connection open through proxies (15 s). */
  heartbeatMs?: number
  /** How often the session is looked at (5 s). */
  checkMs?: number
  onError?: (message: string) => void
}

export class LiveFeed {
  readonly #db: Kysely<Tables>
  readonly #clock: Clock
  readonly #intervalMs: number
  readonly #overlapMs: number
  readonly #batch: number
  readonly #onError: (message: string) => void
  readonly #listeners = new Set<Listener>()
  /** What was told: `id:version` with its `updated_at`, forgotten once out of the window. */
  readonly #told = new Map<string, number>()
  #cursor = 0
  #primed = false
  #timer: NodeJS.Timeout | undefined
  #polling: Promise<void> | undefined
  #again = false
  /** Polls made (the tests count them: one per instance whatever the number of desks). */
  polls = 0

  constructor(db: Kysely<Tables>, clock: Clock, options: LiveFeedOptions = {}) {
    this.#db = db
    this.#clock = clock
    this.#intervalMs = options.intervalMs ?? pollEveryMs
    this.#overlapMs = options.overlapMs ?? overlapWindowMs
    this.#batch = options.batch ?? pollBatch
    this.#onError = options.onError ?? (() => {})
  }

  /** Listens to the feed; returns the function that stops listening. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    if (this.#timer === undefined) {
      // the first listener starts the polls; what changed before it is not news
      this.#cursor = this.#clock.now()
      this.#primed = false
      this.#told.clear()
      this.#timer = setInterval(() => this.poke(), this.#intervalMs)
      this.#timer.unref()
      this.poke()
    }
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0 && this.#timer !== undefined) {
        clearInterval(this.#timer)
        this.#timer = undefined
      }
    }
  }

  /** Polls now (a change made on this instance is told without waiting for the next second). */
  poke(): void {
    if (this.#timer === undefined) return
    if (this.#polling !== undefined) {
      this.#again = true
      return
    }
    this.#polling = this.#poll()
      .catch((error: unknown) =>
        this.#onError(`the desk's live feed could not poll: ${String(error)}`),
      )
      .finally(() => {
        this.#polling = undefined
        if (this.#again) {
          this.#again = false
          this.poke()
        }
      })
  }

  async #poll(): Promise<void> {
    this.polls += 1
    const since = this.#cursor - this.#overlapMs
    const rows = await this.#db
      .selectFrom('enquiries')
      .select(['public_id', 'version', 'updated_at'])
      .where('updated_at', '>', since)
      .orderBy('updated_at')
      .orderBy('id')
      .limit(this.#batch)
      .execute()
    const primed = this.#primed
    this.#primed = true
    const events: LiveEnquiryEvent[] = []
    for (const row of rows) {
      const version = Number(row.version)
      const at = Number(row.updated_at)
      const key = `${row.public_id}:${version}`
      if (at > this.#cursor) this.#cursor = at
      if (this.#told.has(key)) continue
      this.#told.set(key, at)
      // the first poll learns what the window holds already: changes from before anyone listened
      if (primed || at > since + this.#overlapMs) events.push({ id: row.public_id, version })
    }
    const forget = this.#cursor - this.#overlapMs
    for (const [key, at] of this.#told) if (at <= forget) this.#told.delete(key)
    for (const event of events) for (const listener of this.#listeners) listener(event)
  }

  /** The open streams of this instance (stream()), ended when the app closes. */
  readonly #streams = new Set<() => void>()

  /**
   * One desk's stream: `retry: 2000` (an EventSource reconnects 2 s after the server went), then
   * an event per new or changed enquiry, a comment every 15 s, and the end when the session ends
   * (signed out, idle or expired: the desk's next request answers 401 and it shows the sign-in).
   */
  stream(options: LiveStreamOptions): { stream: Readable; end: () => void } {
    const stream = new PassThrough()
    const onError = options.onError ?? (() => {})
    stream.write('retry: 2000\n\n')
    const unsubscribe = this.subscribe((event) => stream.write(enquiryEvent(event)))
    const heartbeat = setInterval(
      () => stream.write(': heartbeat\n\n'),
      options.heartbeatMs ?? heartbeatMs,
    )
    let checking = false
    const check = setInterval(() => {
      if (checking) return
      checking = true
      options
        .signedIn()
        .then((yes) => {
          if (!yes) end()
        })
        .catch((error: unknown) =>
          onError(`the live feed could not check a session: ${String(error)}`),
        )
        .finally(() => {
          checking = false
        })
    }, options.checkMs ?? sessionCheckMs)
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      this.#streams.delete(end)
      clearInterval(heartbeat)
      clearInterval(check)
      unsubscribe()
      stream.end()
    }
    this.#streams.add(end)
    stream.on('close', end)
    stream.on('error', end)
    return { stream, end }
  }

  /** Ends every stream and stops polling (the app is closing: the desks reconnect elsewhere). */
  async stop(): Promise<void> {
    for (const end of [...this.#streams]) end()
    this.#listeners.clear()
    if (this.#timer !== undefined) clearInterval(this.#timer)
    this.#timer = undefined
    await this.#polling
  }
}

/** One `event: enquiry` of the stream. */
export function enquiryEvent(event: LiveEnquiryEvent): string {
  return `event: enquiry\ndata: ${JSON.stringify(event)}\n\n`
}
