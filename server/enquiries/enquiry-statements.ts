import type { Insertable } from 'kysely'
import { BatchStatement } from '../db/batch-statement.ts'
import type {
  EnquiriesTable,
  EnquiryFingerprintsTable,
  RateLimitsTable,
  UsedChallengesTable,
} from '../db/schema.ts'

type Rows<T> = readonly Insertable<T>[]

/**
 * The five multi-row statements of an enquiry batch (see enquiry-claims.ts for the first three),
 * each compiled once per row count. Made once per database by the repository.
 */
export function enquiryStatements() {
  return {
    /** Counts each client's enquiries: a new window, or the batch's count added to the open one. */
    countRates: new BatchStatement(
      (db, { rows, now }: { rows: Rows<RateLimitsTable>; now: number }) =>
        db
          .insertInto('rate_limits')
          .values(rows)
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
          .returning(['key', 'count', 'reset_at']),
      ({ rows, now }) => [...rows.flatMap((r) => [r.key, r.count, r.reset_at]), now, now],
    ),
    /** Claims fingerprints absent or older than the window; returns those it claimed. */
    claimPrints: new BatchStatement(
      (db, { rows, windowMs }: { rows: Rows<EnquiryFingerprintsTable>; windowMs: number }) =>
        db
          .insertInto('enquiry_fingerprints')
          .values(rows)
          .onConflict((oc) =>
            oc
              .column('fingerprint')
              .doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') }))
              .where((eb) =>
                eb(
                  'enquiry_fingerprints.created_at',
                  '<=',
                  eb(eb.ref('excluded.created_at'), '-', windowMs),
                ),
              ),
          )
          .returning('fingerprint'),
      ({ rows, windowMs }) => [...rows.flatMap((r) => [r.fingerprint, r.created_at]), windowMs],
    ),
    /** Claims puzzle tokens not used yet; returns those it claimed. */
    claimTokens: new BatchStatement(
      (db, { rows }: { rows: Rows<UsedChallengesTable> }) =>
        db
          .insertInto('used_challenges')
          .values(rows)
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id'),
      ({ rows }) => rows.flatMap((r) => [r.id, r.expires_at]),
    ),
    insertEnquiries: new BatchStatement(
      (db, { rows }: { rows: Rows<EnquiriesTable> }) => db.insertInto('enquiries').values(rows),
      ({ rows }) =>
        rows.flatMap((r) => [
          r.public_id,
          r.created_at,
          r.name,
          r.email,
          r.email_key,
          r.message,
          r.phone,
          r.hotel,
          r.page,
          r.updated_at,
          r.kind,
        ]),
    ),
    /**
     * The staff e-mail's outbox rows of the enquiries just inserted, found by their public ids
     * (in the order they were inserted): due at once. It needs no answer from the insert before
     * it, so both can go out in one pipeline.
     */
    insertOutbox: new BatchStatement(
      (db, { rows }: { rows: readonly { public_id: string }[] }) =>
        db
          .insertInto('outbox')
          .columns(['enquiry_id', 'next_attempt_at', 'created_at'])
          .expression(
            db
              .selectFrom('enquiries')
              .select(['id', 'created_at as next_attempt_at', 'created_at'])
              .where(
                'public_id',
                'in',
                rows.map((r) => r.public_id),
              )
              .orderBy('id'),
          ),
      ({ rows }) => rows.map((r) => r.public_id),
    ),
  }
}

export type EnquiryStatements = ReturnType<typeof enquiryStatements>
