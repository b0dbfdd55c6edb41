import type { Kysely } from 'kysely'
import { bookNowControls } from '../../content/count.schema.ts'
import { enquiryKinds } from '../../content/desk/enquiry-kinds.ts'
import type { DayRange, PagesJson } from '../../content/desk/insights-api.ts'
import type { Tables } from '../db/schema.ts'
import { byText, rangeSources, rolledIn, whole } from './site-days.ts'

/** The most pages the chart lists (content/desk/insights-api.ts). */
const topPages = 50

type PageSum = PagesJson['items'][number]

/**
 * The pages chart: the 50 pages with the most views in `range` (ties in code-point order of the
 * path), each with its visitors (summed over days), hand-offs and enquiries; the hand-offs per
 * control (every control, in content/count.schema.ts's order) and the enquiries per kind (every
 * kind of content/desk/enquiry-kinds.ts in its order, then any other kind met). Every page of
 * the range is summed before the 50 are chosen, so today's figures can lift a page into them.
 */
export async function pagesReport(db: Kysely<Tables>, range: DayRange): Promise<PagesJson> {
  const sources = await rangeSources(db, range)
  const where = rolledIn(range, sources)
  const [pages, actions] = await Promise.all([
    db
      .selectFrom('count_daily_pages')
      .select((eb) => [
        'path',
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
        eb.fn.sum<number>('book_now').as('book_now'),
        eb.fn.sum<number>('enquiries').as('enquiries'),
      ])
      .where(where)
      .groupBy('path')
      .execute(),
    db
      .selectFrom('count_daily_actions')
      .select((eb) => ['kind', 'detail', eb.fn.sum<number>('count').as('count')])
      .where(where)
      .groupBy(['kind', 'detail'])
      .execute(),
  ])

  const items = new Map<string, PageSum>()
  const addPage = (page: PageSum) => {
    const sum = items.get(page.path)
    if (sum === undefined) items.set(page.path, { ...page })
    else {
      sum.views += page.views
      sum.visitors += page.visitors
      sum.bookNow += page.bookNow
      sum.enquiries += page.enquiries
    }
  }
  for (const row of pages)
    addPage({
      path: row.path,
      views: whole(row.views),
      visitors: whole(row.visitors),
      bookNow: whole(row.book_now),
      enquiries: whole(row.enquiries),
    })

  const controls = new Map<string, number>(bookNowControls.map((control) => [control, 0]))
  const kinds = new Map<string, number>(enquiryKinds.map((kind) => [kind, 0]))
  const addAction = (kind: string, detail: string, count: number) => {
    if (kind === 'book-now') {
      // a control the schema no longer names is left out rather than shown under another
      if (controls.has(detail)) controls.set(detail, (controls.get(detail) ?? 0) + count)
    } else if (kind === 'enquiry') kinds.set(detail, (kinds.get(detail) ?? 0) + count)
  }
  for (const row of actions) addAction(row.kind, row.detail, whole(row.count))

  for (const day of sources.raw) {
    for (const page of day.pages) addPage(page)
    for (const action of day.actions) addAction(action.kind, action.detail, action.count)
  }

  const known = new Set<string>(enquiryKinds)
  return {
    range,
    items: [...items.values()]
      .sort((a, b) => b.views - a.views || byText(a.path, b.path))
      .slice(0, topPages),
    controls: bookNowControls.map((control) => ({
      control,
      bookNow: controls.get(control) ?? 0,
    })),
    enquiryKinds: [
      ...enquiryKinds.map((kind) => ({ kind, enquiries: kinds.get(kind) ?? 0 })),
      ...[...kinds]
        .filter(([kind]) => !known.has(kind))
        .sort(([a], [b]) => byText(a, b))
        .map(([kind, enquiries]) => ({ kind, enquiries })),
    ],
  }
}
