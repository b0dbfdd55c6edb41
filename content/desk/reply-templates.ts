import { formatDate, isIsoDate } from '../calendar.ts'
import { site } from '../site.ts'
import type { EnquiryKind } from './enquiry-kinds.ts'

/*
 * The first draft of a reply from the desk, one per kind of enquiry (DECISIONS, "The reservations
 * desk": from "Trillium Reservations", in the resort's voice: warm, brief, no marketing). The desk
 * fills in the guest's name and dates and staff edit every word before sending; the draft only
 * saves them typing the greeting, the thread of the answer and the signature. A part staff must
 * write themselves is marked with square brackets, so a draft sent unread shows it.
 */

/** What the draft is filled in with: the guest as they wrote it. */
export interface ReplyGuest {
  name: string
  /** ISO dates, when the guest gave them. */
  arrival: string | null
  departure: string | null
}

export interface ReplyDraft {
  subject: string
  body: string
}

/** The guest's first name as they wrote it (the whole name when it is one word). */
function greetingName(name: string): string {
  const trimmed = name.trim()
  return trimmed.split(/\s+/)[0] ?? trimmed
}

/** "your stay from 12 December 2026 to 15 December 2026", or "your stay" without dates. */
function stay(guest: ReplyGuest): string {
  const { arrival, departure } = guest
  if (arrival !== null && isIsoDate(arrival) && departure !== null && isIsoDate(departure))
    return `your stay from ${formatDate(arrival)} to ${formatDate(departure)}`
  if (arrival !== null && isIsoDate(arrival)) return `your stay from ${formatDate(arrival)}`
  return 'your stay'
}

/** Whether the guest named their dates (else the draft asks for them). */
const hasDates = (guest: ReplyGuest) => guest.arrival !== null && isIsoDate(guest.arrival)

const signature = [
  'Warm regards,',
  '[your name]',
  'Reservations, Trillium Resort & Spa, Chikmagalur',
  `${site.phones.reservations.display} · ${site.email.address}`,
].join('\n')

/** Each kind's opening line and the question the draft leaves for staff to answer. */
const kinds: Readonly<
  Record<EnquiryKind, { subject: string; thanks: string; answer: (g: ReplyGuest) => string }>
> = {
  general: {
    subject: 'Your enquiry to Trillium',
    thanks: 'Thank you for writing to us.',
    answer: (g) =>
      `[Your answer.] ${hasDates(g) ? '' : 'If you are thinking of visiting, tell us the dates you have in mind and we will check for you.'}`,
  },
  suite: {
    subject: 'Your stay at Trillium',
    thanks: 'Thank you for your interest in staying with us.',
    answer: (g) =>
      hasDates(g)
        ? `[Which suites are free, and the rate] for ${stay(g)}.`
        : 'Could you tell us your dates and how many of you will travel? We will then tell you which suites are free, and the rate.',
  },
  experience: {
    subject: 'Your enquiry about an experience at Trillium',
    thanks: 'Thank you for asking about the estate.',
    answer: (g) =>
      `[When it runs, how long it takes, and how to book it]${hasDates(g) ? ` during ${stay(g)}` : ''}.`,
  },
  package: {
    subject: 'Your enquiry about a package at Trillium',
    thanks: 'Thank you for asking about our packages.',
    answer: (g) =>
      hasDates(g)
        ? `[Whether the package is open, and its rate] for ${stay(g)}.`
        : '[What the package includes.] Tell us your dates and we will confirm that it is open then, and its rate.',
  },
  offer: {
    subject: 'Your enquiry about an offer at Trillium',
    thanks: 'Thank you for asking about the offer.',
    answer: (g) =>
      hasDates(g)
        ? `[Whether the offer applies] to ${stay(g)}.`
        : 'Tell us your dates and we will confirm that the offer applies to them.',
  },
  event: {
    subject: 'Your event at Trillium',
    thanks: 'Thank you for thinking of us for your occasion.',
    answer: (g) =>
      `[What we can arrange, and the next step]${hasDates(g) ? ` for ${stay(g).replace('your stay', 'your dates')}` : ''}. It would help to know how many guests you expect.`,
  },
}

/** The draft of a reply to a guest, by the kind of their enquiry; staff edit it before sending. */
export function replyDraft(kind: EnquiryKind, guest: ReplyGuest): ReplyDraft {
  const template = kinds[kind]
  const paragraphs = [
    `Dear ${greetingName(guest.name)},`,
    template.thanks,
    template.answer(guest).trim(),
    signature,
  ]
  return { subject: template.subject, body: paragraphs.join('\n\n') }
}
