import nodemailer from 'nodemailer'
import type { Clock } from '../clock.ts'
import type { DueMail, OutboxRepository } from './outbox.repository.ts'

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
  onError?: (message: string) => void
}

/**
 * The visitor's message as a quotation: every line (whatever line break the visitor used)
 * starts with `> `, so nothing they write can pass for one of the mail's own lines such as
 * `Name:` or `E-mail:`.
 */
export function quoteMessage(message: string): string[] {
  return message.split(/\r\n|[\r\n\u0085\u2028\u2029]/u).map((line) => `> ${line}`)
}

/** The staff e-mail for one enquiry: plain text, replying goes to the visitor. */
export function staffMail(mail: DueMail, from: string, to: string) {
  const e = mail.enquiry
  const lines = [
    `A new enquiry arrived through the website.`,
    '',
    `Name:     ${e.name}`,
    `E-mail:   ${e.email}`,
    `Phone:    ${e.phone === '' ? '(not given)' : e.phone}`,
    `Hotel:    ${e.hotel}`,
    `Page:     ${e.page ?? '(unknown)'}`,
    `Received: ${new Date(e.createdAt).toISOString()}`,
    `Id:       ${e.id}`,
    '',
    ...(e.message === ''
      ? ['(no message)']
      : [
          'The visitor wrote (quoted, every line starts with "> "):',
          '',
          ...quoteMessage(e.message),
        ]),
  ]
  return {
    from,
    to,
    replyTo: e.email,
    subject: `Website enquiry from ${e.name}`,
    text: lines.join('\n'),
    headers: { 'X-Enquiry-Id': e.id },
  }
}

/**
 * Sends the staff e-mail of each stored enquiry from the outbox table. A failed send is retried
 * with exponential backoff; the enquiry itself was committed before the visitor got 201, so an
 * SMTP outage only delays the e-mail. One send at a time keeps the SMTP server happy and the
 * worker simple.
 */
export class Outbox {
  readonly #repository: OutboxRepository
  readonly #options: Required<Omit<OutboxOptions, 'onError'>> & {
    onError: (message: string) => void
  }
  readonly #transport
  #running: Promise<void> | undefined
  #again = false
  #timer: NodeJS.Timeout | undefined
  #stopped = false

  constructor(repository: OutboxRepository, options: OutboxOptions) {
    this.#repository = repository
    this.#options = {
      baseDelayMs: 30_000,
      maxDelayMs: 60 * 60 * 1000,
      maxAttempts: 12,
      pollMs: 15_000,
      onError: () => {},
      ...options,
    }
    this.#transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
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
    this.#running = this.#drain().finally(() => {
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
      const due = this.#repository.due(o.clock.now(), 20)
      if (due.length === 0) return
      for (const mail of due) {
        if (this.#stopped) return
        const attempts = mail.attempts + 1
        try {
          await this.#transport.sendMail(staffMail(mail, o.from, o.to))
          this.#repository.markSent(mail.id, attempts, o.clock.now())
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          if (attempts >= o.maxAttempts) {
            this.#repository.markFailed(mail.id, attempts, reason)
            o.onError(`staff e-mail ${mail.id} failed for good after ${attempts} attempts`)
          } else {
            const delay = Math.min(o.baseDelayMs * 2 ** (attempts - 1), o.maxDelayMs)
            this.#repository.markRetry(mail.id, attempts, o.clock.now() + delay, reason)
            o.onError(`staff e-mail ${mail.id} attempt ${attempts} failed, retrying in ${delay} ms`)
          }
          // The server is likely down: leave the rest for the next attempt instead of hammering it.
          return
        }
      }
    }
  }
}
