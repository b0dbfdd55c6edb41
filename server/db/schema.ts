// Length: the database's tables as Kysely types, one interface per table, read best together.
import type { Generated } from 'kysely'
import type { EnquiryKind } from '../../content/desk/enquiry-kinds.ts'
import type {
  CountSaltsTable,
  CountEventsTable,
  CountDailyTotalsTable,
  CountDailyPagesTable,
  CountDailyDevicesTable,
  CountDailySourcesTable,
  CountDailyActionsTable,
  CountDailyStaysTable,
  VitalsDailyTable,
} from './count-schema.ts'

/*
 * The tables as the code sees them, the same on SQLite and PostgreSQL: text ids where a row is
 * named outside the database, integer row ids inside it, times as integer epoch milliseconds.
 */

export interface EnquiriesTable {
  id: Generated<number>
  /** The id answered to the visitor: random, so it reveals nothing about volume. */
  public_id: string
  created_at: number
  name: string
  email: string
  /** Lower-cased e-mail, for the duplicate rule. */
  email_key: string
  message: string
  phone: string
  hotel: string
  page: string | null
  /** Where the enquiry is in its life (machines/enquiry-life): new until someone takes it. */
  status: Generated<EnquiryStatus>
  /** The staff row of who holds it (in hand), or null. */
  holder_id: number | null
  /** Counts its changes: a change names the version it saw, and a stale one is refused. */
  version: Generated<number>
  /** When it last changed (the time received until then): the live feed reads it. */
  updated_at: number
  /** When it reached an end (booked, not booked, spam): retention counts from it. */
  ended_at: number | null
  /** What it is about, from its page (content/desk/enquiry-kinds.ts). */
  kind: EnquiryKind | null
  /** The guest's dates as ISO dates, when given. */
  arrival: string | null
  departure: string | null
  /** 1 when a reply to the guest finally failed to send (0 or 1 on both engines). */
  reply_failed: Generated<number>
}

/** The statuses of an enquiry's life, as staff read them: New, In hand, Replied, and the ends. */
export type EnquiryStatus = 'new' | 'in-hand' | 'replied' | 'booked' | 'not-booked' | 'spam'

/** Puzzle tokens answered (with their enquiry) or burnt by a wrong answer, until they expire. */
export interface UsedChallengesTable {
  id: string
  expires_at: number
}

export interface SettingsTable {
  key: string
  value: string
}

export interface OutboxTable {
  id: Generated<number>
  enquiry_id: number
  status: Generated<'pending' | 'sent' | 'failed'>
  attempts: Generated<number>
  next_attempt_at: number
  last_error: string | null
  created_at: number
  sent_at: number | null
  /** Until when the instance that claimed the mail may send it; after that another takes it. */
  lease_until: number | null
  /** Which instance holds the claim (for the log and the fault test), null when unclaimed. */
  claimed_by: string | null
  /** Staff e-mail about a new enquiry, or a reply to the guest written in the desk. */
  kind: Generated<'staff' | 'reply'>
  /** The reply event whose text a reply mail sends (enquiry_events), null for staff e-mail. */
  event_id: number | null
}

export interface VitalsTable {
  id: Generated<number>
  received_hour: number
  route: string
  metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
  value: number
  navigation_type: string
  device: string
}

/**
 * The duplicate rule's memory: one row per e-mail and message (hashed), with the time of the
 * last enquiry stored with them. Claimed by an atomic upsert, so two instances taking the same
 * enquiry at once cannot both store it.
 */
export interface EnquiryFingerprintsTable {
  fingerprint: string
  created_at: number
}

/** The enquiry rate limit: one fixed window per client key, shared by every instance. */
export interface RateLimitsTable {
  key: string
  count: number
  reset_at: number
}

/** A member of the staff who signs in to the desk. */
export interface StaffTable {
  id: Generated<number>
  /** The id named in the desk's URLs: random. */
  public_id: string
  /** As the manager typed it (trimmed, NFKC); `email_key` is its lower-cased form, unique. */
  email: string
  email_key: string
  name: string
  role: StaffRole
  /** argon2id PHC string; null until the person sets a password from a one-time link. */
  password_hash: string | null
  created_at: number
  disabled_at: number | null
  password_changed_at: number | null
}

export type StaffRole = 'manager' | 'reservations'

/** One-time links: a token's SHA-256 (never the token), single use, 24 hours. */
export interface StaffLinksTable {
  token_hash: string
  staff_id: number
  created_at: number
  expires_at: number
  used_at: number | null
}

/** Desk sessions: the cookie's random id is kept only as its SHA-256. */
export interface StaffSessionsTable {
  id_hash: string
  staff_id: number
  created_at: number
  last_seen_at: number
  /** created_at + 12 hours: the absolute limit. */
  expires_at: number
  user_agent: string | null
}

/** WebAuthn credentials (passkeys) of a member of the staff. */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string
  staff_id: number
  /** The COSE public key, base64url. */
  public_key: string
  counter: number
  /** JSON array of the authenticator's transports. */
  transports: string
  name: string
  created_at: number
  last_used_at: number | null
}

/** WebAuthn challenges handed out: single use (deleted when answered), 5 minutes. */
export interface DeskChallengesTable {
  id: string
  purpose: 'register' | 'sign-in'
  staff_id: number | null
  challenge: string
  expires_at: number
}

/** Failed sign-ins, per account key and per client address key (the throttle). */
export interface SignInFailuresTable {
  id: Generated<number>
  key: string
  at: number
}

/** Keys whose sign-in is closed until a time (the throttle). */
export interface SignInLocksTable {
  key: string
  locked_until: number
}

/** The audit trail: append-only (triggers refuse updates and deletes). */
export interface AuditLogTable {
  id: Generated<number>
  at: number
  /** The staff row of who did it; null for the system, the command line or a signed-out attempt. */
  actor_id: number | null
  /** Their name at that time (or `command line`), so the trail reads after an account goes. */
  actor_name: string | null
  action: string
  subject: string | null
  /** JSON: counts, role, reason; never a password, a token, a message body or an address. */
  detail: string
  /** The client address key (client-address.ts). */
  client: string | null
}

/** An enquiry's timeline: each change, note and reply, with who and when. */
export interface EnquiryEventsTable {
  id: Generated<number>
  enquiry_id: number
  at: number
  kind: string
  actor_id: number | null
  actor_name: string | null
  from_status: EnquiryStatus | null
  to_status: EnquiryStatus | null
  body: string | null
  subject: string | null
  outbox_id: number | null
  /** The enquiry's version after this entry (007-desk-search; null in entries written before). */
  version: number | null
}

export type {
  CountSaltsTable,
  CountEventsTable,
  CountDailyTotalsTable,
  CountDailyPagesTable,
  CountDailyDevicesTable,
  CountDailySourcesTable,
  CountDailyActionsTable,
  CountDailyStaysTable,
  VitalsDailyTable,
}

export interface Tables {
  enquiries: EnquiriesTable
  used_challenges: UsedChallengesTable
  settings: SettingsTable
  outbox: OutboxTable
  vitals: VitalsTable
  count_salts: CountSaltsTable
  count_events: CountEventsTable
  count_daily_totals: CountDailyTotalsTable
  count_daily_pages: CountDailyPagesTable
  count_daily_devices: CountDailyDevicesTable
  count_daily_sources: CountDailySourcesTable
  count_daily_actions: CountDailyActionsTable
  count_daily_stays: CountDailyStaysTable
  vitals_daily: VitalsDailyTable
  enquiry_fingerprints: EnquiryFingerprintsTable
  rate_limits: RateLimitsTable
  staff: StaffTable
  staff_links: StaffLinksTable
  staff_sessions: StaffSessionsTable
  passkeys: PasskeysTable
  desk_challenges: DeskChallengesTable
  sign_in_failures: SignInFailuresTable
  sign_in_locks: SignInLocksTable
  audit_log: AuditLogTable
  enquiry_events: EnquiryEventsTable
}
