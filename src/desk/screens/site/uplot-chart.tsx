import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/*
 * Why uPlot: it draws on a canvas, weighs about 20 kB gzipped with no dependency, and draws a
 * year of days for several series in a few milliseconds; visx would bring D3's scales and shapes
 * as React SVG (one element per point and bar, 40 kB and more gzipped for the pieces these
 * charts need, and a slower first paint for long ranges). What a canvas cannot give, the text
 * for screen readers, each chart's table gives (numbers-table.tsx).
 */

/** Whether this browser can draw on a canvas (jsdom, the tests' DOM, cannot: it draws nothing). */
let canvasWorks: boolean | undefined
function canDraw(): boolean {
  if (canvasWorks === undefined) {
    canvasWorks =
      typeof ResizeObserver === 'function' &&
      document.createElement('canvas').getContext('2d') !== null
  }
  return canvasWorks
}

interface UplotChartProps {
  /** uPlot's options but the size: the chart takes its box's width and `height`. */
  readonly options: Omit<uPlot.Options, 'width' | 'height'>
  readonly data: uPlot.AlignedData
  readonly height: number
}

/**
 * A uPlot chart in React: made in an effect when its options change, given new data with
 * `setData`, sized to its box's width by a ResizeObserver, destroyed when it leaves. The canvas
 * is hidden from screen readers (its numbers are in the table beside it). Where no canvas can be
 * drawn on (jsdom), it leaves its box empty.
 */
export function UplotChart({ options, data, height }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const latest = useRef(data)

  // declared first, so a chart made in the next effect starts from the latest data
  useEffect(() => {
    latest.current = data
    plot.current?.setData(data)
  }, [data])

  useEffect(() => {
    const element = box.current
    if (element === null || !canDraw()) return undefined
    const width = () => Math.max(200, Math.floor(element.clientWidth))
    const chart = new uPlot({ ...options, width: width(), height }, latest.current, element)
    plot.current = chart
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.destroy()
      plot.current = null
    }
  }, [options, height])

  return <div ref={box} className="site-chart" aria-hidden="true" />
}
