import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { EnquiryRepository } from '../../server/enquiries/enquiry.repository.ts'
import { engineName, tempDir } from './helpers.ts'
import { newEnquiry } from './new-enquiry.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase } from './test-database.ts'

/*
 * An enquiry batch is first written as if every enquiry were taken, its statements sent together
 * (enquiry-fast-path.ts); when one of them is refused after all, that attempt is rolled back and
 * the batch is decided one statement at a time. Either way the outcomes, and what is left in the
 * database, are those of deciding each enquiry in turn.
 */

let dir: string
let remove: () => void
let database: Database
let repository: EnquiryRepository
const rate = { max: 3, windowMs: 600_000 }

beforeEach(async () => {
  ;({ dir, remove } = tempDir())
  await prepareDatabase(dir)
  database = await openDatabase({ url: databaseUrlOf(dir), path: join(dir, 'test.db') })
  repository = new EnquiryRepository(database, rate)
})
afterEach(async () => {
  await database.close()
  await dropDatabase(dir)
  remove()
})

const enquiry = newEnquiry

const stored = async () =>
  (await database.db.selectFrom('enquiries').select('public_id').orderBy('id').execute()).map(
    (row) => row.public_id,
  )
const outboxOf = async () =>
  (
    await database.db
      .selectFrom('outbox')
      .innerJoin('enquiries', 'enquiries.id', 'outbox.enquiry_id')
      .select(['enquiries.public_id', 'outbox.next_attempt_at', 'enquiries.created_at'])
      .orderBy('outbox.id')
      .execute()
  ).map((row) => ({ id: row.public_id, dueAtCreation: row.next_attempt_at === row.created_at }))
const fingerprints = async () =>
  Number(
    (
      await database.db
        .selectFrom('enquiry_fingerprints')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  )
const tokens = async () =>
  (await database.db.selectFrom('used_challenges').select('id').execute())
    .map((row) => row.id)
    .sort()
const count = async (key: string) =>
  (
    await database.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', key)
      .executeTakeFirst()
  )?.count

describe(`enquiry batches (${engineName})`, () => {
  it('a batch where every enquiry is new stores them all, with their outbox rows in order', async () => {
    const batch = [enquiry(), enquiry(), enquiry({ page: undefined }), enquiry()]
    const outcomes = await repository.store(batch, true)
    expect(outcomes).toEqual(batch.map((e) => ({ status: 'created', id: e.publicId })))
    expect(await stored()).toEqual(batch.map((e) => e.publicId))
    expect(await outboxOf()).toEqual(batch.map((e) => ({ id: e.publicId, dueAtCreation: true })))
    expect(await fingerprints()).toBe(4)
    expect(await tokens()).toEqual(batch.map((e) => e.challengeId).sort())
  })

  it('a batch with one enquiry of each refusal keeps only what deciding each in turn keeps', async () => {
    // already stored: the same e-mail and message (409), and a used token (reused)
    const earlier = enquiry()
    const usedToken = enquiry()
    await repository.store([earlier, usedToken], true)
    // a client at its limit of three
    const busy = 'client-busy'
    const busyOnes = [enquiry({ clientKey: busy }), enquiry({ clientKey: busy })]
    await repository.store(busyOnes, false)
    const busyIds = () => busyOnes.map((e) => e.publicId)
    const busyTokens = () => busyOnes.map((e) => e.challengeId)

    const fresh = enquiry()
    const duplicate = enquiry({ email: earlier.email, message: earlier.message })
    const third = enquiry({ clientKey: busy })
    const limited = enquiry({ clientKey: busy })
    const reused = enquiry({ challengeId: usedToken.challengeId })
    const batch = [fresh, duplicate, third, limited, reused]
    const outcomes = await repository.store(batch, true)
    expect(outcomes.map((o) => o.status)).toEqual([
      'created',
      'duplicate',
      'created',
      'limited',
      'reused',
    ])
    expect(outcomes[3]).toMatchObject({ retryAfterSeconds: 600 })
    expect(await stored()).toEqual(
      [earlier, usedToken]
        .map((e) => e.publicId)
        .concat(busyIds(), [fresh.publicId, third.publicId]),
    )
    expect((await outboxOf()).map((row) => row.id)).toEqual(
      [earlier, usedToken, fresh, third].map((e) => e.publicId),
    )
    // the duplicate kept the earlier enquiry's fingerprint; the limited and the reused left none
    expect(await fingerprints()).toBe(6)
    expect(await tokens()).toEqual(
      [earlier, usedToken, fresh, third]
        .map((e) => e.challengeId)
        .concat(busyTokens())
        .sort(),
    )
    // every valid enquiry counts against its client, the refused ones too
    expect(await count(busy)).toBe(4)
    expect(await count(duplicate.clientKey)).toBe(1)
  })

  it('the same enquiry twice in one batch: the first is stored, the second is a duplicate', async () => {
    const first = enquiry()
    const again = enquiry({ email: first.email, message: first.message })
    const outcomes = await repository.store([first, again, enquiry()], false)
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'duplicate', 'created'])
    expect(await stored()).toHaveLength(2)
  })
})
