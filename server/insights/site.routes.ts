import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DayRange, SiteChart } from '../../content/desk/insights-api.ts'
import type { Clock } from '../clock.ts'
import type { Tables } from '../db/schema.ts'
import { invalid } from '../desk/desk-parts.ts'
import { pagesReport } from './site-report-pages.ts'
import { sourcesReport } from './site-report-sources.ts'
import { staysReport } from './site-report-stays.ts'
import { trafficReport } from './site-report-traffic.ts'
import { vitalsReport } from './site-report-vitals.ts'
import { readRange, resortDay } from './site-range.ts'

/** What the Site page's routes read: the database and the clock that says which day is today. */
export interface SiteRoutesOptions {
  db: Kysely<Tables>
  clock: Clock
}

/** A page's path as the vitals beacon records it: `/`, or slash-separated segments. */
const routePattern = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/i

type Query = Record<string, string | undefined>

const charts: Record<
  SiteChart,
  (db: Kysely<Tables>, range: DayRange, query: Query) => Promise<unknown>
> = {
  traffic: trafficReport,
  pages: pagesReport,
  sources: sourcesReport,
  stays: staysReport,
  vitals: (db, range, query) => vitalsReport(db, range, query['route']),
}

/**
 * The Site page's API, for managers (content/desk/insights-api.ts, docs/insights.md): one
 * `GET /api/desk/site/<chart>?from=&to=` per chart, the range checked against the resort's
 * today, never stored by a browser or a proxy (the figures of today change as guests come).
 * The desk guard answers 401 signed out and 403 for a reservations account before any of this.
 */
export function registerSiteRoutes(desk: FastifyInstance, options: SiteRoutesOptions): void {
  for (const [chart, report] of Object.entries(charts)) {
    desk.get<{ Querystring: Query }>(
      `/site/${chart}`,
      { config: { desk: { access: 'manager' } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const read = readRange(request.query, resortDay(options.clock.now()))
        if ('message' in read) return invalid(reply, read.message)
        const route = request.query['route']
        if (
          chart === 'vitals' &&
          route !== undefined &&
          !(route.length <= 200 && routePattern.test(route))
        )
          return invalid(reply, 'route must be a page’s path, such as /suites')
        return report(options.db, read.range, request.query)
      },
    )
  }
}
