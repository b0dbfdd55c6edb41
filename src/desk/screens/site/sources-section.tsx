import type { SourcesJson } from '../../../../content/desk/insights-api.ts'
import { ChartSection } from './chart-section.tsx'
import { NumbersTable, type BarColumn } from './numbers-table.tsx'
import { rangeSlug } from './site-range.ts'
import { formatCount } from './site-numbers.ts'
import type { ChartState } from './use-site-chart.ts'

type SourceRow = SourcesJson['sources'][number]
const sourceColumns: readonly BarColumn<SourceRow>[] = [
  { label: 'Source', csv: (r) => r.source },
  {
    label: 'Visits',
    csv: (r) => r.visits,
    text: (r) => formatCount(r.visits),
    numeric: true,
    bar: (r) => r.visits,
  },
  {
    label: 'Visitors',
    csv: (r) => r.visitors,
    text: (r) => formatCount(r.visitors),
    numeric: true,
  },
]

type CampaignRow = SourcesJson['campaigns'][number]
const campaignColumns: readonly BarColumn<CampaignRow>[] = [
  { label: 'Campaign', csv: (r) => r.campaign },
  { label: 'Source', csv: (r) => r.source },
  { label: 'Medium', csv: (r) => r.medium },
  {
    label: 'Visits',
    csv: (r) => r.visits,
    text: (r) => formatCount(r.visits),
    numeric: true,
    bar: (r) => r.visits,
  },
]

function SourcesFigures({ data }: { data: SourcesJson }) {
  const slug = rangeSlug(data.range)
  return (
    <div className="site-pair">
      <div>
        <h3>Sources</h3>
        <NumbersTable
          caption="Visits by source"
          columns={sourceColumns}
          rows={data.sources}
          rowKey={(r) => r.source}
          fileName={`site-sources_${slug}`}
        />
      </div>
      <div>
        <h3>Campaigns</h3>
        {data.campaigns.length === 0 ? (
          <p className="desk-empty">No campaign brought a visit in this range.</p>
        ) : (
          <NumbersTable
            caption="Visits by campaign"
            columns={campaignColumns}
            rows={data.campaigns}
            rowKey={(r) => `${r.campaign} ${r.source} ${r.medium}`}
            fileName={`site-campaigns_${slug}`}
          />
        )}
      </div>
    </div>
  )
}

/** Where visits came from: the sources and the campaigns, the most visits first. */
export function SourcesSection(props: { state: ChartState<SourcesJson>; retry: () => void }) {
  return (
    <ChartSection
      {...props}
      title="Sources and campaigns"
      lead="Counted on the first page of each visit from outside: the campaign’s tag, else the site that sent it, else (direct)."
      isEmpty={(data) => data.sources.length === 0}
    >
      {(data) => <SourcesFigures data={data} />}
    </ChartSection>
  )
}
