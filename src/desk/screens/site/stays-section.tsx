import { useMemo } from 'react'
import type uPlot from 'uplot'
import type { StaysJson } from '../../../../content/desk/insights-api.ts'
import { barOptions } from './chart-options.ts'
import { ChartSection } from './chart-section.tsx'
import { NumbersTable, type BarColumn } from './numbers-table.tsx'
import { rangeSlug } from './site-range.ts'
import { formatCount, formatRate } from './site-numbers.ts'
import { UplotChart } from './uplot-chart.tsx'
import type { ChartState } from './use-site-chart.ts'

interface Bucket {
  readonly bucket: string
  readonly searches: number
}

/** A bucket's name on the chart's axis, short enough for a phone: `1–3 days` reads `1–3`. */
const axisName = (bucket: string): string =>
  bucket === 'same day' ? '0' : bucket === 'over 180 days' ? '180+' : bucket.replace(/ days?$/, '')

interface HistogramProps {
  readonly title: string
  readonly unit: string
  readonly caption: string
  readonly buckets: readonly Bucket[]
  readonly fileName: string
}

/** One histogram: uPlot's bars over the buckets, and the same counts as a table. */
function Histogram({ title, unit, caption, buckets, fileName }: HistogramProps) {
  const total = buckets.reduce((sum, b) => sum + b.searches, 0)
  // the options (a new chart) change only when the buckets' names do
  const key = buckets.map((b) => axisName(b.bucket)).join('|')
  const options = useMemo(() => barOptions(title, key.split('|')), [title, key])
  const data = useMemo(
    (): uPlot.AlignedData => [buckets.map((_, i) => i), buckets.map((b) => b.searches)],
    [buckets],
  )
  const columns: readonly BarColumn<Bucket>[] = [
    { label: unit, csv: (r) => r.bucket },
    {
      label: 'Searches',
      csv: (r) => r.searches,
      text: (r) => formatCount(r.searches),
      numeric: true,
    },
    {
      label: 'Share',
      csv: (r) => (total === 0 ? 0 : Math.round((r.searches / total) * 1000) / 10),
      text: (r) => formatRate(r.searches, total),
      numeric: true,
    },
  ]
  return (
    <div className="site-histogram">
      <h3>{title}</h3>
      <p className="site-axis-name" aria-hidden="true">
        {unit}
      </p>
      <UplotChart options={options} data={data} height={180} />
      <NumbersTable
        caption={caption}
        columns={columns}
        rows={buckets}
        rowKey={(r) => r.bucket}
        fileName={fileName}
      />
    </div>
  )
}

function StaysFigures({ data }: { data: StaysJson }) {
  const slug = rangeSlug(data.range)
  const nights = useMemo(
    () => data.nights.map((n) => ({ bucket: n.nights, searches: n.searches })),
    [data.nights],
  )
  const party = useMemo(
    () => data.party.map((p) => ({ bucket: p.party, searches: p.searches })),
    [data.party],
  )
  return (
    <>
      <p className="site-figure-line">
        <span className="site-total__figure">{formatCount(data.searches)}</span> Check Availability
        searches
      </p>
      <div className="site-trio">
        <Histogram
          title="How far ahead"
          unit="Days before arrival"
          caption="Searches by days between the search and the arrival"
          buckets={data.leadDays}
          fileName={`site-lead-days_${slug}`}
        />
        <Histogram
          title="How many nights"
          unit="Nights"
          caption="Searches by number of nights"
          buckets={nights}
          fileName={`site-nights_${slug}`}
        />
        <Histogram
          title="Party size"
          unit="Guests"
          caption="Searches by party size (adults and children)"
          buckets={party}
          fileName={`site-party_${slug}`}
        />
      </div>
    </>
  )
}

/** How far ahead guests look, for how many nights and how many people (Check Availability). */
export function StaysSection(props: { state: ChartState<StaysJson>; retry: () => void }) {
  return (
    <ChartSection
      {...props}
      title="Stays guests look for"
      lead="From Check Availability: the days between the search and the arrival, the nights and the party, never the dates."
      isEmpty={(data) => data.searches === 0}
      empty="No availability searches in this range."
    >
      {(data) => <StaysFigures data={data} />}
    </ChartSection>
  )
}
