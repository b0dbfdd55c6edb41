import { useMemo } from 'react'
import type { DayRange } from '../../../../content/desk/insights-api.ts'
import { useTitle } from '../../app/title.ts'
import { ScreenHeading } from '../../ui/screen-heading.tsx'
import { PagesSection } from './pages-section.tsx'
import { SiteRangePicker } from './site-range-picker.tsx'
import { daysIn, rangeOf } from './site-range.ts'
import type { SiteSearch } from './site-search.ts'
import { formatDay } from './site-numbers.ts'
import { SourcesSection } from './sources-section.tsx'
import { StaysSection } from './stays-section.tsx'
import { TrafficSection } from './traffic-section.tsx'
import { useSiteChart } from './use-site-chart.ts'
import { VitalsSection } from './vitals-section.tsx'
import '../../styles/site.css'

/**
 * `/desk/site` (managers): what the public site brings, counted without cookies (issue 43,
 * docs/insights.md). A range of resort days in the address (`?from=&to=`, the last 28 days when
 * none; `&route=` for the speed chart), so a reload or a shared link shows the same figures; five
 * sections, each read from its own endpoint, so each draws, fails or retries on its own. Loaded
 * with its route, uPlot with it: the inbox's first load does not carry them (the address is read
 * and written by its route, app/routes.tsx, so this chunk brings none of the router).
 */
export function SiteScreen({
  search,
  onSearch: go,
}: {
  /** The address's search, read by `siteSearchOf` (its route's `validateSearch`). */
  readonly search: SiteSearch
  /** Puts a new search in the address (a new entry, so Back shows the range before). */
  readonly onSearch: (search: SiteSearch) => void
}) {
  useTitle('Site')
  const range = rangeOf(search)
  const { from, to } = range
  const stableRange = useMemo(() => ({ from, to }), [from, to])

  const setRange = (next: DayRange) => go({ ...search, from: next.from, to: next.to })
  const setRoute = (route: string | undefined) => {
    const { route: _old, ...rest } = search
    go({ ...rest, from, to, ...(route === undefined ? {} : { route }) })
  }

  const traffic = useSiteChart('traffic', stableRange)
  const pages = useSiteChart('pages', stableRange)
  const sources = useSiteChart('sources', stableRange)
  const stays = useSiteChart('stays', stableRange)
  const vitals = useSiteChart('vitals', stableRange, search.route)

  return (
    <>
      <ScreenHeading>Site</ScreenHeading>
      <p className="desk-lead">
        What the public site brings, counted without cookies and without keeping anything that names
        a guest. Days are the resort&apos;s.
      </p>
      <SiteRangePicker range={range} onChange={setRange} />
      <p className="site-range__said" aria-live="polite">
        {formatDay(from)} to {formatDay(to)}: {daysIn(range)} days, beside the {daysIn(range)} days
        before.
      </p>
      <div className="site-grid">
        <TrafficSection {...traffic} />
        <PagesSection {...pages} />
        <SourcesSection {...sources} />
        <StaysSection {...stays} />
        <VitalsSection {...vitals} route={search.route} onRoute={setRoute} />
      </div>
    </>
  )
}
