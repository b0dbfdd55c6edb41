import { site } from '../../content/site.ts'
import type { DueMail } from './outbox.repository.ts'

/** The sender of replies (DECISIONS, "The reservations desk"). */
export const replySenderName = 'Trillium Reservations'

/** Where replies come from and where the guest's answer goes: the reservations mailbox. */
export interface ReplyAddresses {
  /** The reservations address (content/site.ts). */
  address: string
  /** The host of the site (SITE_URL), for the Message-ID. */
  host: string
}

/** The addresses of replies for a site at `siteUrl`. */
export function replyAddresses(siteUrl: string): ReplyAddresses {
  return { address: site.email.address, host: new URL(siteUrl).hostname }
}

/**
 * A reply to a guest, as staff wrote it in the desk: plain text, To the guest (their name as
 * they wrote it, which nodemailer quotes or encodes, never splices into the header), From
 * "Trillium Reservations" at the reservations address, Reply-To the same, so the guest's answer
 * reaches the mailbox the team reads. The Message-ID names the reply's timeline entry: a reply
 * sent again after a lease ran out (its first sending instance died after the SMTP server took
 * it) is the same message, which mail programs show once.
 */
export function replyMail(mail: DueMail, addresses: ReplyAddresses) {
  if (mail.reply === null) throw new Error(`outbox row ${mail.id} is not a reply`)
  const e = mail.enquiry
  return {
    from: { name: replySenderName, address: addresses.address },
    to: { name: e.name, address: e.email },
    replyTo: addresses.address,
    subject: mail.reply.subject,
    text: mail.reply.body,
    messageId: `<reply-${mail.reply.eventId}@${addresses.host}>`,
  }
}
