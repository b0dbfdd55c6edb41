import uPlot from 'uplot'
import type { VitalName } from '../../../../content/vitals.schema.ts'
import { vitalThresholds, type DayRange } from '../../../../content/desk/insights-api.ts'
import { daySeconds, formatAxisDay } from './site-numbers.ts'

/*
 * The Site page's chart shapes, in the desk's palette (src/styles/tokens.css): lines and bars in
 * petal green and blue dark enough for 3:1 against the paper (WCAG 1.4.11), the period before in
 * the same colour dashed (told apart by shape, not by colour alone), the speed bands in pale
 * green, amber and red behind the line.
 */
export const chartColours = {
  green: '#3f6b4e',
  blue: '#2f4a72',
  ink: '#4a4a48',
  rule: '#e3ddd1',
  good: '#e6efe3',
  needsImprovement: '#fbefd5',
  poor: '#f8e1db',
} as const

const axisFont = '12px Inter, system-ui, sans-serif'

const axis = (values?: uPlot.Axis['values']): uPlot.Axis => ({
  stroke: chartColours.ink,
  font: axisFont,
  grid: { stroke: chartColours.rule, width: 1 },
  ticks: { stroke: chartColours.rule, width: 1 },
  ...(values === undefined ? {} : { values }),
})

/** A days axis in the desk's words (`28 Nov`), never the browser's own order of day and month. */
const dayAxis = (): uPlot.Axis => axis((_u, ticks) => ticks.map(formatAxisDay))

/** The x scale over the whole range asked for, so a range with few days is drawn to its width. */
const daysScale = (range: DayRange): uPlot.Scale => ({
  time: true,
  range: () => [daySeconds(range.from), daySeconds(range.to)],
})

const base = {
  legend: { show: false },
  cursor: { show: false },
  // the axis reads days in UTC, as the resort's days are given (site-numbers.ts: daySeconds)
  tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
} satisfies Partial<uPlot.Options>

export interface LineSeries {
  readonly label: string
  readonly colour: string
  readonly dashed?: boolean
}

/** Lines over the range's days (x: seconds at each day's midnight, UTC). */
export function lineOptions(
  series: readonly LineSeries[],
): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    ...base,
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
    axes: [dayAxis(), axis()],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: s.colour,
        width: 2,
        points: { show: false },
        ...(s.dashed ? { dash: [6, 4] } : {}),
      })),
    ],
  }
}

/** Bars over named buckets (x: 0, 1, 2…), each bucket named on the axis. */
export function barOptions(
  label: string,
  buckets: readonly string[],
): Omit<uPlot.Options, 'width' | 'height'> {
  const bars = uPlot.paths.bars?.({ size: [0.7, 64] })
  return {
    ...base,
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        ...axis((_u, ticks) => ticks.map((t) => buckets[t] ?? '')),
        space: 10,
        gap: 4,
        // many buckets turn their names, so none overlaps on a phone
        ...(buckets.length > 6 ? { rotate: -45, size: 52 } : {}),
      },
      axis(),
    ],
    series: [
      {},
      {
        label,
        fill: chartColours.green,
        stroke: chartColours.green,
        width: 0,
        ...(bars === undefined ? {} : { paths: bars }),
        points: { show: false },
      },
    ],
  }
}

/** One speed metric's p75 per day over its good, needs-improvement and poor bands. */
export function vitalOptions(
  metric: VitalName,
  range: DayRange,
): Omit<uPlot.Options, 'width' | 'height'> {
  const { good, poor } = vitalThresholds[metric]
  const band = (u: uPlot, from: number, to: number, colour: string) => {
    const top = u.valToPos(Math.min(to, u.scales['y']?.max ?? to), 'y', true)
    const bottom = u.valToPos(from, 'y', true)
    u.ctx.fillStyle = colour
    u.ctx.fillRect(u.bbox.left, top, u.bbox.width, bottom - top)
  }
  return {
    ...base,
    scales: {
      x: daysScale(range),
      y: { range: (_u, _min, max) => [0, Math.max(poor * 1.25, max * 1.1)] },
    },
    axes: [
      dayAxis(),
      axis((_u, ticks) => ticks.map((t) => (metric === 'CLS' ? t.toFixed(2) : `${t}`))),
    ],
    series: [
      {},
      { label: `${metric} p75`, stroke: '#142340', width: 2, points: { show: true, size: 5 } },
    ],
    hooks: {
      // the bands go under the axes' grid and the line
      drawClear: [
        (u) => {
          const max = u.scales['y']?.max ?? poor
          band(u, 0, good, chartColours.good)
          band(u, good, poor, chartColours.needsImprovement)
          band(u, poor, max, chartColours.poor)
        },
      ],
    },
  }
}
