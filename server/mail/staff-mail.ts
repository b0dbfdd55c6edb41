import type { DueMail } from './outbox.repository.ts'

/**
 * The visitor's message as a quotation: every line (whatever line break the visitor used)
 * starts with `> `, so nothing they write can pass for one of the mail's own lines such as
 * `Name:` or `E-mail:`.
 */
export function quoteMessage(message: string): string[] {
  return message.split(/\r\n|[\r\n\u0085\u2028\u2029]/u).map((line) => `> ${line}`)
}

/** The domain of a sender address (`Name <a@b.example>`), for the Message-ID. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
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
    messageId: `<enquiry-${e.id}@${domainOf(from)}>`,
    headers: { 'X-Enquiry-Id': e.id },
  }
}
