import type { EnquiryKind } from './enquiry-kinds.ts'
import type { EnquiryStatus } from './statuses.ts'

/*
 * The desk API's enquiry shapes, shared by the server and the desk front end: the inbox, an
 * enquiry's page and its timeline, the changes staff send, the live feed's events and the
 * manager's erasure. Times are ISO 8601 strings (UTC); ids are the random public ids.
 */

/** Who holds an enquiry: a member of staff by their public id and name. */
export interface HolderJson {
  id: string
  name: string
}

/** One row of the inbox: `GET /api/desk/enquiries`. */
export interface InboxItem {
  id: string
  /** When the guest sent it. */
  receivedAt: string
  name: string
  kind: EnquiryKind
  /** The page of the site the guest wrote from (a path), or null. */
  page: string | null
  /** The guest's dates (ISO dates), when given. */
  arrival: string | null
  departure: string | null
  status: EnquiryStatus
  holder: HolderJson | null
  /** A reply to the guest finally failed to send. */
  replyFailed: boolean
  /** The version a change must carry (`POST .../events`). */
  version: number
}

/** A page of the inbox, newest first, with the number of new enquiries (whatever the filter). */
export interface InboxPage {
  items: InboxItem[]
  next: string | null
  /**
   * A short search (one no index answers) looks at a bounded number of enquiries a page: when it
   * stopped there, the receipt time (ISO) of the oldest it looked at; `next` carries on. Else null.
   */
  searchedTo: string | null
  counts: { new: number }
}

/** Every field of an enquiry, exactly as the guest wrote it (text: the desk never renders HTML). */
export interface EnquiryJson extends InboxItem {
  email: string
  phone: string
  hotel: string
  message: string
}

/** The fate of an e-mail: waiting (or being retried), sent, or given up after its attempts. */
export interface MailFate {
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  sentAt: string | null
}

/** One entry of an enquiry's timeline, oldest first. */
export interface TimelineEntry {
  /** Unique within the enquiry's timeline. */
  id: string
  at: string
  /** 'received', 'staff-mail', 'taken', 'released', 'reply', 'reply-failed', 'note', 'guest-wrote', 'status', 'reopened' */
  kind: string
  /** Who: a member of staff (their name then), or null: the guest or the site. */
  actor: { id: string | null; name: string } | null
  fromStatus: EnquiryStatus | null
  toStatus: EnquiryStatus | null
  /** A reply's subject. */
  subject: string | null
  /** A note's or a reply's text. */
  text: string | null
  /** The staff e-mail's fate (`staff-mail`), or a reply's mail's (`reply`). */
  mail: MailFate | null
  /** The enquiry's version after this entry (null for the composed entries). */
  version: number | null
}

/** `GET /api/desk/enquiries/:id`, and the answer to a change. */
export interface EnquiryPageJson {
  enquiry: EnquiryJson
  timeline: TimelineEntry[]
}

/** `POST /api/desk/enquiries/:id/events`: the change and the version the person saw. */
export type EnquiryEventRequest =
  | {
      type: 'TAKE' | 'RELEASE' | 'GUEST_WROTE' | 'MARK_BOOKED' | 'MARK_NOT_BOOKED' | 'MARK_SPAM'
      version: number
    }
  | { type: 'REOPEN'; version: number }
  | { type: 'REPLY'; version: number; subject: string; body: string }
  | { type: 'NOTE'; version: number; text: string }

/** The changes staff send (REPLY_FAILED is the site's alone). */
export type DeskEventType = EnquiryEventRequest['type']

/** The 409 of a change: why, and the enquiry as it is now (the desk shows what changed). */
export interface EventConflictJson {
  message: string
  current: EnquiryPageJson
}

/** `event: enquiry` of `GET /api/desk/live`: an enquiry arrived or changed. */
export interface LiveEnquiryEvent {
  id: string
  version: number
}

/** What an erasure takes (preview) or took, for one e-mail address. */
export interface ErasureCounts {
  enquiries: number
  notes: number
  replies: number
  mails: number
}

/** `POST /api/desk/erasures` answers this. */
export interface ErasureResult {
  erased: ErasureCounts
}
