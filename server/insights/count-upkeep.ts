import type { Kysely } from 'kysely'
import { addDays, isoDateIn, resortTimeZone, type IsoDate } from '../../content/calendar.ts'
import type { Clock } from '../clock.ts'
import { claimDailyRun } from '../daily-run.ts'
import type { Tables } from '../db/schema.ts'
import { countPurgeChunkRows, type CountRepository } from './count.repository.ts'
import { rollUpDay } from './rollup-store.ts'
import { rollUpVitals } from './vitals-rollup.ts'

/** Months the daily roll-ups are kept: a year-on-year comparison of a whole year needs 25. */
export const rollupMonths = 25

/** The job's name in the daily claims (rate_limits `daily:count-rollup:<day>`). */
const jobName = 'count-rollup'

/** The day `months` calendar months before `day` (the month's last day when it is shorter). */
export function monthsBefore(day: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const index = year * 12 + (month - 1) - months
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${y}-${pad(m)}-${pad(Math.min(date, last))}` as IsoDate
}

/**
 * The count's daily work, run by the first instance to claim the resort's day (claimDailyRun):
 * rolls up every day before today that has raw events and no roll-up (oldest first, each in one
 * transaction), then summarises the vitals of every day before today not summarised yet
 * (rollUpVitals, the same way, deleting its summaries older than 25 months), then deletes the raw events of rolled-up days older than `rawDays` (a chunk at a
 * time) and the roll-ups older than 25 months. Returns the days rolled up (none when another
 * instance had the claim).
 */
export async function runCountUpkeep(parts: {
  db: Kysely<Tables>
  repository: Pick<CountRepository, 'daysToRollUp' | 'purgeRawBefore' | 'purgeRollupsBefore'>
  clock: Clock
  rawDays: number
  /** True once the app is closing: the chunked purge stops between chunks. */
  stopped?: () => boolean
}): Promise<string[]> {
  const { db, repository, clock } = parts
  const now = clock.now()
  if (!(await claimDailyRun(db, jobName, now))) return []
  const today = isoDateIn(resortTimeZone, new Date(now))
  const days = await repository.daysToRollUp(today)
  for (const day of days) await rollUpDay(db, day)
  await rollUpVitals(db, today, monthsBefore(today, rollupMonths))
  const rawCutoff = addDays(today, -parts.rawDays)
  while (
    parts.stopped?.() !== true &&
    (await repository.purgeRawBefore(rawCutoff)) === countPurgeChunkRows
  );
  await repository.purgeRollupsBefore(monthsBefore(today, rollupMonths))
  return days
}
