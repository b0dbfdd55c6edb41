import type { Generated } from 'kysely'

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
}

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

export interface Tables {
  enquiries: EnquiriesTable
  used_challenges: UsedChallengesTable
  settings: SettingsTable
  outbox: OutboxTable
  vitals: VitalsTable
  enquiry_fingerprints: EnquiryFingerprintsTable
  rate_limits: RateLimitsTable
}
