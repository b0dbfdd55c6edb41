import { useCallback, useEffect, useState } from 'react'
import type { DayRange, SiteChart } from '../../../../content/desk/insights-api.ts'
import type { SiteChartJson } from '../../api/endpoints.ts'
import { useDesk } from '../../app/session.ts'

/** One chart's answer: still reading, refused or failed (with the server's words), or read. */
export type ChartState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string; readonly refused: boolean }
  | { readonly status: 'ready'; readonly data: T }

/**
 * Reads one chart of the Site page (`GET /api/desk/site/<chart>`) for a range, again whenever
 * the range or route changes, and again on `retry`. Each chart reads on its own, so a slow or
 * failing one leaves the others drawn. An answer to an older range than the one shown is
 * dropped. `refused` marks a 400 (the range itself was refused).
 */
export function useSiteChart<C extends SiteChart>(
  chart: C,
  range: DayRange,
  route?: string,
): { readonly state: ChartState<SiteChartJson[C]>; readonly retry: () => void } {
  const { api } = useDesk()
  const [state, setState] = useState<ChartState<SiteChartJson[C]>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const { from, to } = range

  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    void api.siteChart(chart, { from, to }, route).then((result) => {
      if (!current) return
      if (result.ok) setState({ status: 'ready', data: result.data })
      // a 401 has already ended the session: the sign-in form replaces the page
      else if (result.kind !== 'signed-out')
        setState({ status: 'failed', message: result.message, refused: result.kind === 'invalid' })
    })
    return () => {
      current = false
    }
  }, [api, chart, from, to, route, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
