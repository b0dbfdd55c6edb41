import type { Kysely } from 'kysely'
import { leadBuckets, type DayRange, type StaysJson } from '../../content/desk/insights-api.ts'
import type { Tables } from '../db/schema.ts'
import { rangeSources, rolledIn, whole } from './site-days.ts'

/** The nights buckets in order: one to thirteen nights, then fourteen and more. */
const nightsBuckets = [...Array.from({ length: 13 }, (_, i) => String(i + 1)), '14+']
/** The party buckets in order: one to seven guests, then eight and more. */
const partyBuckets = [...Array.from({ length: 7 }, (_, i) => String(i + 1)), '8+']

/**
 * The stays chart: Check Availability's searches in `range` per lead-time, nights and party
 * bucket, every bucket in order with zeros. A search counts once in each measure, so `searches`
 * is the sum of the lead buckets.
 */
export async function staysReport(db: Kysely<Tables>, range: DayRange): Promise<StaysJson> {
  const sources = await rangeSources(db, range)
  const rows = await db
    .selectFrom('count_daily_stays')
    .select((eb) => ['measure', 'value', eb.fn.sum<number>('searches').as('searches')])
    .where(rolledIn(range, sources))
    .groupBy(['measure', 'value'])
    .execute()

  const sums = new Map<string, number>()
  const add = (measure: string, value: string, searches: number) => {
    const key = `${measure}:${value}`
    sums.set(key, (sums.get(key) ?? 0) + searches)
  }
  for (const row of rows) add(row.measure, row.value, whole(row.searches))
  for (const day of sources.raw)
    for (const row of day.stays) add(row.measure, row.value, row.searches)
  const of = (measure: string, value: string) => sums.get(`${measure}:${value}`) ?? 0

  const leadDays = leadBuckets.map((bucket) => ({ bucket, searches: of('lead', bucket) }))
  return {
    range,
    searches: leadDays.reduce((total, bucket) => total + bucket.searches, 0),
    leadDays,
    nights: nightsBuckets.map((nights) => ({ nights, searches: of('nights', nights) })),
    party: partyBuckets.map((party) => ({ party, searches: of('party', party) })),
  }
}
