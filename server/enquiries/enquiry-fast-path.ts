import type { CompiledQuery, Transaction } from 'kysely'
import type { Engine } from '../db/migrations/row-id.ts'
import { runPipeline } from '../db/pipeline.ts'
import type { Tables } from '../db/schema.ts'
import {
  byKey,
  rateCount,
  refusePastLimit,
  type ClaimedItem,
  type Outcomes,
  type RateWindow,
} from './enquiry-claims.ts'
import { toEnquiryRow } from './enquiry-rows.ts'
import type { EnquiryStatements } from './enquiry-statements.ts'
import type { RateRule } from './enquiry.repository.ts'

/** What the batch's SQL needs besides its enquiries. */
export interface FastPathRules {
  engine: Engine
  rate: RateRule
  duplicateWindowMs: number
  withOutbox: boolean
}

/** Whether no two enquiries of the batch share a fingerprint or a puzzle token. */
export function distinctClaims(claimed: readonly ClaimedItem[]): boolean {
  const prints = new Set(claimed.map((c) => c.fingerprint))
  const tokens = new Set(claimed.map((c) => c.item.challengeId))
  return prints.size === claimed.length && tokens.size === claimed.length
}

/**
 * The statements that store `taken` (enquiries already cleared to be stored): their rows, and
 * with staff e-mail on, their outbox rows. Neither needs the other's answer, so both can go out
 * in one pipeline, on either path.
 */
export function insertions(
  trx: Transaction<Tables>,
  statements: EnquiryStatements,
  taken: readonly ClaimedItem[],
  withOutbox: boolean,
): CompiledQuery[] {
  const rows = taken.map(({ item }) => toEnquiryRow(item))
  const inserted = statements.insertEnquiries.compile(trx, { rows })
  if (!withOutbox) return [inserted]
  const ids = taken.map(({ item }) => ({ public_id: item.publicId }))
  return [inserted, statements.insertOutbox.compile(trx, { rows: ids })]
}

/**
 * The common batch, where every enquiry is taken: written as if none were refused, with the same
 * statements the one-by-one path runs (enquiry-claims.ts), in the same lock order (rate keys,
 * fingerprints, tokens, each sorted), but all sent at once: on PostgreSQL the five statements
 * cost one round trip instead of five (runPipeline). Their answers then say whether that was
 * right: every client within its limit, every fingerprint and every token claimed. Returns false
 * when one of them was refused, and the caller rolls the transaction back and decides the batch
 * one statement at a time (claimEnquiries), so nothing of the guess is kept. The batch's
 * fingerprints and tokens must be distinct (distinctClaims).
 */
export async function storeAllAccepted(
  trx: Transaction<Tables>,
  statements: EnquiryStatements,
  claimed: readonly ClaimedItem[],
  rules: FastPathRules,
): Promise<boolean> {
  const open = claimed.map((c, i) => ({ ...c, i }))
  const counted = rateCount(open, rules.rate)
  const prints = [...claimed].sort(byKey((c) => c.fingerprint))
  const tokens = [...claimed].sort(byKey((c) => c.item.challengeId))
  const pipeline = [
    statements.countRates.compile(trx, { rows: counted.rows, now: counted.now }),
    statements.claimPrints.compile(trx, {
      rows: prints.map((c) => ({ fingerprint: c.fingerprint, created_at: c.item.createdAt })),
      windowMs: rules.duplicateWindowMs,
    }),
    statements.claimTokens.compile(trx, {
      rows: tokens.map(({ item }) => ({
        id: item.challengeId,
        expires_at: item.challengeExpiresAt,
      })),
    }),
    ...insertions(trx, statements, claimed, rules.withOutbox),
  ]
  const [windows = [], claimedPrints = [], takenTokens = []] = await runPipeline(
    trx,
    rules.engine,
    pipeline,
  )
  const outcomes: Outcomes = claimed.map(() => undefined)
  refusePastLimit(open, counted, windows as RateWindow[], outcomes, rules.rate)
  return (
    outcomes.every((outcome) => outcome === undefined) &&
    claimedPrints.length === claimed.length &&
    takenTokens.length === claimed.length
  )
}
