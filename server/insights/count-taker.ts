import type { FastifyRequest } from 'fastify'
import type { CountEvent } from '../../content/count.schema.ts'
import type { Clock } from '../clock.ts'
import type { BatchSink, VitalsRecorder } from '../vitals/vitals-recorder.ts'
import { countRowsOf, ownHostsOf } from './count-ingest.ts'
import type { CountRepository, CountRow } from './count.repository.ts'
import { visitorHash, type DaySalts } from './day-salt.ts'
import { resortDayOf } from './resort-day.ts'

/**
 * Turns the count events of one request into rows held for the next batched write: the resort
 * day of the clock, the visitor hash of the day's salt with the client's whole address and user
 * agent (neither kept), the page or `(other)`. Shared by the beacon and the no-JavaScript GIF.
 */
export class CountTaker {
  readonly #salts: DaySalts
  readonly #recorder: VitalsRecorder<CountRow>
  readonly #clientAddress: (request: FastifyRequest) => string
  readonly #isPage: (path: string) => boolean
  readonly #ownHosts: ReadonlySet<string>

  constructor(parts: {
    salts: DaySalts
    recorder: VitalsRecorder<CountRow>
    clientAddress: (request: FastifyRequest) => string
    isPage: (path: string) => boolean
    siteUrl: string
  }) {
    this.#salts = parts.salts
    this.#recorder = parts.recorder
    this.#clientAddress = parts.clientAddress
    this.#isPage = parts.isPage
    this.#ownHosts = ownHostsOf(parts.siteUrl)
  }

  /**
   * Holds the events' rows; false when they cannot be taken now (the queue is full, or the day's
   * salt could not be read), which the route answers with `503`.
   */
  async take(
    request: FastifyRequest,
    events: readonly CountEvent[],
    device: string,
    now: number,
  ): Promise<boolean> {
    if (!this.#recorder.fits(events.length)) return false
    let salt: Buffer
    try {
      salt = await this.#salts.saltFor(now)
    } catch {
      return false
    }
    const rows = countRowsOf(events, {
      day: resortDayOf(now),
      receivedAt: now,
      visitor: visitorHash(salt, this.#clientAddress(request), request.headers['user-agent'] ?? ''),
      device,
      isPage: this.#isPage,
      ownHosts: this.#ownHosts,
    })
    return rows.length === 0 || this.#recorder.record(rows)
  }
}

/**
 * The count recorder's writer: the repository's capped insert, logging once per resort day (per
 * instance) that the day's cap was reached and events are being dropped.
 */
export function cappedCountSink(
  repository: Pick<CountRepository, 'insert'>,
  clock: Clock,
  warn: (message: string) => void,
): BatchSink<CountRow> {
  let warnedDay: string | undefined
  return {
    async insert(rows) {
      const dropped = await repository.insert(rows, clock.now())
      for (const [day, count] of dropped) {
        if (warnedDay !== undefined && warnedDay >= day) continue
        warnedDay = day
        warn(
          `the site count reached ANALYTICS_DAILY_EVENTS for ${day}: ${count} events dropped, and the day's further events will be (logged once a day)`,
        )
      }
    },
  }
}
