import type { Kysely } from 'kysely'
import type { DayRange, SourcesJson } from '../../content/desk/insights-api.ts'
import type { Tables } from '../db/schema.ts'
import { byText, rangeSources, rolledIn, whole } from './site-days.ts'

/** The most sources, and the most campaigns, the chart lists (content/desk/insights-api.ts). */
const topSources = 50

/** What the count stores as the campaign of a landing without utm_campaign. */
const noCampaign = '(none)'

type Source = SourcesJson['sources'][number]
type Campaign = SourcesJson['campaigns'][number]

/**
 * The sources chart, from landing views: the 50 sources with the most visits in `range` (visits
 * and visitors summed over every medium and campaign of the source, and over days), and the 50
 * campaigns with the most visits, a campaign being its utm_campaign with its source and medium
 * (landings without a campaign, `(none)`, are not a campaign and are left out of that list).
 * Ties go in code-point order. Every source of the range is summed before the 50 are chosen.
 */
export async function sourcesReport(db: Kysely<Tables>, range: DayRange): Promise<SourcesJson> {
  const sources = await rangeSources(db, range)
  const rows = await db
    .selectFrom('count_daily_sources')
    .select((eb) => [
      'source',
      'medium',
      'campaign',
      eb.fn.sum<number>('visits').as('visits'),
      eb.fn.sum<number>('visitors').as('visitors'),
    ])
    .where(rolledIn(range, sources))
    .groupBy(['source', 'medium', 'campaign'])
    .execute()

  const bySource = new Map<string, Source>()
  const byCampaign = new Map<string, Campaign>()
  const add = (row: {
    source: string
    medium: string
    campaign: string
    visits: number
    visitors: number
  }) => {
    const source = bySource.get(row.source)
    if (source === undefined)
      bySource.set(row.source, { source: row.source, visits: row.visits, visitors: row.visitors })
    else {
      source.visits += row.visits
      source.visitors += row.visitors
    }
    if (row.campaign === noCampaign) return
    const key = JSON.stringify([row.campaign, row.source, row.medium])
    const campaign = byCampaign.get(key)
    if (campaign === undefined)
      byCampaign.set(key, {
        campaign: row.campaign,
        source: row.source,
        medium: row.medium,
        visits: row.visits,
      })
    else campaign.visits += row.visits
  }
  for (const row of rows) add({ ...row, visits: whole(row.visits), visitors: whole(row.visitors) })
  for (const day of sources.raw) for (const row of day.sources) add(row)

  return {
    range,
    sources: [...bySource.values()]
      .sort((a, b) => b.visits - a.visits || byText(a.source, b.source))
      .slice(0, topSources),
    campaigns: [...byCampaign.values()]
      .sort(
        (a, b) =>
          b.visits - a.visits ||
          byText(a.campaign, b.campaign) ||
          byText(a.source, b.source) ||
          byText(a.medium, b.medium),
      )
      .slice(0, topSources),
  }
}
