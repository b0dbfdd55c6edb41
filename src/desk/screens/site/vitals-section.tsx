import { useId, useMemo } from 'react'
import type uPlot from 'uplot'
import {
  vitalRating,
  type VitalRating,
  type VitalsJson,
} from '../../../../content/desk/insights-api.ts'
import type { VitalName } from '../../../../content/vitals.schema.ts'
import { vitalOptions } from './chart-options.ts'
import { ChartSection } from './chart-section.tsx'
import { NumbersTable, type BarColumn } from './numbers-table.tsx'
import { rangeSlug } from './site-range.ts'
import { daySeconds, formatDay, formatVital } from './site-numbers.ts'
import { UplotChart } from './uplot-chart.tsx'
import type { ChartState } from './use-site-chart.ts'

const charted = ['LCP', 'INP', 'CLS'] as const
const tabled: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']

/** A line of a table: its name (a day or a route) and the p75 of each metric it has. */
interface VitalLine {
  readonly name: string
  readonly label: string
  readonly p75: Partial<Record<VitalName, number>>
}

/** The rows' lines by name, in the order the names first come. */
function linesOf<R extends { readonly metric: VitalName; readonly p75: number }>(
  rows: readonly R[],
  nameOf: (row: R) => string,
  labelOf: (name: string) => string,
): VitalLine[] {
  const lines = new Map<string, { -readonly [K in VitalName]?: number }>()
  for (const row of rows) {
    const name = nameOf(row)
    const line = lines.get(name) ?? {}
    line[row.metric] = row.p75
    lines.set(name, line)
  }
  return [...lines].map(([name, p75]) => ({ name, label: labelOf(name), p75 }))
}

/** A p75 and its rating in words (the colour only repeats what the word says). */
function Rated({ metric, value }: { metric: VitalName; value: number | undefined }) {
  if (value === undefined) return <span className="desk-none">–</span>
  const rating = vitalRating(metric, value)
  return (
    <span className="site-rated">
      {formatVital(metric, value)}{' '}
      <span className={`site-rating site-rating--${rating.replaceAll(' ', '-')}`}>{rating}</span>
    </span>
  )
}

const columnsFor = (first: string): readonly BarColumn<VitalLine>[] => [
  { label: first, csv: (r) => r.name, text: (r) => r.label },
  ...tabled.flatMap((metric): BarColumn<VitalLine>[] => [
    {
      label: `${metric} p75`,
      csv: (r) => r.p75[metric] ?? '',
      cell: (r) => <Rated metric={metric} value={r.p75[metric]} />,
    },
    {
      label: `${metric} rating`,
      csv: (r): VitalRating | '' => {
        const value = r.p75[metric]
        return value === undefined ? '' : vitalRating(metric, value)
      },
      inTable: false,
    },
  ]),
]
const dayColumns = columnsFor('Day')
const routeColumns = columnsFor('Route')

/** One metric's p75 per day, over its bands. */
function VitalChart({ metric, data }: { metric: VitalName; data: VitalsJson }) {
  const { from, to } = data.range
  const options = useMemo(() => vitalOptions(metric, { from, to }), [metric, from, to])
  const points = useMemo((): uPlot.AlignedData => {
    const days = data.days.filter((d) => d.metric === metric)
    return [days.map((d) => daySeconds(d.day)), days.map((d) => d.p75)]
  }, [data, metric])
  return (
    <div className="site-vital">
      <h3>{metric}</h3>
      <UplotChart options={options} data={points} height={160} />
    </div>
  )
}

function VitalsFigures({ data }: { data: VitalsJson }) {
  const slug = rangeSlug(data.range)
  const days = useMemo(() => linesOf(data.days, (r) => r.day, formatDay), [data])
  const routes = useMemo(
    () =>
      linesOf(
        data.routes,
        (r) => r.route,
        (name) => name,
      ),
    [data],
  )
  const which = data.route ?? 'all pages'
  return (
    <>
      <ul className="site-key site-key--bands" aria-hidden="true">
        <li className="site-key__band site-key__band--good">Good</li>
        <li className="site-key__band site-key__band--needs-improvement">Needs improvement</li>
        <li className="site-key__band site-key__band--poor">Poor</li>
      </ul>
      <div className="site-trio">
        {charted.map((metric) => (
          <VitalChart key={metric} metric={metric} data={data} />
        ))}
      </div>
      <NumbersTable
        caption={`75th percentile per day, ${which}`}
        columns={dayColumns}
        rows={days}
        rowKey={(r) => r.name}
        fileName={`site-vitals${data.route === null ? '' : `-${data.route.replace(/[^a-z0-9]+/gi, '-')}`}_${slug}`}
      />
      <h3>By route over the range</h3>
      <NumbersTable
        caption="75th percentile per route over the range"
        columns={routeColumns}
        rows={routes}
        rowKey={(r) => r.name}
        fileName={`site-vitals-routes_${slug}`}
      />
    </>
  )
}

interface VitalsSectionProps {
  readonly state: ChartState<VitalsJson>
  readonly retry: () => void
  readonly route: string | undefined
  readonly onRoute: (route: string | undefined) => void
}

/**
 * Core Web Vitals as guests met them: the 75th percentile per day of LCP, INP and CLS over their
 * good, needs-improvement and poor bands, for all pages or one route, and per route over the
 * range, every figure with its rating in words.
 */
export function VitalsSection({ state, retry, route, onRoute }: VitalsSectionProps) {
  const selectId = useId()
  const known = state.status === 'ready' ? state.data.routes.map((r) => r.route) : []
  const choices = [...new Set([...(route === undefined ? [] : [route]), ...known])].sort()
  return (
    <ChartSection
      state={state}
      retry={retry}
      title="Speed guests met (Core Web Vitals)"
      lead="The 75th percentile of real visits: three in four were at least this fast. Good at most LCP 2,500 ms, INP 200 ms, CLS 0.10; poor above 4,000 ms, 500 ms, 0.25."
      isEmpty={(data) => data.days.length === 0 && data.routes.length === 0}
      empty="No speed figures were reported in this range."
      controls={
        <div className="desk-field site-route">
          <label htmlFor={selectId}>Pages</label>
          <select
            id={selectId}
            value={route ?? ''}
            onChange={(event) =>
              onRoute(event.target.value === '' ? undefined : event.target.value)
            }
          >
            <option value="">All pages</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {(data) => <VitalsFigures data={data} />}
    </ChartSection>
  )
}
