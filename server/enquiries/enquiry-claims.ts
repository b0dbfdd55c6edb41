import type { Transaction } from 'kysely'
import type { Tables } from '../db/schema.ts'
import type { EnquiryStatements } from './enquiry-statements.ts'
import type { NewEnquiry, RateRule, StoreOutcome } from './enquiry.repository.ts'

/** One enquiry of a batch with its duplicate-rule fingerprint. */
export interface ClaimedItem {
  item: NewEnquiry
  fingerprint: string
}

export type Outcomes = (StoreOutcome | undefined)[]
export type Open = ClaimedItem & { i: number }

/** Sorts by a text key: the order every lock of a batch is taken in. */
export const byKey =
  <T>(key: (value: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0

/**
 * Decides, inside the batch's transaction, which enquiries of a batch may be stored; returns for
 * each one the outcome that refuses it, or undefined when it is to be stored. Three statements,
 * each over the whole batch, in this order:
 *
 * 1. the rate limit: one atomic upsert per client key counts the batch's enquiries of that
 *    client (every valid enquiry counts, a duplicate too), resetting an expired window; those
 *    past the limit are refused (429);
 * 2. the duplicate rule: the fingerprints claimed by an upsert that only moves a fingerprint
 *    older than the window; one that comes back empty was stored within the window, by this
 *    instance or another (409). It comes before the tokens, so that sending a stored enquiry
 *    again (a request whose answer was lost) is answered 409, not a puzzle error, and a 409
 *    leaves the token usable for the edited enquiry the form sends next;
 * 3. the tokens claimed (`ON CONFLICT DO NOTHING`): one already used or burnt, by this instance
 *    or another, comes back empty (a puzzle error), and the fingerprint its enquiry claimed in
 *    step 2 is deleted again (it was absent or older than the window before).
 *
 * A fingerprint or token repeated within the batch is decided before any statement: the first
 * takes it. Every lock is taken in the same order (rate keys, then fingerprints, then tokens,
 * each sorted), so two instances' batches wait for each other but never deadlock. A refused
 * enquiry leaves nothing behind but its count in the rate limit.
 */
export async function claimEnquiries(
  trx: Transaction<Tables>,
  statements: EnquiryStatements,
  claimed: readonly ClaimedItem[],
  rate: RateRule,
  duplicateWindowMs: number,
): Promise<Outcomes> {
  const outcomes: Outcomes = claimed.map(() => undefined)
  const open = (): Open[] => claimed.map((c, i) => ({ ...c, i })).filter(({ i }) => !outcomes[i])
  await countRates(trx, statements, open(), outcomes, rate)

  const prints = new Set<string>()
  const tokens = new Set<string>()
  for (const { fingerprint, item, i } of open()) {
    if (prints.has(fingerprint)) outcomes[i] = { status: 'duplicate' }
    else if (tokens.has(item.challengeId)) outcomes[i] = { status: 'reused' }
    prints.add(fingerprint)
    tokens.add(item.challengeId)
  }

  const toClaim = open().sort(byKey((c) => c.fingerprint))
  if (toClaim.length === 0) return outcomes
  const rows = toClaim.map((c) => ({ fingerprint: c.fingerprint, created_at: c.item.createdAt }))
  const claimedPrints = new Set(
    (await statements.claimPrints.execute(trx, { rows, windowMs: duplicateWindowMs })).map(
      (row) => row.fingerprint,
    ),
  )
  for (const { fingerprint, i } of toClaim) {
    if (!claimedPrints.has(fingerprint)) outcomes[i] = { status: 'duplicate' }
  }

  const tokensToClaim = open().sort(byKey((c) => c.item.challengeId))
  if (tokensToClaim.length === 0) return outcomes
  const tokenRows = tokensToClaim.map(({ item }) => ({
    id: item.challengeId,
    expires_at: item.challengeExpiresAt,
  }))
  const taken = new Set(
    (await statements.claimTokens.execute(trx, { rows: tokenRows })).map((row) => row.id),
  )
  const reused = tokensToClaim.filter(({ item }) => !taken.has(item.challengeId))
  for (const { i } of reused) outcomes[i] = { status: 'reused' }
  if (reused.length > 0) {
    await trx
      .deleteFrom('enquiry_fingerprints')
      .where(
        'fingerprint',
        'in',
        reused.map((c) => c.fingerprint),
      )
      .execute()
  }
  return outcomes
}

/** A client's rate window: its key, its count, when it resets. */
export interface RateWindow {
  key: string
  count: number
  reset_at: number
}

/** What the rate limit's upsert is given for a batch, and what judging its answer needs. */
export interface RateCount {
  rows: RateWindow[]
  /** The batch's enquiries of each client key. */
  perClient: Map<string, number>
  /** The batch's time: its latest enquiry's. */
  now: number
}

/** One upsert row per client key (sorted, the lock order) counting the batch's enquiries. */
export function rateCount(open: readonly Open[], rate: RateRule): RateCount {
  const now = Math.max(...open.map(({ item }) => item.createdAt))
  const perClient = new Map<string, number>()
  for (const { item } of open)
    perClient.set(item.clientKey, (perClient.get(item.clientKey) ?? 0) + 1)
  const rows = [...perClient]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, count]) => ({ key, count, reset_at: now + rate.windowMs }))
  return { rows, perClient, now }
}

/**
 * Refuses (429) the enquiries past their client's limit, from the windows the upsert returned:
 * the batch's enquiries of a client are the last `count` of its window, in the batch's order.
 */
export function refusePastLimit(
  open: readonly Open[],
  counted: RateCount,
  windows: readonly RateWindow[],
  outcomes: Outcomes,
  rate: RateRule,
): void {
  const windowOf = new Map(windows.map((row) => [row.key, row]))
  const rank = new Map<string, number>()
  for (const { item, i } of open) {
    const window = windowOf.get(item.clientKey)
    const inBatch = counted.perClient.get(item.clientKey) ?? 0
    const nth = (rank.get(item.clientKey) ?? 0) + 1
    rank.set(item.clientKey, nth)
    if (window === undefined) continue
    const position = Number(window.count) - inBatch + nth
    if (position > rate.max) {
      const wait = Math.ceil((Number(window.reset_at) - counted.now) / 1000)
      outcomes[i] = { status: 'limited', retryAfterSeconds: Math.max(1, wait) }
    }
  }
}

/**
 * Counts the batch's enquiries against each client's window with one upsert per client key,
 * and refuses (429) those past the limit.
 */
async function countRates(
  trx: Transaction<Tables>,
  statements: EnquiryStatements,
  open: readonly Open[],
  outcomes: Outcomes,
  rate: RateRule,
): Promise<void> {
  const counted = rateCount(open, rate)
  const windows = await statements.countRates.execute(trx, { rows: counted.rows, now: counted.now })
  refusePastLimit(open, counted, windows, outcomes, rate)
}
