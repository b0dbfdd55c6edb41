import type { Kysely } from 'kysely'
import { isoDateIn, resortTimeZone } from '../content/calendar.ts'
import type { Tables } from './db/schema.ts'

/** How long a day's claim is kept: past the day it names, then forgotten by the hourly purge. */
const claimKeptMs = 2 * 24 * 60 * 60 * 1000

/**
 * Claims `job`'s run for the resort's day of `now` across every instance on the database: true
 * for the first instance to ask that day, false for every later ask, on either engine. The claim
 * is a row of the shared rate_limits table (`daily:<job>:<day>`), inserted or left alone in one
 * statement, so two instances asking at once get one true between them. A claim whose run then
 * fails is not retried that day: the next day's run does what it did not.
 */
export async function claimDailyRun(
  db: Kysely<Tables>,
  job: string,
  now: number,
): Promise<boolean> {
  const day = isoDateIn(resortTimeZone, new Date(now))
  const result = await db
    .insertInto('rate_limits')
    .values({ key: `daily:${job}:${day}`, count: 1, reset_at: now + claimKeptMs })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1
}
