import type { Transaction } from 'kysely'
import type { Tables } from '../db/schema.ts'
import type { NewEnquiry, RateRule, StoreOutcome } from './enquiry.repository.ts'

/** Thrown inside a batch when another instance used one of its tokens meanwhile: run it again. */
export class ConcurrentClaimError extends Error {
  override name = 'ConcurrentClaimError'
}

/** One enquiry of a batch with its duplicate-rule fingerprint. */
export interface ClaimedItem {
  item: NewEnquiry
  fingerprint: string
}

const byKey =
  <T>(key: (value: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0

/**
 * Decides, inside the batch's transaction, which enquiries of a batch may be stored; returns for
 * each one the outcome that refuses it, or undefined when it is to be stored. In this order:
 *
 * 1. the rate limit: one atomic upsert per client key counts the batch's enquiries of that
 *    client (every valid enquiry counts, a duplicate too), resetting an expired window; those
 *    past the limit are refused (429);
 * 2. the duplicate rule, read: an enquiry whose fingerprint was stored within the window (or
 *    that an earlier one of the batch repeats) is a duplicate. It comes before the tokens so that
 *    sending a stored enquiry again (a request whose answer was lost) is answered 409, not a
 *    puzzle error;
 * 3. the tokens, read: one already used or burnt (or used earlier in the batch) is refused;
 * 4. the fingerprints claimed by an upsert that only moves a fingerprint older than the window:
 *    one that another instance claimed meanwhile comes back empty, a duplicate after all;
 * 5. the tokens claimed (`ON CONFLICT DO NOTHING`): one that another instance took meanwhile
 *    throws ConcurrentClaimError, and the batch runs again, rolled back whole.
 *
 * Every lock is taken in the same order (rate keys, then fingerprints, then tokens, each sorted),
 * so two instances' batches wait for each other but never deadlock. A refused enquiry leaves
 * nothing behind but its count in the rate limit.
 */
export async function claimEnquiries(
  trx: Transaction<Tables>,
  claimed: readonly ClaimedItem[],
  rate: RateRule,
  duplicateWindowMs: number,
): Promise<(StoreOutcome | undefined)[]> {
  const outcomes: (StoreOutcome | undefined)[] = claimed.map(() => undefined)
  const open = () => claimed.map((c, i) => ({ ...c, i })).filter(({ i }) => !outcomes[i])
  const now = Math.max(...claimed.map(({ item }) => item.createdAt))

  const perClient = new Map<string, number>()
  for (const { item } of open())
    perClient.set(item.clientKey, (perClient.get(item.clientKey) ?? 0) + 1)
  if (perClient.size > 0) {
    const counted = await trx
      .insertInto('rate_limits')
      .values(
        [...perClient]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, count]) => ({ key, count, reset_at: now + rate.windowMs })),
      )
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const expired = eb('rate_limits.reset_at', '<=', now)
          return {
            count: eb
              .case()
              .when(expired)
              .then(eb.ref('excluded.count'))
              .else(eb('rate_limits.count', '+', eb.ref('excluded.count')))
              .end(),
            reset_at: eb
              .case()
              .when(expired)
              .then(eb.ref('excluded.reset_at'))
              .else(eb.ref('rate_limits.reset_at'))
              .end(),
          }
        }),
      )
      .returning(['key', 'count', 'reset_at'])
      .execute()
    const windows = new Map(counted.map((row) => [row.key, row]))
    const rank = new Map<string, number>()
    for (const { item, i } of open()) {
      const window = windows.get(item.clientKey)
      const inBatch = perClient.get(item.clientKey) ?? 0
      const nth = (rank.get(item.clientKey) ?? 0) + 1
      rank.set(item.clientKey, nth)
      if (window === undefined) continue
      const position = Number(window.count) - inBatch + nth
      if (position > rate.max) {
        const wait = Math.ceil((Number(window.reset_at) - now) / 1000)
        outcomes[i] = { status: 'limited', retryAfterSeconds: Math.max(1, wait) }
      }
    }
  }

  const live = new Map(
    (
      await trx
        .selectFrom('enquiry_fingerprints')
        .select(['fingerprint', 'created_at'])
        .where('fingerprint', 'in', [...new Set(claimed.map((c) => c.fingerprint))])
        .execute()
    ).map((row) => [row.fingerprint, Number(row.created_at)]),
  )
  const seenPrints = new Set<string>()
  for (const { fingerprint, item, i } of open()) {
    const last = live.get(fingerprint)
    if (
      (last !== undefined && last > item.createdAt - duplicateWindowMs) ||
      seenPrints.has(fingerprint)
    )
      outcomes[i] = { status: 'duplicate' }
    seenPrints.add(fingerprint)
  }

  const tokens = open().map(({ item }) => item.challengeId)
  const used = new Set(
    tokens.length === 0
      ? []
      : (
          await trx.selectFrom('used_challenges').select('id').where('id', 'in', tokens).execute()
        ).map((row) => row.id),
  )
  for (const { item, i } of open()) {
    if (used.has(item.challengeId)) outcomes[i] = { status: 'reused' }
    used.add(item.challengeId)
  }

  const toClaim = open().sort(byKey((c) => c.fingerprint))
  if (toClaim.length === 0) return outcomes
  const claimedPrints = new Set(
    (
      await trx
        .insertInto('enquiry_fingerprints')
        .values(toClaim.map((c) => ({ fingerprint: c.fingerprint, created_at: c.item.createdAt })))
        .onConflict((oc) =>
          oc
            .column('fingerprint')
            .doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') }))
            .where((eb) =>
              eb(
                'enquiry_fingerprints.created_at',
                '<=',
                eb(eb.ref('excluded.created_at'), '-', duplicateWindowMs),
              ),
            ),
        )
        .returning('fingerprint')
        .execute()
    ).map((row) => row.fingerprint),
  )
  for (const { fingerprint, i } of toClaim) {
    if (!claimedPrints.has(fingerprint)) outcomes[i] = { status: 'duplicate' }
  }

  const tokensToClaim = open().sort(byKey((c) => c.item.challengeId))
  if (tokensToClaim.length === 0) return outcomes
  const taken = await trx
    .insertInto('used_challenges')
    .values(
      tokensToClaim.map(({ item }) => ({
        id: item.challengeId,
        expires_at: item.challengeExpiresAt,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute()
  if (taken.length !== tokensToClaim.length) {
    throw new ConcurrentClaimError('a puzzle token of the batch was used by another instance')
  }
  return outcomes
}
