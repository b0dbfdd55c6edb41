// Length: one subject, the outbox's claim, send, retry and give-up cycle for both kinds of mail.
import { hostname } from 'node:os'
import nodemailer from 'nodemailer'
import type { Clock } from '../clock.ts'
import type { DueMail, OutboxRepository } from './outbox.repository.ts'
import { replyMail, type ReplyAddresses } from './reply-mail.ts'
import { staffMail } from './staff-mail.ts'

export { quoteMessage, staffMail } from './staff-mail.ts'

export interface OutboxOptions {
  smtpUrl: string
  from: string
  to: string
  clock: Clock
  /** First retry delay; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** After this many failed attempts the mail is marked failed (the enquiry stays exportable). */
  maxAttempts?: number
  /** How often due retries are looked for when nothing kicks the worker. */
  pollMs?: number
  /**
   * How long a claim on a mail lasts (MAIL_LEASE_SECONDS): the instance that claimed it must have
   * sent it by then, or another instance takes it over (this one died). The SMTP timeouts are
   * fractions of it.
   */
  leaseMs: number
  /** This instance's name in the outbox's claims. */
  instance?: string
  onError?: (message: string) => void
  /**
   * Replies to guests written in the desk: where they come from, and what records one that
   * finally failed (the row marked failed, the enquiry's `reply_failed`, its timeline and the
   * machine's REPLY_FAILED, in one transaction: server/desk/site-events.ts). Without
   * it a reply's row is marked failed like a staff e-mail's.
   */
  replies?: {
    addresses: ReplyAddresses
    failed: (id: number, attempts: number, reason: string) => Promise<void>
  }
}

/** The retries of server/README.md: after 30 s, doubling, at most an hour apart; 12 attempts. */
const retries = { baseDelayMs: 30_000, maxDelayMs: 60 * 60 * 1000, maxAttempts: 12 } as const

/** The longest wait between looks for due mails when nothing kicks the worker. */
const maxPollMs = 15_000

/**
 * Sends the staff e-mail of each stored enquiry, and each reply written in the desk, from the
 * outbox table. A failed send is retried
 * with exponential backoff; the enquiry itself was committed before the visitor got 201, so an
 * SMTP outage only delays the e-mail. With several instances each mail is claimed by one of them
 * for a lease (OutboxRepository.claim), so it is sent once; a claim whose instance died runs out
 * and is taken over. SMTP cannot be told "exactly once": a mail whose sending instance died after
 * the SMTP server took it but before the row was marked sent is sent again after the lease, under
 * the same Message-ID (`<enquiry-id@…>`), which mail programs show once. One send at a time per
 * instance keeps the SMTP server happy and the worker simple.
 */
export class Outbox {
  readonly #repository: OutboxRepository
  readonly #options: Required<Omit<OutboxOptions, 'onError' | 'replies'>> & {
    onError: (message: string) => void
    replies: OutboxOptions['replies']
  }
  readonly #transport
  #running: Promise<void> | undefined
  #again = false
  #timer: NodeJS.Timeout | undefined
  #stopped = false

  constructor(repository: OutboxRepository, options: OutboxOptions) {
    this.#repository = repository
    this.#options = {
      ...retries,
      // a claim whose instance died is looked for about twice per lease
      pollMs: Math.min(maxPollMs, options.leaseMs / 2),
      instance: `${hostname()}:${process.pid}`,
      onError: () => {},
      replies: undefined,
      ...options,
    }
    // a send that cannot finish within the lease is abandoned before another instance takes it
    const lease = this.#options.leaseMs
    // one kept connection (a new one per mail cost more than the mail itself)
    this.#transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: Math.round(lease / 6),
      greetingTimeout: Math.round(lease / 6),
      socketTimeout: Math.round(lease / 3),
    })
  }

  /** Starts polling for due mails (retries) and sends anything already due. */
  start(): void {
    this.kick()
  }

  /** Asks the worker to look for due mails now (after an enquiry is committed). */
  kick(): void {
    if (this.#stopped) return
    if (this.#running !== undefined) {
      this.#again = true
      return
    }
    this.#running = this.#drain()
      .catch((error: unknown) =>
        this.#options.onError(`the outbox stopped a round: ${String(error)}`),
      )
      .finally(() => {
        this.#running = undefined
        if (this.#again) {
          this.#again = false
          this.kick()
        } else this.#schedule()
      })
  }

  /**
   * Stops: waits up to a second for the send in progress (shutdown has 5 s in all), then closes
   * the connection; pending mails stay in the table and are sent after the next start.
   */
  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      this.#running,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000))),
    ])
    clearTimeout(timer)
    this.#transport.close()
  }

  /** Resolves once nothing is being sent (for tests). */
  async idle(): Promise<void> {
    while (this.#running !== undefined) await this.#running
  }

  #schedule(): void {
    if (this.#stopped) return
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => this.kick(), this.#options.pollMs)
    this.#timer.unref()
  }

  async #drain(): Promise<void> {
    const o = this.#options
    for (;;) {
      if (this.#stopped) return
      let due
      // the lease runs from the moment the claim asked for (the row's lease_until), not from
      // its answer: a slow answer (the database busy or recovering) must not stretch it here
      const leaseEnds = Date.now() + o.leaseMs
      try {
        due = await this.#repository.claim(o.clock.now(), 20, o.instance, o.leaseMs)
      } catch (error) {
        o.onError(`the outbox could not be read: ${String(error)}`)
        return
      }
      if (due.length === 0) return
      const unsent = new Set(due.map((mail) => mail.id))
      try {
        for (const mail of due) {
          if (this.#stopped) return
          // past half the lease, the rest go back: another instance may take them soon
          if (leaseEnds - Date.now() < o.leaseMs / 2) break
          if (!(await this.#send(mail, leaseEnds))) return
          unsent.delete(mail.id)
        }
      } finally {
        // claimed but not tried (stopping, or the SMTP server failed): free for the next attempt
        await this.#repository.release([...unsent]).catch(() => undefined)
      }
    }
  }

  /** Sends one claimed mail and records the outcome; false when the SMTP server failed. */
  async #send(mail: DueMail, leaseEnds: number): Promise<boolean> {
    const o = this.#options
    const attempts = mail.attempts + 1
    const replies = o.replies
    const what = mail.kind === 'reply' ? 'reply' : 'staff e-mail'
    try {
      await this.#transport.sendMail(
        mail.kind === 'reply' && replies !== undefined
          ? replyMail(mail, replies.addresses)
          : staffMail(mail, o.from, o.to),
      )
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      if (attempts >= o.maxAttempts) {
        if (mail.kind === 'reply' && replies !== undefined)
          await replies.failed(mail.id, attempts, reason)
        else await this.#repository.markFailed(mail.id, attempts, reason)
        o.onError(`${what} ${mail.id} failed for good after ${attempts} attempts`)
      } else {
        const delay = Math.min(o.baseDelayMs * 2 ** (attempts - 1), o.maxDelayMs)
        await this.#repository.markRetry(mail.id, attempts, o.clock.now() + delay, reason)
        o.onError(`${what} ${mail.id} attempt ${attempts} failed, retrying in ${delay} ms`)
      }
      // The server is likely down: leave the rest for the next attempt instead of hammering it.
      return false
    }
    await this.#recordSent(mail.id, attempts, leaseEnds)
    return true
  }

  /**
   * Marks a mail sent, trying again while the database is away (a restart) until shortly before
   * the claim's lease ends: the mail is gone, and a claim left to run out would have another
   * instance send it again.
   */
  async #recordSent(id: number, attempts: number, leaseEnds: number): Promise<void> {
    const o = this.#options
    for (;;) {
      try {
        await this.#repository.markSent(id, attempts, o.clock.now())
        return
      } catch (error) {
        if (leaseEnds - Date.now() < 500) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  }
}
