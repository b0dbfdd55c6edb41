import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the fake SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** When it was taken (Date.now()), for tests that compare it with a fault's moment. */
  at: number
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), plain text and without
 * authentication, that stores what it receives and can be told to refuse the next messages
 * with a temporary failure, as a real mail server under trouble does.
 */
export class FakeSmtpServer {
  received: ReceivedMail[] = []
  /** How many of the next messages to refuse with `451`. */
  refuseNext = 0
  attempts = 0
  /**
   * Connections that broke mid-message (a client killed while sending, as the fault test's
   * instance is): a real mail server logs them and goes on serving; unheard, the package's
   * `error` event would end the test process.
   */
  brokenConnections: Error[] = []
  readonly #server: SMTPServer

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          this.attempts += 1
          if (this.refuseNext > 0) {
            this.refuseNext -= 1
            const error = Object.assign(new Error('Mailbox busy, try again later'), {
              responseCode: 451,
            })
            callback(error)
            return
          }
          const envelope = session.envelope
          this.received.push({
            from: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
            to: envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          })
          callback()
        })
      },
    })
    this.#server.on('error', (error: Error) => this.brokenConnections.push(error))
  }

  /** Listens on `port` (0 for any) and returns the port. */
  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.#server.server.once('error', reject)
      this.#server.listen(port, '127.0.0.1', () => resolve())
    })
    return (this.#server.server.address() as AddressInfo).port
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

/** Polls `condition` until it holds or `timeoutMs` passes. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
