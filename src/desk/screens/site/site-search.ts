import { parseDate } from '@internationalized/date'

/**
 * What the Site page's address carries (`/desk/site?from=2026-11-01&to=2026-11-28&route=/suites`):
 * the range's first and last resort days, both included, and the route the speed chart is drawn
 * for. Either day may be missing: the page then shows the default range.
 */
export interface SiteSearch {
  readonly from?: string
  readonly to?: string
  readonly route?: string
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const routePattern = /^\/[\w./~-]{0,200}$/

const dayOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !isoDate.test(value)) return undefined
  try {
    return parseDate(value).toString()
  } catch {
    return undefined
  }
}

/**
 * The Site page's search from its address, for the route's `validateSearch`: a day that is no
 * calendar day and a route that is no path are left out; a range given backwards is the same
 * range. A range too long or after today is kept, so the server's refusal says why.
 */
export function siteSearchOf(search: Readonly<Record<string, unknown>>): SiteSearch {
  const start = dayOf(search['from'])
  const end = dayOf(search['to'])
  const route = search['route']
  const result: { -readonly [K in keyof SiteSearch]: SiteSearch[K] } = {}
  if (start !== undefined && end !== undefined) {
    result.from = start <= end ? start : end
    result.to = start <= end ? end : start
  }
  if (typeof route === 'string' && routePattern.test(route)) result.route = route
  return result
}
