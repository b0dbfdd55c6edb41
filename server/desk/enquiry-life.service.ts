import type { DeskEventType, EnquiryPageJson } from '../../content/desk/enquiries-api.ts'
import {
  decide,
  restore,
  type EnquiryActor,
} from '../../machines/enquiry-life/enquiry-life.decide.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { enquiryJson, timelineJson } from './enquiry-json.ts'
import { writeChange } from './enquiry-writes.ts'
import type { DeskEnquiryRow } from './inbox-rows.ts'
import type { InboxRepository } from './inbox.repository.ts'
import { writeGuestWrote, writeReplyFailed } from './site-events.ts'
import { staleMessage } from './stale-message.ts'

/*
 * Every change of an enquiry's life (issue 42, docs/decisions/0020): the server restores the
 * machine from the stored row, asks it, and writes what it decided with a compare-and-set on the
 * version the person saw (`update ... where id = ? and version = ?`), with the timeline's entry
 * (and a reply's mail) in the same transaction. A stale version or an event the machine refuses
 * answers 409 with why and the enquiry as it is now; nothing is ever overwritten silently.
 * The writes every change shares are in enquiry-writes.ts, the site's own events (GUEST_WROTE,
 * REPLY_FAILED) in site-events.ts, the 409's sentence of what changed in stale-message.ts.
 */

/** A member of staff acting in the desk (their staff row id, role and name now). */
export interface DeskActor {
  id: number
  role: 'manager' | 'reservations'
  name: string
}

/** A change as the desk sends it, read (enquiry-events.ts). */
export interface ChangeRequest {
  type: DeskEventType | 'REPLY_FAILED'
  version: number
  /** A reply's subject and text. */
  subject?: string
  body?: string
  /** A note's text. */
  text?: string
}

export type ChangeOutcome =
  | { status: 200; page: EnquiryPageJson }
  | { status: 404 }
  | { status: 409; message: string; current: EnquiryPageJson }
  | { status: 503; message: string }

/** The 503 of a reply on a server with no mail server (docs/desk.md, docs/configuration.md). */
export const repliesOffMessage =
  'Replies cannot be sent from this server: it has no mail server (SMTP_URL is not set). Write to the guest from your own mail for now.'

export interface EnquiryLifeOptions {
  database: Pick<Database, 'db' | 'engine' | 'durable'>
  inbox: InboxRepository
  clock: Clock
  /** Whether replies can be sent (SMTP_URL set: the outbox runs). */
  mailOn: boolean
  /** After each change commits: the outbox (a reply to send) and the live feed (look now). */
  afterChange?: (change: { reply: boolean }) => void
}

export class EnquiryLife {
  readonly #options: EnquiryLifeOptions

  constructor(options: EnquiryLifeOptions) {
    this.#options = options
  }

  /**
   * The enquiry's page: every field and the timeline. (What the viewer may do now the desk asks
   * the same machine: allowedEvents of machines/enquiry-life.)
   */
  async page(publicId: string): Promise<EnquiryPageJson | undefined> {
    const row = await this.#options.inbox.find(publicId)
    return row === undefined ? undefined : this.#pageOf(row)
  }

  async #pageOf(row: DeskEnquiryRow): Promise<EnquiryPageJson> {
    const { inbox } = this.#options
    const [mails, events] = await Promise.all([inbox.staffMails(row.id), inbox.events(row.id)])
    return { enquiry: enquiryJson(row), timeline: timelineJson(row, mails, events) }
  }

  /**
   * A change sent by a member of staff: decided by the machine from the stored row, written
   * if the row still has the version the person saw.
   */
  async change(
    publicId: string,
    viewer: DeskActor,
    request: ChangeRequest,
  ): Promise<ChangeOutcome> {
    const { inbox, clock, database } = this.#options
    const row = await inbox.find(publicId)
    if (row === undefined) return { status: 404 }
    if (request.type === 'REPLY' && !this.#options.mailOn)
      return { status: 503, message: repliesOffMessage }
    const conflict = async (message?: string): Promise<ChangeOutcome> => {
      const now = await inbox.find(publicId)
      if (now === undefined) return { status: 404 }
      const current = await this.#pageOf(now)
      return {
        status: 409,
        message: message ?? staleMessage(current.timeline, request.version),
        current,
      }
    }
    if (row.version !== request.version) return conflict()
    const actor: EnquiryActor = { id: viewer.id, role: viewer.role }
    const decision = decide(restore(row.status, row.holder_id, row.version), {
      type: request.type,
      actor,
    })
    if (!decision.ok) return conflict(decision.reason)
    const now = clock.now()
    const written = await database.durable((trx) =>
      writeChange(trx, {
        row,
        to: decision,
        at: now,
        entry: {
          type: request.type,
          actor: viewer,
          subject: request.subject ?? null,
          body: request.type === 'REPLY' ? (request.body ?? null) : (request.text ?? null),
        },
        // a new reply is what the guest now waits for: an earlier one's failure is behind it
        ...(request.type === 'REPLY' ? { set: { reply_failed: 0 } } : {}),
        seenVersion: request.version,
      }),
    )
    // another change committed between the read and the write: the compare-and-set refused it
    if (!written) return conflict()
    this.#options.afterChange?.({ reply: request.type === 'REPLY' })
    const changed = await inbox.findById(row.id)
    if (changed === undefined) return { status: 404 }
    return { status: 200, page: await this.#pageOf(changed) }
  }

  /**
   * A new enquiry (`publicId`) from `email`: each replied enquiry of the same address goes back
   * in hand by the site's GUEST_WROTE (the guest wrote again). Returns how many did.
   */
  async guestWroteAgain(email: string, publicId: string): Promise<number> {
    const rows = await this.#options.database.db
      .selectFrom('enquiries')
      .select('id')
      .where('email_key', '=', email.toLowerCase())
      .where('status', '=', 'replied')
      .where('public_id', '!=', publicId)
      .execute()
    let changed = 0
    for (const row of rows) if (await this.guestWrote(Number(row.id))) changed += 1
    return changed
  }

  /**
   * The site's own GUEST_WROTE (the same address sent a new enquiry): the enquiry goes back in
   * hand if the machine allows it now (it is still replied); returns whether it did.
   */
  async guestWrote(enquiryId: number): Promise<boolean> {
    const changed = await writeGuestWrote(this.#options, enquiryId)
    if (changed) this.#options.afterChange?.({ reply: false })
    return changed
  }

  /**
   * A reply's mail finally failed: in one transaction the outbox row is marked failed, the
   * enquiry's `reply_failed` is set, a timeline entry says so, and the machine's REPLY_FAILED
   * puts a replied enquiry back in its holder's hands (a later change, such as booking it, is
   * kept: the failure is still recorded). Its version moves either way, so every desk hears.
   */
  async replyFailed(outboxId: number, attempts: number, reason: string): Promise<void> {
    await writeReplyFailed(this.#options, outboxId, attempts, reason)
    this.#options.afterChange?.({ reply: false })
  }
}
