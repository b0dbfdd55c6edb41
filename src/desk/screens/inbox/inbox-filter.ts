import { enquiryKinds, type EnquiryKind } from '../../../../content/desk/enquiry-kinds.ts'
import { isEnquiryStatus, type EnquiryStatus } from '../../../../content/desk/statuses.ts'

/**
 * The inbox's filter (and its CSV export's), as the query string carries it: one status, one
 * kind, received from and to (ISO dates, inclusive, in the resort's time zone), a search.
 */
export interface InboxFilter {
  readonly status?: EnquiryStatus
  readonly kind?: EnquiryKind
  readonly from?: string
  readonly to?: string
  readonly q?: string
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const isKind = (value: unknown): value is EnquiryKind =>
  (enquiryKinds as readonly unknown[]).includes(value)

/** The longest search the inbox sends (the server bounds it too). */
export const searchMaxLength = 200

/**
 * The inbox's filter from its address (`/desk?status=new&kind=suite&from=2026-11-01&to=...&q=`),
 * so a filtered inbox survives a reload and Back, and a colleague can be sent one. What is not
 * a status, a kind or an ISO date is left out, not refused: the address is the person's own.
 */
export function filterOfSearch(search: Readonly<Record<string, unknown>>): InboxFilter {
  const { status, kind, from, to, q } = search
  const date = (value: unknown) =>
    typeof value === 'string' && isoDate.test(value) ? value : undefined
  const text = typeof q === 'string' ? q.trim().slice(0, searchMaxLength) : ''
  const filter: { -readonly [K in keyof InboxFilter]: InboxFilter[K] } = {}
  if (isEnquiryStatus(status)) filter.status = status
  if (isKind(kind)) filter.kind = kind
  const start = date(from)
  const end = date(to)
  // a range given backwards is the same range
  if (start !== undefined && end !== undefined && start > end) {
    filter.from = end
    filter.to = start
  } else {
    if (start !== undefined) filter.from = start
    if (end !== undefined) filter.to = end
  }
  if (text !== '') filter.q = text
  return filter
}

/** Whether any filter is set. */
export const isFiltered = (filter: InboxFilter): boolean =>
  Object.values(filter).some((value) => value !== undefined)
