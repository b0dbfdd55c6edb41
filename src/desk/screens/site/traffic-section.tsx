import { useMemo } from 'react'
import type uPlot from 'uplot'
import type { DayCount, TrafficJson } from '../../../../content/desk/insights-api.ts'
import type { DeviceClass } from '../../../../content/vitals.schema.ts'
import { chartColours, lineOptions, type LineSeries } from './chart-options.ts'
import { ChartSection } from './chart-section.tsx'
import { NumbersTable, type BarColumn } from './numbers-table.tsx'
import { rangeSlug } from './site-range.ts'
import { changeOf, daySeconds, formatCount, formatDay, formatRate } from './site-numbers.ts'
import { UplotChart } from './uplot-chart.tsx'
import type { ChartState } from './use-site-chart.ts'

/** A day of the range beside the same day of the period before (by its place in the period). */
interface DayPair {
  readonly day: DayCount
  readonly before: DayCount | undefined
}

const dayColumns: readonly BarColumn<DayPair>[] = [
  { label: 'Day', csv: (r) => r.day.day, text: (r) => formatDay(r.day.day) },
  {
    label: 'Visitors',
    csv: (r) => r.day.visitors,
    text: (r) => formatCount(r.day.visitors),
    numeric: true,
  },
  {
    label: 'Page views',
    csv: (r) => r.day.views,
    text: (r) => formatCount(r.day.views),
    numeric: true,
  },
  {
    label: 'Day before',
    csv: (r) => r.before?.day ?? '',
    text: (r) => (r.before ? formatDay(r.before.day) : '–'),
  },
  {
    label: 'Visitors before',
    csv: (r) => r.before?.visitors ?? '',
    text: (r) => (r.before ? formatCount(r.before.visitors) : '–'),
    numeric: true,
  },
  {
    label: 'Page views before',
    csv: (r) => r.before?.views ?? '',
    text: (r) => (r.before ? formatCount(r.before.views) : '–'),
    numeric: true,
  },
]

const deviceNames: Readonly<Record<DeviceClass, string>> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Computer',
}
type DeviceRow = TrafficJson['devices'][number]

const deviceColumns = (total: number): readonly BarColumn<DeviceRow>[] => [
  { label: 'Device', csv: (r) => r.device, text: (r) => deviceNames[r.device] ?? r.device },
  {
    label: 'Page views',
    csv: (r) => r.views,
    text: (r) => formatCount(r.views),
    numeric: true,
    bar: (r) => r.views,
  },
  {
    label: 'Share of views',
    csv: (r) => (total === 0 ? 0 : Math.round((r.views / total) * 1000) / 10),
    text: (r) => formatRate(r.views, total),
    numeric: true,
  },
  {
    label: 'Visitors',
    csv: (r) => r.visitors,
    text: (r) => formatCount(r.visitors),
    numeric: true,
  },
]

const lines: readonly LineSeries[] = [
  { label: 'Visitors', colour: chartColours.green },
  { label: 'Visitors, period before', colour: chartColours.green, dashed: true },
  { label: 'Page views', colour: chartColours.blue },
  { label: 'Page views, period before', colour: chartColours.blue, dashed: true },
]
const series = lineOptions(lines)

/** A total with its change from the period before, in words as well as figures. */
function Total({ label, now, before }: { label: string; now: number; before: number }) {
  const change = changeOf(now, before)
  return (
    <div className="site-total">
      <dt>{label}</dt>
      <dd>
        <span className="site-total__figure">{formatCount(now)}</span>
        <span className="site-total__change">
          {change === undefined
            ? 'none in the period before'
            : `${change} on the period before (${formatCount(before)})`}
        </span>
      </dd>
    </div>
  )
}

/** The chart's key: each line's colour and dash, drawn, then named. */
function Key() {
  return (
    <ul className="site-key" aria-hidden="true">
      {lines.map((s) => (
        <li key={s.label}>
          <svg viewBox="0 0 24 6" className="site-key__line">
            <line
              x1="0"
              y1="3"
              x2="24"
              y2="3"
              stroke={s.colour}
              strokeWidth="2"
              strokeDasharray={s.dashed ? '6 4' : undefined}
            />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  )
}

function TrafficFigures({ data }: { data: TrafficJson }) {
  const pairs = data.days.map((day, i) => ({ day, before: data.previous[i] }))
  const plotted = useMemo(
    (): uPlot.AlignedData => [
      data.days.map((d) => daySeconds(d.day)),
      data.days.map((d) => d.visitors),
      data.days.map((_, i) => data.previous[i]?.visitors ?? null),
      data.days.map((d) => d.views),
      data.days.map((_, i) => data.previous[i]?.views ?? null),
    ],
    [data],
  )
  const totalViews = data.devices.reduce((sum, d) => sum + d.views, 0)
  const slug = rangeSlug(data.range)
  return (
    <>
      <dl className="site-totals">
        <Total label="Visitors" now={data.totals.visitors} before={data.previousTotals.visitors} />
        <Total label="Page views" now={data.totals.views} before={data.previousTotals.views} />
      </dl>
      <Key />
      <UplotChart options={series} data={plotted} height={240} />
      <NumbersTable
        caption={`Visitors and page views per day, ${formatDay(data.range.from)} to ${formatDay(data.range.to)}, beside the period before`}
        columns={dayColumns}
        rows={pairs}
        rowKey={(r) => r.day.day}
        fileName={`site-traffic_${slug}`}
      />
      <h3>Devices</h3>
      <NumbersTable
        caption="Page views and visitors by device"
        columns={deviceColumns(totalViews)}
        rows={data.devices}
        rowKey={(r) => r.device}
        fileName={`site-devices_${slug}`}
      />
    </>
  )
}

/** Visitors and page views per day against the period before, the totals, and the devices. */
export function TrafficSection(props: { state: ChartState<TrafficJson>; retry: () => void }) {
  return (
    <ChartSection
      {...props}
      title="Visitors and page views"
      lead="Each day of the range, beside the same day of the period of equal length before it (dashed)."
      isEmpty={(data) => data.totals.views === 0}
    >
      {(data) => <TrafficFigures data={data} />}
    </ChartSection>
  )
}
